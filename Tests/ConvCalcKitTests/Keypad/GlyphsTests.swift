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
