import Foundation
import Testing
import RepositoryFiles

/// `keypad --play` on a projector's 40×20 in a real terminal emulator (tmux): the lesson
/// tells its comments, the machine panel stays, and back, restart and go-to move the lesson.
@Suite(.serialized) struct KeypadLessonTerminalTests {
    static let lesson = Repository.path("Examples/09-watching-the-machine.txt")

    @Test func lessonNineAt40By20TellsItsCommentsAndMovesBackRestartsAndGoesToALine() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try TmuxTerminal(["keypad", "--play", Self.lesson], environment: home.environment(),
                                        columns: 40, rows: 20)
        #expect(terminal.wait(for: "Lesson 9: watching the machine."))
        #expect(terminal.wait(for: "─ machine ─"), "the machine panel stays at 40×20")
        terminal.type(" ")  // trace on
        #expect(terminal.wait(for: "C starts a fresh entry in"))
        terminal.type("      ")  // the six events of C +/- 5 . 2
        #expect(terminal.wait(for: "A refused event shows why"))
        #expect(terminal.wait(for: "-5.2 °F"))
        terminal.type("    ")  // 1.2.3 up to its refused point: undone
        #expect(terminal.wait(for: "already has a"), "the reason, wrapped in the machine panel")
        terminal.type("b")
        #expect(terminal.wait(for: "> 1.2.3"))
        #expect(terminal.wait(for: "─ line 3 of 7 · 09-watching"))
        terminal.type("\u{1B}[H")  // Home
        #expect(terminal.wait(for: "─ line 1 of 7 · 09-watching"))
        #expect(terminal.wait(for: "Lesson 9: watching the machine."))
        #expect(terminal.wait(for: "0 °F"))
        terminal.type("g4\r")
        #expect(terminal.wait(for: "─ line 4 of 7 · 09-watching"))
        #expect(terminal.wait(for: "'convert 3' is two events"))
        #expect(terminal.wait(for: "-5.2 °F"))
        terminal.type("g99999999999999999999999\r")
        #expect(terminal.wait(for: "✗ there is no line"))
        #expect(terminal.wait(for: "'convert 3' is two events"), "a bad line number moves nothing")
        #expect(terminal.wait(for: "─ machine ─"))
        terminal.resize(columns: 100, rows: 40)  // room for what the shell prints after
        #expect(terminal.wait(for: "lesson 09-watching-the-machine.txt: line 4 of 7"))
        terminal.type("q")
        #expect(terminal.wait(for: "EXIT=0"))
    }

    /// Lesson 9 played to its end with `--record`: the recording holds the lesson's lines, the
    /// refused `1.2.3` as its error line (the keypad undoes it), `trace on` and `state` too, so
    /// `check` passes and `play` shows the refusal as the lesson does.
    @Test func aPlayedLessonsRecordingKeepsItsRefusedLine() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let recording = home.path + "/played.txt"
        let terminal = try TmuxTerminal(["keypad", "--play", Self.lesson, "--record", recording],
                                        environment: home.environment(), columns: 60, rows: 24)
        #expect(terminal.wait(for: "Lesson 9: watching the machine."))
        terminal.type(String(repeating: " ", count: 17))  // every event and line of the lesson
        #expect(terminal.wait(for: "end of the lesson: no mismatch"))
        terminal.type("q")
        #expect(terminal.wait(for: "EXIT=0"))
        let recorded = try String(contentsOfFile: recording, encoding: .utf8)
        let refusal = "fraction ──.──▶ ✗ refused: the entry already has a decimal point; state unchanged\n"
            + "line refused ──undo 3 steps──▶ ready   in: -5.2  out: ≈ -20.67\n"
            + "! '.' at column 4: the entry already has a decimal point\n"
        #expect(recorded.contains("> 1.2.3\n") && recorded.contains(refusal), "\(recorded)")
        #expect(recorded.contains("> trace on\ntrace is on\n") && recorded.contains("> state\n"))
        #expect(try BuiltBinary.run(["check", recording]).status == 0)
        let played = try BuiltBinary.run(["play", recording])
        #expect(played.stdout.contains("> 1.2.3") && played.stdout.contains("! '.' at column 4"), "\(played.stdout)")
    }

    /// Going to the last line of a 200,000-line lesson plays on a slice at a time: the keypad
    /// says where it is, Esc typed meanwhile is read at once and stops it at a line, and a
    /// line reached before is then gone to at once.
    @Test func aKeyTypedWhileAFarGoToPlaysOnStopsIt() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let lesson = home.path + "/long.txt"
        try String(repeating: "> 1\n-17.22 °C\n1 °F\n", count: 200_000).write(toFile: lesson, atomically: false, encoding: .utf8)
        let terminal = try TmuxTerminal(["keypad", "--play", lesson], environment: home.environment(), columns: 100, rows: 40)
        #expect(terminal.wait(for: "line 1 of 200000"))
        terminal.type("g200000\r")
        #expect(terminal.wait(for: "going to line 200000 of 200000: at line"))
        terminal.type("\u{1B}")  // Esc
        #expect(terminal.wait(for: "on the way to 200000"), "the key is read while the go-to plays on")
        terminal.type("g5\r")
        #expect(terminal.wait(for: "went to line 5 of 200000"))
        #expect(terminal.wait(for: "line 5 of 200000 · long.txt") || terminal.wait(for: "long.txt: line 5 of 200000"))
        terminal.type("q")
        #expect(terminal.wait(for: "EXIT=0"))
    }
}
