#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether everything on the way to a file convcalc is about to write is controlled by the
/// user running it or by root, checked the way OpenSSH's `StrictModes` checks a user's files.
///
/// The path is resolved one component at a time from `/` (a relative one from the working
/// folder), each symbolic link followed by hand, and every component met on the way is
/// looked at, links included:
/// - a symbolic link owned by someone else (not this user, not root) is not followed;
/// - a folder owned by someone else is not written in, nor passed through: root running with
///   another user's `HOME` leaves nothing there that the user could not remove;
/// - a folder everyone may write to without the sticky bit (as `/tmp` has) is not passed
///   through: anyone could put another file or link in its place;
/// - nor is a folder its group may write to without the sticky bit, unless nobody but root
///   and the user can be in that group (`root:alice 0775` lets alice swap what root writes
///   there; so does `root:root 0775` once alice is added to group root), nor one whose ACL
///   lets a user other than root and the user, or such a group, write (without the sticky bit).
///   Who can be in a group is read from the account files (`PathOwnership+Accounts`); a group
///   they do not list is not trusted;
/// - in a sticky folder everyone writes to, an existing file owned by someone else is not
///   written (the kernel's `protected_regular` rule, applied whatever the sysctl says).
///
/// Components that do not exist yet end the walk: they will be created by this user.
///
/// This is the rule, as a walk over look-ups by path (`finding`, held to a model by
/// `PathOwnershipPropertyTests`). Writes do not check a path and then use it: `PathWalk`
/// applies the same rule to the folders it holds open, and writes in them.
enum PathOwnership {
    /// What was found on the way, naming the component.
    enum Finding: Equatable, Sendable {
        case linkOwnedByOther(path: String, owner: UInt32)
        /// A link with more than one name: someone made a hard link of a link (another user
        /// can, of root's, when `protected_hardlinks` is off), so its owner says nothing.
        case linkWithManyNames(path: String, names: Int)
        /// A link in a folder others may write to (a sticky /tmp, a group's or an ACL's): anyone
        /// there could have put it, as a hard link of another's link (`protected_hardlinks`
        /// off), whoever owns it.
        case linkInSharedFolder(path: String)
        case folderOwnedByOther(path: String, owner: UInt32)
        case folderOpenToAll(path: String)
        case folderOpenToGroup(path: String, group: UInt32)
        case folderOpenThroughACL(path: String)
        case fileOwnedByOtherInSharedFolder(path: String, owner: UInt32)
        /// A file read for what it defines (the user's own units file) that someone but this
        /// user and root may change: its owner, its mode (group or everyone) or its ACL.
        case fileOthersMayChange(path: String)
        case tooManyLinks(path: String)
    }

    /// What the walk needs of one component: its kind, owner and mode, and a link's target.
    struct Node: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case folder, link(target: String), other }
        var kind: Kind
        var owner: UInt32
        var group: UInt32 = 0
        var mode: UInt32
        /// How many names (hard links) it has.
        var names = 1
        /// The users and groups (other than the owner's) the folder's ACL lets write.
        var aclWriters: [ACLWriter] = []
    }

    /// A named entry of an ACL that may write (its mask allowing it).
    enum ACLWriter: Equatable, Sendable { case user(UInt32), group(UInt32) }

    /// The most symbolic links followed on one path (Linux's own limit is 40).
    static let linkLimit = 40

    /// The first finding on the way to `path` for user `user`, or nil when the way is safe.
    /// `node` looks a component up without following it (nil: it does not exist); `members`
    /// says who can be in a group (nil: nobody can tell).
    static func finding(for path: String, user: UInt32, workingFolder: String,
                        node: (String) -> Node?, members: (UInt32) -> [UInt32]?) -> Finding? {
        var pending = components(path.hasPrefix("/") ? path : workingFolder + "/" + path)
        // The real folders so far, from `/`: whether everyone, and whether anyone but root and the user, may write there.
        var resolved: [(name: String, isOpenToAll: Bool, othersWrite: Bool)] = []
        var linksFollowed = 0
        while !pending.isEmpty {
            let name = pending.removeFirst()
            if name == "." { continue }
            if name == ".." {
                _ = resolved.popLast()
                continue
            }
            let current = "/" + (resolved.map(\.name) + [name]).joined(separator: "/")
            guard let found = node(current) else { return nil }  // missing: created by this user from here on
            let isOwn = found.owner == user || found.owner == 0
            switch found.kind {
            case .link(let target):
                guard isOwn else { return .linkOwnedByOther(path: current, owner: found.owner) }
                guard found.names == 1 else { return .linkWithManyNames(path: current, names: found.names) }
                guard resolved.last?.othersWrite != true else { return .linkInSharedFolder(path: current) }
                linksFollowed += 1
                guard linksFollowed <= linkLimit else { return .tooManyLinks(path: path) }
                if target.hasPrefix("/") { resolved = [] }
                pending = components(target) + pending
            case .folder:
                let trusts = { (group: UInt32) in trusted(group, user: user, members: members) }
                if let finding = folderFinding(found, at: current, user: user, trusts: trusts) { return finding }
                resolved.append((name, found.mode & 0o002 != 0, othersMayWrite(found, user: user, trusts: trusts)))
            case .other:
                if pending.isEmpty && !isOwn && resolved.last?.isOpenToAll == true {
                    return .fileOwnedByOtherInSharedFolder(path: current, owner: found.owner)
                }
                resolved.append((name, false, false))
            }
        }
        return nil
    }

    /// Whether nobody but root and `user` can be in `group` (`members` says; nil: nobody can tell).
    static func trusted(_ group: UInt32, user: UInt32, members: (UInt32) -> [UInt32]?) -> Bool {
        members(group)?.allSatisfy { $0 == 0 || $0 == user } ?? false
    }

    /// Why the folder `found` at `path` must not be written in or passed through, or nil: owned by
    /// someone else, or (without the sticky bit) writable by everyone, by a group someone other
    /// than root and the user can be in (`trusts` says), or through its ACL by such a user or group.
    /// (`PathWalk` applies it to each folder it opens.)
    static func folderFinding(_ found: Node, at path: String, user: UInt32, trusts: (UInt32) -> Bool) -> Finding? {
        guard found.owner == user || found.owner == 0 else { return .folderOwnedByOther(path: path, owner: found.owner) }
        guard found.mode & 0o1000 == 0 else { return nil }  // sticky: others cannot move what is not theirs
        if found.mode & 0o002 != 0 { return .folderOpenToAll(path: path) }
        if found.mode & 0o020 != 0 && !trusts(found.group) {
            return .folderOpenToGroup(path: path, group: found.group)
        }
        return aclLetsOthersWrite(found, user: user, trusts: trusts) ? .folderOpenThroughACL(path: path) : nil
    }

    /// `.fileOthersMayChange` for a file `found` (`path`) that someone but root and `user` may
    /// write: another owner, write for everyone, for a group `trusts` does not trust, or an ACL's.
    static func fileFinding(_ found: Node, at path: String, user: UInt32, trusts: (UInt32) -> Bool) -> Finding? {
        let owner = found.owner == user || found.owner == 0
        return owner && !othersMayWrite(found, user: user, trusts: trusts) ? nil : .fileOthersMayChange(path: path)
    }

    /// True when someone but root and `user` may put names in the folder `found`: everyone,
    /// its group (unless `trusts` it) or an ACL entry. In such a folder, sticky or not, a link
    /// may be anyone's (a hard link of root's own), so none is followed.
    static func othersMayWrite(_ found: Node, user: UInt32, trusts: (UInt32) -> Bool) -> Bool {
        found.mode & 0o002 != 0 || (found.mode & 0o020 != 0 && !trusts(found.group))
            || aclLetsOthersWrite(found, user: user, trusts: trusts)
    }

    /// True when the folder's ACL lets a user other than root and `user`, or a group `trusts`
    /// does not, write.
    static func aclLetsOthersWrite(_ found: Node, user: UInt32, trusts: (UInt32) -> Bool) -> Bool {
        found.aclWriters.contains { writer in
            switch writer {
            case .user(let id): id != 0 && id != user
            case .group(let id): !trusts(id)
            }
        }
    }

    /// The first finding on the way to `path` for the user running convcalc, read from the
    /// file system.
    static func finding(for path: String) -> Finding? {
        finding(for: path, user: UInt32(geteuid()), workingFolder: workingFolder(), node: node(at:), members: members(ofGroup:))
    }

    /// The component at `path` as `lstat` and `readlink` see it, or nil when it does not exist.
    static func node(at path: String) -> Node? {
        guard let info = FileKind.status(path, followsLinks: false) else { return nil }
        let kind: Node.Kind
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .folder
        case S_IFLNK:
            guard let target = FileKind.linkTarget(path) else { return nil }
            kind = .link(target: target)
        default: kind = .other
        }
        let writers = kind == .folder ? ExtendedAttributes.aclWriters(of: path) : []
        return Node(kind: kind, owner: UInt32(info.st_uid), group: UInt32(info.st_gid), mode: UInt32(info.st_mode & 0o7777),
                    names: Int(info.st_nlink), aclWriters: writers)
    }

    /// The working folder, or "/" when it cannot be read (then only absolute paths are safe).
    private static func workingFolder() -> String {
        currentFolder() ?? "/"
    }

    /// The working folder's path, or nil (errno) when it cannot be read.
    static func currentFolder() -> String? {
        guard let folder = getcwd(nil, 0) else { return nil }
        defer { free(folder) }
        return String(cString: folder)
    }

    static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}

extension PathOwnership.Finding {
    /// Why nothing is written, worded for the user; the path escaped.
    var explanation: String {
        switch self {
        case .linkOwnedByOther(let path, let owner):
            "'\(FileProblem.shown(path))' is a symbolic link owned by \(PathOwnership.userName(owner)), so it is not followed"
        case .linkWithManyNames(let path, let names):
            "'\(FileProblem.shown(path))' is a symbolic link with \(names) names (a hard link of a link, which another"
                + " user can make of root's), so it is not followed; name the file itself"
        case .linkInSharedFolder(let path):
            "'\(FileProblem.shown(path))' is a symbolic link in a folder others may write to, so it is not followed:"
                + " anyone could have put it there; name the file it leads to"
        case .folderOwnedByOther(let path, let owner):
            "the folder '\(FileProblem.shown(path))' belongs to \(PathOwnership.userName(owner)), not to you or root,"
                + " so convcalc neither reads nor writes there; run it as that user, or use a file in a folder of your own"
        case .folderOpenToGroup(let path, let group):
            "the folder '\(FileProblem.shown(path))' is writable by its group (gid \(group)), which someone other than you"
                + " and root can be in (or which /etc/group does not list, or which has a password, or whose members only root can read in /etc/gshadow), and not sticky, so they"
                + " could put another file"
                + " in its place; use a folder of your own (chmod g-w)"
        case .folderOpenThroughACL(let path):
            "the folder '\(FileProblem.shown(path))' has an ACL that lets another user or group write in it, so they"
                + " could put another file in its place; use a folder of your own (setfacl -b)"
        case .folderOpenToAll(let path):
            "the folder '\(FileProblem.shown(path))' is writable by everyone and not sticky, so anyone could put another"
                + " file in its place; use a folder of your own (chmod o-w, or chmod +t)"
        case .fileOwnedByOtherInSharedFolder(let path, let owner):
            "'\(FileProblem.shown(path))' belongs to \(PathOwnership.userName(owner)) in a folder everyone writes to,"
                + " so convcalc neither reads nor writes it; name another file"
        case .fileOthersMayChange(let path):
            "'\(FileProblem.shown(path))' may be changed by someone other than you and root (its owner, mode or ACL),"
                + " so what it defines is not used; make it your own and writable by you only (chown, chmod go-w, setfacl -b)"
        case .tooManyLinks(let path):
            "'\(FileProblem.shown(path))' goes through more than \(PathOwnership.linkLimit) symbolic links"
        }
    }
}
