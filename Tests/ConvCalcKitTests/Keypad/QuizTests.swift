import Testing
@testable import ConvCalcKit
import Seeding

/// `keypad --quiz`: each key asked before it is applied, judged by the machine, scored.
@Suite(.seeded) struct QuizTests {
    /// A keypad quizzing the keys of `text`, a transcript.
    func quizzing(_ text: String, name: String = "lesson") throws -> KeypadModel {
        let lesson = try LessonPlayer(name: name, transcript: Transcript(parsing: text))
        return KeypadModel(start: lesson.start, quiz: Quiz(lesson: lesson))
    }

    /// The machine's own answer to the question in `model`.
    func machinesAnswer(_ model: KeypadModel) throws -> Quiz.Answer {
        let event = try #require(model.quiz?.question)
        switch Machine.transition(model.state, event) {
        case .success(let next): return .leadsTo(next.phase)
        case .failure: return .refused
        }
    }

    @Test func theQuestionsAreTheLessonsKeysInOrderEachAskedBeforeItIsApplied() throws {
        var model = try quizzing("> 1.5\n≈ -16.94 °C\n1.5 °F\n")
        var asked: [Event] = []
        while let question = model.quiz?.question, asked.count < 10 {
            let before = model.calculator.steps.count
            asked.append(question)
            #expect(model.calculator.steps.count == before, "asking applies nothing")
            model.perform(.answer(try machinesAnswer(model)))
        }
        #expect(asked == [.digit(1), .point, .digit(5), .commit])
        #expect(model.quiz?.isOver == true && model.quiz?.score == "4 of 4 right")
        #expect(model.displays.input == "1.5 °F")
    }

    @Test func aWrongAnswerScoresNothingSaysWhatTheMachineDidAndStillAppliesTheKey() throws {
        var model = try quizzing("> 2\n≈ -16.67 °C\n2 °F\n")
        model.perform(.answer(.leadsTo(.fraction)))
        let quiz = try #require(model.quiz)
        #expect(quiz.asked == 1 && quiz.right == 0)
        #expect(quiz.last?.expected == .leadsTo(.integer))
        #expect(quiz.feedback?.hasPrefix("✗ not fraction: ready ──digit 2──▶ integer") == true)
        #expect(model.status.isError)
        #expect(model.state.phase == .integer && model.calculator.steps.count == 1)
    }

    @Test func aRefusedKeyIsRightlyAnsweredRefusedAndShownWithWhy() throws {
        var model = try quizzing("> 1.2.3\n! '.' at column 4: the entry already has a decimal point\n> 5\n≈ -15 °C\n5 °F\n")
        for _ in 0..<3 { model.perform(.answer(try machinesAnswer(model))) }
        #expect(model.quiz?.question == .point && model.state.phase == .fraction)
        model.perform(.answer(.refused))
        let last = try #require(model.quiz?.last)
        #expect(last.isRight && last.guards.isEmpty && model.quiz?.feedback?.contains(Rejection.secondPoint.message) == true)
        #expect(model.quiz?.question == .digit(5), "the refused line is undone, as a lesson undoes it")
        #expect(model.state.phase == .ready)
    }

    /// A lesson's line that sends no key is played on the way, and the feedback says so
    /// (lesson 07's `C 5 x`, `state` and `convert 3 4` were skipped without a word).
    @Test func linesThatSendNoKeyAreSaidToBeSkipped() throws {
        var model = try quizzing("> state\nstate ready, entry 0 °F, converter fahrenheit to celsius (°F → °C), precision 2\n"
                                 + "> 2\n≈ -16.67 °C\n2 °F\n> C 5 x\n! unknown key 'x' at column 5; type 'help' for the keys\n"
                                 + "> state\nstate ready, entry 2 °F, converter fahrenheit to celsius (°F → °C), precision 2\n> 3\n")
        #expect(model.quiz?.feedback == "line 1 sends no key: skipped")
        model.perform(.answer(try machinesAnswer(model)))
        #expect(model.quiz?.feedback?.contains("▶ integer") == true, "\(model.quiz?.feedback ?? "")")
        #expect(model.quiz?.feedback?.contains("skipped") == false, "none skipped before the next key")
        model.perform(.answer(try machinesAnswer(model)))
        #expect(model.quiz?.question == .digit(3))
        #expect(model.quiz?.feedback?.hasSuffix(" · lines 3–4 send no key: skipped") == true, "\(model.quiz?.feedback ?? "")")
    }

    @Test func aGuardedKeyShowsItsGuardAndARefusalTheGuardThatFailed() throws {
        var model = try quizzing("> 1234567890123456\n")
        model.perform(.answer(.leadsTo(.integer)))
        model.perform(.answer(.leadsTo(.integer)))
        #expect(model.quiz?.last?.guards.contains("≤ 15 significant digits") == true, "\(model.quiz?.last?.guards ?? [])")
        #expect(model.quiz?.feedback?.hasSuffix("[≤ 15 significant digits; within the kind's limit]") == true)
        while model.calculator.steps.count < 15 { model.perform(.answer(.leadsTo(.integer))) }
        model.perform(.answer(.refused))
        #expect(model.quiz?.last?.isRight == true)
        #expect(model.quiz?.last?.guards == ["≤ 15 significant digits fails"])
    }

    @Test func lessonThreeAsksScoresAndEnds() throws {
        let name = "03-number-entry.txt"
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        var model = KeypadModel(start: lesson.start, quiz: Quiz(lesson: lesson))
        var wrong = 0
        while model.quiz?.isOver == false && (model.quiz?.asked ?? 0) < 500 {
            let right = try machinesAnswer(model)
            let answer: Quiz.Answer = (model.quiz?.asked ?? 0) % 3 == 0 ? (right == .refused ? .leadsTo(.ready) : .refused) : right
            if answer != right { wrong += 1 }
            model.perform(.answer(answer))
        }
        let quiz = try #require(model.quiz)
        #expect(quiz.isOver && quiz.asked > 20)
        #expect(quiz.right == quiz.asked - wrong)
        // The keys were the lesson's, applied as the lesson plays them: it ends where the lesson does.
        var played = KeypadModel(start: lesson.start, lesson: lesson)
        while played.player?.isAtEnd == false { played.perform(.playNext) }
        #expect(model.state == played.state)
    }

    /// The class of the rule: whatever the keys, the quiz's answer is what the keypad then did.
    @Test func theExpectedAnswerIsAlwaysWhatTheKeypadDidWithTheKey() {
        var seeds = SeededGenerator()
        for _ in 0..<200 {
            let seed = seeds.next()
            var model = KeypadModel(start: .initial, quiz: Quiz(seed: seed, count: 20))
            while model.quiz?.isOver == false {
                model.perform(.answer(.refused))
                let step = model.calculator.lastStep!
                let did: Quiz.Answer = step.refusal == nil ? .leadsTo(step.after.phase) : .refused
                #expect(model.quiz?.last?.expected == did, "seed \(seed): \(TraceText.plain(step))")
            }
            #expect(model.quiz?.asked == 20)
        }
    }

    @Test func oneSeedIsOneQuizForTheWholeClass() {
        var seeds = SeededGenerator()
        let seed = seeds.next()
        func questions() -> [Event] {
            var model = KeypadModel(start: .initial, quiz: Quiz(seed: seed, count: 20))
            var asked: [Event] = []
            while let question = model.quiz?.question {
                asked.append(question)
                model.perform(.answer(.refused))
            }
            return asked
        }
        #expect(questions() == questions())
        #expect(Quiz(seed: seed, count: 20).name == "20 random keys, seed \(seed)")
    }

    @Test func randomKeysReachTheInterestingEdges() {
        var seeds = SeededGenerator()
        var seen: Set<String> = []
        for _ in 0..<100 {
            var model = KeypadModel(start: .initial, quiz: Quiz(seed: seeds.next(), count: 20))
            while model.quiz?.isOver == false { model.perform(.answer(.refused)) }
            for step in model.calculator.steps {
                switch (step.before.phase, step.event, step.refusal) {
                case (.fraction, .point, .secondPoint?): seen.insert("second point")
                case (_, .sign, .belowAbsoluteZero?): seen.insert("sign below absolute zero")
                case (_, .exponent, nil): seen.insert("EE")
                case (.choosing, .pick, _): seen.insert("pick")
                default: break
                }
            }
        }
        #expect(seen == ["second point", "sign below absolute zero", "EE", "pick"])
    }

    @Test func whileAskingTheLettersAnswerAndTheKeypadsKeysWait() {
        var map = KeyMap(layout: nil, phase: .ready, showsHelp: false, plays: false)
        map.quizzes = true
        for (key, answer) in Quiz.Answer.keys {
            #expect(map.command(for: .character(key)) == .answer(answer))
            #expect(map.command(for: .character(Character(key.uppercased()))) == .answer(answer))
        }
        #expect(Quiz.Answer.keys.map(\.key) == ["r", "i", "f", "e", "c", "x"])
        #expect(map.command(for: .character("5")) == KeypadCommand.ignored)
        #expect(map.command(for: .enter) == KeypadCommand.ignored)
        #expect(map.command(for: .character("q")) == .quit)
    }

    @Test func theScreenShowsTheQuestionThenTheScoreAtTheEnd() throws {
        var model = try quizzing("> 7\n≈ -13.89 °C\n7 °F\n", name: "seven")
        let screen = TextScreen(columns: 100, rows: 40)
        KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen)
        #expect(screen.text.contains("quiz: seven"))
        #expect(screen.text.contains("key 1: in ready, digit 7 leads to?"))
        while model.quiz?.isOver == false { model.perform(.answer(.leadsTo(.ready))) }
        KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen)
        #expect(screen.text.contains("quiz over: 1 of 2 right"), "\(screen.text)")
    }

    /// Once the quiz is over the panel says what the answer letters do on the keypad again (a
    /// student's extra `r` reset it, unsaid), on a projector's 40×20 too.
    @Test(arguments: [(100, 40), (40, 20)])
    func theEndSaysTheAnswerLettersAreKeypadKeysAgain(size: (Int, Int)) throws {
        var model = try quizzing("> 7\n≈ -13.89 °C\n7 °F\n", name: "seven")
        while model.quiz?.isOver == false { model.perform(.answer(.leadsTo(.ready))) }
        let screen = TextScreen(columns: size.0, rows: size.1)
        let panel = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen)?.panel)
        let rows = (panel.y + 1..<panel.bottom - 1).map { String(Array(screen.lines[$0])[(panel.x + 2)..<(panel.right - 2)]) }
        let text = rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("r resets, c clears, e is EE; q quits"), "\(screen.text)")
    }

    /// While a question is asked, the machine panel does not show the last step: after `1`,
    /// `integer ──digit 1──▶ integer` would answer `in integer, digit 2 leads to?`.
    @Test(arguments: [(100, 40), (60, 24), (40, 20)])
    func theMachinePanelDoesNotGiveTheAnswerAway(size: (Int, Int)) throws {
        var model = try quizzing("> 123\n≈ 50.56 °C\n123 °F\n")
        model.perform(.answer(try machinesAnswer(model)))
        #expect(model.quiz?.question == .digit(2))
        let screen = TextScreen(columns: size.0, rows: size.1)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        let machine = try #require(layout.machine)
        let panel = screen.lines[machine.y..<machine.bottom].joined(separator: "\n")
        #expect(!panel.contains("──▶ integer") && !panel.contains("digit 1"), "\(size):\n\(panel)")
        #expect(panel.contains("?"), "\(size): the panel asks too:\n\(panel)")
    }
}
