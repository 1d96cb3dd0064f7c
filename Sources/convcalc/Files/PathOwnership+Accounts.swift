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
    static func members(ofGroup group: UInt32) -> [UInt32]? {
        guard let groups = entries("/etc/group"), let users = entries("/etc/passwd") else { return nil }
        let listed = groups.filter { $0.id == group }
        guard !listed.isEmpty else { return nil }
        var members = users.filter { $0.fourth == "\(group)" }.map(\.id)  // a user's fourth field: the primary group
        for name in listed.flatMap({ $0.fourth.split(separator: ",") }) {  // a group's: its members
            guard let user = users.first(where: { $0.name == name }) else { return nil }
            members.append(user.id)
        }
        return members
    }

    /// A line of `/etc/passwd` (`name:x:uid:gid:…`) or `/etc/group` (`name:x:gid:member,member`):
    /// its name, its id (a uid or a gid), and its fourth field.
    struct AccountEntry {
        let name: Substring
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
            return AccountEntry(name: fields[0], id: id, fourth: fields[3])
        }
    }
}
