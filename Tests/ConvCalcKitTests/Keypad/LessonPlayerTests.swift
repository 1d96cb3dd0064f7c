import Foundation
import Testing
@testable import ConvCalcKit
import Seeding

/// `keypad --play`: a transcript played one event at a time on the keypad.
@Suite(.seeded) struct LessonPlayerTests {
    /// Plays `transcript` to its end with Space; returns the player and the keypad model.
    func play(_ transcript: Transcript, name: String = "lesson") throws -> KeypadModel {
        let lesson = try LessonPlayer(name: name, transcript: transcript)
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        var presses = 0
        while model.player?.isAtEnd == false && presses < 10_000 {
            model.perform(.playNext)
            presses += 1
        }
        return model
    }

    @Test(arguments: ExamplesTests.lessons)
    func everyLessonPlaysToItsEndWithoutAMismatch(name: String) throws {
        let model = try play(Transcript(bytes: ExamplesTests.bytes(of: name)), name: name)
        let player = try #require(model.player)
        #expect(player.isAtEnd)
        #expect(player.mismatches == 0, "\(player.finished.map { "\($0.expected) vs \($0.actual)" } ?? "")")
    }

    @Test(arguments: ExamplesTests.lessons)
    func steppingBackBetweenPressesNeverMakesAMismatch(name: String) throws {
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        var presses = 0
        while model.player?.isAtEnd == false && presses < 10_000 {
            model.perform(.playNext)
            presses += 1
            if presses % 4 == 0 {  // the teacher shows two earlier states, then goes on with Space
                model.perform(.stepBack)
                model.perform(.stepBack)
            }
        }
        #expect(model.player?.isAtEnd == true)
        #expect(model.player?.mismatches == 0)
    }

    /// The hint offers Space while there is a next key, and stops offering it at the end.
    @Test func theHintOffersSpaceOnlyWhileTheLessonHasKeysLeft() throws {
        let transcript = try Transcript(parsing: "> 212\n100 °C\n212 °F\n")
        let lesson = try LessonPlayer(name: "t", transcript: transcript)
        let view = KeypadView(glyphs: Glyphs(unicode: true))
        let screen = TextScreen(columns: 100, rows: 40)
        view.draw(KeypadModel(start: lesson.start, lesson: lesson), on: screen)
        #expect(screen.text.contains("Space next key"))
        let ended = try play(transcript)
        #expect(ended.player?.isAtEnd == true)
        view.draw(ended, on: screen)
        #expect(!screen.text.contains("Space next"), "\(screen.text)")
        #expect(screen.text.contains("end of the lesson"))
    }

    /// Whatever a teacher does between Spaces — keys by hand, stepping back and forth, the
    /// menu, a key after stepping back — the next Space puts the keypad back where the lesson
    /// was, so every lesson still ends without a mismatch.
    @Test(arguments: ExamplesTests.lessons)
    func handKeysAndTimeTravelBetweenSpacesNeverMakeAMismatch(name: String) throws {
        var random = SeededGenerator()
        let detours: [[KeypadCommand]] = [
            [.send(.digit(3))], [.send(.digit(9)), .send(.point), .send(.commit)], [.send(.convert)],
            [.stepBack], [.stepBack, .stepBack, .stepForward], [.stepBack, .send(.digit(7))],
            [.send(.clear), .send(.sign)], [.send(.swap)], [.send(.reset)],
        ]
        for _ in 0..<3 {
            let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
            var model = KeypadModel(start: lesson.start, lesson: lesson)
            var presses = 0
            while model.player?.isAtEnd == false && presses < 10_000 {
                if Int.random(in: 0..<3, using: &random) == 0 {
                    for command in detours.randomElement(using: &random)! { model.perform(command) }
                }
                model.perform(.playNext)
                presses += 1
            }
            #expect(model.player?.isAtEnd == true)
            #expect(model.player?.mismatches == 0, "\(model.player?.finished.map { "\($0.input): \($0.expected) vs \($0.actual)" } ?? "")")
        }
    }

    /// At the end of a lesson Space changes nothing, and says nothing of keys set aside.
    @Test func afterTheEndSpaceLeavesHandKeysAndSaysNothingOfThem() throws {
        var model = try play(Transcript(parsing: "> 212\n100 °C\n212 °F\n"))
        #expect(model.player?.isAtEnd == true)
        model.perform(.send(.digit(7)))
        model.perform(.playNext)
        #expect(model.displays.input == "7 °F", "the hand key stays")
        #expect(model.status.text == "end of the lesson: no mismatch", "\(model.status.text)")
    }

    @Test func keysTypedByHandAreSetAsideWithANote() throws {
        let lesson = try LessonPlayer(name: "t", transcript: Transcript(parsing: "> 212\n100 °C\n212 °F\n"))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        model.perform(.playNext)
        model.perform(.send(.digit(7)))
        model.perform(.send(.digit(7)))
        #expect(model.displays.input == "277 °F")
        model.perform(.playNext)
        #expect(model.status.text.hasPrefix("your keys set aside · Space sends"), "\(model.status.text)")
        #expect(model.displays.input == "21 °F")
        model.perform(.stepBack)
        #expect(model.status.text.contains("Space returns to the lesson"))
    }

    /// The note that keys typed by hand were set aside is whole on the status line at 40
    /// columns: after the key Space sends it was cut (`· keys typed by hand set aside`).
    @Test func theSetAsideNoteIsWholeAtFortyColumns() throws {
        var model = try LessonNavigationTests().played("03-number-entry.txt", toLine: 1)
        model.perform(.playNext)
        model.perform(.send(.digit(7)))
        model.perform(.playNext)
        let screen = TextScreen(columns: 40, rows: 20)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        #expect(screen.lines[layout.status.y].contains("set aside"), "\(screen.lines[layout.status.y])")
    }

    @Test func aRefusedLineSaysWhyItWasUndoneAndOneMismatchIsSingular() throws {
        let model = try play(Transcript(parsing: "> 1.2.3\n! '.' at column 4: the entry already has a decimal point\n> 5\n-15 °C\n6 °F\n"))
        #expect(model.player?.mismatches == 1)
        #expect(model.status.text.hasSuffix("end of the lesson: 1 mismatched line"), "\(model.status.text)")
        let lesson = try LessonPlayer(name: "t", transcript: Transcript(parsing: "> 1.2.3\n! '.' at column 4: the entry already has a decimal point\n"))
        var refused = KeypadModel(start: lesson.start, lesson: lesson)
        while refused.player?.isAtEnd == false { refused.perform(.playNext) }
        #expect(refused.status.text.hasPrefix("✗ line 1 undone: '.' at column 4: the entry already has a decimal point"),
                "the undoing and its reason first, so a narrow screen keeps them: \(refused.status.text)")
        #expect(refused.displays == KeypadModel.displays(of: lesson.start), "undone: the displays are as before the line")
    }

    /// A line with no key in it (lesson 07's `C 5 x`: `x` is no key) sends nothing, so nothing
    /// is undone: the status line says the line was refused, and why.
    @Test func aLineThatSendsNothingIsRefusedNotUndone() throws {
        let name = "07-errors-change-nothing.txt"
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        while model.player?.lineIndex ?? 0 < 2 { model.perform(.playNext) }
        #expect(model.player?.refusal != nil, "line 2 of lesson 07 is refused")
        #expect(model.status.text.hasPrefix("✗ line 2 refused: unknown key 'x' at column 5"), "\(model.status.text)")
    }

    @Test func aWrongExpectationIsAMismatch() throws {
        let model = try play(Transcript(parsing: "> 212\n100 °C\n212 °F\n> 5\n-15 °C\n6 °F\n"))
        #expect(model.player?.mismatches == 1)
        #expect(model.player?.finished?.actual == ["-15 °C", "5 °F"])
    }

    @Test func spaceSendsOneKeyAtATimeAndTheDisplaysFollow() throws {
        let lesson = try LessonPlayer(name: "t", transcript: Transcript(parsing: "> 98.6\n37 °C\n98.6 °F\n"))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        let expectedInputs = ["9 °F", "98 °F", "98. °F", "98.6 °F", "98.6 °F"]
        for input in expectedInputs {
            model.perform(.playNext)
            #expect(model.displays.input == input)
        }
        #expect(model.state.phase == .ready, "the line's Return is its last event")
        #expect(model.player?.isAtEnd == true)
    }

    @Test func aRefusedLineIsUndoneOnTheKeypadToo() throws {
        let model = try play(Transcript(parsing: "> 212\n100 °C\n212 °F\n> 1.2.3\n! '.' at column 4: the entry already has a decimal point\n"))
        #expect(model.player?.mismatches == 0)
        #expect(model.displays.input == "212 °F")
    }

    @Test func aLessonStartsFromTheStateItsHeaderNames() throws {
        let header = TranscriptHeader.text(for: Session.starting(converter: Converter.builtIn[2]))
        let model = try play(Transcript(parsing: header + "> 26.2\n≈ 42.16 km\n26.2 mi\n"))
        #expect(model.player?.mismatches == 0)
        #expect(model.state.converter == Converter.builtIn[2])
    }

    /// A line that expects a million output lines is compared whole as it is read, and only
    /// the panel's share is kept: `keypad --play` stays bounded however long the expectation.
    @Test func aLongExpectationIsComparedWholeAndKeptShort() {
        let many = (0..<1_000_000).lazy.map { "line \($0)" }
        let all = Array(many.prefix(300))
        let short = LessonPlayer.PlayedLine.comparing(input: "5", expected: many, actual: ["line 0"])
        #expect(!short.matches && short.expected.count == LessonPlayer.PlayedLine.kept)
        let same = LessonPlayer.PlayedLine.comparing(input: "5", expected: all, actual: all)
        #expect(same.matches && same.expected.count == LessonPlayer.PlayedLine.kept && same.actual.count == LessonPlayer.PlayedLine.kept)
        var differs = all
        differs[250] = "other"  // past what is kept, still compared
        #expect(!LessonPlayer.PlayedLine.comparing(input: "5", expected: all, actual: differs).matches)
    }
}
