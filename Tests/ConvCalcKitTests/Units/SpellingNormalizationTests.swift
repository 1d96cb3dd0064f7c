import Testing
@testable import ConvCalcKit

/// Spellings are normalized byte by byte (ASCII lowercased, `_` and tabs read as blanks,
/// blanks collapsed and trimmed; Unicode lowercasing only when there is more than ASCII):
/// the same as lowercasing, splitting at blanks and joining with one space.
@Suite struct SpellingNormalizationTests {
    /// The rule written the plain way, by characters.
    private func reference(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "\t" }).joined(separator: " ")
    }

    @Test func randomTextNormalizesAsTheCharacterRuleDoes() {
        let pieces = ["m", "M", "ft", "Sq", "_", " ", "  ", "\t", "°", "F", "É", "é", "Σ", "ß", "2", "^", "/", "\u{2212}", "x"]
        var random = SplitMix(state: 73)
        for _ in 0..<20_000 {
            let text = (0..<random.next(8)).map { _ in pieces[random.next(pieces.count)] }.joined()
            #expect(UnitCatalog.normalized(text) == reference(text), "\(text.debugDescription)")
        }
    }

    /// A blank before a combining mark is one character to the character rule and two bytes
    /// here, so the two may differ there; no spelling has a combining mark, so what a text
    /// names does not.
    @Test func aCombiningMarkAfterABlankNamesWhatTheCharacterRuleNames() {
        for text in [" \u{301}m", "m \u{301}", "sq \u{301}m", "\u{301}", "km \u{301}", "deg \u{301}F"] {
            #expect(UnitCatalog.index[UnitCatalog.normalized(text)] == UnitCatalog.index[reference(text)])
            #expect(UnitCatalog.find(text) == nil)
        }
    }

    @Test func everySpellingInTheTableIsFoundWithCapitalsUnderscoresAndExtraBlanks() {
        for (key, id) in UnitCatalog.index {
            let shouted = "  " + key.uppercased().replacingOccurrences(of: " ", with: "_\t ") + " "
            if UnitCatalog.megaLookalike(shouted) == nil {
                #expect(UnitCatalog.find(shouted) == id, "\(shouted.debugDescription)")
            }
        }
    }
}
