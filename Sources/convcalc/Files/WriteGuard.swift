#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What must hold before a file convcalc keeps writing (the state file, after every line) is
/// written again: it is still the file convcalc read or wrote last, or one it could have
/// written itself. (Who controls the links and folders on the way is checked by every write
/// itself: `PathOwnership`.)
///
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
        return Identity(linkTarget: FileKind.linkTarget(path), device: UInt64(file.st_dev), inode: UInt64(file.st_ino))
    }
}
