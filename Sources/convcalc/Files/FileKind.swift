#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The kind of a file from its `st_mode`, named for messages ("a folder", "a device").
enum FileKind {
    /// True for a regular file.
    static func isRegular(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFREG }

    /// The article and noun for the kind: "a regular file", "a FIFO"…
    static func name(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a folder"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "an unknown kind of file"
        }
    }

    /// `stat` of `path` (following links unless `followsLinks` is false), or nil with errno set.
    static func status(_ path: String, followsLinks: Bool = true) -> stat? {
        var info = stat()
        let result = followsLinks ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? info : nil
    }

    /// What the symbolic link at `path` points to, or nil when `path` is not a link.
    static func linkTarget(_ path: String) -> String? {
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &target, target.count - 1)
        return length >= 0 ? String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    }
}
