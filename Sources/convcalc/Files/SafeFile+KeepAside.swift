#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SafeFile {
    /// Moves the damaged regular file `path` to the first free name of `PATH.corrupt`,
    /// `PATH.corrupt.2`, … and returns that name. Never overwrites: each name is taken with
    /// `linkat`, which fails when the name exists, and only then is `path` removed; both in the
    /// folder `PathWalk` reached.
    static func keepAside(_ path: String) throws(FileProblem) -> String {
        let (folder, name) = try PathWalk.toFile(path, action: "move", followsLink: false)
        if let info = folder.entry(name), info.st_mode & S_IFMT != S_IFREG {
            throw FileProblem(path: path, action: "move", reason: .notRegular(FileKind.name(info.st_mode)))
        }
        for number in 1...1000 {
            let suffix = number == 1 ? ".corrupt" : ".corrupt.\(number)"
            if linkat(folder.number, name, folder.number, name + suffix, 0) == 0 {
                guard unlinkat(folder.number, name, 0) == 0 else { throw .system("move", path) }
                return path + suffix
            }
            guard errno == EEXIST else { throw .system("move", path) }
        }
        throw .system("move", path, errno: EEXIST)
    }
}
