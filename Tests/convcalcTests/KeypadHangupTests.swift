import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A keypad whose terminal hangs up ends as SIGHUP ends it (state saved, 128 + SIGHUP), even
/// when SIGHUP is ignored (`nohup`, `trap '' HUP`): its reads then end at once, and an outside
/// attacker saw it spin at 55–77 % of a CPU until killed.
@Suite(.serialized) struct KeypadHangupTests {
    /// A quiz then prints its score, which the terminal no longer takes: 74, as any output that
    /// cannot be written. The prompt, whose output the terminal no longer takes, ends as SIGHUP
    /// would (it was 74).
    @Test(arguments: [(["keypad"], Int32(128) + SIGHUP), (["keypad", "--quiz", "Examples/03-number-entry.txt"], Int32(74)),
                      (["--no-state"], Int32(128) + SIGHUP)] as [([String], Int32)])
    func aHangupEndsTheKeypadWithSIGHUPIgnored(arguments: [String], status: Int32) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        var environment = home.environment()
        environment["CONVCALC"] = BuiltBinary.path
        let command = "trap '' HUP; exec \"$CONVCALC\" " + arguments.joined(separator: " ")
        let terminal = try PseudoTerminal(arguments: ["-c", command], environment: environment,
                                          columns: 100, rows: 40, executable: "/bin/sh")
        #expect(terminal.waitForRawMode())
        Thread.sleep(forTimeInterval: 0.3)  // drawn and waiting for a key
        // The terminal's other end goes away: the master's last descriptor is replaced, not
        // closed (its number stays this terminal's until the test ends).
        let null = open("/dev/null", O_RDWR)
        dup2(null, terminal.master)
        close(null)
        #expect(terminal.waitForExit(timeout: 10, reading: false) == status)
    }
}
