@testable import convcalc
import ConvCalcKit
import Foundation
import Testing
import Seeding

/// `keypad --record`'s file through time travel: after any sequence of keys, steps back and
/// forward and rewinds (looked at after each, or after several), the file holds exactly the transcript of the steps in effect (what a
/// fresh recording of them writes), while each update feeds only the new steps.
@Suite(.seeded) struct KeypadRecordingFileTests {
    static let events: [Event] = (0...9).map { .digit(UInt8($0)) } + [.point, .sign, .exponent, .clear, .commit, .commit,
        .commit, .convert, .pick(Converter.builtIn[2]), .cancel, .swap, .reset, .precision(.places(3))]

    /// What a fresh recording of the steps in effect writes.
    static func expected(_ calculator: KeypadCalculator, start: Session, closing: Bool, in folder: String) throws -> String {
        let path = folder + "/expected.txt"
        let recorder = try Recorder(path: path, header: TranscriptHeader.text(for: start))
        var session = start
        for line in KeypadRecording.lines(of: calculator, closing: closing) {
            recorder.record(line, outcome: session.handle(line))
        }
        recorder.finish()
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func theFileIsAlwaysTheTranscriptOfTheStepsInEffect() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var generator = SeededGenerator()
        for round in 0..<40 {
            let start = Session()
            var calculator = KeypadCalculator(start: start.state)
            let path = folder + "/recording-\(round).txt"
            let writer = try KeypadTranscriptWriter(path: path, start: start)
            for move in 0..<Int.random(in: 1...80, using: &generator) {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: calculator.stepBack()
                case 1: calculator.stepForward()
                case 2: calculator.rewind(to: Int.random(in: 0...max(0, calculator.position), using: &generator))
                default: calculator.send(Self.events.randomElement(using: &generator)!)
                }
                // Several moves between updates too (keys that arrive together): a step back
                // and a new key may replace recorded steps before the recording looks.
                let closing = move % 17 == 16
                guard closing || Bool.random(using: &generator) else { continue }
                writer.update(calculator, closing: closing)
                let written = try String(contentsOfFile: path, encoding: .utf8)
                let wanted = try Self.expected(calculator, start: start, closing: closing, in: folder)
                guard written == wanted else {
                    Issue.record("round \(round), move \(move):\n\(written)\n≠\n\(wanted)")
                    return
                }
                if closing { break }  // closing ends the recording, as quitting does
            }
            writer.finish()
            #expect(writer.problem == nil)
        }
    }

    /// A lesson played with Space, keys by hand, time travel, back, restart and go-to at random
    /// (`keypad --play LESSON --record`): the file is always the transcript of the timeline in
    /// effect, the lesson's lines (a refused one too) written as the lesson typed them.
    @Test func aPlayedLessonsFileIsAlwaysTheTranscriptOfItsTimeline() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var generator = SeededGenerator()
        let moves: [KeypadCommand] = [.playNext, .playNext, .playNext, .playNext, .send(.digit(4)), .send(.point),
            .send(.commit), .send(.convert), .stepBack, .stepForward, .lessonBack, .restartLesson]
        for round in 0..<12 {
            let lesson = try LessonPlayer(name: "03", transcript: Transcript(bytes: Array(try Data(contentsOf:
                URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("Examples/03-number-entry.txt")))))
            let start = try lesson.transcript.startingSession()
            var model = KeypadModel(start: lesson.start, lesson: lesson)
            let path = folder + "/lesson-\(round).txt"
            let writer = try KeypadTranscriptWriter(path: path, start: start)
            for move in 0..<Int.random(in: 1...120, using: &generator) {
                model.perform(moves.randomElement(using: &generator)!)
                writer.update(model.calculator)
                let written = try String(contentsOfFile: path, encoding: .utf8)
                let wanted = try Self.expected(model.calculator, start: start, closing: false, in: folder)
                guard written == wanted else {
                    Issue.record("round \(round), move \(move):\n\(written)\n≠\n\(wanted)")
                    return
                }
            }
            writer.finish()
        }
    }

    /// 2,000 entries recorded one key at a time: each step is fed to the recording once, so
    /// recording grows with the keys, not with their square.
    @Test func eachStepIsRecordedOnce() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try KeypadTranscriptWriter(path: folder + "/long.txt", start: Session())
        var calculator = KeypadCalculator(start: Session().state)
        for _ in 0..<2000 {
            calculator.send(.digit(5))
            writer.update(calculator)
            calculator.send(.commit)
            writer.update(calculator)
        }
        #expect(writer.unitsFed == 4000)
        #expect(try String(contentsOfFile: folder + "/long.txt", encoding: .utf8).components(separatedBy: "> 5\n").count == 2001)
    }

    /// A device or FIFO cannot take back lines time travel undid: the recording stops and says
    /// why (exit status 74 follows), instead of writing a second header after the first.
    @Test func undoingLinesOnADeviceStopsTheRecordingAndSaysWhy() throws {
        let writer = try KeypadTranscriptWriter(path: "/dev/null", start: Session())
        var calculator = KeypadCalculator(start: Session().state)
        calculator.send(.digit(5))
        calculator.send(.commit)
        writer.update(calculator)
        #expect(writer.problem == nil)
        calculator.stepBack()
        writer.update(calculator)
        #expect(writer.problem?.message == "cannot take back the undone lines of '/dev/null': it is a device, not a regular file")
        #expect(writer.takeStopNotice() != nil)
    }
}
