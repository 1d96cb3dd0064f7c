import Testing
@testable import ConvCalcKit
import Seeding

/// `keypad --play LESSON --record` and `--quiz LESSON --record`: a lesson's lines are recorded
/// as the lesson typed them — a refused line as its error line, a line that sends no event
/// (`trace on`, `state`) as itself — so a lesson played to its end records its own exchanges
/// (its comments are not recorded), whatever the teacher did between Spaces.
@Suite(.seeded) struct LessonRecordingTests {
    /// Each exchange as its typed line and expected lines.
    static func exchanges(_ transcript: Transcript) -> [[String]] {
        transcript.exchanges.map { [$0.input] + $0.expectedLines.map(\.expected.transcriptText) }
    }

    /// The transcript a recording of `calculator` writes (as `KeypadTranscriptWriter` does), from `start`.
    static func recording(_ calculator: KeypadCalculator, start: Session) throws -> Transcript {
        var session = start
        var text = TranscriptHeader.text(for: start)
        for line in KeypadRecording.lines(of: calculator, closing: true) {
            text += TranscriptText.exchange(line, outcome: session.handle(line))
        }
        return try Transcript(parsing: text)
    }

    static func lesson(_ name: String) throws -> LessonPlayer {
        try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
    }

    @Test(arguments: ExamplesTests.lessons)
    func aLessonPlayedToItsEndRecordsItsExchanges(name: String) throws {
        let lesson = try Self.lesson(name)
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        while model.player?.isAtEnd == false { model.perform(.playNext) }
        let recorded = try Self.recording(model.calculator, start: lesson.transcript.startingSession())
        #expect(Self.exchanges(recorded) == Self.exchanges(lesson.transcript))
        #expect(try TranscriptCheck(recorded).firstMismatch == nil)
    }

    /// A refused line is undone on the keypad, and recorded as the lesson's line with its error.
    @Test func aRefusedLineIsRecordedAsItsErrorLine() throws {
        let lesson = try Self.lesson("03-number-entry.txt")
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        while model.player?.refusal == nil { model.perform(.playNext) }
        let recorded = try Self.recording(model.calculator, start: lesson.transcript.startingSession())
        #expect(Self.exchanges(recorded).last == ["1.2.3", "! '.' at column 4: the entry already has a decimal point"])
    }

    /// Keys by hand, time travel, back a line, restart and go to a line, at random between
    /// Spaces: played on to its end, the lesson still records exactly its exchanges.
    @Test(arguments: ExamplesTests.lessons)
    func whatTheTeacherDidBetweenSpacesLeavesTheRecordingTheLessons(name: String) throws {
        var random = SeededGenerator()
        let detours: [[KeypadCommand]] = [
            [.send(.digit(3))], [.send(.digit(9)), .send(.point), .send(.point), .send(.commit)], [.send(.convert)],
            [.stepBack], [.stepBack, .stepBack, .stepForward], [.stepBack, .send(.digit(7))], [.lessonBack],
            [.restartLesson], [.lineNumber(.start), .lineNumber(.digit(3)), .lineNumber(.go)], [.send(.swap)],
        ]
        for _ in 0..<4 {
            let lesson = try Self.lesson(name)
            var model = KeypadModel(start: lesson.start, lesson: lesson)
            var presses = 0
            while model.player?.isAtEnd == false && presses < 2_000 {
                // Detours for the first 300 presses, then Space alone plays on to the end.
                if presses < 300 && Int.random(in: 0..<3, using: &random) == 0 {
                    for command in detours.randomElement(using: &random)! { model.perform(command) }
                }
                model.perform(.playNext)
                presses += 1
            }
            #expect(model.player?.isAtEnd == true, "\(name): not at the end after \(presses) presses")
            let recorded = try Self.recording(model.calculator, start: lesson.transcript.startingSession())
            #expect(Self.exchanges(recorded) == Self.exchanges(lesson.transcript))
        }
    }

    /// A quiz over a lesson records the lesson's lines the same way, its refused line too.
    @Test func aQuizOverALessonRecordsItsExchanges() throws {
        let lesson = try Self.lesson("03-number-entry.txt")
        var model = KeypadModel(start: lesson.start, quiz: Quiz(lesson: lesson))
        while model.quiz?.isOver == false { model.perform(.answer(.refused)) }
        let recorded = try Self.recording(model.calculator, start: lesson.transcript.startingSession())
        #expect(Self.exchanges(recorded) == Self.exchanges(lesson.transcript))
    }
}
