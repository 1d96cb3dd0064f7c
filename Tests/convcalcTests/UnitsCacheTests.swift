import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import ConvCalcKit
import Seeding
@testable import convcalc

/// The units files' cache (`$XDG_CACHE_HOME/convcalc/units.cache`): a start reading the same
/// files takes their units from it and says the same; a changed file, a damaged cache or
/// another locale reads the files again; a cache where others may write is not used.
@Suite(.seeded) struct UnitsCacheTests {
    static let file = "smoot 67 in ; smoots ; to m\nbad 12 blorf\n"

    struct Home {
        let home: TemporaryHome
        var units: String { home.path + "/my.units" }
        var cache: String { home.path + "/.cache/convcalc/units.cache" }

        init(_ text: String = UnitsCacheTests.file) throws {
            home = try TemporaryHome()
            try text.write(toFile: home.path + "/my.units", atomically: false, encoding: .utf8)
        }

        func run(_ line: String = "100 smoot to m", environment extra: [String: String] = [:]) throws -> BuiltBinary.Run {
            try BuiltBinary.run(["--units", units, "-e", line], environment: home.environment().merging(extra) { $1 })
        }

        /// The cache's inode, or nil when there is none: a start that used the cache left it.
        var cacheInode: UInt64? { FileKind.status(cache, followsLinks: false).map { UInt64($0.st_ino) } }

        /// Writes a cache made from this home's units file as a start would read it, whose
        /// units are those of `claimed` instead: a start that shows them used the cache.
        func forgeCache(claiming claimed: String, at path: String? = nil, locale: String = "C.UTF-8") throws {
            let version = try BuiltBinary.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: units)))
            let key = UnitsCache.key(of: [UnitsCache.Source(path: units, bytes: bytes)], locale: locale, asciiOnly: false,
                                     version: version, executable: UnitsCache.identity(ofFile: BuiltBinary.path))
            var user = UserUnits()
            user.read(bytes: Array(claimed.utf8), file: units)
            let target = path ?? cache
            try FileManager.default.createDirectory(atPath: StateFolder.folder(of: target), withIntermediateDirectories: true)
            UnitsCache.store((user, []), key: key, at: target)
            #expect(FileManager.default.fileExists(atPath: target))
        }

        func remove() { home.remove() }
    }

    @Test func aSecondStartTakesTheUnitsFromTheCacheAndSaysTheSame() throws {
        let home = try Home()
        defer { home.remove() }
        let first = try home.run()
        #expect(first.stdout == "170.18 m\n100 smoot\n" && first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "convcalc: \(home.units):2:8: unknown unit 'blorf'\n")
        let status = try #require(FileKind.status(home.cache, followsLinks: false))
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(FileKind.status(StateFolder.folder(of: home.cache), followsLinks: false).map { $0.st_mode & 0o777 } == 0o700)
        let second = try home.run()
        #expect([second.stdout, second.stderr] == [first.stdout, first.stderr] && second.status == 0)
        #expect(home.cacheInode == UInt64(status.st_ino))  // used, not written again
    }

    /// A cache made from exactly these inputs is what a start uses: one that claims other
    /// units for the same file is believed (the test writes it; a start never would).
    @Test func aCacheOfTheSameInputsIsUsed() throws {
        let home = try Home()
        defer { home.remove() }
        try home.forgeCache(claiming: "smoot 1 m\n")
        let run = try home.run()
        #expect(run.stdout == "100 m\n100 smoot\n" && run.stderr.isEmpty, "\(run.stderr)")
    }

    /// The file changed, even to the same length and time, or the locale changed: read again.
    @Test func aChangedFileOrLocaleIsReadAgain() throws {
        let home = try Home()
        defer { home.remove() }
        try home.forgeCache(claiming: "smoot 1 m\n")
        let other = try home.run(environment: ["LC_ALL": "en_GB.UTF-8", "LANG": "en_GB.UTF-8"])
        #expect(other.stdout == "170.18 m\n100 smoot\n", "\(other.stderr)")
        try home.forgeCache(claiming: "smoot 1 m\n")
        let status = try #require(FileKind.status(home.units, followsLinks: false))
        try UnitsCacheTests.file.replacingOccurrences(of: "67", with: "68").write(toFile: home.units, atomically: false, encoding: .utf8)
        var times = [status.st_atim, status.st_mtim]  // the same length and times as before
        utimensat(AT_FDCWD, home.units, &times, 0)
        let changed = try home.run()
        #expect(changed.stdout == "172.72 m\n100 smoot\n", "\(changed.stderr)")  // 6800 in
    }

    /// A damaged cache — cut short, a byte changed, or no cache at all — is read as none,
    /// and replaced by a good one.
    @Test(arguments: ["cut", "changed", "noise", "empty"])
    func aDamagedCacheIsNotUsedAndIsReplaced(damage: String) throws {
        let home = try Home()
        defer { home.remove() }
        _ = try home.run()
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: home.cache)))
        switch damage {
        case "cut": bytes.removeLast(bytes.count / 3)
        case "changed": bytes[bytes.count - 20] ^= 0x40
        case "noise": bytes = Array((UnitsCache.magic + " and then some noise").utf8)
        default: bytes = []
        }
        try Data(bytes).write(to: URL(fileURLWithPath: home.cache))
        let run = try home.run()
        #expect(run.stdout == "170.18 m\n100 smoot\n" && run.status == 0, "\(run.stderr)")
        let replaced = home.cacheInode
        _ = try home.run()
        #expect(replaced != nil && home.cacheInode == replaced)  // the replacement was good: used
    }

    /// The checksum changes with any one bit of what it sums, in a word or in the bytes after
    /// the last word, whatever the length (random bytes, every bit flipped once).
    @Test func theChecksumChangesWithAnyOneBit() {
        var random = SeededGenerator()
        for length in 0...40 {
            let bytes = (0..<length).map { _ in UInt8(random.next(256)) }
            let sum = UnitsCache.checksum(bytes[...])
            for bit in 0..<(length * 8) {
                var flipped = bytes
                flipped[bit / 8] ^= 1 << (bit % 8)
                #expect(UnitsCache.checksum(flipped[...]) != sum, "length \(length), bit \(bit)")
            }
        }
        // A slice sums its own bytes, wherever it starts in its array.
        let bytes: [UInt8] = Array(0..<20)
        #expect(UnitsCache.checksum(bytes[3...]) == UnitsCache.checksum(Array(bytes[3...])[...]))
    }

    /// A cache folder anyone may write to is not used: the cache there is not read, and none is written.
    @Test func aCacheWhereOthersMayWriteIsNeitherReadNorWritten() throws {
        let home = try Home()
        defer { home.remove() }
        let folder = home.home.path + "/shared-cache"
        try home.forgeCache(claiming: "smoot 1 m\n", at: folder + "/convcalc/units.cache")
        chmod(folder + "/convcalc", 0o777)
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/convcalc/units.cache"))
        let run = try home.run(environment: ["XDG_CACHE_HOME": folder])
        #expect(run.stdout == "170.18 m\n100 smoot\n", "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/convcalc/units.cache")) == before)
    }

    /// A new cache is 0600. What is at the cache's path is left as it is: a link (its target
    /// kept its text), a FIFO, a read-only cache; an old cache's mode, group, ACL and extended
    /// attributes are kept when it is replaced; one others may write is neither read nor written.
    @Test func theCacheIsNeverWrittenThroughALinkAndKeepsWhatItHad() throws {
        let home = try Home()
        defer { home.remove() }
        _ = try home.run()
        #expect(FileKind.status(home.cache, followsLinks: false).map { $0.st_mode & 0o777 } == 0o600)
        var edit = 68
        func changeTheFile() throws {  // another file, so a start reads it and would replace the cache
            edit += 1
            try "smoot \(edit) in\n".write(toFile: home.units, atomically: false, encoding: .utf8)
        }
        // An old cache's mode and extended attribute are kept.
        chmod(home.cache, 0o640)
        let hasAttribute = Self.tool("/usr/bin/setfattr", ["-n", "user.note", "-v", "kept", home.cache]) != nil  // attr, in CI
        try changeTheFile()
        #expect(try home.run().status == 0)
        let replaced = FileKind.status(home.cache, followsLinks: false)
        #expect(replaced.map { FileKind.isRegular($0.st_mode) && $0.st_mode & 0o777 == 0o640 } == true)
        if hasAttribute { #expect(Self.tool("/usr/bin/getfattr", ["--only-values", "-n", "user.note", home.cache]) == "kept") }
        // A read-only cache and one others may write are left as they are.
        for mode: mode_t in [0o400, 0o666] {
            chmod(home.cache, mode)
            let before = try Data(contentsOf: URL(fileURLWithPath: home.cache))
            try changeTheFile()
            #expect(try home.run().status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: home.cache)) == before, "mode \(String(mode, radix: 8))")
        }
        // A link: its target keeps its text, and the link stays.
        let other = home.home.path + "/notes.txt"
        try "keep".write(toFile: other, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: home.cache)
        symlink(other, home.cache)
        try changeTheFile()
        #expect(try home.run().status == 0)
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "keep")
        #expect(FileKind.status(home.cache, followsLinks: false).map { $0.st_mode & S_IFMT == S_IFLNK } == true)
        // A FIFO: not opened (a start does not wait on it), not removed.
        try FileManager.default.removeItem(atPath: home.cache)
        #expect(mkfifo(home.cache, 0o600) == 0)
        try changeTheFile()
        #expect(try home.run().status == 0)
        #expect(FileKind.status(home.cache, followsLinks: false).map { $0.st_mode & S_IFMT == S_IFIFO } == true)
    }

    /// The output of the program at `path` run with `arguments`, nil when it is missing or fails.
    static func tool(_ path: String, _ arguments: [String]) -> String? {
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        let process = Process(), output = Pipe()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? text : nil
    }

    /// Units files of more than `cachedLimit` bytes are read at each start, never cached: a
    /// start holds them once (16 MiB of comments took 90 MB, with a key and a cache of them).
    /// Files of more than `totalLimit` together are refused: a named one ends the start (66).
    @Test func largeUnitsFilesAreNotCachedAndTogetherHaveALimit() throws {
        let home = try Home()
        defer { home.remove() }
        let comment = "#" + String(repeating: "c", count: 4_000) + "\n"
        let big = String(repeating: comment, count: UnitsCache.cachedLimit / comment.utf8.count + 1) + "smoot 67 in\n"
        try big.write(toFile: home.units, atomically: false, encoding: .utf8)
        let run = try home.run()
        #expect(run.stdout == "170.18 m\n100 smoot\n" && run.status == 0, "\(run.stderr)")
        #expect(home.cacheInode == nil)
        // Two files over the limit together: the second is named and refused.
        let second = home.home.path + "/more.units"
        let more = String(repeating: comment, count: (UnitsFiles.totalLimit - big.utf8.count) / comment.utf8.count + 1)
        try more.write(toFile: second, atomically: false, encoding: .utf8)
        let refused = try BuiltBinary.run(["--units", home.units, "--units", second, "-e", "1 smoot"], environment: home.home.environment())
        #expect(refused.status == 66 && refused.stdout.isEmpty)
        #expect(refused.stderr == "convcalc: \(second): the units files of a start hold 16 MiB at most together, and this one would pass that\n")
    }

    /// A cache far larger than the files it could have been made from is not read (cut to 64
    /// MiB, it was read whole before being refused).
    @Test func aCacheFarLargerThanItsFilesIsNotRead() throws {
        let home = try Home()
        defer { home.remove() }
        _ = try home.run()
        truncate(home.cache, 32 << 20)
        let run = try home.run()
        #expect(run.stdout == "170.18 m\n100 smoot\n")
        #expect(FileKind.status(home.cache, followsLinks: false).map { Int($0.st_size) < 1 << 20 } == true)  // made again
    }

    /// Without units files, a start reads and writes no cache.
    @Test func aStartWithoutUnitsFilesHasNoCache() throws {
        let home = try Home()
        defer { home.remove() }
        let run = try BuiltBinary.run(["-e", "212"], environment: home.home.environment())
        #expect(run.stdout == "100 °C\n212 °F\n")
        #expect(!FileManager.default.fileExists(atPath: home.home.path + "/.cache"))
    }
}
