import Testing
@testable import ConvCalcKit

struct GlyphsTests {
    @Test func aRunRepeatsTheGlyphWholeAndNothingForNoRoom() {
        #expect(Glyphs.repeated("─", 3) == "───")
        #expect(Glyphs.repeated("─", 3).unicodeScalars.count == 3)
        #expect(Glyphs.repeated("-", 5) == "-----")
        #expect(Glyphs.repeated("ab", 2) == "abab")
        #expect(Glyphs.repeated("─", 0) == "")
        #expect(Glyphs.repeated("─", -4) == "")
    }

    @Test func aBoxIsDrawnWithWholeBorders() {
        let screen = TextScreen(columns: 12, rows: 4)
        screen.box(ScreenRect(x: 1, y: 0, width: 10, height: 4), title: "ab", glyphs: Glyphs(unicode: true))
        #expect(screen.lines == [" ┌─ ab ───┐ ", " │        │ ", " │        │ ", " └────────┘ "])
    }
}

extension GlyphsTests {
    /// On a terminal that is not UTF-8 every unit's symbol shows as ASCII a reader can type
    /// back: never empty (the angle's `°` showed as nothing), never a `?` (`Å`), and naming
    /// the same unit, or in a temperature's case (`°F` → `F`) one letter after the degree.
    @Test func everyUnitSymbolHasAnASCIIFormThatNamesIt() {
        let ascii = Glyphs(unicode: false)
        for unit in UnitCatalog.all {
            let shown = ascii.text(unit.symbol)
            #expect(!shown.isEmpty && !shown.contains("?") && shown.unicodeScalars.allSatisfy(\.isASCII), "\(unit.symbol): '\(shown)'")
            guard unit.absoluteZero == nil || !unit.symbol.hasPrefix("°") else { continue }
            #expect(UnitCatalog.find(shown) == UnitCatalog.find(unit.symbol), "\(unit.symbol) shows as '\(shown)', which names another unit or none")
            let name = ascii.text(unit.name)  // `units length` in the C locale showed ?ngstr?ms
            #expect(!name.contains("?") && name.unicodeScalars.allSatisfy(\.isASCII), "\(unit.name): '\(name)'")
        }
    }
}
