import Foundation
import Testing
import ConvCalcKit
@testable import convcalc
#if canImport(Glibc)
import Glibc
#endif

/// Root running convcalc never writes through what another user controls: a link of theirs,
/// a folder of theirs, a folder everyone writes to. Another user is a numeric owner given
/// with `lchown`, so these run as root only (CI runs as root; elsewhere they are skipped).
/// One at a time: two of them change /etc/group and /etc/gshadow.
@Suite(.serialized, .enabled(if: geteuid() == 0, "needs root to give files to another user"))
struct OwnershipAlongPathTests {
    static let alice: uid_t = 54_321

    /// A folder tree under a fresh root-owned 0755 folder, removed at the end.
    struct Tree {
        let root: String
        init() throws {
            root = try TemporaryHome.folder()
            chmod(root, 0o755)
        }
        func folder(_ path: String, owner: uid_t = 0, group: gid_t? = nil, mode: mode_t = 0o755) throws {
            try FileManager.default.createDirectory(atPath: root + path, withIntermediateDirectories: true)
            lchown(root + path, owner, group ?? owner)
            chmod(root + path, mode)
        }
        func file(_ path: String, _ text: String, owner: uid_t = 0, mode: mode_t = 0o600) throws {
            try text.write(toFile: root + path, atomically: false, encoding: .utf8)
            chmod(root + path, mode)
            lchown(root + path, owner, owner)
        }
        func link(_ path: String, to target: String, owner: uid_t) {
            symlink(target, root + path)
            lchown(root + path, owner, owner)
        }
        func listing() -> [String: String] {
            var result: [String: String] = [:]
            for case let name as String in FileManager.default.enumerator(atPath: root)! {
                let text = (try? String(contentsOfFile: root + "/" + name, encoding: .utf8)) ?? "(not a file)"
                result[name] = text
            }
            return result
        }
        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    /// Alice links her state folder to an application's folder of root's; root with her HOME
    /// renames nothing there, writes no state, creates no lock and appends no history.
    @Test func rootWithAnotherUsersHomeWritesNothingThroughHerLinkedStateFolder() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.folder("/home/alice/.local/state", owner: Self.alice)
        try tree.folder("/srv/app")
        try tree.file("/srv/app/state.json", "not json")
        try tree.file("/srv/app/history", "1\n")
        tree.link("/home/alice/.local/state/convcalc", to: tree.root + "/srv/app", owner: Self.alice)
        let before = tree.listing()
        let terminal = try PseudoTerminal(environment: ["HOME": tree.root + "/home/alice", "LANG": "C.UTF-8",
                                                        "TERM": "xterm-256color", "NO_COLOR": "1",
                                                        "SWIFT_BACKTRACE": "enable=no"])
        #expect(terminal.convert212AndLeave(), "\(terminal.screenText)")
        #expect(tree.listing() == before, "\(terminal.screenText)")
        #expect(terminal.screenText.contains("belongs to uid \(Self.alice), not to you or root"), "\(terminal.screenText)")
    }

    /// With no `~/.local/state` yet, root creates nothing in another user's home (she could
    /// never remove a root-owned 0700 folder), and says why once.
    @Test func rootCreatesNothingInAnotherUsersHome() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.folder("/home/alice", owner: Self.alice)
        let home = tree.root + "/home/alice"
        let terminal = try PseudoTerminal(environment: ["HOME": home, "LANG": "C.UTF-8", "TERM": "xterm-256color",
                                                        "NO_COLOR": "1", "SWIFT_BACKTRACE": "enable=no"])
        #expect(terminal.convert212AndLeave(), "\(terminal.screenText)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).isEmpty)
        let warnings = terminal.screenText.components(separatedBy: "warning:").count - 1
        #expect(warnings == 1, "\(terminal.screenText)")
        #expect(terminal.screenText.contains("belongs to"), "\(terminal.screenText)")
    }

    /// Root with another user's HOME and a units file leaves no units cache in her home, and
    /// takes none of hers: hers claims other units for the same file, and is not believed.
    @Test func rootNeitherLeavesNorTakesAUnitsCacheInAnotherUsersHome() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.folder("/home/alice", owner: Self.alice)
        try tree.file("/units", "smoot 67 in\n", mode: 0o644)
        let home = tree.root + "/home/alice"
        let environment = ["HOME": home, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let run = try BuiltBinary.run(["--units", tree.root + "/units", "-e", "100 smoot to m"], environment: environment)
        #expect(run.stdout == "170.18 m\n100 smoot\n", "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).isEmpty)
        // Her cache, made for exactly this start, claiming a smoot is a metre.
        let version = try BuiltBinary.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let key = UnitsCache.key(of: [UnitsCache.Source(path: tree.root + "/units", bytes: Array("smoot 67 in\n".utf8))],
                                 locale: "C.UTF-8", asciiOnly: false, version: version,
                                 executable: UnitsCache.identity(ofFile: BuiltBinary.path))
        var claimed = UserUnits()
        claimed.read(bytes: Array("smoot 1 m\n".utf8), file: tree.root + "/units")
        let cache = home + "/.cache/convcalc/units.cache"
        UnitsCache.store((claimed, []), key: key, at: tree.root + "/forged/units.cache")  // made where root may write
        try FileManager.default.createDirectory(atPath: home + "/.cache/convcalc", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: tree.root + "/forged/units.cache", toPath: cache)
        for path in [home + "/.cache", home + "/.cache/convcalc", cache] { lchown(path, Self.alice, Self.alice) }
        let again = try BuiltBinary.run(["--units", tree.root + "/units", "-e", "100 smoot to m"], environment: environment)
        #expect(again.stdout == "170.18 m\n100 smoot\n", "\(again.stderr)")
    }

    /// Another user's terminal description is not read: an outside attacker's `smcup` sent
    /// root's terminal a window title and a clipboard write, from `~/.terminfo` in her home
    /// (root run with her HOME), then from her own entry file, or a letter folder anyone may
    /// write to, in a folder of root's named by `TERMINFO`. The keypad starts with the system's.
    @Test(.enabled(if: ["/usr/bin/tic", "/usr/bin/infocmp"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) },
                   "needs tic and infocmp"),
          arguments: ["her home", "her entry in root's folder", "an open letter folder in root's folder"])
    func anotherUsersTerminalDescriptionIsNotRead(layout: String) throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.folder("/home/alice", owner: Self.alice)
        try tree.folder("/srv/terminfo")
        let home = tree.root + "/home/alice"
        let folder = layout == "her home" ? home + "/.terminfo" : tree.root + "/srv/terminfo"
        let handOver = switch layout {
        case "her home": "chown -R \(Self.alice) '\(home)'"
        case "her entry in root's folder": "chown \(Self.alice) '\(folder)/x/xterm-256color'"
        default: "chmod 777 '\(folder)/x'"
        }
        let made = try Shell.run("infocmp -x xterm-256color | sed 's/smcup=/smcup=\\\\E]0;PWNED\\\\007/' > '\(home)/x.src'"
            + " && tic -x -o '\(folder)' '\(home)/x.src' && \(handOver)"
            + " && infocmp -x -A '\(folder)' xterm-256color | grep -c PWNED")
        #expect(made.status == 0 && made.stdout.hasPrefix("1"), "the entry was made: \(made.stdout)\(made.stderr)")
        var environment = ["HOME": home, "LANG": "C.UTF-8", "TERM": "xterm-256color", "NO_COLOR": "1", "SWIFT_BACKTRACE": "enable=no"]
        if layout != "her home" { environment["TERMINFO"] = folder }
        let terminal = try PseudoTerminal(arguments: ["keypad", "--no-state"], environment: environment)
        #expect(terminal.expect("convert"))
        terminal.type("q")
        #expect(terminal.waitForExit() == 0)
        #expect(!String(decoding: terminal.bytes, as: UTF8.self).contains("PWNED"))
    }

    /// `--record` onto another user's link in a sticky folder (a /tmp) is refused, at the
    /// prompt and on the keypad, and the file it points to is untouched.
    @Test(arguments: [[String](), ["keypad"]])
    func recordingThroughAnotherUsersLinkIsRefused(front: [String]) throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.folder("/tmp", mode: 0o1777)
        try tree.folder("/root", mode: 0o700)
        try tree.file("/root/victim.conf", "secret=1\n")
        tree.link("/tmp/lesson-rec.txt", to: tree.root + "/root/victim.conf", owner: Self.alice)
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(arguments: front + ["--record", tree.root + "/tmp/lesson-rec.txt", "--no-state"],
                                          environment: home.environment())
        #expect(terminal.waitForExit() == 74)
        #expect(terminal.screenText.contains("is a symbolic link owned by"), "\(terminal.screenText)")
        #expect(try String(contentsOfFile: tree.root + "/root/victim.conf", encoding: .utf8) == "secret=1\n")
    }

    /// `--state` through another user's link in a sticky folder is not read (root restored her
    /// state unwarned), nor through a folder of hers: one warning, defaults, nothing written.
    @Test(arguments: ["link", "folder"])
    func theStateIsNotReadThroughAnotherUsersLinkOrFolder(way: String) throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.folder("/tmp", mode: 0o1777)
        try tree.folder("/home/alice", owner: Self.alice)
        let saved = #"{"version":1,"input":"9","from":"mi","to":"km","precision":5}"#
        try tree.file("/home/alice/st.json", saved, owner: Self.alice, mode: 0o644)
        tree.link("/tmp/st.json", to: tree.root + "/home/alice/st.json", owner: Self.alice)
        let path = tree.root + (way == "link" ? "/tmp/st.json" : "/home/alice/st.json")
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BuiltBinary.run(["--state", path, "-e", "state"], environment: home.environment())
        #expect(run.status == 0)
        #expect(run.stdout.contains("°F") && !run.stdout.contains("mi"), "\(run.stdout)")
        #expect(run.stderr.contains("cannot read the saved state") && run.stderr.contains("starting from defaults"), "\(run.stderr)")
        #expect(try String(contentsOfFile: tree.root + "/home/alice/st.json", encoding: .utf8) == saved)
    }

    /// A file of another user's in a sticky folder is not written over either.
    @Test func recordingOverAnotherUsersFileInASharedFolderIsRefused() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.folder("/tmp", mode: 0o1777)
        try tree.file("/tmp/rec.txt", "alice's\n", owner: Self.alice, mode: 0o666)
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(arguments: ["--record", tree.root + "/tmp/rec.txt", "--no-state"],
                                          environment: home.environment())
        #expect(terminal.waitForExit() == 74)
        #expect(try String(contentsOfFile: tree.root + "/tmp/rec.txt", encoding: .utf8) == "alice's\n")
    }

    /// `check --update` onto another user's link to a transcript leaves the transcript as it was.
    @Test func checkUpdateThroughAnotherUsersLinkIsRefused() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.folder("/tmp", mode: 0o1777)
        try tree.file("/lesson.txt", "> 212\n999 °C\n212 °F\n", mode: 0o644)
        tree.link("/tmp/lesson.txt", to: tree.root + "/lesson.txt", owner: Self.alice)
        let run = try Shell.run("\"$CONVCALC\" check --update '\(tree.root)/tmp/lesson.txt'")
        #expect(run.status != 0)
        #expect(run.stderr.contains("is a symbolic link owned by"), "\(run.stderr)")
        #expect(try String(contentsOfFile: tree.root + "/lesson.txt", encoding: .utf8) == "> 212\n999 °C\n212 °F\n")
    }

    /// Root's own link, in root's own folders, is followed as before.
    @Test func rootsOwnLinkIsStillFollowed() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.file("/lesson.txt", "> 212\n999 °C\n212 °F\n", mode: 0o644)
        tree.link("/link.txt", to: tree.root + "/lesson.txt", owner: 0)
        let run = try Shell.run("\"$CONVCALC\" check --update '\(tree.root)/link.txt'")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: tree.root + "/lesson.txt", encoding: .utf8).contains("100 °C"))
    }

    /// A folder of root's that alice's group may write to is hers to swap things in: root
    /// writes nothing there (not over her file, not through a folder she could swap for a link).
    @Test func rootWritesNothingInAFolderAnotherGroupMayWriteTo() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.folder("/srv/g", owner: 0, group: Self.alice, mode: 0o775)
        try tree.file("/srv/g/al.txt", "> 5\nx\n", owner: Self.alice, mode: 0o644)
        let update = try Shell.run("\"$CONVCALC\" check --update '\(tree.root)/srv/g/al.txt'")
        #expect(update.status == 74, "\(update.stderr)")
        #expect(update.stderr.contains("is writable by its group"), "\(update.stderr)")
        #expect(try String(contentsOfFile: tree.root + "/srv/g/al.txt", encoding: .utf8) == "> 5\nx\n")
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(arguments: ["--record", tree.root + "/srv/g/al.txt", "--no-state"],
                                          environment: home.environment())
        #expect(terminal.waitForExit() == 74)
        #expect(try String(contentsOfFile: tree.root + "/srv/g/al.txt", encoding: .utf8) == "> 5\nx\n")
    }

    /// An ACL that lets alice write in a folder of root's makes it hers to swap things in too.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setfacl"), "needs setfacl"))
    func rootWritesNothingInAFolderWhoseACLLetsAnotherUserWrite() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.folder("/srv/x")
        try tree.file("/srv/x/l.txt", "> 5\nx\n", mode: 0o644)
        let run = try Shell.run("setfacl -m u:\(Self.alice):rwx '\(tree.root)/srv/x' && \"$CONVCALC\" check --update '\(tree.root)/srv/x/l.txt'")
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr.contains("has an ACL that lets another user or group write"), "\(run.stderr)")
        #expect(try String(contentsOfFile: tree.root + "/srv/x/l.txt", encoding: .utf8) == "> 5\nx\n")
    }

    /// A new account and a new group, named `user`/`group` and this process's id (names of their
    /// own for this run), with the group's gid.
    static func account(_ user: String, _ group: String) throws -> (user: String, group: String, gid: gid_t) {
        let user = user + String(getpid()), group = group + String(getpid())
        let made = try Shell.run("/usr/sbin/groupadd \(group) && /usr/sbin/useradd -M -N -s /usr/sbin/nologin \(user)")
        guard made.status == 0 else {
            removeAccount(user, group)
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: made.stderr])
        }
        let gid = gid_t(try Shell.run("getent group \(group) | cut -d: -f3").stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        return (user, group, gid ?? 0)
    }

    static func removeAccount(_ user: String, _ group: String) {
        _ = try? Shell.run("/usr/sbin/userdel \(user); /usr/sbin/groupdel \(group)")
    }

    /// A folder its group may write to is trusted only while nobody but root and the user can
    /// be in the group: an account created for the test, then added to the group (as a member
    /// in /etc/group, then as its primary group in /etc/passwd). Group root is not changed: other
    /// suites running meanwhile rely on it (`PathOwnershipPropertyTests` covers its members in
    /// the model). The account and the group are removed at the end.
    @Test(.enabled(if: ["/usr/sbin/useradd", "/usr/sbin/groupadd", "/usr/bin/gpasswd", "/usr/sbin/usermod"]
        .allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }, "needs useradd, groupadd, gpasswd and usermod"))
    func aGroupWritableFolderIsTrustedOnlyWhileNobodyElseCanBeInItsGroup() throws {
        let (user, group, gid) = try Self.account("ccu", "ccg")
        defer { Self.removeAccount(user, group) }
        let tree = try Tree()
        defer { tree.remove() }
        try tree.folder("/srv/g", owner: 0, group: gid, mode: 0o775)
        try tree.folder("/srv/r", owner: 0, group: 0, mode: 0o775)
        let lesson = "> 212\n999 °C\n212 °F\n"
        /// `check --update` on a lesson in `folder`: its exit status and error, the lesson rewritten or not.
        func update(in folder: String) throws -> (status: Int32, stderr: String, written: Bool) {
            try tree.file(folder + "/l.txt", lesson, mode: 0o644)
            let run = try Shell.run("\"$CONVCALC\" check --update '\(tree.root)\(folder)/l.txt'")
            let text = try String(contentsOfFile: tree.root + folder + "/l.txt", encoding: .utf8)
            return (run.status, run.stderr, text != lesson)
        }
        let alone = try update(in: "/srv/g")
        #expect(alone.status == 0 && alone.written, "nobody but root in the group: \(alone.stderr)")
        let rootAlone = try update(in: "/srv/r")
        #expect(rootAlone.status == 0 && rootAlone.written, "nobody but root in group root: \(rootAlone.stderr)")

        #expect(try Shell.run("/usr/bin/gpasswd -a \(user) \(group)").status == 0)
        let member = try update(in: "/srv/g")
        #expect(member.status == 74 && !member.written, "a member: \(member.stderr)")
        #expect(member.stderr.contains("is writable by its group (gid \(gid))"), "\(member.stderr)")
        #expect(try Shell.run("/usr/bin/gpasswd -d \(user) \(group) && /usr/sbin/usermod -g \(group) \(user)").status == 0)
        let primary = try update(in: "/srv/g")
        #expect(primary.status == 74 && !primary.written, "its primary group: \(primary.stderr)")

    }

    /// A group without members but with a password (in /etc/gshadow) is open to anyone who
    /// knows it (`sg`, `newgrp`), and a gshadow administrator may add members: a folder it may
    /// write to is not trusted (an outside attacker joined such a group with `sg`).
    @Test(.enabled(if: ["/usr/sbin/useradd", "/usr/sbin/groupadd", "/usr/sbin/groupmod", "/usr/bin/gpasswd"]
        .allSatisfy { FileManager.default.isExecutableFile(atPath: $0) } && geteuid() == 0, "needs root and groupadd, groupmod, gpasswd"))
    func aGroupWithAPasswordOrAnAdministratorIsNotTrusted() throws {
        let (user, group, gid) = try Self.account("ccp", "ccq")
        defer { Self.removeAccount(user, group) }
        let tree = try Tree()
        defer { tree.remove() }
        try tree.folder("/srv/g", owner: 0, group: gid, mode: 0o775)
        let lesson = "> 212\n999 °C\n212 °F\n"
        func update() throws -> (status: Int32, stderr: String) {
            try tree.file("/srv/g/l.txt", lesson, mode: 0o644)
            let run = try Shell.run("\"$CONVCALC\" check --update '\(tree.root)/srv/g/l.txt'")
            return (run.status, run.stderr)
        }
        #expect(try update().status == 0, "nobody in the group, no password")
        #expect(try Shell.run("/usr/sbin/groupmod -p '$6$salt$hash' \(group)").status == 0)
        let withPassword = try update()
        #expect(withPassword.status == 74 && withPassword.stderr.contains("is writable by its group"), "\(withPassword.stderr)")
        #expect(try Shell.run("/usr/sbin/groupmod -p '!' \(group) && /usr/bin/gpasswd -A \(user) \(group)").status == 0)
        let withAdministrator = try update()
        #expect(withAdministrator.status == 74, "a gshadow administrator: \(withAdministrator.stderr)")
    }
}
