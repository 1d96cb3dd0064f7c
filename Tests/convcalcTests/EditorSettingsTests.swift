import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// libedit's settings file (`~/.editrc`, `$EDITRC`) is read as convcalc reads any file: a
/// regular file along a path no other user controls. An outside attacker's `.editrc` in her
/// home changed root's numbers (`bind -s 5 9`) when root ran convcalc with her `HOME`, and a
/// FIFO there kept the prompt from ever starting.
@Suite(.serialized) struct EditorSettingsTests {
    /// The user's own settings are read: `bind -s 5 9` makes the 5 key type 9.
    @Test func theUsersOwnSettingsAreRead() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        try "bind -s 5 9\n".write(toFile: home.path + "/.editrc", atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("5\r")
        #expect(terminal.expect("9 °F"), "\(terminal.screenText)")
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    /// In a folder anyone may write to (not sticky), anyone could have put the file: it is not
    /// read, and a warning says why.
    @Test func settingsInAFolderOthersMayWriteAreNotRead() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        try "bind -s 5 9\n".write(toFile: home.path + "/.editrc", atomically: true, encoding: .utf8)
        chmod(home.path, 0o777)
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        #expect(terminal.screenText.contains("the line editor's settings are not read"), "\(terminal.screenText)")
        terminal.type("5\r")
        #expect(terminal.expect("-15 °C"), "\(terminal.screenText)")
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    /// `$EDITRC` naming a FIFO: the prompt starts (it waited for a writer for ever).
    @Test func aFIFOForSettingsDoesNotHoldThePrompt() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let fifo = home.path + "/editrc.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        var environment = home.environment()
        environment["EDITRC"] = fifo
        let terminal = try PseudoTerminal(environment: environment)
        #expect(terminal.expectPrompt("❯ "), "\(terminal.screenText)")
        #expect(terminal.screenText.contains("the line editor's settings are not read"), "\(terminal.screenText)")
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    /// A TERM holding escapes is no terminal type: taken as dumb, with a warning that shows it
    /// escaped. libedit printed it raw ("No entry for terminal type …"): its OSC set the title.
    @Test func aTermHoldingEscapesNeverReachesTheTerminalRaw() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        var environment = home.environment()
        environment["TERM"] = "x\u{1B}]0;PWNED\u{07}"
        environment["NO_COLOR"] = nil
        let terminal = try PseudoTerminal(environment: environment)
        #expect(terminal.expect("is no terminal type"), "\(terminal.screenText)")
        #expect(terminal.expectPrompt("❯ "))
        #expect(terminal.bytes.firstRange(of: Array("\u{1B}]0;PWNED".utf8)) == nil, "the title sequence reached the terminal")
        // Taken as dumb, it gets no escape sequences of convcalc's either: no colour, no bracketed paste.
        #expect(terminal.bytes.firstRange(of: Array("\u{1B}[?2004h".utf8)) == nil && terminal.bytes.firstRange(of: Array("\u{1B}[38;5".utf8)) == nil)
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }
}

/// A TERM the terminal database has no entry for is taken as dumb, as one holding escapes is:
/// one warning of convcalc's, not libedit's "No entry for terminal type", and no colour or
/// bracketed paste sent to a terminal of no known type.
@Suite struct UnknownTerminalTypeTests {
    @Test func aTypeWithNoEntryIsTakenAsDumbWithOneWarning() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        var environment = home.environment()
        environment["TERM"] = "no-such-terminal-type"
        environment["NO_COLOR"] = nil
        let terminal = try PseudoTerminal(environment: environment)
        #expect(terminal.expect("has no entry for TERM 'no-such-terminal-type'; the terminal is taken as dumb"), "\(terminal.screenText)")
        #expect(terminal.expectPrompt("❯ "))
        #expect(!terminal.screenText.contains("No entry for terminal type"), "\(terminal.screenText)")
        #expect(terminal.bytes.firstRange(of: Array("\u{1B}[?2004h".utf8)) == nil && terminal.bytes.firstRange(of: Array("\u{1B}[38;5".utf8)) == nil)
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    /// Out of file descriptors ncurses finds no entry for any type; the keypad says what the
    /// system refused (exit 71) instead of blaming the terminal's type. Which limit leaves
    /// none for the entry depends on the build (a dynamic one opens its libraries first), so
    /// every small limit is tried: each starts the keypad or refuses without naming the type.
    @Test func theKeypadOutOfDescriptorsNeverBlamesTheTerminalType() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        var environment = home.environment()
        environment["TERM"] = "xterm"
        environment["CONVCALC"] = BuiltBinary.path
        var refusedForDescriptors = false
        for limit in 3...8 {
            let terminal = try PseudoTerminal(arguments: ["-c", "ulimit -n \(limit); exec \"$CONVCALC\" keypad --no-state"],
                                              environment: environment, executable: "/bin/sh")
            if terminal.expect("0-9 . c", timeout: 3) {
                terminal.type("q")
                #expect(terminal.waitForExit() == 0)
                continue
            }
            let status = terminal.waitForExit()
            #expect(!terminal.screenText.contains("terminfo entry"), "limit \(limit): \(terminal.screenText)")
            if terminal.screenText.contains("cannot read the terminal's description: Too many open files") {
                #expect(status == 71)
                refusedForDescriptors = true
            }
        }
        #expect(refusedForDescriptors, "some limit left the keypad no descriptor for its terminal's entry")
    }
}
