import Testing
@testable import ConvCalcKit
import Seeding

/// A lesson's moves besides Space — back a line, restart, go to line N — land exactly where
/// playing the lesson from its start with Space lands, and a line number is range-checked.
@Suite(.seeded) struct LessonNavigationTests {
    func started(_ name: String) throws -> KeypadModel {
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        return KeypadModel(start: lesson.start, lesson: lesson)
    }

    /// The lesson `name` played from its start with Space until line `index` (0-based) is next.
    func played(_ name: String, toLine index: Int) throws -> KeypadModel {
        var model = try started(name)
        while let player = model.player, player.lineIndex < index, !player.isAtEnd { model.perform(.playNext) }
        return model
    }

    /// The screen without its status line: the displays, the machine, the lesson panel, the hint.
    func screen(_ model: KeypadModel) -> [String] {
        let screen = TextScreen(columns: 100, rows: 40)
        KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen)
        var lines = screen.lines
        lines.remove(at: 38)
        return lines
    }

    /// Holds `model` equal to the lesson played with Space from its start to the same line.
    func expectReplayed(_ model: KeypadModel, _ name: String, _ what: String) throws {
        let player = try #require(model.player)
        let fresh = try played(name, toLine: player.lineIndex)
        let expected = try #require(fresh.player)
        #expect(player.lineIndex == expected.lineIndex && player.sent == 0, "\(what)")
        #expect(player.mismatches == expected.mismatches && player.finished == expected.finished, "\(what)")
        #expect(player.narration == expected.narration, "\(what)")
        #expect(model.calculator.steps.map(\.event) == fresh.calculator.steps.map(\.event), "\(what)")
        #expect(model.state == fresh.state, "\(what)")
        #expect(screen(model) == screen(fresh), "\(what)")
    }

    @Test func theCommentsBeforeALineAreToldWhileItIsNext() throws {
        var model = try started("09-watching-the-machine.txt")
        #expect(model.player?.narration.first?.hasPrefix("Lesson 9: watching the machine. 'trace on' shows every event") == true)
        model.perform(.playNext)  // trace on: one Space
        #expect(model.player?.narration == ["C starts a fresh entry in 'integer'; +/- flips its sign; 5 replaces the leading 0; "
            + "'.' moves to 'fraction'; line-end commits back to 'ready'."])
        model.perform(.playNext)
        #expect(model.player?.narration.first?.hasPrefix("C starts") == true, "told while the line is played")
        #expect(screen(model).contains { $0.contains("C starts a fresh entry in 'integer'; +/- flips its sign; 5") })
    }

    /// Down scrolls long comments until their last line is in view and no further: the first
    /// Up after any number of Downs moves them back.
    @Test func longCommentsScrollToTheirEndAndNoFurther() throws {
        var model = try started("09-watching-the-machine.txt")
        let view = KeypadView(glyphs: Glyphs(unicode: true))
        let screen = TextScreen(columns: 40, rows: 20)  // 60×20 shows the first comment whole
        let layout = try #require(view.draw(model, on: screen))
        let map = KeyMap(layout: layout, phase: model.state.phase, showsHelp: false, plays: true)
        #expect(screen.text.contains("(more: Down)"))
        for _ in 0..<30 { model.perform(map.command(for: .down)) }
        view.draw(model, on: screen)
        let bottom = screen.lines
        #expect(screen.text.contains("(more: Up)") && screen.text.contains("the output)."), "\(screen.text)")
        model.perform(map.command(for: .up))
        view.draw(model, on: screen)
        #expect(screen.lines != bottom, "one Up moves the comments back")
        for _ in 0..<4 { model.perform(map.command(for: .pageUp)) }  // a page is the panel's height
        view.draw(model, on: screen)
        #expect(screen.text.contains("Lesson 9: watching the machine."))
    }

    /// Random Spaces, backs, restarts and go-tos through every lesson: after each move the
    /// keypad is what the lines before it produce, played from the start.
    @Test(arguments: ExamplesTests.lessons)
    func everyMoveLandsWhereSpaceFromTheStartLands(name: String) throws {
        var random = SeededGenerator()
        var model = try started(name)
        let count = try #require(model.player?.lineCount)
        for _ in 0..<40 {
            for _ in 0..<random.next(6) { model.perform(.playNext) }
            if random.next(4) == 0 { model.perform(.send(.digit(UInt8(random.next(10))))) }  // a key by hand
            let before = try #require(model.player)
            let was = model.calculator
            let move: String
            switch random.next(3) {
            case 0 where before.lineBefore == nil:  // nothing to go back to: nothing changes, keys by hand stay
                model.perform(.lessonBack)
                #expect(model.calculator.steps == was.steps && model.player?.lineIndex == 0)
                continue
            case 0:
                model.perform(.lessonBack)
                move = "back from line \(before.lineIndex + 1), \(before.sent) sent"
                if let target = before.lineBefore { #expect(model.player?.lineIndex == target, "\(move)") }
            case 1:
                model.perform(.restartLesson)
                move = "restart"
                #expect(model.player?.lineIndex == 0)
            default:
                let line = 1 + random.next(count)
                model.perform(.lineNumber(.start))
                for digit in String(line) { model.perform(.lineNumber(.digit(UInt8(digit.wholeNumberValue ?? 0)))) }
                model.perform(.lineNumber(.go))
                move = "g \(line)"
                #expect(model.player?.lineIndex == line - 1 || model.player?.isAtEnd == true, "\(move)")
            }
            try expectReplayed(model, name, move)
            Self.expectRecordable(was, model.calculator, move)
        }
    }

    /// A recording keeps what it wrote by revisions (`KeypadTranscriptWriter`): after a move, a
    /// step or typed line whose revision is the same as before is the same, and every other has
    /// a revision never handed out before; what a recording writes (`KeypadRecording.Units`)
    /// keeps the revisions of a first run of units, the same units, and of no unit after it.
    static func expectRecordable(_ before: KeypadCalculator, _ after: KeypadCalculator, _ move: String) {
        for index in 0..<after.steps.count {
            if index < before.steps.count && after.stepRevisions[index] == before.stepRevisions[index] {
                #expect(after.steps[index] == before.steps[index], "\(move): step \(index) kept its revision but changed")
            } else {
                #expect(after.stepRevisions[index] > before.revision, "\(move): step \(index) reuses an old revision")
            }
        }
        for index in 0..<after.typedLines.count {
            if index < before.typedLines.count && after.typedLineRevisions[index] == before.typedLineRevisions[index] {
                #expect(after.typedLines[index] == before.typedLines[index], "\(move): line \(index) kept its revision but changed")
            } else {
                #expect(after.typedLineRevisions[index] > before.revision, "\(move): line \(index) reuses an old revision")
            }
        }
        let was = KeypadRecording.Units(before), now = KeypadRecording.Units(after)
        let kept = zip(was, now).prefix { $0.revision == $1.revision }.count
        for index in 0..<kept {
            #expect(was[index].unit == now[index].unit, "\(move): unit \(index) kept its revision but changed")
        }
        for index in kept..<min(was.count, now.count) {
            #expect(was[index].revision != now[index].revision, "\(move): unit \(index) kept its revision after unit \(kept) changed")
        }
    }

    @Test func backGoesToTheStartOfTheLineThenToTheLineBefore() throws {
        var model = try played("09-watching-the-machine.txt", toLine: 1)
        model.perform(.playNext)
        model.perform(.playNext)
        #expect(model.player?.sent == 2)
        model.perform(.lessonBack)
        #expect(model.player?.lineIndex == 1 && model.player?.sent == 0)
        #expect(model.calculator.steps.isEmpty, "trace on sends no event")
        model.perform(.lessonBack)
        #expect(model.player?.lineIndex == 0)
        model.perform(.lessonBack)
        #expect(model.player?.lineIndex == 0)
        #expect(model.status.text.hasPrefix("this is the lesson's first line"))
    }

    /// Any digits at all after `g`: a line of the lesson is gone to; anything else (no digits,
    /// 0, beyond the last line, more digits than an Int holds) is answered and changes nothing.
    @Test func everyLineNumberIsRangeCheckedAndABadOneChangesNothing() throws {
        var random = SeededGenerator()
        let start = try played("09-watching-the-machine.txt", toLine: 2)
        let count = try #require(start.player?.lineCount)
        var cases = ["", "0", "00", "8", "9", "10", "99", "1000000", String(Int.max), "9223372036854775808",
                     String(repeating: "9", count: 40), "0000000000000000000000003", "7", "1", "007"]
        for _ in 0..<200 {
            cases.append(String((0..<random.next(30)).map { _ in Character(String(random.next(10))) }))
        }
        for digits in cases {
            var model = start
            model.perform(.lineNumber(.start))
            for digit in digits { model.perform(.lineNumber(.digit(UInt8(digit.wholeNumberValue ?? 0)))) }
            #expect(model.status.text.hasPrefix("go to line: ") || digits.isEmpty, "g \(digits)")
            model.perform(.lineNumber(.go))
            #expect(model.lineNumber == nil)
            if digits.count <= LineNumberEntry.maxDigits, let line = Int(digits), (1...count).contains(line) {
                #expect(model.player?.lineIndex == line - 1, "g \(digits)")
                #expect(model.status.text.hasPrefix("went to line \(line) of \(count) · "), "g \(digits)")
            } else {
                #expect(model.status.isError, "g \(digits)")
                #expect(model.status.text.contains("this lesson has lines 1–\(count)"), "g \(digits): \(model.status.text)")
                #expect(model.player?.lineIndex == 2 && model.calculator.steps == start.calculator.steps, "g \(digits)")
            }
        }
    }

    @Test func backspaceTakesADigitBackAndEscLeavesTheLessonWhereItIs() throws {
        var model = try played("09-watching-the-machine.txt", toLine: 3)
        for key in [LineNumberEntry.Key.start, .digit(6), .digit(5), .erase, .erase, .erase, .digit(2)] {
            model.perform(.lineNumber(key))
        }
        #expect(model.lineNumber?.value == 2)
        model.perform(.lineNumber(.cancel))
        #expect(model.lineNumber == nil && model.player?.lineIndex == 3)
        var long = LineNumberEntry()
        for _ in 0..<25 { long.type(1) }
        for _ in 0..<7 { long.erase() }
        #expect(long.value == 111_111_111_111_111_111, "back to 18 digits, all kept")
    }

    /// The keys: Backspace and `b` back, Home restarts, `g` starts a number — only in a
    /// lesson (elsewhere they move nothing and say what they do in one); while a number is typed, digits, Backspace
    /// and Return build it and any other key cancels it (Ctrl-C still quits).
    private func isALessonKeyWithoutLesson(_ command: KeypadCommand) -> Bool {
        if case .lessonKeyWithoutLesson = command { return true }
        return false
    }

    @Test func theLessonKeysMeanNothingElseAndOnlyWorkInALesson() {
        let lesson = KeyMap(layout: nil, phase: .ready, showsHelp: false, plays: true)
        let plain = KeyMap(layout: nil, phase: .ready, showsHelp: false, plays: false)
        let typing = KeyMap(layout: nil, phase: .ready, showsHelp: false, plays: true, typesLineNumber: true)
        let choosing = KeyMap(layout: nil, phase: .choosing, showsHelp: false, plays: true)
        for key in [InputKey.control(0x7F), .control(0x08), .character("b"), .character("B")] {
            #expect(lesson.command(for: key) == .lessonBack && choosing.command(for: key) == .lessonBack, "\(key)")
            #expect(isALessonKeyWithoutLesson(plain.command(for: key)), "\(key)")
        }
        #expect(lesson.command(for: .home) == .restartLesson && isALessonKeyWithoutLesson(plain.command(for: .home)))
        #expect(lesson.command(for: .character("g")) == .lineNumber(.start) && isALessonKeyWithoutLesson(plain.command(for: .character("g"))))
        #expect(typing.command(for: .character("7")) == .lineNumber(.digit(7)))
        #expect(typing.command(for: .control(0x7F)) == .lineNumber(.erase))
        #expect(typing.command(for: .enter) == .lineNumber(.go))
        for key in [InputKey.escape, .character("q"), .character(" "), .left, .home] {
            #expect(typing.command(for: key) == .lineNumber(.cancel), "\(key)")
        }
        #expect(typing.command(for: .control(3)) == .quit)
        var going = lesson
        going.goesToLine = true
        #expect(going.command(for: .escape) == .lineNumber(.cancel) && lesson.command(for: .escape) == .nothingToCancel)
        #expect(going.command(for: .character(" ")) == .playNext, "only Esc means something else while a go-to plays on")
        for sequence in ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~"] {
            var decoder = KeyDecoder()
            decoder.feed(sequence)
            #expect(decoder.next(flush: true) == .home, "\(sequence.debugDescription)")
        }
    }
}
