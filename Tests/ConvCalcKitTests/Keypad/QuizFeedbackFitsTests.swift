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

/// A quiz's title and its machine panel on small screens: shorter forms in whole words, so
/// that nothing is cut mid-word and the `?` that marks the question stays.
@Suite struct QuizFitsSmallScreensTests {
    func drawn(_ columns: Int, _ rows: Int) throws -> [String] {
        let model = KeypadModel(start: .initial, quiz: Quiz(seed: 7, count: 3))
        let screen = TextScreen(columns: columns, rows: rows)
        try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen) != nil)
        return screen.lines.map { String($0) }
    }

    /// At 20×17 the title has 15 columns and a row 16: the quiz's name, `3 random keys, seed
    /// 7`, ends at a blank (`quiz: 3 …`, it was `quiz: 3 random…`), the score is `0/0` (it was
    /// `score: 0 of 0 r…`), and the title with the score in it is `quiz 0/0, key 1` (it was
    /// `quiz 0 of 0 ri…`).
    @Test func theTitleAndScoreAtTwentyBySeventeenAreWholeWords() throws {
        let lines = try drawn(20, 17)
        #expect(lines.contains("┌─ quiz: 3 … ──────┐") && lines.contains("│ score: 0/0       │"), "\(lines.joined(separator: "\n"))")
        let quiz = Quiz(seed: 7, count: 3)
        #expect(KeypadView(glyphs: Glyphs(unicode: true)).quizTitle(quiz, width: 15) == "quiz 0/0, key 1")
    }

    /// While a quiz asks, the machine panel's row ends `──▶ ?` at every width: the state
    /// beside it where it fits (`fraction ──▶ ?`, 14 columns), else `──▶ ?` alone (it was
    /// `fraction ──▶…` at 40×20, the question lost); the state is lit in the row above.
    @Test func theMachinePanelKeepsItsQuestionMarkAtEveryWidth() throws {
        var calculator = KeypadCalculator(start: .initial)
        calculator.send(.digit(1))
        calculator.send(.point)
        #expect(calculator.state.phase == .fraction)
        for width in 5...20 {
            let lines = MachinePanel.lines(state: calculator.state, last: nil, refusal: nil, width: width, rows: 2, showsWayOut: false)
            let asked = lines.map { $0.map(\.text).joined() }
            #expect(asked.count == 2 && asked[1].hasSuffix("──▶ ?") && ColumnWidth.of(asked[1]) <= width, "\(width): \(asked)")
            #expect(width < 14 || asked[1].contains("fraction ──▶ ?"), "\(width): \(asked)")
        }
        let lines = try drawn(40, 20)
        #expect(lines.contains { $0.contains("ready ──▶ ?") }, "\(lines.joined(separator: "\n"))")
    }
}
