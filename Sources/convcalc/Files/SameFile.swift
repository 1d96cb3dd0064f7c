#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether two paths name one file: the same device and inode when both exist (links
/// followed), else the same name in the same folder (folders resolved), so a file about to be
/// created is caught too.
enum SameFile {
    static func check(_ first: String, _ second: String) -> Bool {
        var one = stat(), other = stat()
        if stat(first, &one) == 0 && stat(second, &other) == 0 {
            return one.st_dev == other.st_dev && one.st_ino == other.st_ino
        }
        return canonical(first) == canonical(second)
    }

    /// `path` with its folder resolved (`./a/../b.txt` → `/home/me/b.txt`); as given when the
    /// folder cannot be resolved.
    private static func canonical(_ path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let resolved = realpath(folder.isEmpty ? "/" : folder, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved) + "/" + name
    }
}
