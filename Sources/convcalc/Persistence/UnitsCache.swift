#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// What the units files read at start defined, kept between starts in
/// `$XDG_CACHE_HOME/convcalc/units.cache` (by default `~/.cache/convcalc/units.cache`): a
/// start that reads the same files again takes their units from it instead of reading every
/// definition. A user's file of 1,000 lines cost a start 4 ms read, 0.2 ms cached
/// (docs/PERFORMANCE.md, "Units files at start").
///
/// The cache holds one result and what it was made from: the files' names and every byte
/// of them, the locale and the terminal's charset, and this executable (its version, commit and, on Linux, its file's
/// identity and time). It is used only when all of these are the same, byte for byte, so a
/// changed file, another `--units`, or another build reads the files again (and replaces
/// the cache). It is this user's file in this user's folder, read and written through
/// `SafeFile` as the state file is (`SafeFile.read` with the path checked and content owned;
/// `SafeFile.replace`, a new file 0600, an old one's mode, owner, ACL and extended attributes
/// kept). What is at its path and is no regular file of this user's that only this user may
/// write — a link, a FIFO, a folder, a file others may write — is neither read nor written,
/// and left as it is; a read-only cache is read but not replaced. One it cannot use is not
/// used, and one it cannot write is not written, silently: it changes how fast a start is,
/// never what it does.
enum UnitsCache {
    /// A units file as a start read it.
    struct Source {
        let path: String
        let bytes: [UInt8]
    }

    /// The cache's file, or nil when neither XDG_CACHE_HOME nor HOME names a folder.
    static var path: String? {
        StatePaths.baseFolder("XDG_CACHE_HOME", underHome: ".cache").map { $0 + "/convcalc/units.cache" }
    }

    /// The largest cache read: the files it was made from are in it.
    static let limit = 64 << 20

    /// The most bytes of units files a cache is made of (GNU units' database is 0.4 MB): larger
    /// files are read at each start, so a start holds them once, not also in a key and a cache
    /// (16 MiB of comments took a start 90 MB).
    static let cachedLimit = 4 << 20

    /// The first bytes of the file, and its format (2: the checksum by words).
    static let magic = "convcalc units cache 2"

    /// What `sources` (read with `locale`) define, with what `read` says of them: from the cache
    /// when it was made from the same, else `read` (and the cache replaced).
    static func units(of sources: [Source], locale: String,
                      read: () -> (units: UserUnits, summaries: [String])) -> (units: UserUnits, summaries: [String]) {
        guard let path, sources.reduce(0, { $0 + $1.bytes.count }) <= cachedLimit else { return read() }
        let key = key(of: sources, locale: locale)
        if let cached = load(path, key: key) { return cached }
        let made = read()
        store(made, key: key, at: path)
        return made
    }

    /// Everything the result depends on, as bytes: the sources and `locale`, how problems
    /// escape what they quote, and the executable (`version`, `executable`: this one's).
    static func key(of sources: [Source], locale: String, asciiOnly: Bool = VisibleText.charset == .ascii,
                    version: String = Version.line, executable: [Int] = executableIdentity) -> [UInt8] {
        var key = ByteArchive.Writer()
        key.string(version)
        key.int(executable.count)
        for number in executable { key.int(number) }
        key.string(locale)
        key.bool(asciiOnly)
        key.int(sources.count)
        for source in sources {
            key.string(source.path)
            key.bytes(source.bytes)
        }
        return key.bytes
    }

    /// The cached result when the cache at `path` was made from `key`; nil for no cache, another
    /// key, or a file that is not one (damaged, or not this user's).
    static func load(_ path: String, key: [UInt8]) -> (units: UserUnits, summaries: [String])? {
        // A cache holds the files it was made from and what they define, a few times their size
        // at most: a larger file is none (a cache cut to 4 GiB was read to 64 MiB: 71 MB).
        let largest = min(limit, 3 * key.count + (1 << 20))
        guard let bytes = try? SafeFile.read(path, limit: largest, followsLinks: false, checked: true, ownContent: true), bytes.count <= largest else { return nil }
        var input = ByteArchive.Reader(bytes)
        do throws(ByteArchive.Malformed) {
            guard try input.string() == magic, try input.bytesEqual(key) else { return nil }
            guard try input.int() == checksum(input.rest) else { return nil }  // of the result, after it
            var summaries: [String] = []
            for _ in 0..<(try input.count()) { summaries.append(try input.string()) }
            let units = try UserUnits(reading: &input)
            return input.isAtEnd ? (units, summaries) : nil
        } catch {
            return nil
        }
    }

    /// Replaces the cache at `path` with `result`, made from `key`; silently nothing when it cannot.
    static func store(_ result: (units: UserUnits, summaries: [String]), key: [UInt8], at path: String) {
        var made = ByteArchive.Writer()  // the result: the summaries, then the units
        made.int(result.summaries.count)
        for summary in result.summaries { made.string(summary) }
        let resultBytes = made.bytes + result.units.archived()
        var file = ByteArchive.Writer()
        file.string(magic)
        file.bytes(key)
        file.int(checksum(resultBytes[...]))
        guard file.bytes.count + resultBytes.count <= limit else { return }
        // A cache others may write is never read (`load`): rewriting it, its mode kept, would be work lost.
        if let old = FileKind.status(path, followsLinks: false), old.st_mode & 0o022 != 0 { return }
        do {
            try StateFolder.prepareOwn(StateFolder.folder(of: path))
            try SafeFile.replace(path, with: file.bytes + resultBytes, mode: 0o600, followsLink: false)
        } catch {
            return  // a cache is only a shortcut
        }
    }

    /// A checksum of `bytes`, 64 bits, so a damaged result is not decoded: FNV-1a's step
    /// (exclusive or, then multiply by its prime) taken a word of 8 bytes at a time, then the
    /// last bytes one at a time. Every step is one-to-one, so one damaged word always changes
    /// it. Byte by byte, the multiplications in a row cost a start with 1,000 cached units
    /// 30,000 of them, about 0.04 ms.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> Int {
        let prime: UInt64 = 0x100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
                offset += 8
            }
            for byte in raw[offset...] { hash = (hash ^ UInt64(byte)) &* prime }
        }
        return Int(bitPattern: UInt(hash))
    }

    /// This executable's file as the system knows it (device, inode, size, change time), so a
    /// build without a commit of its own does not take another build's cache; empty where
    /// `/proc/self/exe` is not.
    static var executableIdentity: [Int] {
        // The link's target (valgrind gives the target of the program it runs).
        guard let target = FileKind.linkTarget("/proc/self/exe"), !target.isEmpty else { return [] }
        return identity(ofFile: target)
    }

    /// `executableIdentity` of the file `path` (empty when it cannot be read).
    static func identity(ofFile path: String) -> [Int] {
        var status = stat()
        guard stat(path, &status) == 0 else { return [] }
        #if canImport(Glibc)
        let changed = [Int(status.st_ctim.tv_sec), Int(status.st_ctim.tv_nsec)]
        #else
        let changed = [Int(status.st_ctimespec.tv_sec), Int(status.st_ctimespec.tv_nsec)]
        #endif
        return [Int(status.st_dev), Int(status.st_ino), Int(status.st_size)] + changed
    }
}
