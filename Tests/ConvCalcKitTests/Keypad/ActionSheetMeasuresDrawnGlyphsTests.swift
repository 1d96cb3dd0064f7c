import Testing
@testable import ConvCalcKit

/// The converter sheet measures its rows as they are drawn: on an ASCII terminal `→` is drawn
/// ` -> `, two columns more. Padded to the box as if `→`, each row came out two columns too
/// wide and was cut at 80×24 (`3. miles to kilometers  mi -> k...|`, a teacher's trial).
@Suite struct ActionSheetMeasuresDrawnGlyphsTests {
    @Test func anASCIISheetShowsEachUnitPairWhole() throws {
        let model = keypad(after: "k")
        let screen = TextScreen(columns: 80, rows: 24)
        _ = try #require(KeypadView(glyphs: Glyphs(unicode: false)).draw(model, on: screen))
        // By hand: the pairs start two blanks after the widest name (24 columns), the widest
        // row, `3. miles to kilometers    mi -> km`, 34 columns, one blank before the border.
        #expect(screen.text.contains("| 3. miles to kilometers    mi -> km |"), "\(screen.text)")
        #expect(screen.text.contains("| 8. meters to centimeters  m -> cm  |"), "\(screen.text)")
        #expect(!screen.text.contains("..."), "\(screen.text)")
    }
}
