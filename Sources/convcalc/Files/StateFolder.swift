#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders that hold convcalc's files: created 0700 with their missing parents, and
/// checked before use when convcalc owns them.
enum StateFolder {
    /// The folder part of `path`: "." for a bare name, "/" for a file at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Creates `folder` and each missing parent, mode 0700. A relative folder is relative to
    /// the working folder.
    static func create(_ folder: String) throws(FileProblem) {
        try SafeFile.checkWriteTarget(folder, action: "create the folder")
        var partial = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
            partial += component
            if mkdir(partial, 0o700) != 0 && errno != EEXIST { throw .system("create the folder", partial) }
            partial += "/"
        }
        guard let info = FileKind.status(folder) else { throw .system("create the folder", folder) }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw FileProblem(path: folder, action: "use the folder", reason: .notRegular(FileKind.name(info.st_mode)))
        }
    }

    /// Creates the folder of the file `path` when missing.
    static func create(for path: String) throws(FileProblem) {
        try create(folder(of: path))
    }

    /// Creates `folder` if missing, then refuses it unless it is owned by this user and
    /// writable by no one else: anyone else who can write there could swap the files.
    static func prepareOwn(_ folder: String) throws(FileProblem) {
        try SafeFile.checkWriteTarget(folder, action: "use the folder")
        try create(folder)
        guard let info = FileKind.status(folder) else { throw .system("use the folder", folder) }
        guard info.st_uid == geteuid(), info.st_mode & 0o022 == 0 else {
            throw FileProblem(path: folder, action: "use the folder", reason: .unsafeFolder)
        }
    }
}
