#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PathOwnership {
    /// "alice (uid 1000)", or "uid 1000" when `/etc/passwd` names no one.
    static func userName(_ owner: UInt32) -> String {
        guard let user = entries(AccountFile.read("/etc/passwd"))?.first(where: { $0.id == owner }) else { return "uid \(owner)" }
        return "\(FileProblem.shown(String(user.name))) (uid \(owner))"
    }

    /// The users who can be in group `group`: those `/etc/group` lists as its members and those
    /// whose primary group it is in `/etc/passwd`, as uids. Nil when nobody can tell: the group
    /// is not in `/etc/group`, a member has no uid, or a file cannot be read.
    ///
    /// Read from the files themselves (at most 1 MiB each, through `SafeFile`): `getgrgid` and `getpwuid` would need glibc's shared NSS modules, which
    /// the static executable does not carry. A group known only to a directory service (LDAP,
    /// sssd) is therefore not trusted.
    ///
    /// A group with a password (in `/etc/group`'s second field, or in `/etc/gshadow`) is open to
    /// anyone who knows it (`newgrp`, `sg`): nobody can tell. `/etc/gshadow`'s members and
    /// administrators (who may add members) count as members. Only root can read
    /// `/etc/gshadow`: for anyone else a group's password and its members there are unknown, so
    /// only a user's own private group (named as the user, whose primary group it is, listing
    /// no one else) can be told, and only root could have opened it to others there.
    static func members(ofGroup group: UInt32) -> [UInt32]? { members(ofGroup: group, read: AccountFile.read) }

    /// `members(ofGroup:)` with the account files as `read` gives them.
    static func members(ofGroup group: UInt32, read: (String) -> AccountFile) -> [UInt32]? {
        guard let groups = entries(read("/etc/group")), let users = entries(read("/etc/passwd")) else { return nil }
        let listed = groups.filter { $0.id == group }
        guard !listed.isEmpty, !listed.contains(where: { hasPassword($0.second) }) else { return nil }
        var names = listed.flatMap { $0.fourth.split(separator: ",") }  // a group's fourth field: its members
        let primary = users.filter { id($0.fourth) == group }  // a user's fourth field: the primary group
        switch read("/etc/gshadow") {
        case .missing:
            break
        case .unreadable:
            guard listed.count == 1, primary.contains(where: { $0.name == listed[0].name }),
                  names.allSatisfy({ $0 == listed[0].name }) else { return nil }
        case .text(let text):
            for entry in shadowEntries(text, named: listed.map(\.name)) {
                guard !hasPassword(entry[1]) else { return nil }
                names += entry[2].split(separator: ",") + entry[3].split(separator: ",")  // administrators, members
            }
        }
        var members = primary.map(\.id)
        for name in names {
            guard let user = users.first(where: { $0.name == name }) else { return nil }
            members.append(user.id)
        }
        return members
    }

    /// An account file as read: its text, or why there is none.
    enum AccountFile {
        case text(String)
        /// It does not exist (a system without `/etc/gshadow`).
        case missing
        /// It exists and cannot be read (`/etc/gshadow`, as any user but root), or is too large.
        case unreadable

        /// The file at `path` (at most 1 MiB, through `SafeFile`).
        static func read(_ path: String) -> AccountFile {
            if let bytes = try? SafeFile.read(path, limit: 1 << 20) { return .text(String(decoding: bytes, as: UTF8.self)) }
            return FileKind.status(path, followsLinks: true) == nil && errno == ENOENT ? .missing : .unreadable
        }
    }

    /// True when a group's password field holds a password: not `x` (see the shadow file),
    /// empty, or locked (`!…`, `*…`).
    static func hasPassword(_ field: Substring) -> Bool {
        !(field.isEmpty || field == "x" || field.hasPrefix("!") || field.hasPrefix("*"))
    }

    /// The lines of `/etc/gshadow`'s `text` (`name:password:administrators:members`) for groups
    /// called `names`, as fields.
    static func shadowEntries(_ text: String, named names: [Substring]) -> [[Substring]] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count > 3, names.contains(fields[0]) else { return nil }
            return fields.map { Substring($0) }
        }
    }

    /// An id field read as glibc reads it (`strtoul`, then the field must end): blanks before it
    /// (space, tab, CR, LF, VT, FF), a `+`, leading zeros; nothing after the digits, no minus, no
    /// value beyond 32 bits. Read otherwise, `evil:x: 1001:bob` named a group glibc puts bob in
    /// and convcalc left out of its count (an outside attacker's bypass).
    static func id(_ field: Substring) -> UInt32? {
        var digits = field.drop { [" ", "\t", "\r", "\n", "\u{0B}", "\u{0C}"].contains($0) }  // a set: "\r\n" is one Character
        if digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return UInt32(digits)
    }

    /// A line of `/etc/passwd` (`name:x:uid:gid:…`) or `/etc/group` (`name:x:gid:member,member`):
    /// its name, its password field, its id (a uid or a gid), and its fourth field.
    struct AccountEntry {
        let name: Substring
        /// The password field: `x` (in the shadow file) in every ordinary entry.
        let second: Substring
        let id: UInt32
        let fourth: Substring
    }

    /// The entries of an account file, or nil when it could not be read; lines that are not
    /// entries (comments, a malformed id) are left out.
    static func entries(_ file: AccountFile) -> [AccountEntry]? {
        guard case .text(let text) = file else { return nil }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count > 3, let id = id(fields[2]) else { return nil }
            return AccountEntry(name: fields[0], second: fields[1], id: id, fourth: fields[3])
        }
    }
}
