import Testing
@testable import ConvCalcKit

/// `check --update`: only differing output is rewritten; everything else stays byte for byte.
@Suite struct TranscriptUpdateTests {
    func updated(_ bytes: [UInt8]) throws -> [UInt8]? {
        try TranscriptCheck(Transcript(bytes: bytes)).updatedBytes(limit: .max)
    }

    func updated(_ text: String) throws -> String? {
        try updated(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aMatchingTranscriptIsNotRewritten() throws {
        #expect(try updated("# t\n> 212\n100 °C\n212 °F\n") == nil)
    }

    @Test func onlyTheDifferingOutputIsReplacedAndCommentsStayWhereTheyAre() throws {
        let text = "# t\n\n> 212\nwrong\n# keep\n\n> x\n> 5\n"
        #expect(try updated(text) == """
            # t

            > 212
            100 °C
            212 °F
            # keep

            > x
            ! unknown key 'x' at column 1; type 'help' for the keys
            > 5
            -15 °C
            5 °F

            """)
    }

    @Test func helpOutputIsEscapedAndUpdatingTwiceDuplicatesNothing() throws {
        let once = try #require(try updated("> help\n"))
        #expect(once.contains("\n\\# starts a comment."))
        #expect(try updated(once) == nil)
        let stale = once.replacingOccurrences(of: "Keys (several", with: "Keys (many")
        #expect(try updated(stale) == once)
    }

    @Test func lineEndingsByteOrderMarkBlankLinesAndNonUTF8CommentsAreKept() throws {
        let start: [UInt8] = TranscriptLines.byteOrderMark + Array("# caf".utf8) + [0xE9, 0xFF]
        let bytes = start + Array("\r\n  \r\n> 212\r\nwrong\r\n# end".utf8)
        let expected = start + Array("\r\n  \r\n> 212\r\n100 °C\r\n212 °F\r\n# end".utf8)
        #expect(try updated(bytes) == expected)
    }

    @Test func aReplacedOutputKeepsTheEndingsOfTheLinesItReplaces() throws {
        let before = "> 212\n99 °C\r\n212 °F\r\n> 5\r\n-15 °C\r\n5 °F\r\n"
        #expect(try updated(before) == "> 212\n100 °C\r\n212 °F\r\n> 5\r\n-15 °C\r\n5 °F\r\n")
    }

    @Test func aLastTypedLineWithoutALineEndGetsOneBeforeItsOutput() throws {
        #expect(try updated("> 212\r\n100 °C\r\n212 °F\r\n> 5") == "> 212\r\n100 °C\r\n212 °F\r\n> 5\r\n-15 °C\r\n5 °F\r\n")
    }

    @Test func theHeaderSetsTheStateTheOutputIsComputedFrom() throws {
        let text = "#! convcalc 1 --converter mi->km --precision 4 --input 26.2\n> 5\n"
        #expect(try updated(text) == text + "≈ 8.0467 km\n5 mi\n")
    }
}
