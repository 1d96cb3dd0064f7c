import Testing
import ConvCalcKit

/// Readers that hold a whole file split it with `Lines.split`: CRLF, lone CR and a BOM read
/// as the same transcript as plain LF.
@Suite struct ReaderLineEndingTests {
    static let lesson = "# lesson\n> 212\n100 °C\n212 °F\n"

    @Test func aTranscriptReadsTheSameWithCarriageReturnsOrAByteOrderMark() throws {
        let expected = try Transcript(bytes: Array(ReaderLineEndingTests.lesson.utf8))
        for variant in [ReaderLineEndingTests.lesson.replacing("\n", with: "\r\n"),
                        ReaderLineEndingTests.lesson.replacing("\n", with: "\r"),
                        "\u{FEFF}" + ReaderLineEndingTests.lesson] {
            let read = try Transcript(bytes: Array(variant.utf8))
            #expect(Array(read.exchanges) == Array(expected.exchanges), "\(variant.debugDescription)")
        }
        #expect(Array(expected.exchanges).first?.expected.count == 2)
    }
}
