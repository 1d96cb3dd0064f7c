import Foundation
import Testing

/// `convcalc play --step`: which keys play and stop it, where it steps, and the waiting line
/// after Ctrl-Z.
@Suite struct PlayStepTests {
    /// A stray key is no line: it plays nothing, and one Ctrl-D after it stops (in canonical
    /// mode the first Ctrl-D only ended the hidden line `x`, and a second was needed).
    @Test func oneCtrlDStopsAfterAStrayKeyWhichPlaysNothing() throws {
        let home = try TemporaryHome()
        let terminal = try PseudoTerminal(arguments: ["play", "--step", PlayTests.lesson], environment: home.environment())
        #expect(terminal.expect("> 212"))
        terminal.type("x")
        #expect(!terminal.expect("100 °C", timeout: 0.5), "a stray key plays nothing")
        terminal.type("\u{04}")
        #expect(terminal.waitForExit(timeout: 5) == 0)
        #expect(terminal.hasItsModesAsFound)
    }

    /// With stdout a pipe or a file (`play --step F | less`), nothing would show the line that
    /// waits: it plays straight through, however stdin is a terminal (it waited unseen).
    @Test func stdoutThatIsNoTerminalPlaysStraightThrough() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/out.txt"
        let terminal = try PseudoTerminal(arguments: ["play", "--step", PlayTests.lesson], environment: home.environment(),
                                          stdoutFile: file)
        #expect(terminal.waitForExit(timeout: 5) == 0)
        let shown = try String(contentsOfFile: file, encoding: .utf8)
        #expect(shown.contains("> 212\n100 °C\n"), "\(shown.prefix(300).debugDescription)")
        #expect(!shown.contains("press Return"))
    }

    /// Run on after Ctrl-Z and `fg`, the waiting line shows again (the shell's `Stopped` and
    /// `fg` lines had pushed it off), and Return plays it with echo still off.
    @Test func theWaitingLineShowsAgainAfterCtrlZ() throws {
        let home = try TemporaryHome()
        let terminal = try PseudoTerminal(arguments: ["play", "--step", PlayTests.lesson], environment: home.environment())
        #expect(terminal.expect("> 212"))
        terminal.signal(SIGTSTP)  // the test's terminal has no job control: the handler runs on at once
        #expect(terminal.expect("> 212", timeout: 5), "\(terminal.screenText.suffix(200).debugDescription)")
        terminal.type("hello\r")
        #expect(terminal.expect("100 °C"))
        #expect(!terminal.screenText.contains("hello"))
        terminal.type("\u{04}")
        #expect(terminal.waitForExit() == 0)
    }
}
