import Testing
@testable import ConvCalcKit

/// A lesson that picks a pair by name the sheet does not list (lesson 10's `convert lb->kg`):
/// the sheet shows that pair in a last row of its own, `typed: pounds to kilograms`, while the
/// lesson's next key picks it. The class saw the sheet's eight converters and then a pick of
/// none of them.
@Suite struct LessonPickOffTheSheetTests {
    static let name = "10-any-unit-to-any-unit.txt"

    /// Lesson 10 with `> convert lb->kg` (its fifth typed line) played up to the pick: the sheet open.
    func sheetOpenForPounds() throws -> KeypadModel {
        var model = try LessonNavigationTests().played(Self.name, toLine: 4)
        #expect(model.player?.currentLine?.input == "convert lb->kg")
        model.perform(.playNext)
        #expect(model.state.phase == .choosing)
        return model
    }

    @Test(arguments: [(80, 24), (120, 40), (60, 20), (40, 20), (20, 17)])
    func theSheetShowsThePairTheLessonPicks(columns: Int, rows: Int) throws {
        let model = try sheetOpenForPounds()
        #expect(model.lessonPickOffTheSheet.map(\.symbols) == "lb → kg")
        let screen = TextScreen(columns: columns, rows: rows)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        let sheet = ActionSheet(layout: layout, lesson: true, selection: model.selection, typed: model.lessonPickOffTheSheet)
        let row = try #require(sheet.typedRow)
        let drawn = String(Array(screen.lines[row.y])[row.x..<row.right])
        #expect(drawn.contains(/typed: (pounds to kilograms|lb → kg)/), "\(screen.text)")
        #expect(row.y < sheet.box.bottom - 1 && !sheet.rows.contains { $0.y == row.y }, "inside the box, below the converters")
        var map = KeyMap(layout: layout, phase: model.state.phase, showsHelp: false, plays: true)
        map.offTheSheet = model.offTheSheet
        let click = MouseReport(button: 0, point: ScreenPoint(x: row.x + 2, y: row.y), pressed: true)
        var clicked = model, spaced = model
        clicked.perform(map.command(for: .mouse(click)))
        spaced.perform(.playNext)
        #expect(clicked.state == spaced.state && clicked.player?.mismatches == 0, "a click on the row plays the pick, as Space does")
    }

    /// Space picks it and the sheet closes; a pick the sheet lists (lesson 05's) adds no row.
    @Test func theRowGoesWithThePickAndAListedPickHasNone() throws {
        var model = try sheetOpenForPounds()
        model.perform(.playNext)
        #expect(model.state.converter.symbols == "lb → kg")
        #expect(model.lessonPickOffTheSheet == nil)
        var listed = try LessonNavigationTests().started("05-the-menu.txt")
        while listed.state.phase != .choosing { listed.perform(.playNext) }
        #expect(listed.lessonPickOffTheSheet == nil)
        let screen = TextScreen(columns: 80, rows: 24)
        KeypadView(glyphs: Glyphs(unicode: true)).draw(listed, on: screen)
        #expect(!screen.text.contains("typed:"), "\(screen.text)")
    }

    /// The sheet opens with the row of the lesson's pick highlighted, so Return picks what the
    /// lesson asks, as Space and a click on that row do (it picked the highlighted listed
    /// converter, the current one); Up moves the highlight onto the converters, where Return
    /// picks the row highlighted, and Down back onto the lesson's row.
    @Test func returnPicksTheLessonsPairWhileItsRowIsHighlighted() throws {
        let opened = try sheetOpenForPounds()
        let screen = TextScreen(columns: 80, rows: 24)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(opened, on: screen))
        let sheet = ActionSheet(layout: layout, lesson: true, selection: opened.selection, typed: opened.lessonPickOffTheSheet)
        let row = try #require(sheet.typedRow)
        #expect(screen.styles[row.y][row.x + 2] == .selected, "the lesson's row is highlighted: \(screen.text)")
        #expect(sheet.rows.allSatisfy { screen.styles[$0.y][$0.x + 2] != .selected }, "and no converter's")
        let enter = KeyMap(layout: layout, phase: .choosing, showsHelp: false, plays: true).command(for: .enter)
        var model = opened
        model.perform(enter)
        #expect(model.state.converter.symbols == "lb → kg" && model.state.phase == .ready)
        #expect(model.player?.mismatches == 0, "the lesson's own pick: no keys set aside, no mismatch")

        var moved = opened
        moved.perform(.moveSelection(-1))
        #expect(moved.selection == Converter.builtIn.count - 1)
        moved.perform(.moveSelection(1))
        #expect(moved.selection == Converter.builtIn.count, "Down comes back to the lesson's row")
        moved.perform(.moveSelection(1))
        #expect(moved.selection == 0, "and past it to the first converter")
        moved.perform(enter)
        #expect(moved.state.converter == Converter.builtIn[0], "Return picks the converter highlighted")
    }

    /// A pick the sheet lists (lesson 05's `> 3` after `> convert`, the sheet open on °F→°C):
    /// once the lesson's next key is that pick, the sheet highlights it, miles to kilometers,
    /// the third row; Return and a click on that row play the lesson's pick, as Space does
    /// (Return picked °F→°C, the current converter, and the next Space set it aside). By hand:
    /// the transcript's next `convert` marks `* 3. miles to kilometers`.
    @Test func aListedPickIsHighlightedAndReturnOrAClickPlaysIt() throws {
        var opened = try LessonNavigationTests().started("05-the-menu.txt")
        while opened.player?.currentLine?.input != "3" { opened.perform(.playNext) }
        #expect(opened.state.phase == .choosing && opened.lessonPick != nil)
        let miles = try #require(Converter.builtIn.firstIndex { $0.symbols == "mi → km" })
        #expect(miles == 2)
        let screen = TextScreen(columns: 80, rows: 24)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(opened, on: screen))
        let sheet = ActionSheet(layout: layout, lesson: true, selection: opened.selection)
        #expect(opened.selection == miles, "\(screen.text)")
        #expect(screen.styles[sheet.rows[miles].y][sheet.rows[miles].x + 2] == .selected, "\(screen.text)")
        let map = KeyMap(layout: layout, phase: .choosing, showsHelp: false, plays: true)
        let click = MouseReport(button: 0, point: ScreenPoint(x: sheet.rows[miles].x + 2, y: sheet.rows[miles].y), pressed: true)
        var spaced = opened
        spaced.perform(.playNext)
        #expect(spaced.state.converter == Converter.builtIn[miles])
        for key: InputKey in [.enter, .mouse(click)] {
            var model = opened
            model.perform(map.command(for: key))
            #expect(model.state == spaced.state && model.status.text == spaced.status.text, "\(key): \(model.status.text)")
            #expect(model.player?.prompt == spaced.player?.prompt && model.player?.mismatches == 0, "\(key): the lesson's own pick")
        }
    }
}
