@testable import convcalc
import ConvCalcKit
import Foundation
import Testing
import Seeding
import RepositoryFiles

/// `keypad --record`'s file through time travel: after any sequence of keys, steps back and
/// forward, rewinds and a lesson's lines and moves (looked at after each, or after several),
/// the file holds exactly the transcript of the timeline in effect (what a fresh recording of
/// it writes), while each update feeds only the new steps and lines.
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

    /// Brings `writer` (recording to `path`) up to date with `calculator`, and holds its file
    /// equal to what a fresh recording writes; false, with an issue saying `what`, when not.
    static func update(_ writer: KeypadTranscriptWriter, to calculator: KeypadCalculator, closing: Bool = false,
                       path: String, start: Session, in folder: String, _ what: String) throws -> Bool {
        writer.update(calculator, closing: closing)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let wanted = try expected(calculator, start: start, closing: closing, in: folder)
        if written != wanted { Issue.record("\(what):\n\(written)\n≠\n\(wanted)") }
        return written == wanted
    }

    /// Keys, steps back and forward, rewinds, a lesson's lines, and the keypad following a
    /// lesson to any of its lines (`KeypadCalculator.follow`, as a lesson's moves and Space
    /// do) — the lesson's own keys typed again by hand among them.
    @Test func theFileIsAlwaysTheTranscriptOfTheTimelineInEffect() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var generator = SeededGenerator()
        let texts = ["1", "state", "trace on", "1.2.3", "C"]
        for round in 0..<60 {
            let start = Session()
            var lesson = KeypadCalculator(start: start.state)  // the lesson: its keys, a line now and then
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                if Int.random(in: 0..<3, using: &generator) == 0 { lesson.markLine(texts.randomElement(using: &generator)!) }
                if Bool.random(using: &generator) { lesson.send(Self.events.randomElement(using: &generator)!) }
            }
            lesson.markLine(texts.randomElement(using: &generator)!)
            var calculator = KeypadCalculator(start: start.state)
            let path = folder + "/recording-\(round).txt"
            let writer = try KeypadTranscriptWriter(path: path, start: start)
            for move in 0..<Int.random(in: 1...80, using: &generator) {
                switch Int.random(in: 0..<12, using: &generator) {
                case 0: calculator.stepBack()
                case 1: calculator.stepForward()
                case 2: calculator.rewind(to: Int.random(in: 0...max(0, calculator.position), using: &generator))
                case 3: calculator.markLine(texts.randomElement(using: &generator)!)
                case 4, 5:  // the lesson's next key, typed by hand
                    guard calculator.position < lesson.steps.count else { continue }
                    calculator.send(lesson.steps[calculator.position].event)
                case 6, 7:
                    let line = Int.random(in: 0...lesson.typedLines.count, using: &generator)
                    let end = line == 0 ? 0 : lesson.typedLines[line - 1].end
                    calculator.follow(lesson.steps[0..<end], lines: lesson.typedLines[0..<line])
                default: calculator.send(Self.events.randomElement(using: &generator)!)
                }
                // Several moves between updates too (keys that arrive together): a step back
                // and a new key may replace recorded steps before the recording looks.
                let closing = move % 17 == 16
                guard closing || Bool.random(using: &generator) else { continue }
                guard try Self.update(writer, to: calculator, closing: closing, path: path, start: start, in: folder,
                                      "round \(round), move \(move)") else { return }
                if closing { break }  // closing ends the recording, as quitting does
            }
            writer.finish()
            #expect(writer.problem == nil)
        }
    }

    /// The lesson's keys typed by hand, then the keypad takes the lesson's lines over them
    /// (`follow`, a Space) and steps back before the recording looks: the steps after the
    /// first line taken get new revisions, so the recording writes the line, not the keys
    /// typed by hand in its place (kept, `> 1` stood where the lesson's line `a` is).
    @Test func linesTakenOverKeysTypedByHandReplaceThemInTheRecording() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = Session()
        var lesson = KeypadCalculator(start: start.state)
        lesson.send(.digit(1))
        lesson.markLine("a")
        for event in [Event.commit, .digit(2), .commit] { lesson.send(event) }
        lesson.markLine("b")
        var calculator = KeypadCalculator(start: start.state)
        for step in lesson.steps { calculator.send(step.event) }  // `> 1`, `> 2`, by hand
        let path = folder + "/taken.txt"
        let writer = try KeypadTranscriptWriter(path: path, start: start)
        writer.update(calculator)
        calculator.follow(lesson.steps[...], lines: lesson.typedLines[...])
        calculator.stepBack()
        #expect(try Self.update(writer, to: calculator, path: path, start: start, in: folder, "stepped back into line b"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("> a\n"))
        writer.finish()
    }

    /// A lesson played with Space, keys by hand, time travel, back, restart and go-to at random
    /// (`keypad --play LESSON --record`): the file is always the transcript of the timeline in
    /// effect, the lesson's lines (a refused one too) written as the lesson typed them.
    @Test func aPlayedLessonsFileIsAlwaysTheTranscriptOfItsTimeline() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var generator = SeededGenerator()
        let moves: [KeypadCommand] = [.playNext, .playNext, .playNext, .playNext, .send(.digit(4)), .send(.point),
            .send(.commit), .send(.convert), .stepBack, .stepForward, .lessonBack, .restartLesson,
            .lineNumber(.start), .lineNumber(.digit(4)), .lineNumber(.digit(1)), .lineNumber(.go)]  // g 4, g 1, g 14…
        for round in 0..<12 {
            let lesson = try LessonPlayer(name: "03", transcript: Transcript(bytes: Array(try Data(contentsOf:
                Repository.url("Examples/03-number-entry.txt")))))
            let start = try lesson.transcript.startingSession()
            var model = KeypadModel(start: lesson.start, lesson: lesson)
            let path = folder + "/lesson-\(round).txt"
            let writer = try KeypadTranscriptWriter(path: path, start: start)
            for move in 0..<Int.random(in: 1...120, using: &generator) {
                model.perform(moves.randomElement(using: &generator)!)
                guard try Self.update(writer, to: model.calculator, path: path, start: start, in: folder,
                                      "round \(round), move \(move)") else { return }
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
