#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What must hold before a file convcalc keeps writing (the state file, after every line) is
/// written again: it is still the file convcalc read or wrote last, or one it could have
/// written itself, reached through links and folders no one else controls.
///
/// - A link owned by someone else (root's aside) is not followed.
/// - No folder on the way to the real file may be writable by everyone without the sticky
///   bit (as /tmp has): anyone could put another file or link in its place.
/// - A link that appeared, vanished or now points elsewhere is not written through.
/// - A different file at the path is taken only when it is this user's own regular file
///   holding what convcalc writes (another session's save); a planted file is not.
struct WriteGuard {
    /// What the path was when last read or written: the link's target (nil: no link) and the
    /// real file's device and inode.
    struct Identity: Equatable {
        let linkTarget: String?
        let device: UInt64
        let inode: UInt64
    }

    private var known: Identity?

    /// Notes what `path` is now (after a read or a write).
    mutating func remember(_ path: String) {
        known = WriteGuard.identity(of: path)
    }

    /// Why `path` must not be written now, or nil. `isOwn` says whether bytes are what convcalc
    /// itself writes there.
    func problem(with path: String, isOwn: (String) -> Bool) -> String? {
        let shown = FileProblem.shown(path)
        let link = FileKind.status(path, followsLinks: false)
        let isLink = link.map { $0.st_mode & S_IFMT == S_IFLNK } ?? false
        if isLink, let owner = link?.st_uid, owner != geteuid() && owner != 0 {
            return "'\(shown)' is a link owned by someone else, so it is not followed"
        }
        if let folder = WriteGuard.unsafeFolder(on: WriteGuard.realFolder(of: path)) {
            return "the folder '\(FileProblem.shown(folder))' on the way to '\(shown)' is writable by everyone and not"
                + " sticky, so anyone could put another file in its place; use a folder of your own (chmod o-w, or chmod +t)"
        }
        guard let now = WriteGuard.identity(of: path) else { return nil }  // missing: written afresh
        if let known, known.linkTarget != now.linkTarget {
            return "'\(shown)' is now \(now.linkTarget.map { "a link to '\(FileProblem.shown($0))'" } ?? "no link"),"
                + " not what it was, so it is not written over"
        }
        if known == nil && isLink {
            return "'\(shown)' became a link during the session, so it is not written through"
        }
        if let known, known == now { return nil }
        // Another file: this user's own, holding what convcalc writes, or not written over.
        let isOwn = FileKind.status(path)?.st_uid == geteuid()
            && ((try? SafeFile.read(path, limit: SafeFile.Limit.state)).map { isOwn(String(decoding: $0, as: UTF8.self)) } ?? false)
        return isOwn ? nil : "'\(shown)' was replaced by a file convcalc did not write, so it is not written over"
    }

    /// The path's identity now, or nil when nothing is there.
    static func identity(of path: String) -> Identity? {
        guard let file = FileKind.status(path) else { return nil }
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &target, target.count - 1)
        let linkTarget = length >= 0 ? String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        return Identity(linkTarget: linkTarget, device: UInt64(file.st_dev), inode: UInt64(file.st_ino))
    }

    /// The real folder of the file at `path` (links followed), or its folder as written.
    private static func realFolder(of path: String) -> String {
        let folder = StateFolder.folder(of: path)
        if let real = realpath(path, nil) {
            defer { free(real) }
            return StateFolder.folder(of: String(cString: real))
        }
        guard let real = realpath(folder, nil) else { return folder }
        defer { free(real) }
        return String(cString: real)
    }

    /// The first folder from `folder` up to `/` that everyone may write to without the sticky bit.
    private static func unsafeFolder(on folder: String) -> String? {
        var current = folder
        while true {
            if let info = FileKind.status(current), info.st_mode & 0o002 != 0 && info.st_mode & S_ISVTX == 0 { return current }
            if current == "/" || current == "." || current.isEmpty { return nil }
            current = StateFolder.folder(of: current)
        }
    }
}
