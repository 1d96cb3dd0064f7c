#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SafeFile {
    /// Moves the damaged regular file `path` to the first free name of `PATH.corrupt`,
    /// `PATH.corrupt.2`, … and returns that name. Never overwrites: each name is taken with
    /// `link`, which fails when the name exists, and only then is `path` removed.
    static func keepAside(_ path: String) throws(FileProblem) -> String {
        try checkWriteTarget(path, action: "move")
        if let info = FileKind.status(path, followsLinks: false), info.st_mode & S_IFMT != S_IFREG {
            throw FileProblem(path: path, action: "move", reason: .notRegular(FileKind.name(info.st_mode)))
        }
        for number in 1...1000 {
            let candidate = path + (number == 1 ? ".corrupt" : ".corrupt.\(number)")
            if link(path, candidate) == 0 {
                guard unlink(path) == 0 else { throw .system("move", path) }
                return candidate
            }
            guard errno == EEXIST else { throw .system("move", path) }
        }
        throw .system("move", path, errno: EEXIST)
    }
}
