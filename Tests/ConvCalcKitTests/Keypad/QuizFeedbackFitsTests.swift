import Testing
@testable import ConvCalcKit
import Seeding

/// A quiz at 40×20, 60×24 and 100×40: after every answer the quiz panel shows the feedback —
/// the transition and its guard — whole, wrapped at blanks, and the status line shows the
/// feedback or its short verdict whole, never a part of it.
@Suite(.seeded) struct QuizFeedbackFitsTests {
    static let panel = MachinePanelStaysTests()

    func expectFeedbackWhole(_ model: KeypadModel, _ size: ScreenSize, _ context: String) throws {
        let quiz = try #require(model.quiz)
        let feedback = try #require(quiz.feedback), short = try #require(quiz.feedback(givingReason: false))
        let (screen, layout) = try Self.panel.draw(model, size)
        let rect = try #require(layout.panel, "no quiz panel at \(size)")
        let words = Self.panel.words(in: rect, of: screen)
        #expect(Self.panel.shows(words, feedback) || Self.panel.shows(words, short),
                "\(context) at \(size): \(feedback)\n\(screen.text)")
        // The status line: the feedback, or its verdict, whole (or cut at a blank when even that is too wide).
        let status = screen.lines[size.rows - 2].trimmingBlanks
        let verdict = try #require(quiz.verdict)
        #expect(status == feedback || status == verdict || status.hasSuffix(" …") && verdict.hasPrefix(status.dropLast(2) + " "),
                "\(context) at \(size): status \(status)")
    }

    @Test(arguments: MachinePanelStaysTests.sizes)
    func lessonThreesFeedbackIsWholeAtEverySize(size: ScreenSize) throws {
        let lesson = try LessonPlayer(name: "03-number-entry.txt", transcript: Transcript(bytes: ExamplesTests.bytes(of: "03-number-entry.txt")))
        var model = KeypadModel(start: lesson.start, quiz: Quiz(lesson: lesson))
        var random = SeededGenerator()
        while model.quiz?.isOver == false {
            model.perform(.answer(Quiz.Answer.keys[random.next(Quiz.Answer.keys.count)].answer))
            try expectFeedbackWhole(model, size, "key \(model.quiz?.asked ?? 0)")
        }
    }

    /// Random keys lean toward the long guards: signs at absolute zero, a point in a fraction, EE.
    @Test(arguments: MachinePanelStaysTests.sizes)
    func randomQuizzesFeedbackIsWholeAtEverySize(size: ScreenSize) throws {
        var random = SeededGenerator()
        for _ in 0..<6 {
            let seed = UInt64(random.next(1_000_000))
            var model = KeypadModel(start: .initial, quiz: Quiz(seed: seed, count: 40))
            while model.quiz?.isOver == false {
                model.perform(.answer(Quiz.Answer.keys[random.next(Quiz.Answer.keys.count)].answer))
                try expectFeedbackWhole(model, size, "seed \(seed), key \(model.quiz?.asked ?? 0)")
            }
        }
    }

    /// While a question is open the machine panel does not list where the keys lead (the
    /// answer); once the quiz is over, it does again.
    @Test(arguments: MachinePanelStaysTests.sizes)
    func theMachinePanelDoesNotGiveTheAnswerAway(size: ScreenSize) throws {
        var model = KeypadModel(start: .initial, quiz: Quiz(seed: 7, count: 3))
        func machineText() throws -> String {
            let (screen, layout) = try Self.panel.draw(model, size)
            return Self.panel.words(in: try #require(layout.machine), of: screen).joined(separator: " ")
        }
        while model.quiz?.isOver == false {
            #expect(try !machineText().contains("──▶ integer") && !machineText().contains("digit ."), "\(size)")
            model.perform(.answer(.refused))
        }
        model.perform(.send(.clear))
        #expect(try machineText().contains("──▶ integer") || machineText().contains("digit ."), "\(size)")
    }
}
