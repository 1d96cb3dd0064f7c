import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The interactive calculator in a real pseudo-terminal: what a new user types and sees.
@Suite(.serialized) struct InteractiveTests {
    @Test func typingANumberAndReturnShowsBothDisplays() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("98.6\r")
        #expect(terminal.expect("37 °C"))
        #expect(terminal.expect("98.6 °F"))
        #expect(terminal.expectPrompt("❯ "))  // libedit reads again: ^D is not lost
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func theFirstStartWelcomesOnce() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let first = try PseudoTerminal(environment: home.environment())
        #expect(first.expect("Welcome to convcalc"))
        #expect(first.expectPrompt("❯ "))
        // The welcome fits a terminal of 80 columns (its first line was 89 wide and wrapped mid-word).
        for line in first.screenText.split(separator: "\n") where !line.contains("❯") {
            #expect(line.count <= 80, "\(line)")
        }
        first.type("quit\r")
        #expect(first.waitForExit() == 0)
        let second = try PseudoTerminal(environment: home.environment())
        #expect(second.expectPrompt("❯ "))
        #expect(!second.screenText.contains("Welcome"))
        second.type("\u{4}")
        #expect(second.waitForExit() == 0)
    }

    @Test func theMenuShowsNumberedConvertersAndAPickChangesThePrompt() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("convert\r")
        #expect(terminal.expect("* 1. fahrenheit to celsius (°F → °C)"))
        #expect(terminal.expect("8. meters to centimeters (m → cm)"))
        #expect(terminal.expectPrompt("convert ❯ "))
        terminal.type("3\r")
        #expect(terminal.expectPrompt("mi→km ❯ "))
        terminal.type("26.2\r")
        #expect(terminal.expect("≈ 42.16 km"))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func upArrowRecallsALineFromAPreviousSession() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let first = try PseudoTerminal(environment: home.environment())
        #expect(first.expectPrompt("❯ "))
        first.type("451\r")
        #expect(first.expect("451 °F"))
        for line in ["", "   ", "451"] {  // a blank line and a repeat of the previous one are not kept
            #expect(first.expectPrompt("❯ "))
            first.type(line + "\r")
        }
        #expect(first.expectPrompt("❯ "))
        first.type("\u{4}")
        #expect(first.waitForExit() == 0)
        let history = try String(contentsOfFile: home.stateFolder + "/history", encoding: .utf8)
        #expect(history == "451\n")

        let second = try PseudoTerminal(environment: home.environment())
        #expect(second.expectPrompt("❯ "))
        second.type("C\r")
        #expect(second.expectPrompt("❯ "))
        second.type("\u{1B}[A\u{1B}[A\r")
        #expect(second.expect("451 °F"))
        #expect(second.expectPrompt("❯ "))  // libedit reads again: ^D is not lost
        second.type("\u{4}")
        #expect(second.waitForExit() == 0)
    }

    @Test func tabCompletesConvertMiToTheMilesChoices() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("conv\t")
        #expect(terminal.expect("convert "))
        terminal.type("mi\t")
        #expect(terminal.expect("mi->km"))
        #expect(terminal.expect("miles to kilometers"))
        terminal.type("->k\t\r")
        #expect(terminal.expectPrompt("mi→km ❯ "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func ctrlCDropsTheHalfTypedLineAndKeepsRunning() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("123")
        #expect(terminal.expect("123"))
        terminal.type("\u{3}")
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("5\r")
        #expect(terminal.expect("-15 °C"))
        #expect(!terminal.screenText.contains("1235"))
        #expect(terminal.expectPrompt("❯ "))  // libedit reads again: ^D is not lost
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func ctrlCInTheMenuCancelsIt() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("convert\r")
        #expect(terminal.expectPrompt("convert ❯ "))
        terminal.type("\u{3}")
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aRestartRestoresTheSavedState() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let first = try PseudoTerminal(environment: home.environment())
        #expect(first.expectPrompt("❯ "))
        first.type("convert 3\r")
        #expect(first.expectPrompt("mi→km ❯ "))
        first.type("0\r")
        #expect(first.expect("0 mi"))
        first.type("quit\r")
        #expect(first.waitForExit() == 0)
        let saved = try String(contentsOfFile: home.stateFolder + "/state.json", encoding: .utf8)
        #expect(saved == #"{"version":1,"input":"0","from":"mi","to":"km","precision":2}"# + "\n")
        let folder = try FileManager.default.attributesOfItem(atPath: home.stateFolder)
        let file = try FileManager.default.attributesOfItem(atPath: home.stateFolder + "/state.json")
        #expect(folder[.posixPermissions] as? Int == 0o700)
        #expect(file[.posixPermissions] as? Int == 0o600)

        let second = try PseudoTerminal(environment: home.environment())
        #expect(second.expect("0 mi"))
        #expect(second.expectPrompt("mi→km ❯ "))
        second.type("\u{4}")
        #expect(second.waitForExit() == 0)
    }

    /// A line with a line break quoted into it (Ctrl-V Ctrl-J, Ctrl-V Return) is refused and
    /// left out of the history, which would reload it as two entries (`34`, `7`).
    @Test func aLineHoldingALineBreakIsLeftOutOfTheHistory() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let first = try PseudoTerminal(environment: home.environment())
        #expect(first.expectPrompt("❯ "))
        first.type("8\r")
        #expect(first.expect("8 °F"))
        for line in ["12\u{16}\n34\r", "56\u{16}\r7\r"] {
            #expect(first.expectPrompt("❯ "))
            first.type(line)
            #expect(first.expect("unknown key"))
        }
        #expect(first.expectPrompt("❯ "))
        first.type("quit\r")
        #expect(first.waitForExit() == 0)
        let history = try String(contentsOfFile: home.stateFolder + "/history", encoding: .utf8)
        #expect(history == "8\nquit\n")
        let second = try PseudoTerminal(environment: home.environment())
        #expect(second.expectPrompt("❯ "))
        second.type("\u{1B}[A\u{1B}[A\r")  // quit, then 8: the entry before it
        #expect(second.expect("8 °F"))
        #expect(second.expectPrompt("❯ "))
        second.type("quit\r")
        #expect(second.waitForExit() == 0)
    }

    @Test func sigtermLeavesCleanlyAndSavesTheState() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("77\r")
        #expect(terminal.expect("77 °F"))
        #expect(terminal.expectPrompt("❯ "))
        terminal.signal(SIGTERM)
        #expect(terminal.waitForExit() == 128 + SIGTERM)
        let saved = try String(contentsOfFile: home.stateFolder + "/state.json", encoding: .utf8)
        #expect(saved.contains(#""input":"77""#))
    }
}
