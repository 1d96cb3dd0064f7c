#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on a lock file that is never replaced (`history.lock`), held around
/// every change of a file shared by sessions.
///
/// Locking the shared file itself is not enough: a compaction replaces it with a new inode,
/// and a session waiting on the old one would then append to, or compact from, a file that is
/// gone. The lock file stays, so whoever holds it sees the current file by its path.
enum FileLock {
    /// How long, in milliseconds, a lock held by another process is waited for.
    static let waitLimit = 2_000

    /// Runs `body` while holding the lock on `path` (created 0600 when missing, in the folder
    /// `PathWalk` reached; never through a link), waiting at most `waitLimit` for it. The lock file is never written, so another
    /// name of it (a hard link) does not matter.
    static func holding<Result>(_ path: String, _ body: () throws(FileProblem) -> Result) throws(FileProblem) -> Result {
        let (folder, name) = try PathWalk.toFile(path, action: "lock", followsLink: false)
        if let before = folder.entry(name), !FileKind.isRegular(before.st_mode) {
            throw FileProblem(path: path, action: "lock", reason: .notRegular(FileKind.name(before.st_mode)))
        }
        let number = openat(folder.number, name, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o600)
        guard number >= 0 else { throw .system("lock", path) }
        let file = Descriptor(number)
        guard let info = file.status(), FileKind.isRegular(info.st_mode) else { throw .system("lock", path, errno: EINVAL) }
        // Waited for a while, not for ever: a lock another process holds and never lets go
        // (a stopped session, `flock history.lock sleep inf`) froze the prompt, Ctrl-C and all.
        var waited = 0
        while flock(file.number, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw .system("lock", path) }
            guard waited < waitLimit else { throw .system("lock", path, errno: EWOULDBLOCK) }
            usleep(10_000)
            waited += 10
        }
        defer { _ = file.closeChecked() }  // closing releases the lock
        return try body()
    }
}
