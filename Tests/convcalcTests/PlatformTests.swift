import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What a fully static executable (glibc linked in, no NSS, no shared libtinfo) must still
/// find on the machine: the locale for UTF-8 editing and the terminfo database. Scripts/test.sh
/// runs these against the static release build (CONVCALC_BINARY) as well as the debug build.
@Suite(.serialized) struct PlatformTests {
    @Test func aMultiByteCharacterIsTypedAndDeletedAsOneCharacter() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        // One Backspace removes the whole second `±` (two bytes); without the UTF-8 locale
        // libedit drops `±` altogether and `help` alone prints the overview instead.
        terminal.type("help ±±\u{7F}\r")
        #expect(terminal.expect("±: changes the sign"))
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func terminfoIsFoundOnTheUsualPaths() throws {
        let screen = try startAndLeave(term: "xterm-256color")
        #expect(!screen.contains("using dumb terminal settings") && !screen.contains("taken as dumb"))
    }

    @Test func anUnknownTerminalFallsBackToDumbSettingsWithANote() throws {
        // The other side of the test above: convcalc says so when it finds no entry (libedit's
        // own "No entry for terminal type" is not reached).
        let screen = try startAndLeave(term: "convcalc-no-such-terminal")
        #expect(screen.contains("no entry for TERM 'convcalc-no-such-terminal'; the terminal is taken as dumb"))
        #expect(!screen.contains("No entry for terminal type"))
    }

    @Test func terminfoIsFoundInTerminfoDirs() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A copy of xterm under a name only this folder knows.
        let source = folder + "/convcalc-test.src"
        let describe = Process()
        describe.executableURL = URL(fileURLWithPath: "/bin/sh")
        describe.arguments = ["-c", "infocmp -x xterm-256color | sed '1,/^[a-z]/s/^xterm-256color|[^,]*,/convcalc-test-term|copy of xterm,/' > '\(source)'"
            + " && tic -x -o '\(folder)' '\(source)'"]
        try describe.run()
        describe.waitUntilExit()
        try #require(describe.terminationStatus == 0, "infocmp and tic (ncurses-bin) make the entry")
        let screen = try startAndLeave(term: "convcalc-test-term", extra: ["TERMINFO_DIRS": folder])
        #expect(!screen.contains("using dumb terminal settings") && !screen.contains("taken as dumb"))
    }

    /// Starts the calculator with `term`, leaves with Ctrl-D, and returns what it showed.
    private func startAndLeave(term: String, extra: [String: String] = [:]) throws -> String {
        let home = try TemporaryHome()
        defer { home.remove() }
        var environment = home.environment()
        environment["TERM"] = term
        environment.merge(extra) { $1 }
        let terminal = try PseudoTerminal(environment: environment)
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        return terminal.screenText
    }
}
