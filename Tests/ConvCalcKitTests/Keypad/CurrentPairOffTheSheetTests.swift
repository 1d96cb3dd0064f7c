import Testing
@testable import ConvCalcKit

/// The current converter is on the sheet when it is a pair typed by name (`in->cm`,
/// `--converter in cm`): in a last row of its own, `typed: inches to centimeters  in → cm`,
/// marked current and highlighted as the sheet opens. The sheet listed its eight converters
/// and marked and highlighted none of the pair in use.
@Suite struct CurrentPairOffTheSheetTests {
    static let inchesToCentimeters = try! ConverterQuery.resolve("in->cm").get()

    /// The keypad on inches to centimeters, its sheet opened with Convert.
    func sheetOpenOnInches() -> KeypadModel {
        var model = KeypadModel(start: State())
        model.perform(.send(.convert))
        model.perform(.send(.pick(Self.inchesToCentimeters)))
        #expect(model.state.converter == Self.inchesToCentimeters && model.state.phase == .ready)
        model.perform(.send(.convert))
        #expect(model.state.phase == .choosing)
        return model
    }

    @Test(arguments: [(80, 24), (120, 40), (60, 20), (40, 20), (20, 17), (80, 17)])
    func theSheetShowsTheCurrentPairMarkedAndHighlighted(columns: Int, rows: Int) throws {
        let model = sheetOpenOnInches()
        #expect(model.offTheSheet == Self.inchesToCentimeters)
        #expect(model.selection == Converter.builtIn.count, "the row one past the converters")
        let screen = TextScreen(columns: columns, rows: rows)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        let sheet = ActionSheet(layout: layout, lesson: false, selection: model.selection, typed: model.offTheSheet)
        let row = try #require(sheet.typedRow, "\(screen.text)")
        let drawn = String(Array(screen.lines[row.y])[row.x..<row.right])
        #expect(drawn.contains(/^\*typed: (inches to centimeters|in → cm)/), "\(screen.text)")
        #expect(screen.styles[row.y][row.x + 2] == .selected, "the row is highlighted: \(screen.text)")
        #expect(sheet.rows.allSatisfy { screen.styles[$0.y][$0.x + 2] != .selected }, "and no converter's")
    }

    /// Return on the row, or a click on it, picks the pair again, as its row would on the
    /// sheet; Down goes on to the first converter.
    @Test func returnOrAClickOnTheRowPicksThePairAgain() throws {
        let opened = sheetOpenOnInches()
        let screen = TextScreen(columns: 80, rows: 24)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(opened, on: screen))
        var map = KeyMap(layout: layout, phase: .choosing, showsHelp: false, plays: false)
        map.selection = opened.selection
        map.offTheSheet = opened.offTheSheet
        let row = try #require(ActionSheet(layout: layout, lesson: false, selection: opened.selection, typed: opened.offTheSheet).typedRow)
        let click = MouseReport(button: 0, point: ScreenPoint(x: row.x + 2, y: row.y), pressed: true)
        for key: InputKey in [.enter, .mouse(click)] {
            var model = opened
            model.perform(map.command(for: key))
            #expect(model.state.phase == .ready && model.state.converter == Self.inchesToCentimeters, "\(key)")
        }
        var moved = opened
        moved.perform(.moveSelection(1))
        #expect(moved.selection == 0)
    }
}
