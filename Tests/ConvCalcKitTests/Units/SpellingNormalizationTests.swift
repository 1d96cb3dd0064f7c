import Testing
@testable import ConvCalcKit
import Seeding

/// Spellings are normalized byte by byte (ASCII lowercased, `_` and tabs read as blanks,
/// blanks collapsed and trimmed; Unicode lowercasing only when there is more than ASCII):
/// the same as lowercasing, splitting at blanks and joining with one space.
@Suite(.seeded) struct SpellingNormalizationTests {
    /// The rule written the plain way, by characters.
    private func reference(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "\t" }).joined(separator: " ")
    }

    /// Random text, with marks that join a blank or `_` into a larger character (a combining
    /// accent, a zero-width joiner, a variation selector, a skin tone, U+FF9F, the prepended
    /// U+06DD): the same normalized text as the character rule gives.
    @Test func randomTextNormalizesAsTheCharacterRuleDoes() {
        let pieces = ["m", "M", "ft", "Sq", "_", " ", "  ", "\t", "°", "F", "É", "é", "Σ", "ß", "2", "^", "/", "\u{2212}", "x",
                      "\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F3FB}", "\u{FF9F}", "\u{6DD}", "\u{34F}"]
        var random = SeededGenerator()
        for _ in 0..<40_000 {
            let text = (0..<random.next(8)).map { _ in pieces[random.next(pieces.count)] }.joined()
            #expect(UnitCatalog.normalized(text) == reference(text), "\(text.debugDescription)")
        }
    }

    /// A name with `_` before a combining mark is no closer to a unit than the character rule
    /// makes it, so it gets no suggestion that rule does not give.
    @Test(arguments: ["5 sq_\u{301}m", "5 cu_\u{301}m", "5 sq_\u{FF9F}m", "5 sq\u{6DD}_m", "5 US_\u{327}pint\u{200D}",
                      "5 fluid_\u{200D}ou\u{34F}nces", "5 square_\u{1F3FB}me\u{34F}ter", "help sq_\u{301}m"])
    func aJoinedSeparatorKeepsItsCharacter(line: String) {
        var session = Session()
        let text: String = switch session.handle(line).shows {
        case .rejected(let error): error.message
        case .info(let answer): answer
        default: ""
        }
        #expect(!text.contains("did you mean"), "\(text)")
    }

    @Test func everySpellingInTheTableIsFoundWithCapitalsUnderscoresAndExtraBlanks() {
        for (key, id) in UnitCatalog.index {  // the case-sensitive ones (B, b) are not in it
            let shouted = "  " + key.uppercased().replacingOccurrences(of: " ", with: "_\t ") + " "
            if UnitCatalog.megaLookalike(shouted) == nil {
                #expect(UnitCatalog.find(shouted) == id, "\(shouted.debugDescription)")
            }
        }
    }

    /// `B` is a byte and `b` a bit; `kB` a kilobyte, while `kb` and `KB` get a hint: spellings
    /// that name different things in different cases are found in their own case only.
    @Test func spellingsThatDifferOnlyInCaseAreFoundInTheirOwnCase() {
        #expect(UnitCatalog.find("B").map { UnitCatalog.unit($0).symbol } == "B")
        #expect(UnitCatalog.find("b").map { UnitCatalog.unit($0).symbol } == "bit")
        #expect(UnitCatalog.find("kB").map { UnitCatalog.unit($0).symbol } == "kB")
        #expect(UnitCatalog.find("kb") == nil && UnitCatalog.hint(for: "kb")?.contains("ambiguous") == true)
        #expect(UnitCatalog.find("KB") == nil && UnitCatalog.hint(for: "KB")?.contains("ambiguous") == true)
        #expect(UnitCatalog.find("mb") == nil && UnitCatalog.hint(for: "mb")?.contains("mbar") == true)
        #expect(UnitCatalog.find("MB").map { UnitCatalog.unit($0).symbol } == "MB")
        #expect(UnitCatalog.grownSpellings.clashes.isEmpty, "no built-in spelling is given to two units")
        for key in UnitCatalog.grownSpellings.caseSensitive {
            for (spelling, id) in UnitCatalog.grownSpellings.exact where UnitCatalog.normalized(spelling) == key {
                #expect(UnitCatalog.find(spelling) == id, "\(spelling)")
            }
        }
    }

    /// Folding case never turns one prefix into another or bytes into bits: `mJ` is no MJ
    /// (10⁹ off), `Gb` no GB (8× off); capitals only, names and listed spellings fold as usual.
    @Test func caseThatTellsUnitsApartIsNotFoldedAway() {
        for refused in ["mJ", "mj", "mWh", "mPa", "mHz", "Gb", "gb", "Tb", "Kib", "Mib"] {
            #expect(UnitCatalog.find(refused) == nil, "\(refused)")
            #expect(UnitCatalog.hint(for: refused) != nil, "\(refused) gets a hint")
        }
        let symbol = { (text: String) in UnitCatalog.find(text).map { UnitCatalog.unit($0).symbol } }
        #expect(symbol("MJ") == "MJ" && symbol("MHZ") == "MHz" && symbol("KM") == "km" && symbol("Km") == "km")
        #expect(symbol("btu") == "BTU" && symbol("megajoules") == "MJ" && symbol("gib") == nil && symbol("GIB") == "GiB")
        #expect(symbol("NM") == "nmi" && symbol("nm") == "nm" && symbol("Cal") == "kcal" && symbol("cal") == "cal")
    }

    /// A first letter is a prefix only where the rest of the symbol is a unit: `Mpg` is mpg as
    /// `MPG` is (there is no pg), while `Mm` is no mm and `mJ` no MJ.
    @Test(arguments: [("Mpg", "mpg"), ("Mph", "mph"), ("Tbsp", "tbsp"), ("Tsp", "tsp"), ("Gal", "gal"), ("Mi", "mi")])
    func aLetterThatIsNoPrefixThereFoldsAsCapitalsDo(text: String, symbol: String) {
        #expect(UnitCatalog.find(text).map { UnitCatalog.unit($0).symbol } == symbol, "\(text)")
        #expect(UnitCatalog.find(text) == UnitCatalog.find(text.uppercased()), "\(text) as \(text.uppercased())")
    }
}
