import Testing
@testable import ConvCalcKit

/// What a line showed, under `✓ shown, as expected` in the lesson panel, keeps one row per
/// line printed at every width the panel is shown: wrapped, the menu's `* 1. fahrenheit to
/// celsius (°F →` went on with `°C)` on a row of its own, read as a row of the menu, and the
/// mark was cut mid-word at 20×17 (`✓ shown, as exp…`).
@Suite struct LessonComparisonRowsTests {
    /// Lesson 05 with its first line, `convert`, played: the menu's eight rows shown.
    func menuShown() throws -> LessonPlayer {
        let player = try #require(try LessonPanelUnderTheSheetTests().menuPlayed().player)
        #expect(player.finished?.matches == true && player.finished?.actual.count == 8)
        return player
    }

    /// By hand at 16 columns (the panel of a 20-column screen): `✓ shown, as expected` is 20,
    /// `✓ as expected` 13; `* 1. fahrenheit` is 15, with ` …` 17, so `* 1. …`; `  5. meters to
    /// feet (m → ft)` keeps its blanks, `  5. meters to` is 14, with ` …` 16. At 36: `* 1.
    /// fahrenheit to celsius (°F → °C)` is 36, whole.
    @Test func theMenuKeepsOneRowPerLineCutAtABlank() throws {
        let view = KeypadView(glyphs: Glyphs(unicode: true))
        let narrow = view.lessonBody(try menuShown(), width: 16).comparison.map { $0.map(\.text).joined() }
        #expect(narrow.count == 9, "\(narrow)")
        #expect(narrow[0] == "✓ as expected")
        #expect(narrow[1] == "* 1. …")
        #expect(narrow[5] == "  5. meters to …")
        let wide = view.lessonBody(try menuShown(), width: 36).comparison.map { $0.map(\.text).joined() }
        #expect(wide[0] == "✓ shown, as expected")
        #expect(wide[1] == "* 1. fahrenheit to celsius (°F → °C)")
    }

    /// A lesson played to its end says so whole: `end of the lesson` is 17 columns, so at 16
    /// (the panel of a 20-column screen) `end` (it was cut mid-word, `end of the less…`).
    @Test func theEndIsSaidWholeAtEveryWidth() throws {
        var model = try LessonNavigationTests().started("01-keypad-converters.txt")
        while let player = model.player, !player.isAtEnd { model.perform(.playNext) }
        let player = try #require(model.player)
        let view = KeypadView(glyphs: Glyphs(unicode: true))
        #expect(view.lessonBody(player, width: 16).pinned.first?.map(\.text).joined() == "end")
        #expect(view.lessonBody(player, width: 17).pinned.first?.map(\.text).joined() == "end of the lesson")
    }

    /// At every width from 16 to 76, in UTF-8 and ASCII: one row a line, each within the width.
    @Test(arguments: [true, false])
    func everyRowFitsAtEveryWidth(unicode: Bool) throws {
        let view = KeypadView(glyphs: Glyphs(unicode: unicode))
        let player = try menuShown()
        for width in 16...76 {
            let rows = view.lessonBody(player, width: width).comparison.map { $0.map(\.text).joined() }
            #expect(rows.count == 9, "\(width): \(rows)")
            #expect(rows.allSatisfy { ColumnWidth.of(view.glyphs.text($0)) <= width }, "\(width): \(rows)")
        }
    }
}
