import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// How the interactive calculator draws in a real terminal: colour, width, locale.
@Suite(.serialized) struct TerminalDisplayTests {
    @Test func colourOnlyWithoutNoColor() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let plain = try PseudoTerminal(environment: home.environment(color: false))
        #expect(plain.expectPrompt("❯ "))
        plain.type("\u{4}")
        #expect(plain.waitForExit() == 0)
        #expect(!String(decoding: plain.bytes, as: UTF8.self).contains("\u{1B}[38;5;208m"))
        let coloured = try PseudoTerminal(environment: home.environment(color: true))
        #expect(coloured.expectPrompt("❯ "))
        coloured.type("\u{4}")
        #expect(coloured.waitForExit() == 0)
        #expect(String(decoding: coloured.bytes, as: UTF8.self).contains("\u{1B}[38;5;208m"))
        let flagged = try PseudoTerminal(arguments: ["--no-color"], environment: home.environment(color: true))
        #expect(flagged.expectPrompt("❯ "))
        flagged.type("\u{4}")
        #expect(flagged.waitForExit() == 0)
        #expect(!String(decoding: flagged.bytes, as: UTF8.self).contains("\u{1B}[38;5;208m"))
    }

    @Test func aNarrowTerminalNeverCutsANumber() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(arguments: ["--converter", "m->km", "--precision", "12"],
                                          environment: home.environment(), columns: 20)
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("123456789012345\r")
        #expect(terminal.expect("123456789012.345 km"))
        #expect(terminal.expectPrompt("❯ "))  // libedit reads again: ^D is not lost
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func theFaceIsRedrawnForTheNewWidthAfterAResize() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment(), columns: 80)
        #expect(terminal.expectPrompt("❯ "))
        #expect(terminal.screenText.contains("╭" + String(repeating: "─", count: 38) + "╮"))
        terminal.resize(columns: 30)
        terminal.type("212\r")
        #expect(terminal.expect("╭" + String(repeating: "─", count: 28) + "╮"))
        #expect(terminal.expect("100 °C"))
        #expect(terminal.expectPrompt("❯ "))  // libedit reads again: ^D is not lost
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func anAsciiLocaleGetsAnAsciiPrompt() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let environment = home.environment(locale: "C")
        let terminal = try PseudoTerminal(environment: environment)
        #expect(terminal.expectPrompt("F->C> "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func withStdoutRedirectedTheFileGetsPlainDisplaysOnly() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/out.txt"
        let terminal = try PseudoTerminal(environment: home.environment(), stdoutFile: file)
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("212\r")
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "100 °C\n212 °F\n")
    }

    /// `convcalc > log 2>&1` at a terminal: nowhere to edit a line, so the lines typed are
    /// replayed with the terminal's own editing, and Ctrl-D ends them (libedit, editing on the
    /// file, left the terminal without an end-of-file key: Ctrl-D was a character, refused).
    @Test func withStdoutAndStderrRedirectedTheTerminalsLinesAreReplayed() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/log.txt"
        let terminal = try PseudoTerminal(environment: home.environment(), stdoutFile: file, stderrFile: file)
        usleep(300_000)
        terminal.type("212\r5 blorf\r")
        usleep(300_000)
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 1, "a replay: a line was refused")
        let log = try String(contentsOfFile: file, encoding: .utf8)
        #expect(log.hasPrefix("100 °C\n212 °F\n"), "\(log)")
        #expect(log.contains("unknown unit 'blorf'"), "\(log)")
    }
}
