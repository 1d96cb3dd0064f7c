import Testing
@testable import ConvCalcKit

/// The diff a teacher reads: line numbers, the typed line, `expected` over `got`.
@Suite struct TranscriptDiffTests {
    func diff(_ text: String, colors: Bool = false) throws -> String? {
        try TranscriptCheck(Transcript(parsing: text)).firstMismatch.map { TranscriptDiff($0, colors: colors).text(file: "lesson.txt") }
    }

    @Test func theFirstDifferingLineIsNamedWithTheTypedLineThatProducedIt() throws {
        #expect(try diff("> 212\n100 °C\n212 °F\n> 5\n-15 °C\n6 °F\n") == """
            lesson.txt: FAILED at line 6, the output of line 4 (typed line 2): > 5
              line 6: expected 6 °F
                           got 5 °F

            """)
    }

    @Test func missingAndExtraLinesSayThereIsNoLine() throws {
        #expect(try diff("# t\n> 212\n100 °C\n") == """
            lesson.txt: FAILED after line 3, the output of line 2 (typed line 1): > 212
              after line 3: expected (no line)
                                 got 212 °F

            """)
        #expect(try diff("> 212\n100 °C\n212 °F\nmore\n")?.contains("  line 4: expected more\n               got (no line)\n") == true)
    }

    @Test func noLineIsMarkedWithABareMinusOrPlus() throws {
        let text = try #require(try diff("> -40\n-41 °C\n-40 °F\n"))
        #expect(text.contains("expected -41 °C"))
        #expect(text.contains("got -40 °C"))
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("-") || $0.hasPrefix("+") })
    }

    @Test func bytesFromTheFileAreEscaped() throws {
        let text = try #require(try diff("> 212\n100 °C\u{1B}]0;PWNED\u{7}\n212 °F\n"))
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("\\x1B]0;PWNED\\x07"))
        #expect(TranscriptDiff(try #require(try TranscriptCheck(Transcript(parsing: "> 1\nx\n")).firstMismatch), colors: false)
            .text(file: "a\u{1B}[2J.txt").hasPrefix("a\\x1B[2J.txt: FAILED"))
    }

    @Test func colourIsAddedOnlyWhenAskedFor() throws {
        #expect(try diff("> 1\nx\n", colors: true)?.contains("\u{1B}[31m") == true)
        #expect(try diff("> 1\nx\n", colors: false)?.contains("\u{1B}") == false)
    }
}
