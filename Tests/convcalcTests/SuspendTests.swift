import Foundation
import Testing

/// Ctrl-Z and `fg`: while stopped the shell has the terminal as it was found; after `fg` the
/// prompt and the line being typed are redrawn, and keys are edited, not echoed twice.
@Suite(.serialized) struct SuspendTests {
    @Test func afterCtrlZAndFgThePromptIsRedrawnAndKeysAreEditedOnce() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        // A shell with job control, as a user has: it gives convcalc its own process group,
        // reports the stop, reads a line, then continues it with `fg`.
        let script = #"set -m; "$0"; echo "stopped: $?"; read -r line; fg"#
        let terminal = try PseudoTerminal(arguments: ["-c", script, BuiltBinary.path], environment: home.environment(),
                                          executable: "/bin/bash")
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("12")
        #expect(terminal.expect("12"))
        terminal.type("\u{1A}")  // Ctrl-Z
        #expect(terminal.expect("stopped: 148"))  // 128 + SIGTSTP
        #expect(terminal.hasItsModesAsFound)
        terminal.type("go\r")  // the shell reads this line, then runs fg
        #expect(terminal.expectPrompt("°F→°C ❯ 12"))  // redrawn, and libedit's raw mode is back
        terminal.type("3\r")
        #expect(terminal.expect("123 °F"))
        #expect(!terminal.screenText.contains("33"))
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.hasItsModesAsFound)
    }

    /// Stopped while a line is answered (the history's lock held): after `fg` the prompt is
    /// drawn once (it was drawn, then redrawn on the same row: `°F→°C ❯ °F→°C ❯ 3`).
    @Test func afterCtrlZWhileALineIsAnsweredThePromptIsDrawnOnce() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let script = #"set -m; "$0"; echo "stopped: $?"; read -r line; fg"#
        let terminal = try PseudoTerminal(arguments: ["-c", script, BuiltBinary.path], environment: home.environment(),
                                          executable: "/bin/bash")
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        let lock = try HeldHistoryLock(folder: home.stateFolder)
        terminal.type("1\r")
        usleep(300_000)  // read; now waiting for the lock
        terminal.type("\u{1A}")  // Ctrl-Z
        #expect(terminal.expect("stopped: 148"))
        lock.release()
        terminal.type("go\r")
        #expect(terminal.expect("1 °F"))
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("3\r")
        #expect(terminal.expect("3 °F"))
        #expect(!terminal.screenText.contains("❯ °F→°C ❯"), "\(terminal.screenText.suffix(300))")
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
