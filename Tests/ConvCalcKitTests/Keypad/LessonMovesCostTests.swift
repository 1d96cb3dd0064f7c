import Testing
@testable import ConvCalcKit
import Seeding

/// Going back and forth in a lesson costs a bounded number of lines played again, wherever the
/// line: random lessons (numbers, refused lines, lines without events, trace, a menu, a `quit`,
/// comments) and random moves. After each move the player and the keypad are exactly what
/// playing the lesson from its start with Space leaves; the move played at most
/// `LessonTrail.interval` lines again, and no line is ever played for the first time twice.
@Suite(.seeded) struct LessonMovesCostTests {
    static let lines = ["1", "26.2", "C +/- 5 . 2", "1.2.3", "convert 3", "x", "help", "state", "trace on", "trace off",
                        "swap", "12 convert 2", "precision 1", "5 . .", "C", "menu", "Esc", "7 Return"]

    /// A lesson of `count` random lines, some with comments before them, some expecting a line
    /// (mostly not what is shown: mismatches count too), a `quit` now and then.
    static func lesson(_ count: Int, _ random: inout SeededGenerator) throws -> LessonPlayer {
        var text = random.next(2) == 0 ? "# A random lesson.\n" : ""
        for index in 0..<count {
            if random.next(5) == 0 { text += "# before line \(index + 1)\n#\n# more\n" }
            let quits = random.next(count * 3) == 0
            text += "> " + (quits ? "quit" : lines[random.next(lines.count)]) + "\n"
            if random.next(3) == 0 { text += "≈ 1 km\n" }
        }
        if random.next(2) == 0 { text += "# The end.\n" }
        return try LessonPlayer(name: "random", transcript: Transcript(parsing: text))
    }

    /// The model after playing `lesson` from its start with Space until line `index` is next.
    static func played(_ lesson: LessonPlayer, toLine index: Int) throws -> KeypadModel {
        var model = KeypadModel(start: lesson.start, lesson: try LessonPlayer(name: lesson.name, transcript: lesson.transcript))
        while let player = model.player, player.lineIndex < index, !player.isAtEnd { model.perform(.playNext) }
        return model
    }

    @Test func everyMoveLandsWhereSpaceLandsAndPlaysAtMostAnIntervalOfLinesAgain() throws {
        var random = SeededGenerator()
        for round in 0..<12 {
            let lesson = try Self.lesson(1 + random.next(round < 4 ? 8 : 300), &random)
            var model = KeypadModel(start: lesson.start, lesson: lesson)
            for _ in 0..<14 {
                if random.next(4) == 0 { model.perform(.send(.digit(UInt8(random.next(10))))) }  // a key by hand
                if random.next(5) == 0 { model.perform(.stepBack) }  // time travel
                for _ in 0..<random.next(4) {  // Space sets keys by hand and time travel aside
                    let was = model.calculator
                    model.perform(.playNext)
                    LessonNavigationTests.expectRecordable(was, model.calculator, "round \(round): Space")
                }
                if random.next(4) == 0 { model.perform(.send(.digit(UInt8(random.next(10))))) }
                if random.next(5) == 0 { model.perform(.stepBack) }
                let before = try #require(model.player)
                let was = model.calculator
                let move: String
                switch random.next(4) {
                case 0 where before.lineBefore == nil:  // nothing to go back to: nothing changes
                    model.perform(.lessonBack)
                    #expect(model.calculator.steps == was.steps && model.player?.lineIndex == 0)
                    continue
                case 0:
                    model.perform(.lessonBack)
                    move = "back from line \(before.lineIndex + 1)"
                case 1:
                    model.perform(.restartLesson)
                    move = "restart from line \(before.lineIndex + 1)"
                default:
                    let line = 1 + random.next(lesson.lineCount)
                    Self.goTo(line, &model)
                    move = "g \(line) from line \(before.lineIndex + 1)"
                }
                let what = "round \(round), \(lesson.lineCount) lines: \(move)"
                let player = try #require(model.player)
                #expect(player.linesPlayedAgain - before.linesPlayedAgain <= LessonTrail.interval, "\(what)")
                #expect(player.trail.linesReached <= lesson.lineCount, "\(what)")
                let fresh = try Self.played(lesson, toLine: player.lineIndex)
                let expected = try #require(fresh.player)
                #expect(player.lineIndex == expected.lineIndex && player.isAtEnd == expected.isAtEnd, "\(what)")
                #expect(player.sent == 0 && player.currentEvents == nil, "\(what)")
                #expect(player.mismatches == expected.mismatches && player.finished == expected.finished, "\(what)")
                #expect(player.refusal == expected.refusal && player.narration == expected.narration, "\(what)")
                #expect(player.prompt == expected.prompt, "\(what)")
                #expect(model.calculator.steps == fresh.calculator.steps, "\(what)")
                #expect(model.calculator.position == fresh.calculator.position && model.state == fresh.state, "\(what)")
                LessonNavigationTests.expectRecordable(was, model.calculator, what)
            }
        }
    }

    /// `g`, the digits of `line`, Return.
    static func goTo(_ line: Int, _ model: inout KeypadModel) {
        model.perform(.lineNumber(.start))
        for digit in String(line) { model.perform(.lineNumber(.digit(UInt8(digit.wholeNumberValue ?? 0)))) }
        model.perform(.lineNumber(.go))
    }

    /// The lines a player has played in all, first or again.
    static func work(_ model: KeypadModel) -> Int {
        (model.player?.trail.linesReached ?? 0) + (model.player?.linesPlayedAgain ?? 0)
    }

    /// Going to the last line of a long lesson plays on a slice at a time (the loop sends
    /// `goOn` between keys), each line once; after that, going anywhere arrives at once and
    /// plays at most an interval of lines again.
    @Test func aLongLessonIsPlayedOnceASliceAtATimeAndThenVisitedAtBoundedCost() throws {
        var random = SeededGenerator()
        let text = (0..<3_000).map { "> " + Self.lines[($0 * 7) % 4] + "\n" }.joined()
        let lesson = try LessonPlayer(name: "long", transcript: Transcript(parsing: text))
        var model = KeypadModel(start: .initial, lesson: lesson)
        var work = Self.work(model)
        Self.goTo(3_000, &model)
        var slices = 1
        while model.lessonGoal != nil {
            #expect(Self.work(model) - work <= KeypadModel.linesPerSlice)
            #expect(model.status.text.hasPrefix("going to line 3000 of 3000: at line "), "\(model.status.text)")
            work = Self.work(model)
            model.perform(.goOn)
            slices += 1
        }
        #expect(slices == 3, "3,000 lines in slices of 1,024")
        #expect(model.player?.lineIndex == 2_999 && model.player?.linesPlayedAgain == 0)
        #expect(model.calculator.steps == (try Self.played(lesson, toLine: 2_999)).calculator.steps)
        for _ in 0..<200 {
            let again = model.player?.linesPlayedAgain ?? 0
            Self.goTo(1 + random.next(3_000), &model)
            #expect(model.lessonGoal == nil, "a line reached before is arrived at at once")
            #expect((model.player?.linesPlayedAgain ?? 0) - again <= LessonTrail.interval)
        }
        #expect(model.player?.trail.linesReached == 2_999, "line 3,000 was gone to, never played")
    }

    /// A key typed while a go-to plays on stops it at the start of the line it had reached,
    /// exactly as playing up to there leaves the lesson: Esc does only that, any other key then
    /// does what it does there (another `g` starts a new line number); a quit still quits.
    @Test func aKeyTypedWhileAGoToPlaysOnStopsItAtALine() throws {
        let text = (0..<2_500).map { "> " + Self.lines[$0 % Self.lines.count] + "\n" }.joined()
        let lesson = try LessonPlayer(name: "long", transcript: Transcript(parsing: text))
        for key in [KeypadCommand.lineNumber(.cancel), .playNext, .cancel, .press(.digit(7)), .lessonBack, .stepBack, .ignored, .lineNumber(.start)] {
            var model = KeypadModel(start: .initial, lesson: lesson)
            Self.goTo(2_500, &model)
            #expect(model.lessonGoal != nil)
            model.perform(key)
            #expect(model.lessonGoal == nil, "\(key)")
            var fresh = try Self.played(lesson, toLine: KeypadModel.linesPerSlice)
            if key == .lineNumber(.cancel) {  // Esc
                #expect(model.status.text.hasPrefix("stopped at line 1025 on the way to 2500 · "), "\(model.status.text)")
            } else {
                fresh.perform(key)
                #expect(model.status.text == fresh.status.text, "\(key)")
            }
            let player = try #require(model.player)
            #expect(player.lineIndex == fresh.player?.lineIndex && player.sent == fresh.player?.sent, "\(key)")
            #expect(model.calculator.steps == fresh.calculator.steps && model.state == fresh.state, "\(key)")
            #expect(player.finished == fresh.player?.finished && player.mismatches == fresh.player?.mismatches, "\(key)")
            #expect(model.lineNumber == fresh.lineNumber, "\(key)")
        }
        var model = KeypadModel(start: .initial, lesson: lesson)
        Self.goTo(2_500, &model)
        model.perform(.quit)
        #expect(model.quits)
    }
}

extension LessonMovesCostTests {
    /// `go(toLine:)` takes any Int: below the first line it goes to the first, past the last
    /// (or past a `quit`) to the end, never further, never crashing.
    @Test func anyLineIndexGoesToTheNearestLineOfTheLesson() throws {
        for text in ["> 1\n", "> 1\n> 2\n> quit\n> 3\n", (0..<200).map { "> \($0)\n" }.joined()] {
            let lesson = try LessonPlayer(name: "t", transcript: Transcript(parsing: text))
            for index in [Int.min, -1, 0, 1, 2, 150, lesson.lineCount, lesson.lineCount + 1, Int.max / 2, Int.max] {
                var player = lesson
                var calculator = KeypadCalculator(start: lesson.start)
                player.go(toLine: index, calculator: &calculator)
                let fresh = try Self.played(lesson, toLine: index)
                #expect(player.lineIndex == fresh.player?.lineIndex && player.isAtEnd == fresh.player?.isAtEnd, "\(index)")
                #expect(calculator.steps == fresh.calculator.steps, "\(index)")
                #expect(player.lineIndex >= 0 && player.lineIndex <= lesson.lineCount, "\(index)")
            }
        }
    }
}
