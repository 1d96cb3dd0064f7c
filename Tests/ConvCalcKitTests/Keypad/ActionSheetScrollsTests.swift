import Testing
@testable import ConvCalcKit

/// The action sheet leaves the status and hint lines in view, and when its converters do not
/// all fit it scrolls: the highlighted one stays in view and the last row says where the rest are.
@Suite struct ActionSheetScrollsTests {
    /// Thirteen converters, as a units file's join the eight (the built-in ones, then five reversed).
    let thirteen = Converter.builtIn + Converter.builtIn.prefix(5).map(\.reversed)

    /// Every converter highlighted in turn on the small screens a teacher tried (40×14, 20×12,
    /// 26×12): its row is shown and a click on it picks it, the row saying more says Up when
    /// some are above and Down when some are below, and the box ends above the status line
    /// (only 12 or 10 rows were drawn, unsaid; Down highlighted a 13th never shown).
    @Test(arguments: [(40, 14), (20, 12), (26, 12), (60, 16)])
    func theHighlightedConverterStaysInViewAndTheRestAreSaid(columns: Int, rows: Int) {
        let size = ScreenSize(columns: columns, rows: rows)
        for selection in thirteen.indices {
            let sheet = ActionSheet(size: size, selection: selection, converters: thirteen)
            let shown = sheet.first..<sheet.first + sheet.rows.count
            #expect(shown.contains(selection), "\(size), \(selection + 1): shows \(shown)")
            let row = sheet.rows[selection - sheet.first]
            #expect(sheet.row(at: ScreenPoint(x: row.x + 1, y: row.y)) == selection)
            #expect(sheet.moreRow != nil, "\(size): \(shown) of 13, unsaid")
            #expect(sheet.moreRow?.y != row.y, "the row saying more is no converter's")
            #expect(sheet.more.contains("Up") == (sheet.first > 0), "\(size), \(selection + 1): \(sheet.more)")
            #expect(sheet.more.contains("Down") == (shown.upperBound < 13), "\(size), \(selection + 1): \(sheet.more)")
            #expect(sheet.box.bottom <= rows - 2, "\(size): \(sheet.box) over the status line")
        }
    }

    /// All the converters fit: all shown, no row saying more.
    @Test func aSheetWithRoomShowsEveryConverter() {
        let sheet = ActionSheet(size: ScreenSize(columns: 80, rows: 24), selection: 12, converters: thirteen)
        #expect(sheet.first == 0 && sheet.rows.count == 13 && sheet.moreRow == nil)
    }

    /// The open sheet at every size from the least (20×12) to 60×30, after a number no
    /// converter has (`9`): the status line says so, the box's border is not drawn over it
    /// (`✗ n└────────────┘` at 20×12 and 26×12), and the last row is the menu's hint, `q` last.
    @Test func theSheetLeavesTheStatusAndHintLines() throws {
        let model = keypad(after: "98.6\rk9")
        let view = KeypadView(glyphs: Glyphs(unicode: true))
        for columns in KeypadLayout.minimumKeypadWidth...60 {
            for rows in 12...30 {
                let screen = TextScreen(columns: columns, rows: rows)
                let layout = try #require(view.draw(model, on: screen), "\(columns)×\(rows)")
                let status = screen.lines[layout.status.y]
                #expect(status.hasPrefix("✗ no") && !status.contains("└"), "\(columns)×\(rows)\n\(screen.text)")
                let hint = String(screen.lines[layout.hint.y].reversed().drop { $0 == " " }.reversed())
                #expect(hint.hasPrefix("1–8") && (hint.hasSuffix("  q") || hint.hasSuffix("  q quit")),
                        "\(columns)×\(rows)\n\(screen.text)")
            }
        }
    }
}
