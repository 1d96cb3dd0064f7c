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
        #expect(report.hasPrefix("long.txt: FAILED at line 2, the output of line 1: > 1\n"))
        #expect(report.hasSuffix("  line 101: expected x\n                 got (no line)\n  … and 99900 more differing lines\n"))
    }
}
