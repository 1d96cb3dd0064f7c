#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The walk every write (and every read of a file about to be rewritten) takes to its folder:
/// `PathOwnership`'s rule applied to open descriptors, so the folder checked is the folder used.
///
/// From `/` (a relative path from the working folder), one component at a time, holding a
/// descriptor of the folder reached:
/// - a folder is opened with `openat(O_DIRECTORY|O_NOFOLLOW)` and checked by `fstat` of what
///   was opened (owner, mode, sticky bit, group, ACL: `PathOwnership.folderFinding`); one
///   swapped for a link meanwhile fails to open and is refused, never followed;
/// - a symbolic link is followed only when `fstatat(AT_SYMLINK_NOFOLLOW)` shows it is this
///   user's or root's, has one name (a hard link of root's link is anyone's) and is not in a
///   folder others may write to (anyone there could have put it), its target
///   read with `readlinkat` and walked on the same way (at most
///   `PathOwnership.linkLimit` links);
/// - `..` goes back to the folder walked before (the link's real parent, as the kernel does);
///   only the folders a `..` still to walk may come back to are held open.
/// The caller then creates, opens, renames or links by name in the `FolderHandle` returned
/// (`O_NOFOLLOW`, `O_EXCL` for a new file), and checks what it opened (`checkOpened`).
enum PathWalk {
    /// The folder that holds the last component of `path`, and that component's name in it.
    /// With `followsLink`, a link there (this user's or root's) is followed and the name is
    /// what it leads to; without, the name may be a link, which the caller's `O_NOFOLLOW`
    /// refuses. A missing last component is fine (the caller creates it); a missing folder
    /// on the way is not (ENOENT).
    static func toFile(_ path: String, action: String, followsLink: Bool) throws(FileProblem) -> (folder: FolderHandle, name: String) {
        try refuseFolderName(path, action: action)
        var walk = try Walk(path, action: action)
        return try walk.run(lastIsFile: true, followsLastLink: followsLink, createsFolders: false)
    }

    /// Refuses a file's `path` that ends in `/`: the kernel reads `FILE/` as a folder, never as
    /// the file FILE (a recording truncated it, `check --update` rewrote it, a state save made a
    /// folder of that name).
    static func refuseFolderName(_ path: String, action: String) throws(FileProblem) {
        guard path.utf8.count > 1 && path.utf8.last == UInt8(ascii: "/") else { return }
        // Said as the kernel would: `file.txt/` of a file is "Not a directory" (it said "Is a
        // directory"); of a folder, or of nothing yet, the name is a folder's.
        var info = stat()
        throw .system(action, path, errno: stat(path, &info) == 0 || errno == ENOENT ? EISDIR : errno)
    }

    /// The folder `path` itself, its missing components created 0700 (`mkdirat`) when `creates`.
    static func toFolder(_ path: String, action: String, creates: Bool) throws(FileProblem) -> FolderHandle {
        var walk = try Walk(path, action: action)
        return try walk.run(lastIsFile: false, followsLastLink: true, createsFolders: creates).folder
    }

    /// Refuses the file just opened as `info` under `name` in `folder` when it is another
    /// user's file in a folder everyone writes to (`protected_regular`'s rule, whatever the
    /// sysctl says) or, for a write in place (`inPlace`: an append, a truncation), when it has
    /// more than one name: a hard link would carry the write to a file elsewhere, perhaps one
    /// only root may read (`protected_hardlinks` may be off) — a FIFO or a device too (a second
    /// name of root's char device in /tmp took a recording). A replacement makes a new file
    /// instead, so the other names keep the old content.
    static func checkOpened(_ info: stat, name: String, in folder: FolderHandle, path: String, action: String,
                            inPlace: Bool) throws(FileProblem) {
        if let finding = sharedFileFinding(info, name: name, in: folder) {
            throw FileProblem(path: path, action: action, reason: .untrusted(finding))
        }
        if inPlace && info.st_mode & S_IFMT != S_IFDIR && info.st_nlink > 1 {
            throw FileProblem(path: path, action: action, reason: .hardLinked(names: Int(info.st_nlink)))
        }
    }

    /// Another user's file, FIFO or device `info` (`name`) in a folder everyone writes to, or
    /// nil (`protected_regular`'s and `protected_fifos`' rule).
    fileprivate static func sharedFileFinding(_ info: stat, name: String, in folder: FolderHandle) -> PathOwnership.Finding? {
        let owner = UInt32(info.st_uid)
        guard folder.isOpenToAll && owner != geteuid() && owner != 0 && info.st_mode & S_IFMT != S_IFDIR else { return nil }
        return .fileOwnedByOtherInSharedFolder(path: folder.path(of: name), owner: owner)
    }
}

extension PathWalk {
    /// One walk in progress: the folders walked, from `/`, and the components still to walk.
    ///
    /// A folder stays open only while a `..` still to walk may come back to it (and `/` and
    /// the current folder always): a deep path holds a few descriptors, not one a folder (at
    /// `ulimit -n 64` a path 60 folders deep failed). A link's target may add a `..` back to
    /// one already closed: it is opened again as the current folder's `..`, and must be the
    /// very folder walked before (device and inode), or the walk is refused as raced.
    private struct Walk {
        let path: String, action: String
        let user = UInt32(geteuid())
        let root: FolderHandle
        /// The folders walked, from `/`: open, or nil once closed; `walked` holds what each was.
        var held: [FolderHandle?]
        var walked: [(path: String, identity: FolderHandle.Identity)]
        var pending: [String]
        /// Whether nobody but root and this user can be in a group (`PathOwnership.trusted`).
        var trusts: (UInt32) -> Bool {
            { [user] group in PathOwnership.trusted(group, user: user, members: PathOwnership.members(ofGroup:)) }
        }
        /// Links followed and folders created so far; both bounded (a racer could loop them).
        var linksFollowed = 0, created = 0

        init(_ path: String, action: String) throws(FileProblem) {
            try FileName.check(path, action: action)
            guard let root = FolderHandle.root() else { throw .system(action, path) }  // the file meant, not `/` (EMFILE named `/`)
            (self.path, self.action, self.root, held, walked) = (path, action, root, [root], [("", root.identity)])
            // A relative path needs the working folder's path: without it, nothing is walked.
            guard let start = path.hasPrefix("/") ? "" : PathOwnership.currentFolder() else { throw .system(action, path) }
            pending = PathOwnership.components(start + "/" + path)
        }

        func refused(_ finding: PathOwnership.Finding) -> FileProblem {
            FileProblem(path: path, action: action, reason: .untrusted(finding))
        }

        mutating func run(lastIsFile: Bool, followsLastLink: Bool, createsFolders: Bool) throws(FileProblem)
            -> (folder: FolderHandle, name: String) {
            while !pending.isEmpty {
                let name = pending.removeFirst()
                if name == "." { continue }
                if name == ".." {
                    if held.count > 1 { try back() }
                    continue
                }
                let folder = current
                let endsHere = pending.isEmpty && lastIsFile
                guard let info = folder.entry(name) else {
                    guard errno == ENOENT else { throw .system(action, path) }
                    if endsHere { return (folder, name) }
                    guard createsFolders else { throw .system(action, path, errno: ENOENT) }
                    try create(name, in: folder)
                    continue
                }
                switch info.st_mode & S_IFMT {
                case S_IFLNK:
                    guard info.st_uid == user || info.st_uid == 0 else {
                        throw refused(.linkOwnedByOther(path: folder.path(of: name), owner: UInt32(info.st_uid)))
                    }
                    guard info.st_nlink == 1 else {
                        throw refused(.linkWithManyNames(path: folder.path(of: name), names: Int(info.st_nlink)))
                    }
                    guard !PathOwnership.othersMayWrite(folder.node, user: user, trusts: trusts) else {
                        throw refused(.linkInSharedFolder(path: folder.path(of: name)))
                    }
                    if endsHere && !followsLastLink { return (folder, name) }
                    try follow(name, in: folder)
                case S_IFDIR:
                    try enter(name, in: folder)
                    // A folder where a file was named: checked like the others, and left to the
                    // caller's open to refuse ("it is a folder", EISDIR).
                    if endsHere {
                        held.removeLast()
                        walked.removeLast()
                        return (folder, name)
                    }
                default:
                    guard endsHere else {
                        guard pending.isEmpty else { throw .system(action, path, errno: ENOTDIR) }
                        throw FileProblem(path: path, action: action, reason: .notRegular(FileKind.name(info.st_mode)))
                    }
                    if let finding = PathWalk.sharedFileFinding(info, name: name, in: folder) { throw refused(finding) }
                    return (folder, name)
                }
            }
            guard !lastIsFile else { throw .system(action, path, errno: EISDIR) }
            return (current, "")
        }

        /// The folder reached: always open.
        var current: FolderHandle { held[held.count - 1]! }

        /// Goes back to the folder before (`..`), opening it again when it was closed.
        mutating func back() throws(FileProblem) {
            let child = current
            held.removeLast()
            walked.removeLast()
            guard held[held.count - 1] == nil else { return }
            let before = walked[walked.count - 1]
            guard let parent = child.parent(path: before.path) else { throw .system(action, path) }
            guard parent.identity == before.identity else {
                throw FileProblem(path: path, action: action, reason: .changedWhileChecked)  // moved meanwhile
            }
            held[held.count - 1] = parent
        }

        /// Closes the folders before the current one that no `..` still to walk comes back to
        /// (`/` stays open: an absolute link starts there).
        mutating func closeUnreachable() {
            let backs = pending.count { $0 == ".." }
            for index in stride(from: held.count - 2 - backs, through: 1, by: -1) {
                guard held[index] != nil else { break }  // those before were closed already
                held[index] = nil
            }
        }

        /// Opens the folder `name` and checks the folder opened.
        mutating func enter(_ name: String, in folder: FolderHandle) throws(FileProblem) {
            guard let child = folder.child(name) else {
                // A link or a file put there since it was looked at: nothing is followed.
                if errno == ELOOP || errno == ENOTDIR || errno == ENOENT {
                    throw FileProblem(path: path, action: action, reason: .changedWhileChecked)
                }
                throw .system(action, path)
            }
            if let finding = PathOwnership.folderFinding(child.node, at: child.path, user: user, trusts: trusts) {
                throw refused(finding)
            }
            held.append(child)
            walked.append((child.path, child.identity))
            closeUnreachable()
        }

        /// Follows the link `name` (already found to be this user's or root's).
        mutating func follow(_ name: String, in folder: FolderHandle) throws(FileProblem) {
            linksFollowed += 1
            guard linksFollowed <= PathOwnership.linkLimit else { throw refused(.tooManyLinks(path: path)) }
            guard let target = folder.linkTarget(name) else { throw .system(action, folder.path(of: name)) }
            // `/dev/fd/63` of `--units <(…)`: a link of `/proc` to a pipe or socket (`pipe:[4026]`),
            // which no path reaches (it said no such file): refused as what it leads to, as a FIFO by name is.
            if !target.hasPrefix("/"), target.contains(":"), target.hasSuffix("]"), let led = folder.followedEntry(name), !FileKind.isRegular(led.st_mode) {
                throw FileProblem(path: path, action: action, reason: .notRegular(FileKind.name(led.st_mode)))
            }
            if target.hasPrefix("/") { (held, walked) = ([root], [("", root.identity)]) }
            pending = PathOwnership.components(target) + pending
        }

        /// Creates the missing folder `name` (0700), then walks it like any other: what is
        /// there afterwards is looked at again (a link raced in is refused as such).
        mutating func create(_ name: String, in folder: FolderHandle) throws(FileProblem) {
            created += 1
            guard created <= PathOwnership.linkLimit else { throw FileProblem(path: path, action: action, reason: .changedWhileChecked) }
            if mkdirat(folder.number, name, 0o700) != 0 && errno != EEXIST {
                throw .system("create the folder", folder.path(of: name))
            }
            pending.insert(name, at: 0)
        }
    }
}
