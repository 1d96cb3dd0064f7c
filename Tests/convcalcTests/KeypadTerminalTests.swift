import ConvCalcKit
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import RepositoryFiles
#endif

/// `convcalc keypad` in a real terminal emulator (tmux): keys, SGR mouse clicks, what the
/// screen shows, and a terminal given back on every way out.
@Suite(.serialized) struct KeypadTerminalTests {
    /// The state whose name is drawn in the highlight colour (the orange of the original's
    /// Convert key, xterm 214), read from the styled screen.
    func highlightedState(_ terminal: TmuxTerminal) -> String? {
        guard let row = terminal.screen(styled: true).first(where: { $0.contains(" choosing ") && $0.contains(" ready ") }),
              let mark = row.range(of: "48;5;214m") else { return nil }
        return row[mark.upperBound...].split(separator: " ").first.map(String.init)
    }

    func started(_ arguments: [String] = [], home: TemporaryHome, color: Bool = false,
                 columns: Int = 100, rows: Int = 40) throws -> TmuxTerminal {
        let terminal = try TmuxTerminal(["keypad"] + arguments, environment: home.environment(color: color),
                                        columns: columns, rows: rows)
        #expect(terminal.wait(for: "Convert"))
        return terminal
    }

    /// True when the pane's terminal is back to normal: main screen, no mouse reports, and
    /// line editing and echo on again.
    func restored(_ terminal: TmuxTerminal) -> Bool {
        guard terminal.wait(for: "STTY-DONE") else { return false }  // stty has printed every mode
        let modes = terminal.screen().joined(separator: "\n")
        return terminal.format("#{alternate_on}#{mouse_any_flag}#{mouse_sgr_flag}") == "000"
            && modes.contains(" icanon") && !modes.contains("-icanon") && modes.contains(" echo ") && !modes.contains("-echo ")
    }

    @Test func typing98Point6Shows37CelsiusAndTheMachineMovesReadyIntegerFraction() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(["--no-state"], home: home, color: true)
        #expect(highlightedState(terminal) == "ready")
        terminal.type("9")
        #expect(terminal.wait(for: "9 °F"))
        #expect(highlightedState(terminal) == "integer")
        terminal.type("8.")
        #expect(terminal.wait(for: "98. °F"))
        #expect(highlightedState(terminal) == "fraction")
        terminal.type("6")
        #expect(terminal.wait(for: "37 °C"))
        #expect(terminal.wait(for: "98.6 °F"))
        #expect(terminal.wait(for: "fraction ──digit 6──▶ fraction"))
        terminal.type("q")
        #expect(terminal.wait(for: "EXIT=0"))
    }

    /// A resize is a redraw, not a key press: no "not a key" message, the help stays open.
    /// A terminfo entry without a size (`linux`, the Linux console) works, and LINES and
    /// COLUMNS from outside, hostile or not, never size the screen: it was refused as a
    /// terminal "that cannot move the cursor".
    @Test(arguments: [["TERM": "linux"], ["TERM": "cygwin"], ["LINES": "99999", "COLUMNS": "99999"], ["LINES": "-5", "COLUMNS": "x"]])
    func aTerminalWithoutATerminfoSizeAndHostileLinesWork(variables: [String: String]) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try TmuxTerminal(["keypad", "--no-state"], environment: home.environment().merging(variables) { $1 },
                                        columns: 100, rows: 40)
        #expect(terminal.wait(for: "Convert"), "\(terminal.screen())")
        terminal.type("98.6\r")
        #expect(terminal.wait(for: "37 °C"), "\(terminal.screen())")
        #expect(terminal.screen().first.map { $0.contains("machine") && $0.count > 90 } == true, "drawn on the whole width")
        terminal.type("q")
        #expect(terminal.wait(for: "EXIT=0"))
    }

    @Test func aResizeRedrawsWithoutCountingAsAKey() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(["--no-state"], home: home)
        terminal.type("9")
        #expect(terminal.wait(for: "ready ──digit 9──▶ integer"))
        terminal.resize(columns: 90, rows: 36)
        #expect(terminal.wait { $0.count >= 36 && $0[0].count < 100 && $0.joined().contains("Convert") })
        usleep(300_000)
        #expect(!terminal.screen().joined().contains("not a key"))
        #expect(terminal.wait(for: "9 °F"))
        terminal.type("?")
        #expect(terminal.wait(for: "number keys"))
        terminal.resize(columns: 100, rows: 40)
        usleep(500_000)
        #expect(terminal.screen().joined().contains("number keys"), "the help is still open")
        #expect(!terminal.screen().joined().contains("not a key"))
        terminal.type("q")
        terminal.type("q")
        #expect(terminal.wait(for: "EXIT=0"))
    }

    @Test func signBelowAbsoluteZeroIsRefusedWithTheReason() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(["--no-state"], home: home)
        terminal.type("459.671-")
        #expect(terminal.wait(for: "-459.671 °F is below absolute zero (-459.67 °F)"))
        #expect(terminal.wait(for: "459.671 °F"))
        #expect(!terminal.screen().joined().contains("-459.671 °F │"))
        terminal.type("q")
    }

    @Test func aClickOnConvertOpensTheSheetAndAClickOnARowConverts() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(["--no-state"], home: home)
        terminal.type("26.2")
        #expect(terminal.wait(for: "26.2 °F"))
        let convert = try #require(terminal.find("Convert"))
        terminal.click(column: convert.column + 2, row: convert.row)
        #expect(terminal.wait(for: "miles to kilometers"))
        let row = try #require(terminal.find("miles to kilometers"))
        terminal.click(column: row.column, row: row.row)
        #expect(terminal.wait(for: "≈ 42.16 km"))
        #expect(terminal.wait(for: "26.2 mi"))
        #expect(!terminal.screen().joined().contains("kilometers to miles"), "the sheet closed")
        terminal.type("q")
    }

    @Test func leftStepsBackToTheStateBeforeAndRightForwardAgain() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(["--no-state"], home: home)
        terminal.type("98.6")
        #expect(terminal.wait(for: "98.6 °F"))
        terminal.type("\u{1B}[D")
        #expect(terminal.wait(for: "98. °F"))
        #expect(terminal.wait(for: "time travel: event 3 of 4"))
        terminal.type("\u{1B}[C")
        #expect(terminal.wait(for: "37 °C"))
        terminal.type("q")
    }

    @Test func quittingGivesTheTerminalBack() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(["--no-state"], home: home)
        #expect(terminal.format("#{alternate_on}#{mouse_sgr_flag}") == "11", "full screen with SGR mouse while running")
        terminal.type("q")
        #expect(terminal.wait(for: "EXIT=0"))
        #expect(restored(terminal))
    }

    @Test func sigtermGivesTheTerminalBackAndSavesTheState() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started([], home: home)
        terminal.type("212\r")
        #expect(terminal.wait(for: "100 °C"))
        kill(try #require(terminal.convcalcPID), SIGTERM)
        #expect(terminal.wait(for: "EXIT=143"))
        #expect(restored(terminal))
        let saved = try String(contentsOfFile: home.stateFolder + "/state.json", encoding: .utf8)
        #expect(saved.contains("\"input\":\"212\""))
    }

    @Test(arguments: [(SIGSEGV, 139), (SIGILL, 132), (SIGQUIT, 131)] as [(Int32, Int)])
    func aFatalSignalGivesTheTerminalBackAndEndsTheProgram(signal: Int32, status: Int) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(["--no-state"], home: home)
        terminal.type("5")
        #expect(terminal.wait(for: "5 °F"))
        kill(try #require(terminal.convcalcPID), signal)
        #expect(terminal.wait(for: "EXIT=\(status)"))
        #expect(restored(terminal))
    }

    @Test func theRecordedSessionPassesCheck() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/session.txt"
        let terminal = try started(["--no-state", "--record", file], home: home)
        terminal.type("98.6\r")
        #expect(terminal.wait(for: "37 °C"))
        terminal.type("k3")
        #expect(terminal.wait(for: "98.6 mi"))
        terminal.type("c-5q")
        #expect(terminal.wait(for: "EXIT=0"))
        let recorded = try String(contentsOfFile: file, encoding: .utf8)
        #expect(recorded.contains("> 98.6\n37 °C\n98.6 °F\n> convert\n"))
        #expect(recorded.contains("> clear +/- 5\n"))
        let check = try BuiltBinary.run(["check", file])
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test func aLessonPlaysToItsEndWithSpace() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let lesson = Repository.path("Examples/03-number-entry.txt")
        let terminal = try started(["--play", lesson], home: home)
        #expect(terminal.wait(for: "lesson 03-number-entry.txt"))
        terminal.type(" ")
        #expect(terminal.wait(for: "Space sends"))
        for _ in 0..<20 {
            terminal.type(String(repeating: " ", count: 10))
            if terminal.wait(for: "end of the lesson", timeout: 1) { break }
        }
        #expect(terminal.wait(for: "end of the lesson: no mismatch"))
        terminal.type("q")
    }

    /// A lesson whose name and lines are wide characters (two columns each) stays inside its
    /// panel: before, ncurses carried the rest of such a line on into the next row, over the
    /// keypad's buttons.
    @Test func wideCharactersInALessonStayInsideItsPanel() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let lesson = home.path + "/" + String(repeating: "课程", count: 12) + ".txt"
        let wide = String(repeating: "千", count: 40)
        try Data("# 这是一个很长的中文注释，用来测试宽字符。\n> help \(wide)\n".utf8).write(to: URL(fileURLWithPath: lesson))
        #expect(try BuiltBinary.run(["check", "--update", lesson], environment: home.environment()).status == 0)
        let terminal = try started(["--play", lesson], home: home)
        terminal.type(" ")
        #expect(terminal.wait(for: "end of the lesson: no mismatch"))
        let screen = terminal.screen()
        #expect(screen.allSatisfy { ColumnWidth.of($0) <= 100 })
        for keys in ["  C     prec    swap    reset", "    7         8         9", "    4         5         6",
                     "    1         2         3", "  0       .      +/-     EE", "           Convert"] {
            #expect(screen.contains { $0.hasPrefix(keys + " ") }, "the keypad row '\(keys)' is intact")
        }
        let box = screen.filter { $0.dropFirst(31).hasPrefix("│") || $0.dropFirst(31).hasPrefix("├") }
        #expect(box.allSatisfy { ColumnWidth.of($0) == 100 && ($0.hasSuffix("│") || $0.hasSuffix("┤")) })
        terminal.type("q")
    }

    /// Ctrl-Z then fg (here SIGTSTP, then SIGCONT): the keypad comes back with its cursor
    /// hidden. It was given back visible for the shell, behind ncurses' back, so ncurses
    /// still counted it hidden and skipped hiding it again.
    @Test func afterAStopAndAContinueTheCursorIsHiddenAgain() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(["--no-state"], home: home)
        #expect(terminal.format("#{cursor_flag}") == "0")
        guard let pid = terminal.convcalcPID else {
            Issue.record("no convcalc process")
            return
        }
        kill(pid, SIGTSTP)  // (under the pane's sh, without job control, the stop itself is skipped)
        usleep(300_000)
        kill(pid, SIGCONT)
        #expect(terminal.wait(timeout: 5) { _ in terminal.format("#{alternate_on}") == "1" })
        terminal.type("5")
        #expect(terminal.wait(for: "-15 °C"))
        #expect(terminal.format("#{cursor_flag}") == "0")
        terminal.type("q")
    }

    /// A storm of resizes with stops and continues among them: after quitting, the shell's
    /// screen holds nothing of the keypad. A frame cut by a stop went on after the continue
    /// on the shell's screen (the stop had left the alternate screen), where it stayed: 7 runs
    /// in 10 before `Signals.writeAfterContinuing`.
    @Test func aFrameCutByAStopIsNotLeftOnTheShellsScreen() throws {
        for _ in 0..<3 {
            let home = try TemporaryHome()
            defer { home.remove() }
            let terminal = try started(["--no-state"], home: home)
            let pid = try #require(terminal.convcalcPID)
            for index in 0..<20_000 {  // over about a second, so signals fall while frames are written
                kill(pid, SIGWINCH)
                usleep(25)
                if index % 50 == 0 {
                    kill(pid, SIGTSTP)  // (under the pane's sh, without job control, the stop itself is skipped)
                    kill(pid, SIGCONT)
                }
            }
            usleep(300_000)
            terminal.type("5")
            #expect(terminal.wait(for: "-15 °C"))
            terminal.type("q")
            #expect(terminal.wait(for: "STTY-DONE"))
            // The keypad's keys (the frame's top, where the display is, is written over by `stty -a`).
            let shell = terminal.screen().joined(separator: "\n")
            #expect(!shell.contains("Convert") && !shell.contains("+/-"), "\(shell)")
        }
    }

    /// A recording that cannot take even its header (/dev/full) is said on the first screen.
    @Test func aRecordingThatCannotBeWrittenIsSaidOnTheFirstScreen() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(["--no-state", "--record", "/dev/full"], home: home)
        #expect(terminal.wait(for: "the recording stopped"))
        terminal.type("q")
    }

    /// On a terminal that is not its session's (`setsid`: no job control), the keypad runs:
    /// only a background job of its terminal is refused.
    @Test func inASessionOfItsOwnTheKeypadRuns() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try TmuxTerminal(["keypad", "--no-state"], environment: home.environment(), launcher: ["setsid", "-w"])
        #expect(terminal.wait(for: "Convert"))
        terminal.type("q")
        #expect(terminal.wait(for: "EXIT=0"))
    }

    @Test func aTerminalTooSmallGetsOneLineAskingForRoom() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try TmuxTerminal(["keypad", "--no-state"], environment: home.environment(), columns: 30, rows: 8)
        let least = KeypadLayout.minimum(displayWidth: "≈ -17.78 °C".count, lesson: false)
        #expect(terminal.wait { $0[0].hasPrefix("need \(least)") && $0.dropFirst().joined().trimmingCharacters(in: .whitespaces).isEmpty })
        terminal.type("q")
    }

    @Test func withoutATerminalItRefusesWithExitStatus64() throws {
        let run = try BuiltBinary.run(["keypad", "--no-state"], stdin: "5\n")
        #expect(run.status == 64)
        #expect(run.stderr.contains("needs a terminal"))
    }
}
