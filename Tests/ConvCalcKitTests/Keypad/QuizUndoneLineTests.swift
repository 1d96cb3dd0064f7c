import Testing
@testable import ConvCalcKit

/// A quiz over a lesson: when a refused key undoes its line (lines are atomic), the feedback
/// says so and where the keypad is back, in the panel and on the status line.
@Suite struct QuizUndoneLineTests {
    static let panel = MachinePanelStaysTests()

    @Test(arguments: MachinePanelStaysTests.sizes)
    func aRefusedKeyThatUndoesItsLineSaysSo(size: ScreenSize) throws {
        let lesson = try LessonPlayer(name: "03-number-entry.txt",
                                      transcript: Transcript(bytes: ExamplesTests.bytes(of: "03-number-entry.txt")))
        var model = KeypadModel(start: lesson.start, quiz: Quiz(lesson: lesson))
        var undone = 0
        while model.quiz?.isOver == false {
            let before = model.state
            model.perform(.answer(.refused))
            let quiz = try #require(model.quiz)
            let feedback = try #require(quiz.feedback)
            guard quiz.last?.step.refusal != nil else {
                #expect(!feedback.contains("undone"), "\(feedback)")
                continue
            }
            undone += 1
            #expect(before.phase == .fraction && model.state.phase == .ready)
            #expect(feedback.hasSuffix(" · line > 1.2.3 undone, back in ready"), "\(feedback)")
            #expect(quiz.verdict?.hasSuffix(" · line undone") == true)
            let (screen, layout) = try Self.panel.draw(model, size)
            let words = Self.panel.words(in: try #require(layout.panel), of: screen)
            #expect(Self.panel.shows(words, "line > 1.2.3 undone, back in ready"), "\(size)\n\(screen.text)")
            #expect(screen.lines[size.rows - 2].contains("undone"), "\(size): the status line")
        }
        #expect(undone == 1, "lesson 03 refuses one key: the second point of 1.2.3")
    }
}
