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

    /// Creates `folder` and each missing parent, mode 0700, each in the folder `PathWalk` holds
    /// open (`mkdirat`): a parent swapped for a link meanwhile is not followed. A relative
    /// folder is relative to the working folder.
    @discardableResult
    static func create(_ folder: String, action: String = "use the folder") throws(FileProblem) -> FolderHandle {
        try PathWalk.toFolder(folder, action: action, creates: true)
    }

    /// Creates the folder of the file `path` when missing.
    static func create(for path: String) throws(FileProblem) {
        try PathWalk.refuseFolderName(path, action: "write")  // `s.json/` made a folder s.json
        try create(folder(of: path))
    }

    /// Creates `folder` if missing, then refuses it unless it is owned by this user and
    /// writable by no one else: anyone else who can write there could swap the files.
    static func prepareOwn(_ folder: String) throws(FileProblem) {
        let opened = try create(folder, action: "use the folder")
        guard opened.node.owner == geteuid(), opened.node.mode & 0o022 == 0 else {
            throw FileProblem(path: folder, action: "use the folder", reason: .unsafeFolder)
        }
    }
}
