extension PathOwnership {
    /// "alice (uid 1000)", or "uid 1000" when `/etc/passwd` names no one.
    static func userName(_ owner: UInt32) -> String {
        guard let user = entries("/etc/passwd")?.first(where: { $0.id == owner }) else { return "uid \(owner)" }
        return "\(FileProblem.shown(String(user.name))) (uid \(owner))"
    }

    /// The users who can be in group `group`: those `/etc/group` lists as its members and those
    /// whose primary group it is in `/etc/passwd`, as uids. Nil when nobody can tell: the group
    /// is not in `/etc/group`, a member has no uid, or a file cannot be read.
    ///
    /// Read from the files themselves (at most 1 MiB each, through `SafeFile`): `getgrgid` and
    /// `getpwuid` would need glibc's shared NSS modules, which the static executable does not
    /// carry. A group known only to a directory service (LDAP, sssd) is therefore not trusted.
    ///
    /// A group with a password (in `/etc/group`'s second field, or in `/etc/gshadow`, which
    /// only root can read) is open to anyone who knows it (`newgrp`, `sg`): nobody can tell.
    /// `/etc/gshadow`'s members and administrators (who may add members) count as members.
    static func members(ofGroup group: UInt32) -> [UInt32]? {
        guard let groups = entries("/etc/group"), let users = entries("/etc/passwd") else { return nil }
        let listed = groups.filter { $0.id == group }
        guard !listed.isEmpty, !listed.contains(where: { hasPassword($0.second) }) else { return nil }
        var names = listed.flatMap { $0.fourth.split(separator: ",") }  // a group's fourth field: its members
        for entry in shadowEntries(named: listed.map(\.name)) {
            guard !hasPassword(entry[1]) else { return nil }
            names += entry[2].split(separator: ",") + entry[3].split(separator: ",")  // administrators, members
        }
        var members = users.filter { $0.fourth == "\(group)" }.map(\.id)  // a user's fourth field: the primary group
        for name in names {
            guard let user = users.first(where: { $0.name == name }) else { return nil }
            members.append(user.id)
        }
        return members
    }

    /// True when a group's password field holds a password: not `x` (see the shadow file),
    /// empty, or locked (`!…`, `*…`).
    static func hasPassword(_ field: Substring) -> Bool {
        !(field.isEmpty || field == "x" || field.hasPrefix("!") || field.hasPrefix("*"))
    }

    /// The lines of `/etc/gshadow` (`name:password:administrators:members`) for groups called
    /// `names`, as fields; none when it cannot be read (as any user but root).
    static func shadowEntries(named names: [Substring]) -> [[Substring]] {
        guard let bytes = try? SafeFile.read("/etc/gshadow", limit: 1 << 20) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count > 3, names.contains(fields[0]) else { return nil }
            return fields.map { Substring($0) }
        }
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

    /// The entries of the account file at `path`, or nil when it cannot be read; lines that
    /// are not entries (comments, a malformed id) are left out.
    static func entries(_ path: String) -> [AccountEntry]? {
        guard let bytes = try? SafeFile.read(path, limit: 1 << 20) else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count > 3, let id = UInt32(fields[2]) else { return nil }
            return AccountEntry(name: fields[0], second: fields[1], id: id, fourth: fields[3])
        }
    }
}
