#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file a replacement writes: `name` in the folder `PathWalk` reached (a link the user
/// named already followed to its file; the link itself is never replaced). Only a regular
/// file or a missing one may be replaced.
struct ReplaceTarget {
    /// The real file's name in its folder.
    let name: String
    /// The real file's status, nil when it does not exist yet.
    let existing: stat?

    init(_ name: String, in folder: FolderHandle, path: String) throws(FileProblem) {
        self.name = name
        existing = folder.entry(name)
        if existing == nil && errno != ENOENT { throw .system("write", path) }
        if let existing, !FileKind.isRegular(existing.st_mode) {
            throw FileProblem(path: path, action: "write", reason: .notRegular(FileKind.name(existing.st_mode)))
        }
        // A file this user may not write stays as it is: replacing it by renaming would need
        // only the folder's permission. Read-only for everyone is refused to root too.
        if let existing {
            if existing.st_mode & 0o222 == 0 { throw FileProblem(path: path, action: "write", reason: .readOnly) }
            if faccessat(folder.number, name, W_OK, 0) != 0 { throw .system("write", path) }
        }
    }

    /// The mode the new file gets: the old file's, its set-ID and sticky bits included, or
    /// `mode` less the umask.
    func mode(forNew mode: mode_t) -> mode_t {
        if let existing { return existing.st_mode & 0o7777 }
        let mask = umask(0)
        umask(mask)
        return mode & ~mask
    }
}
