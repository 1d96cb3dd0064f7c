import Testing
@testable import ConvCalcKit
import Seeding

/// The round trip, in process: a session recorded the way `--record` records it
/// (`TranscriptHeader.text(for:)`, then `TranscriptText.exchange` per line) passes `check`,
/// and `check --update` would leave it byte for byte as it is.
@Suite(.seeded) struct RoundTripPropertyTests {
    /// A recording of a random session from a random state, as the Recorder writes it.
    static func recording(seed: UInt64) -> (text: String, lines: Int) {
        var random = SeededGenerator(seed: seed)
        var session = RandomSession.start(using: &random)
        var text = TranscriptHeader.text(for: session) + "# Recorded by a test\n"
        let count = Int.random(in: 1...30, using: &random)
        for _ in 0..<count {
            let line = RandomSession.line(using: &random)
            text += TranscriptText.exchange(line, outcome: session.handle(line))
        }
        if Bool.random(using: &random) { text += TranscriptText.exchange("quit", outcome: session.handle("quit")) }
        return (text, count)
    }

    @Test func everyRecordedSessionPassesCheckAndUpdateChangesNothing() throws {
        for seed in (UInt64(1)...2000).lazy.map({ TestSeed.value &+ $0 }) {
            let text = Self.recording(seed: seed).text
            let check = try TranscriptCheck(Transcript(parsing: text))
            if let mismatch = check.firstMismatch {
                Issue.record("seed \(seed):\n\(TranscriptDiff(mismatch, colors: false).text(file: "recording"))\n\(text)")
                return
            }
            #expect(try check.updatedBytes(limit: .max) == nil, "seed \(seed)")
        }
    }

    /// A line typed with a line break inside (Ctrl-V Return at the prompt) is left out with a
    /// comment, and the recording still passes: written as one line with a space it would
    /// mean another line (`12 3` is 123, `12\r3` is refused).
    @Test(arguments: ["12\r3", "12\n3", "5\r\n", "help 12\r3", "\r", "convert mi\rkm", "precision 3\r", "5\r", "1\r2\r"])
    func aLineHoldingALineBreakIsLeftOutAndTheRecordingPasses(typed: String) throws {
        var session = Session()
        var text = TranscriptHeader.text(for: session)
        for line in ["212", typed, "+/-", "swap"] {
            text += TranscriptText.exchange(line, outcome: session.handle(line))
        }
        var bytes = Array(typed.utf8)
        while let last = bytes.last, last == 13 || last == 10 { bytes.removeLast() }
        let inside = bytes.contains { $0 == 13 || $0 == 10 }
        #expect(text.contains("# left out: a typed line holding a line break") == inside, "\(text)")
        let check = try TranscriptCheck(Transcript(parsing: text))
        #expect(check.firstMismatch == nil, "\(text)")
    }

    @Test func updateRestoresARecordingWhoseOutputWasDamaged() throws {
        for seed in (UInt64(1)...500).lazy.map({ TestSeed.value &+ $0 }) {
            let original = Self.recording(seed: seed).text
            var lines = original.split(separator: "\n", omittingEmptySubsequences: false)
            var random = SeededGenerator(seed: seed)
            let outputs = lines.indices.filter { index in
                let line = lines[index]
                return !line.isEmpty && !line.hasPrefix(">") && !line.hasPrefix("#")
            }
            guard let damaged = outputs.randomElement(using: &random) else { continue }
            if Bool.random(using: &random) { lines.remove(at: damaged) } else { lines[damaged] = "damaged" }
            let check = try TranscriptCheck(Transcript(parsing: lines.joined(separator: "\n")))
            #expect(check.firstMismatch != nil, "seed \(seed)")
            #expect(try check.updatedBytes(limit: .max).map { String(decoding: $0, as: UTF8.self) } == original, "seed \(seed)")
        }
    }

    @Test func recordingsStillPassWithCRLFEndingsAndAddedCommentsAndBlankLines() throws {
        for seed in (UInt64(1)...300).lazy.map({ TestSeed.value &+ $0 }) {
            var random = SeededGenerator(seed: seed)
            let lines = Self.recording(seed: seed).text.split(separator: "\n").map(String.init)
            var text = ""
            for line in lines {
                text += line + "\r\n"
                if Bool.random(using: &random) { text += ["\r\n", "# a teacher's note\r\n", " \t\r\n"].randomElement(using: &random)! }
            }
            let check = try TranscriptCheck(Transcript(parsing: text))
            #expect(check.firstMismatch == nil, "seed \(seed)")
            #expect(try check.updatedBytes(limit: .max) == nil, "seed \(seed)")
        }
    }
}
