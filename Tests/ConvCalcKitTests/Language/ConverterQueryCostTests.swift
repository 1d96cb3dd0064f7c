import Foundation
import Testing
import Seeding
@testable import ConvCalcKit

/// Reading a unit pair is linear in its length, and a converter's name longer than the limit
/// is refused with the limit in the error: 8,000 words cost no more than the first few.
@Suite(.seeded) struct ConverterQueryCostTests {
    /// Random, from the run's seed (`CONVCALC_SEED`, printed with every failure).

    /// The reader of `words` as a converter's name (or a line's, `place`), after reading it.
    func readAll(_ words: [String], place: UnitPair.Place) -> UnitPair.Reader {
        var text = words.joined(separator: " ")
        return text.withUTF8 { bytes in
            var reader = UnitPair.Reader(bytes, from: 0, to: bytes.count, place: place)
            _ = try? reader.read()
            return reader
        }
    }

    @Test func theWorkOfReadingAPairIsBoundedByItsFirstWords() {
        var random = SeededGenerator()
        let pool = ["a", "to", "TO", "in", "mi", "km", "->", "→", "=>", ">", "degrees", "°F", "ft+in", "+", "miles", "x_y",
                    "é", "feet", "inches"]
        let spans = UnitPair.unitWordLimit + 2 * UnitPair.sideWordLimit  // the source, the output, the other side's look
        for round in 0..<60 {
            let count = Int.random(in: 0...(round < 50 ? 60 : 12_000), using: &random)
            let words = (0..<count).map { _ in
                Int.random(in: 0..<10, using: &random) == 0 ? String(repeating: "b", count: Int.random(in: 1...40, using: &random))
                    : pool.randomElement(using: &random)!
            }
            for place in [UnitPair.Place.name, .line] {
                let reader = readAll(words, place: place)
                let split = reader.words.reduce(0) { $0 + $1.text.utf8.count + 1 }
                #expect(reader.words.count <= UnitPair.Reader.wordLimit, "round \(round)")
                #expect(reader.bytesLookedUp <= spans * split, "round \(round): \(count) words")
            }
        }
    }

    @Test func eightThousandWordsCostNoMoreThanTheFirstFew() {
        let few = readAll(Array(repeating: "a", count: UnitPair.Reader.wordLimit), place: .name).bytesLookedUp
        #expect(readAll(Array(repeating: "a", count: 8_000), place: .name).bytesLookedUp == few)
        #expect(readAll(Array(repeating: "mi", count: 8_000), place: .line).words.count == UnitPair.Reader.wordLimit)
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
            #expect(named.split(separator: " ").count <= UnitPair.sideWordLimit, "\(named)")
        }
    }

    @Test func aTranscriptHeaderWithAnOverlongConverterIsRefusedSayingTheLimit() {
        let header = "#! convcalc 1 --converter " + String(repeating: "a_", count: 8_000) + "\n> 1\n"
        #expect(throws: TranscriptError(line: 1, "--converter: " + LineError(.converterTooLong(limit: 256), column: 0).message)) {
            try Transcript(parsing: header)
        }
    }
}
