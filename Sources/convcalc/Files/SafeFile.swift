#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way convcalc reads and writes its files (state, history, transcripts, recordings).
///
/// Every read has a size limit and takes regular files only, opened so that a FIFO or a
/// device can never block or flood start-up. Every replacement is atomic through an
/// exclusive temporary file with an unpredictable name (`SafeFile+Replace.swift`); appends
/// never follow a symbolic link (`SafeFile+Append.swift`); every write reaches its folder by
/// `PathWalk` and writes in the folder it holds open. Failures are `FileProblem`s whose
/// message is ready to print.
enum SafeFile {
    /// Size limits of the files convcalc reads.
    enum Limit {
        /// The state file: a small JSON object.
        static let state = 64 << 10
        /// The history: only its tail (the newest lines) is read past this size.
        static let history = 4 << 20
        /// A transcript for `check`.
        static let transcript = 16 << 20
        /// A units file (GNU units' definitions.units is 0.4 MB).
        static let units = 16 << 20
    }

    /// The checks of a path that cannot be walked (a device, /proc's magic links such as
    /// `/dev/stdout`, whose targets are no paths): the name is the one the user typed
    /// (`FileName`), and the way to it is controlled by this user or root (`PathOwnership`).
    /// Every other write walks its path (`PathWalk`), which makes the same checks on the
    /// folders it then writes in.
    static func checkWriteTarget(_ path: String, action: String = "write") throws(FileProblem) {
        try FileName.check(path, action: action)
        if let finding = PathOwnership.finding(for: path) {
            throw FileProblem(path: path, action: action, reason: .untrusted(finding))
        }
    }

    /// The whole content of the regular file `path`, refused when over `limit` bytes.
    /// With `followsLinks` false, a symbolic link at `path` is refused too; with `checked`, the
    /// file is reached by `PathWalk`, as a write would reach it (a file about to be rewritten,
    /// a units file).
    static func read(_ path: String, limit: Int, followsLinks: Bool = true, checked: Bool = false,
                     ownContent: Bool = false) throws(FileProblem) -> [UInt8] {
        let file = try openRegular(path, followsLinks: followsLinks, checked: checked, ownContent: ownContent)
        guard let bytes = file.readAll(limit: limit) else { throw .system("read", path) }
        guard bytes.count <= limit else { throw FileProblem(path: path, action: "read", reason: .tooLarge(limit: limit)) }
        return bytes
    }

    /// The last `limit` bytes of the regular file `path`, from the start of a line (a line
    /// cut by the limit is dropped), and whether anything before them was left out.
    static func readTail(_ path: String, limit: Int, followsLinks: Bool = true) throws(FileProblem) -> (bytes: [UInt8], cut: Bool) {
        let file = try openRegular(path, followsLinks: followsLinks)
        guard let info = file.status() else { throw .system("read", path) }
        let cut = Int(info.st_size) > limit
        if cut && lseek(file.number, off_t(Int(info.st_size) - limit), SEEK_SET) < 0 { throw .system("read", path) }
        guard var bytes = file.readAll(limit: limit) else { throw .system("read", path) }
        bytes = Array(bytes.prefix(limit))
        if cut, let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) { bytes.removeSubrange(...newline) }
        return (bytes, cut)
    }

    /// Opens `path` for reading if it is a regular file. `stat` first, so a device or FIFO is
    /// never opened; `O_NONBLOCK` and a check of the opened file, so one swapped in meanwhile
    /// cannot block or be read either. With `checked`, opened in the folder `PathWalk` reached;
    /// with `ownContent` too, refused when someone but this user and root may change the file
    /// (`PathOwnership.fileFinding`): what it defines would be theirs.
    static func openRegular(_ path: String, followsLinks: Bool, checked: Bool = false,
                            ownContent: Bool = false) throws(FileProblem) -> Descriptor {
        try FileName.check(path, action: "read")
        let walked = checked ? try PathWalk.toFile(path, action: "read", followsLink: followsLinks) : nil
        let folder = walked?.folder.number ?? AT_FDCWD, name = walked?.name ?? path
        let followsHere = followsLinks && walked == nil  // the walk followed the links already
        var before = stat()
        guard fstatat(folder, name, &before, followsHere ? 0 : AT_SYMLINK_NOFOLLOW) == 0 else { throw .system("read", path) }
        guard FileKind.isRegular(before.st_mode) else {
            throw FileProblem(path: path, action: "read", reason: .notRegular(FileKind.name(before.st_mode)))
        }
        let number = openat(folder, name, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followsHere ? 0 : O_NOFOLLOW))
        guard number >= 0 else { throw .system("read", path) }
        let file = Descriptor(number)
        guard let info = file.status() else { throw .system("read", path) }
        guard FileKind.isRegular(info.st_mode) else {
            throw FileProblem(path: path, action: "read", reason: .notRegular(FileKind.name(info.st_mode)))
        }
        if ownContent {
            let user = UInt32(geteuid())
            let node = PathOwnership.Node(kind: .other, owner: UInt32(info.st_uid), group: UInt32(info.st_gid),
                                          mode: UInt32(info.st_mode & 0o7777), aclWriters: ExtendedAttributes.aclWriters(ofOpen: number))
            let trusts = { (group: UInt32) in PathOwnership.trusted(group, user: user, members: PathOwnership.members(ofGroup:)) }
            if let finding = PathOwnership.fileFinding(node, at: path, user: user, trusts: trusts) {
                throw FileProblem(path: path, action: "read", reason: .untrusted(finding))
            }
        }
        withExtendedLifetime(walked?.folder) {}
        return file
    }
}
