import Testing
@testable import ConvCalcKit

/// At every size a quiz draws, from its least (20×17) to 60×30, every answer's feedback can
/// be read whole in the quiz panel: at once where the panel holds it, else scrolled with Down,
/// the panel's last row saying so (at 36×18 it stopped mid-guard, at 24×17 after `✗ not`).
@Suite struct QuizFeedbackScrollsTests {
    static let panel = MachinePanelStaysTests()

    /// True when `text`'s words come in order among `words`, each whole.
    func readsInOrder(_ words: [Substring], _ text: String) -> Bool {
        var rest = words[...]
        for word in text.split(separator: " ") {
            guard let found = rest.firstIndex(of: word) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    /// The words of the quiz panel at each scroll, from the top down to where Down stops.
    func scrolledWords(_ model: KeypadModel, _ size: ScreenSize) throws -> (words: [Substring], last: [Substring]) {
        var model = model
        var words: [Substring] = [], last: [Substring] = []
        for _ in 0..<40 {
            let (screen, layout) = try Self.panel.draw(model, size)
            let rect = try #require(layout.panel, "no quiz panel at \(size)")
            let shown = Self.panel.words(in: rect, of: screen)
            if shown == last { break }
            words += shown
            last = shown
            let map = KeyMap(layout: layout, phase: model.state.phase, showsHelp: false, plays: false)
            var quizzing = map
            quizzing.quizzes = model.quiz?.isOver == false
            model.perform(quizzing.command(for: .down))
        }
        return (words, last)
    }

    @Test func everyFeedbackIsReadWholeAtEverySize() throws {
        let answers = Quiz.Answer.keys.map(\.answer)
        var scrolled = 0
        for columns in 20...60 {
            for rows in 17...30 {
                let size = ScreenSize(columns: columns, rows: rows)
                var model = KeypadModel(start: .initial, quiz: Quiz(seed: 42, count: 8))
                var turn = columns + rows
                while model.quiz?.isOver == false {
                    model.perform(.answer(answers[turn % answers.count]))
                    turn += 1
                    let quiz = try #require(model.quiz)
                    let feedback = try #require(quiz.feedback), short = try #require(quiz.feedback(givingReason: false))
                    let (words, last) = try scrolledWords(model, size)
                    #expect(readsInOrder(words, feedback) || readsInOrder(words, short), "\(size), key \(quiz.asked): \(feedback)")
                    #expect(!last.contains("Down)"),
                            "\(size): Down stops before the end: \(last)")
                    if words.count > last.count { scrolled += 1 }
                }
            }
        }
        #expect(scrolled > 0, "some size scrolls")
    }

    /// After a resize the scroll is kept within what the new panel scrolls: a feedback scrolled
    /// to its end at 20×17 and then shown at 36×18 moves at the first Up (it did nothing: the
    /// scroll stood beyond the larger panel's end).
    @Test func aResizeKeepsTheScrollWithinTheNewPanel() throws {
        let small = ScreenSize(columns: 20, rows: 17), large = ScreenSize(columns: 36, rows: 18)
        let answers = Quiz.Answer.keys.map(\.answer)
        var model = KeypadModel(start: .initial, quiz: Quiz(seed: 42, count: 30))
        var resizes = 0
        for turn in 0..<30 where model.quiz?.isOver == false {
            model.perform(.answer(answers[turn % answers.count]))
            let smallPanel = try #require(try Self.panel.draw(model, small).1.panel)
            let largePanel = try #require(try Self.panel.draw(model, large).1.panel)
            var fitting = model
            fitting.perform(.scrollNarration(40, panel: largePanel))
            var resized = model
            resized.perform(.scrollNarration(40, panel: smallPanel))
            guard fitting.narrationScroll > 0, resized.narrationScroll > fitting.narrationScroll else { continue }
            resizes += 1
            resized.keepScroll(in: largePanel)
            let before = try Self.panel.draw(resized, large).0.text
            resized.perform(.scrollNarration(-1, panel: largePanel))
            #expect(try Self.panel.draw(resized, large).0.text != before, "key \(turn + 1): the first Up did nothing")
        }
        #expect(resizes > 0, "some feedback scrolls further at 20×17 than at 36×18")
    }

    /// The question stays in view while the feedback scrolls under it, in the smallest panel
    /// too (20×17: Down scrolled the question away with the feedback; now `in integer` in
    /// the title, `digit 4 → ?` pinned under it), as at 36×18.
    @Test(arguments: [(20, 17), (24, 17), (26, 18), (36, 18)])
    func theQuestionStaysWhileTheFeedbackScrolls(columns: Int, rows: Int) throws {
        let size = ScreenSize(columns: columns, rows: rows)
        let answers = Quiz.Answer.keys.map(\.answer)
        var model = KeypadModel(start: .initial, quiz: Quiz(seed: 42, count: 8))
        var turn = 0, scrolled = 0
        while model.quiz?.isOver == false {
            model.perform(.answer(answers[turn % answers.count]))
            turn += 1
            guard model.quiz?.isOver == false else { break }
            var scrolling = model
            let (screen, layout) = try Self.panel.draw(scrolling, size)
            let panel = try #require(layout.panel)
            let question = screen.lines[panel.y + 1]
            for _ in 0..<12 {
                scrolling.perform(.scrollNarration(1, panel: panel))
                let row = try Self.panel.draw(scrolling, size).0.lines[panel.y + 1]
                #expect(row == question, "\(size), key \(turn + 1): \(question) scrolled away: \(row)")
            }
            if scrolling.narrationScroll > 0 { scrolled += 1 }
        }
        #expect(scrolled > 0, "\(size): some feedback scrolls")
    }
}
