import ConvCalcKit
import Foundation
import Testing
import RepositoryFiles

/// `convcalc keypad --quiz LESSON` in a real terminal emulator (tmux), at a roomy, a usual and a
/// small size: it asks every key of the lesson, takes right and wrong answers, ends with the
/// score on screen, on leaving and as the last comment of its recording, which `check` passes.
@Suite(.serialized) struct KeypadQuizTerminalTests {
    static let lessonName = "03-number-entry.txt"
    static let lessonPath = Repository.url("Examples").appendingPathComponent(lessonName).path

    /// The answers to type, every third one wrong, and the score they earn: found by taking the
    /// same quiz on the model (the machine decides what is right).
    static func answers() throws -> (keys: String, score: String) {
        let transcript = try Transcript(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: lessonPath))))
        let lesson = try LessonPlayer(name: lessonName, transcript: transcript)
        var model = KeypadModel(start: lesson.start, quiz: Quiz(lesson: lesson))
        var keys = ""
        while let quiz = model.quiz, let event = quiz.question, keys.count < 500 {
            let right: Quiz.Answer = switch Machine.transition(model.state, event) {
            case .success(let next): .leadsTo(next.phase)
            case .failure: .refused
            }
            let answer = quiz.asked % 3 == 2 ? (right == .refused ? .leadsTo(.ready) : .refused) : right
            keys.append(Quiz.Answer.keys.first { $0.answer == answer }?.key ?? "?")
            model.perform(.answer(answer))
        }
        return (keys, model.quiz?.score ?? "")
    }

    @Test(arguments: [(100, 40), (60, 24), (40, 20)])
    func aQuizOverLessonThreeAsksScoresAndEnds(columns: Int, rows: Int) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let recording = home.path + "/quiz.txt"
        let (keys, score) = try KeypadQuizTerminalTests.answers()
        let terminal = try TmuxTerminal(["keypad", "--quiz", KeypadQuizTerminalTests.lessonPath, "--record", recording],
                                        environment: home.environment(), columns: columns, rows: rows)
        #expect(terminal.wait(for: "Convert"))
        #expect(terminal.wait(for: "in ready, digit 2 leads to?"), "\(terminal.screen().joined(separator: "\n"))")
        #expect(terminal.screen().contains { $0.contains("prec") } && terminal.screen().contains { $0.contains("EE") },
                "EE and prec on the face")
        terminal.type(String(keys.prefix(3)))
        #expect(terminal.wait(for: "✗ not refused:"), "the third answer is wrong and says so")
        terminal.type(String(keys.dropFirst(3)))
        #expect(terminal.wait(for: "quiz over: " + score), "\(terminal.screen().joined(separator: "\n"))")
        terminal.type("q")
        #expect(terminal.wait(for: "STTY-DONE"))
        if rows >= 24 {  // below, stty's modes push the last lines out of the pane
            #expect(terminal.screen().contains("EXIT=0"))
            #expect(terminal.screen().contains("quiz \(KeypadQuizTerminalTests.lessonName): \(score)"), "the score is printed on leaving")
        }
        let recorded = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(recorded.hasSuffix("\n# quiz \(KeypadQuizTerminalTests.lessonName): \(score)\n"))
        #expect(recorded.contains("\n> 1.2.3\n! '.' at column 4: the entry already has a decimal point\n"),
                "the lesson's refused line is recorded as its error line")
        #expect(try BuiltBinary.run(["check", recording]).status == 0, "the score is a comment: check passes")
    }
}
