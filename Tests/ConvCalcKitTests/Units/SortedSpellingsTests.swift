@testable import ConvCalcKit
import Seeding
import Testing

/// The generated, sorted spellings of the built-in units answer every name as the index grown
/// from the units one at a time does: the shortcut a start takes (`UnitCatalog.spellings`)
/// changes no answer.
@Suite(.seeded) struct SortedSpellingsTests {
    let sorted = UnitCatalog.builtInSpellings
    let grown = UnitCatalog.grownSpellings

    @Test func everySpellingFindsTheUnitTheGrownIndexFinds() {
        #expect(UnitCatalog.additions.units.isEmpty, "the tests run without units files")
        let spellings = Array(grown.exact.keys) + Array(grown.folded.keys) + Array(grown.caseSensitive)
        for text in spellings {
            for variant in [text, text.uppercased(), text.capitalized, "degrees " + text, "°" + text, "deg_" + text] {
                expectSameAnswers(variant)
            }
        }
        #expect(sorted.folded.count == grown.folded.count && sorted.exact.count == grown.exact.count)
        #expect(sorted.caseSensitive.count == grown.caseSensitive.count)
    }

    @Test func randomTextFindsWhatTheGrownIndexFinds() {
        var random = SeededGenerator()
        let pieces = ["m", "M", "k", "K", "b", "B", "i", "g", "s", "°", "µ", "μ", "F", "c", "deg", "degrees ", "_", " ", "2", "²",
                      "ft", "mi", "kWh", "psi", "L/100km", "ton", "kb", "mb", "Mm", "Btu", "'", "\"", "é", "\t"]
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            expectSameAnswers(text)
        }
    }

    private func expectSameAnswers(_ text: String) {
        let key = UnitCatalog.normalized(text)
        #expect(sorted.find(text) == grown.find(text), "find(\(text.debugDescription))")
        #expect(sorted.unit(folded: key) == grown.unit(folded: key), "folded \(key.debugDescription)")
        #expect(sorted.unit(exactly: text) == grown.unit(exactly: text), "exactly \(text.debugDescription)")
        #expect(sorted.isCaseSensitive(key) == grown.isCaseSensitive(key), "case of \(key.debugDescription)")
    }
}
