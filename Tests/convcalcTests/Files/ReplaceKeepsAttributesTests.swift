import Foundation
import Testing

/// A file convcalc replaces keeps its ACL and extended attributes, its mode (set-ID and sticky
/// bits included) and its attribute flags, and its group bits stay what they were (an ACL's
/// mask is not widened into them). Driven through `check --update`; the state file and history
/// go through the same replacement. Needs `getfacl`, `setfacl`, `getfattr`, `setfattr` (Debian's
/// acl and attr), `chattr` and `lsattr`, and a file system that keeps them.
@Suite struct ReplaceKeepsAttributesTests {
    static let tools = ["/usr/bin/setfacl", "/usr/bin/getfacl", "/usr/bin/setfattr", "/usr/bin/getfattr"]
        .allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    static let flagTools = ["/usr/bin/chattr", "/usr/bin/lsattr"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }

    /// A lesson that `check --update` rewrites (999 °C is wrong), in a folder of its own: after
    /// `setUp(file, folder)`, the update replaces it and `describe(file)` prints the same as
    /// before; what it printed.
    private func updateKeeps(_ describe: (String) -> String, setUp: (String, String) -> String) throws -> String {
        let folder = try TemporaryHome.folder()
        defer { _ = try? Shell.run("chattr -R -a -i '\(folder)' 2>/dev/null"); try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/lesson.txt"
        try "> 212\n999 °C\n212 °F\n".write(toFile: file, atomically: false, encoding: .utf8)
        let before = try Shell.run(setUp(file, folder) + " && { \(describe(file)); }")
        try #require(before.status == 0, "this file system keeps no such thing: \(before.stderr)")
        let update = try Shell.run("\"$CONVCALC\" check --update '\(file)'")
        #expect(update.status == 0, "\(update.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("100 °C"), "the file was replaced")
        let after = try Shell.run(describe(file))
        #expect(after.stdout == before.stdout)
        return after.stdout
    }

    @Test(.enabled(if: tools, "needs the acl and attr tools"))
    func checkUpdateKeepsTheACLTheAttributesAndTheMode() throws {
        let after = try updateKeeps({ "getfacl -cp '\($0)'; getfattr -d -m - --absolute-names '\($0)' | sort; stat -c %a '\($0)'" },
                                    setUp: { file, _ in "chmod 640 '\(file)' && setfacl -m u:54321:rw '\(file)' && chmod g=r '\(file)'"
                                        + " && setfattr -n user.note -v 'kept' '\(file)'" })
        #expect(after.contains("user.note=\"kept\""))
        #expect(after.contains("user:54321:rw-"))
    }

    /// The replacement gets no more than the old file had: not the ACL a folder's default ACL
    /// gives new files, not the group a setgid folder gives them (an outside attacker read and
    /// appended to root's 0660 file after `check --update`, through either).
    @Test(.enabled(if: tools, "needs the acl and attr tools"))
    func aFoldersDefaultACLAndSetgidGroupAreNotGiven() throws {
        let after = try updateKeeps({ "getfacl -cp '\($0)'; stat -c '%a %u %g' '\($0)'" },
                                    setUp: { file, folder in "chmod 660 '\(file)' && setfacl -d -m u:54321:rw '\(folder)'"
                                        + " && chgrp 54322 '\(folder)' && chmod g+s '\(folder)'" })
        #expect(!after.contains("54321") && !after.contains("54322"), "\(after)")
    }

    /// A replacement that would change the file's owner or group (another user's file in one's
    /// own folder; a group one is not in) is refused, the file left as it was: it became the
    /// user's own, its group's members shut out. Run as user 54321 through setpriv.
    @Test(.enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv"),
          arguments: ["54322:54322", "54321:54322"])
    func aReplacementThatWouldChangeTheOwnerOrGroupIsRefused(owner: String) throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/lesson.txt"
        try "> 212\n999 °C\n212 °F\n".write(toFile: file, atomically: false, encoding: .utf8)
        // A copy of the binary the user may run (the build's folder may be root's alone).
        let run = try Shell.run("cp \"$CONVCALC\" '\(folder)/convcalc' && chmod 755 '\(folder)' '\(folder)/convcalc'"
            + " && chown 54321 '\(folder)' && chown \(owner) '\(file)' && chmod 666 '\(file)'"
            + " && setpriv --reuid=54321 --regid=54321 --clear-groups '\(folder)/convcalc' check --update '\(file)';"
            + " echo \"status=$?\"; stat -c '%u:%g' '\(file)'")
        #expect(run.stdout.hasSuffix("status=74\n\(owner)\n"), "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("cannot keep the owner and group (\(owner)) of"), "\(run.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("999 °C"), "left as it was")
    }

    /// The set-user-ID, set-group-ID and sticky bits and the flags chattr sets (nodump, noatime)
    /// are kept too: the eleventh attack found `check --update` dropping both without a word.
    @Test(.enabled(if: flagTools, "needs chattr and lsattr"), arguments: ["4755", "2755", "6755", "1644", "2640"])
    func theSetIDBitsAndTheAttributeFlagsAreKept(mode: String) throws {
        let after = try updateKeeps({ "stat -c %a '\($0)'; lsattr '\($0)' | cut -d' ' -f1" },
                                    setUp: { file, _ in "chmod \(mode) '\(file)' && chattr +d +A '\(file)'" })
        #expect(after.hasPrefix(mode + "\n"), "\(after)")
        #expect(after.contains("d") && after.contains("A"), "\(after)")
    }
}
