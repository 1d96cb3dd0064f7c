import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `LOCPATH` and `GCONV_PATH` naming a folder another user controls are not used: the C
/// library would read her locale data and run her conversion modules (an outside attacker's
/// ran as root), or wait for ever on a FIFO she put there as the locale's `LC_CTYPE`.
@Suite(.serialized) struct LocaleDataTests {
    @Test func aLocaleFolderAnotherUserOwnsIsNotUsed() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let theirs = home.path + "/theirs"
        try FileManager.default.createDirectory(atPath: theirs + "/trap.UTF-8", withIntermediateDirectories: true)
        #expect(mkfifo(theirs + "/trap.UTF-8/LC_CTYPE", 0o644) == 0)
        #expect(chown(theirs, 65534, 65534) == 0)  // nobody's folder
        var environment = home.environment()
        environment["LOCPATH"] = theirs
        environment["GCONV_PATH"] = theirs
        environment["LANG"] = "trap.UTF-8"
        environment["LC_ALL"] = "trap.UTF-8"
        let terminal = try PseudoTerminal(environment: environment)
        #expect(terminal.expectPrompt("> "), "\(terminal.screenText)")  // it waited for ever on the FIFO (no such locale here: ASCII)
        #expect(terminal.screenText.contains("LOCPATH is not used"), "\(terminal.screenText)")
        #expect(terminal.screenText.contains("GCONV_PATH is not used"), "\(terminal.screenText)")
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }
}
