import Testing
@testable import ConvCalcKit

/// A diff of a long exchange shows its first changed lines and counts the rest, reading the
/// expected lines once each (a line's number is no longer looked up among all of them).
@Suite struct LongDiffTests {
    @Test func aLongDifferingExchangeShowsTheFirstHundredChangesAndCountsTheRest() throws {
        let text = "> 1\n" + String(repeating: "x\n", count: 100_000)
        let check = try TranscriptCheck(Transcript(parsing: text))
        let diff = TranscriptDiff(try #require(check.firstMismatch), colors: false)
        #expect(diff.changes.shown.count == 100)
        #expect(diff.changes.more == 100_000 - 100)
        let report = diff.text(file: "long.txt")
        #expect(report.hasPrefix("long.txt: FAILED at line 2, the output of line 1 (typed line 1): > 1\n"))
        #expect(report.hasSuffix("  line 101: expected x\n                 got (no line)\n  … and 99900 more differing lines\n"))
    }

    /// A long line is cut after 1,000 characters, escaped ones counted as one: 15 expected lines
    /// of 100,000 control bytes each (400,000 characters escaped) make a report of about 60 KB,
    /// not 6 MB.
    @Test func aLongLineIsCutInTheReport() throws {
        let long = String(repeating: "\u{01}", count: 100_000)
        let text = "> 5\n" + String(repeating: long + "\n", count: 15)
        let report = TranscriptDiff(try #require(try TranscriptCheck(Transcript(parsing: text)).firstMismatch), colors: false)
            .text(file: "wide.txt")
        #expect(report.utf8.count < 80_000, "\(report.utf8.count) bytes")
        #expect(report.contains("  line 2: expected " + String(repeating: "\\x01", count: 1_000) + "…\n"))
    }
}
