import Foundation
import Testing
@testable import ConvCalcKit

/// Every lesson in Examples/ is a regression test: it must replay exactly.
@Suite struct ExamplesTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    static var lessons: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted()
    }

    @Test func thereAreLessons() {
        #expect(Self.lessons.count >= 8)
    }

    @Test(arguments: lessons)
    func lessonReplaysExactly(name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let transcript = Transcript(parsing: text)
        #expect(transcript.heading.first?.hasPrefix("# Lesson") == true, "each lesson opens with a heading")
        #expect(!transcript.exchanges.isEmpty)
        let check = TranscriptCheck(transcript)
        #expect(check.firstMismatch == nil, "\(check.firstMismatch?.diff(file: name) ?? "")")
    }
}

@Suite struct TranscriptTests {
    @Test func parsesInputsExpectedOutputErrorsAndComments() {
        let transcript = Transcript(parsing: "# title\n> 212\n100 °C\n212 °F\n# note\n>\n> x\n! oops\n")
        #expect(transcript.heading == ["# title"])
        #expect(transcript.exchanges.map(\.input) == ["212", "", "x"])
        #expect(transcript.exchanges[0].expected == ["100 °C", "212 °F"])
        #expect(transcript.exchanges[0].trailingComments == ["# note"])
        #expect(transcript.exchanges[2].expected == ["! oops"])
        #expect(transcript.exchanges[2].lineNumber == 7)
    }

    @Test func aChangedBehaviourFailsWithAReadableDiff() {
        let check = TranscriptCheck(Transcript(parsing: "> 212\n100 °C\n212 °F\n> 5\n-15 °C\n6 °F\n"))
        let diff = check.firstMismatch?.diff(file: "lesson.txt")
        #expect(diff == """
            --- lesson.txt (expected)
            +++ convcalc (actual)
            @@ -5,2 +5,2 @@ > 5
             -15 °C
            -6 °F
            +5 °F

            """)
    }

    @Test func updateRewritesTheExpectedOutputAndKeepsComments() {
        let check = TranscriptCheck(Transcript(parsing: "# t\n> 212\nwrong\n# keep\n> x\n"))
        #expect(check.actual.text == """
            # t
            > 212
            100 °C
            212 °F
            # keep
            > x
            ! unknown key 'x' at column 1; type 'help' for the keys

            """)
        #expect(TranscriptCheck(check.actual).firstMismatch == nil)
    }
}
