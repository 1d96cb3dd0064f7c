import Foundation
import Testing

/// A file convcalc replaces keeps its ACL and extended attributes, and its group bits stay
/// what they were (an ACL's mask is not widened into them). Driven through `check --update`;
/// the state file and history go through the same replacement. Needs `getfacl`, `setfacl`,
/// `getfattr` and `setfattr` (Debian's acl and attr) and a file system that keeps them.
@Suite struct ReplaceKeepsAttributesTests {
    static let tools = ["/usr/bin/setfacl", "/usr/bin/getfacl", "/usr/bin/setfattr", "/usr/bin/getfattr"]
        .allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: tools, "needs the acl and attr tools"))
    func checkUpdateKeepsTheACLTheAttributesAndTheMode() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/lesson.txt"
        try "> 212\n999 °C\n212 °F\n".write(toFile: file, atomically: false, encoding: .utf8)
        let describe = "getfacl -cp '\(file)'; getfattr -d -m - --absolute-names '\(file)' | sort; stat -c %a '\(file)'"
        let setUp = try Shell.run("chmod 640 '\(file)' && setfacl -m u:54321:rw '\(file)' && chmod g=r '\(file)'"
            + " && setfattr -n user.note -v 'kept' '\(file)' && { \(describe); }")
        try #require(setUp.status == 0, "this file system keeps no ACL or attributes: \(setUp.stderr)")
        let update = try Shell.run("\"$CONVCALC\" check --update '\(file)'")
        #expect(update.status == 0, "\(update.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("100 °C"), "the file was replaced")
        let after = try Shell.run(describe)
        #expect(after.stdout == setUp.stdout)
        #expect(after.stdout.contains("user.note=\"kept\""))
        #expect(after.stdout.contains("user:54321:rw-"))
    }

    /// The replacement gets no more than the old file had: not the ACL a folder's default ACL
    /// gives new files, not the group a setgid folder gives them (an outside attacker read and
    /// appended to root's 0660 file after `check --update`, through either).
    @Test(.enabled(if: tools, "needs the acl and attr tools"))
    func aFoldersDefaultACLAndSetgidGroupAreNotGiven() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/lesson.txt"
        try "> 212\n999 °C\n212 °F\n".write(toFile: file, atomically: false, encoding: .utf8)
        let describe = "getfacl -cp '\(file)'; stat -c '%a %u %g' '\(file)'"
        let setUp = try Shell.run("chmod 660 '\(file)' && setfacl -d -m u:54321:rw '\(folder)' && chgrp 54322 '\(folder)'"
            + " && chmod g+s '\(folder)' && { \(describe); }")
        try #require(setUp.status == 0, "this file system keeps no ACL: \(setUp.stderr)")
        let update = try Shell.run("\"$CONVCALC\" check --update '\(file)'")
        #expect(update.status == 0, "\(update.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("100 °C"), "the file was replaced")
        let after = try Shell.run(describe)
        #expect(after.stdout == setUp.stdout)
        #expect(!after.stdout.contains("54321") && !after.stdout.contains("54322"), "\(after.stdout)")
    }
}
