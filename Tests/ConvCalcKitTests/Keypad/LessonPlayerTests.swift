import Foundation
import Testing
@testable import ConvCalcKit

/// `keypad --play`: a transcript played one event at a time on the keypad.
@Suite struct LessonPlayerTests {
    /// Plays `transcript` to its end with Space; returns the player and the keypad model.
    func play(_ transcript: Transcript, name: String = "lesson") -> KeypadModel {
        var model = KeypadModel(start: .initial, lesson: LessonPlayer(name: name, transcript: transcript))
        var presses = 0
        while model.player?.isAtEnd == false && presses < 10_000 {
            model.perform(.playNext)
            presses += 1
        }
        return model
    }

    @Test(arguments: ExamplesTests.lessons)
    func everyLessonPlaysToItsEndWithoutAMismatch(name: String) throws {
        let text = try String(contentsOf: ExamplesTests.folder.appendingPathComponent(name), encoding: .utf8)
        let model = play(Transcript(parsing: text), name: name)
        let player = try #require(model.player)
        #expect(player.isAtEnd)
        #expect(player.mismatches == 0, "\(player.finished.map { "\($0.expected) vs \($0.actual)" } ?? "")")
    }

    @Test func aWrongExpectationIsAMismatch() {
        let model = play(Transcript(parsing: "> 212\n100 °C\n212 °F\n> 5\n-15 °C\n6 °F\n"))
        #expect(model.player?.mismatches == 1)
        #expect(model.player?.finished?.actual == ["-15 °C", "5 °F"])
    }

    @Test func spaceSendsOneKeyAtATimeAndTheDisplaysFollow() {
        var model = KeypadModel(start: .initial, lesson: LessonPlayer(name: "t", transcript: Transcript(parsing: "> 98.6\n37 °C\n98.6 °F\n")))
        let expectedInputs = ["9 °F", "98 °F", "98. °F", "98.6 °F", "98.6 °F"]
        for input in expectedInputs {
            model.perform(.playNext)
            #expect(model.displays.input == input)
        }
        #expect(model.state.phase == .ready, "the line's Return is its last event")
        #expect(model.player?.isAtEnd == true)
    }

    @Test func aRefusedLineIsUndoneOnTheKeypadToo() {
        let model = play(Transcript(parsing: "> 212\n100 °C\n212 °F\n> 1.2.3\n! '.' at column 4: the entry already has a decimal point\n"))
        #expect(model.player?.mismatches == 0)
        #expect(model.displays.input == "212 °F")
    }
}
