#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file a replacement writes: a symbolic link is followed to its file (the link
/// itself is never replaced), and only a regular file or a missing one may be replaced.
struct ReplaceTarget {
    /// The folder that holds the real file ("." for a bare name).
    let folder: String
    /// The real file's name in `folder`.
    let name: String
    /// The real file's status, nil when it does not exist yet.
    let existing: stat?

    init(_ path: String) throws(FileProblem) {
        var real = path
        let link = FileKind.status(path, followsLinks: false)
        if link == nil && errno != ENOENT { throw .system("write", path) }
        if let link, link.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                throw FileProblem(path: path, action: "write", reason: .notRegular("a symbolic link to nothing"))
            }
            real = String(cString: resolved)
            free(resolved)
        }
        existing = FileKind.status(real)
        if let existing, !FileKind.isRegular(existing.st_mode) {
            throw FileProblem(path: path, action: "write", reason: .notRegular(FileKind.name(existing.st_mode)))
        }
        // A file this user may not write stays as it is: replacing it by renaming would need
        // only the folder's permission. Read-only for everyone is refused to root too.
        if let existing {
            if existing.st_mode & 0o222 == 0 { throw FileProblem(path: path, action: "write", reason: .readOnly) }
            if access(real, W_OK) != 0 { throw .system("write", path) }
        }
        guard let slash = real.lastIndex(of: "/") else {
            (folder, name) = (".", real)
            return
        }
        folder = slash == real.startIndex ? "/" : String(real[..<slash])
        name = String(real[real.index(after: slash)...])
        guard !name.isEmpty else { throw .system("write", path, errno: EISDIR) }
    }

    /// The mode the new file gets: the old file's permissions, or `mode` less the umask.
    func mode(forNew mode: mode_t) -> mode_t {
        if let existing { return existing.st_mode & 0o777 }
        let mask = umask(0)
        umask(mask)
        return mode & ~mask
    }
}
