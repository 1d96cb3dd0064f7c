import Foundation
import Testing
import Seeding
@testable import ConvCalcKit

/// Reading a converter's name is linear in its length, and a name longer than the limit is
/// refused with the limit in the error: 8,000 words cost their bytes, never every cut of them.
@Suite(.seeded) struct ConverterQueryCostTests {
    /// Random, from the run's seed (`CONVCALC_SEED`, printed with every failure).

    /// The work of cutting `words`: the bytes of every candidate pair made.
    func cost(of words: [String]) -> Int {
        ConverterQuery.candidatePairs(words).reduce(0) { $0 + $1.0.utf8.count + $1.1.utf8.count }
    }

    @Test func theWorkOfCuttingWordsGrowsLinearlyWithTheirLength() {
        var random = SeededGenerator()
        let pool = ["a", "to", "TO", "mi", "km", "->", "→", "=>", ">", "degrees", "°F", "ft+in", "+", "miles", "x_y", "é"]
        let pairs = 4 + 4 * ConverterQuery.sideWordLimit  // the arrows, then cuts at a `to` and between words
        for round in 0..<60 {
            let count = Int.random(in: 0...(round < 50 ? 60 : 12_000), using: &random)
            let words = (0..<count).map { _ in
                Int.random(in: 0..<10, using: &random) == 0 ? String(repeating: "b", count: Int.random(in: 1...40, using: &random))
                    : pool.randomElement(using: &random)!
            }
            let bytes = words.joined(separator: " ").utf8.count
            #expect(ConverterQuery.candidatePairs(words).count <= pairs, "round \(round)")
            #expect(cost(of: words) <= pairs * bytes, "round \(round): \(count) words")
        }
    }

    @Test func eightThousandWordsCostAThousandthOfEveryCut() {
        let words = Array(repeating: "a", count: 8_000)
        #expect(cost(of: words) <= 100 * 16_000)  // every cut would be 8,000 × 16,000 bytes
    }

    @Test func aNameLongerThanTheLimitIsRefusedSayingTheLimit() {
        let long = String(repeating: "a ", count: 8_000)
        #expect(ConverterQuery.resolve(long) == .failure(.converterTooLong(limit: ConverterQuery.maximumLength)))
        #expect(LineError(.converterTooLong(limit: 256), column: 0).message.hasPrefix("the converter's name is longer than 256 bytes"))
        let limit = String(repeating: " ", count: ConverterQuery.maximumLength - 8) + "mi -> km"
        #expect((try? ConverterQuery.resolve(limit).get())?.label == (try? ConverterQuery.resolve("mi->km").get())?.label)
    }

    @Test func everyUnitsSpellingsFitInTheLimitAndEverySideInTheWordLimit() {
        let spellings = UnitCatalog.all.flatMap { [$0.symbol, $0.name] + $0.aliases }
        let longest = spellings.map(\.utf8.count).max() ?? 0
        #expect("degrees ".utf8.count * 2 + longest * 2 + " to ".utf8.count <= ConverterQuery.maximumLength)
        for compound in CompoundUnit.all {
            let named = compound.parts.map { UnitCatalog.unit($0).name }.joined(separator: " + ")
            #expect(named.split(separator: " ").count <= ConverterQuery.sideWordLimit, "\(named)")
        }
    }

    @Test func aTranscriptHeaderWithAnOverlongConverterIsRefusedSayingTheLimit() {
        let header = "#! convcalc 1 --converter " + String(repeating: "a_", count: 8_000) + "\n> 1\n"
        #expect(throws: TranscriptError(line: 1, "--converter: " + LineError(.converterTooLong(limit: 256), column: 0).message)) {
            try Transcript(parsing: header)
        }
    }
}
