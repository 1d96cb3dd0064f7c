#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether two paths name one file: the same device and inode when both exist (links
/// followed), else the same name in the same folder once every link on the way is followed
/// (the folders resolved, a link to a file not made yet followed to its target), so a file
/// about to be created is caught too.
enum SameFile {
    /// "output" or "error" when standard output or error goes to the file at `path` (`> F`,
    /// `2>> F`, by any name), else nil: a file convcalc keeps must not also take its output.
    static func standardStream(writingTo path: String) -> String? {
        check(path, "/dev/stdout") ? "output" : check(path, "/dev/stderr") ? "error" : nil
    }

    static func check(_ first: String, _ second: String) -> Bool {
        var one = stat(), other = stat()
        if stat(first, &one) == 0 && stat(second, &other) == 0 {
            return one.st_dev == other.st_dev && one.st_ino == other.st_ino
        }
        return canonical(first) == canonical(second)
    }

    /// `path` with the links of its last part followed (at most 40, as the system does) and its
    /// folder resolved (`./a/../b.txt` → `/home/me/b.txt`); as far as it could be resolved.
    private static func canonical(_ path: String) -> String {
        var path = path
        for _ in 0..<40 {
            guard let target = linkTarget(path) else { break }
            path = target.hasPrefix("/") ? target : StateFolder.folder(of: path) + "/" + target
        }
        let folder = StateFolder.folder(of: path)
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        guard let resolved = realpath(folder, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved) + "/" + name
    }

    /// What the symbolic link `path` points to, or nil when it is no link.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
