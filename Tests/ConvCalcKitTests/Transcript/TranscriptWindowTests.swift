import Foundation
import Testing
import Seeding
@testable import ConvCalcKit

/// A transcript streams: `check` holds one exchange at a time (and the first that differs),
/// never every line or every result, and `--update` holds no more than the size `check`
/// reads. The work is bounded by counting lines held, not by timing.
@Suite(.seeded) struct TranscriptWindowTests {
    /// Random, from the run's seed (`CONVCALC_SEED`, printed with every failure).

    /// The lines held when checking `count` exchanges of `> ?` (help: many lines printed, none expected).
    func window(helpLines count: Int) throws -> Int {
        try TranscriptCheck(Transcript(parsing: String(repeating: "> ?\n", count: count))).largestWindow
    }

    @Test func aCheckHoldsTheSameWindowForTenExchangesAsForThousands() throws {
        var session = Session()
        let help = ExpectedLine.lines(of: session.handle("?")).count
        #expect(try window(helpLines: 10) == 2 * (1 + help))  // the first mismatch and the one replayed
        #expect(try window(helpLines: 3000) == 2 * (1 + help))
    }

    @Test func theWindowIsTheLongestExchangeAndTheFirstMismatchHoweverManyExchanges() throws {
        var random = SeededGenerator()
        for round in 0..<40 {
            var text = ""
            var longest = 0
            var session = Session()
            for _ in 0..<Int.random(in: 1...400, using: &random) {
                let line = RandomSession.line(using: &random)
                let expected = Int.random(in: 0...6, using: &random)
                text += TranscriptText.inputLine(line) + "\n" + String(repeating: "x\n", count: expected)
                longest = max(longest, 1 + expected + ExpectedLine.lines(of: session.handle(line)).count)
            }
            let check = try TranscriptCheck(Transcript(parsing: text))
            #expect(check.largestWindow <= 2 * longest, "round \(round)")
        }
    }

    @Test func updateStopsAtTheLimitAndSaysWhichLineCrossedIt() throws {
        let check = try TranscriptCheck(Transcript(parsing: String(repeating: "> ?\n", count: 100)))
        let whole = try #require(try check.updatedBytes(limit: .max))
        let perExchange = whole.count / 100
        #expect(throws: TranscriptCheck.TooLarge(limit: perExchange * 10, line: 11)) {
            try check.updatedBytes(limit: perExchange * 10)
        }
        #expect(try check.updatedBytes(limit: whole.count) == whole)
    }
}
