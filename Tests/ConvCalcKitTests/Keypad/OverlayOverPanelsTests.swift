import Testing
@testable import ConvCalcKit

/// An overlay (the converter sheet, the help) over a panel leaves no broken borders: the
/// panels it covers are drawn again above or below it, blank beside it. Cleared only between
/// their borders, at 60×20 the machine panel's joined the sheet's (`│───────────┘`) and its
/// last row above the sheet ended `pick (Return, 1–8, click a row),`; at 40×20 the event log's
/// stuck out at the sheet's left edge (`┌│`), and in a lesson the help cut `┌─ lesson │`. The
/// help at 60×20 covered the displays' box in part, its border running on beside the help.
@Suite struct OverlayOverPanelsTests {
    static let borders: Set<Character> = ["─", "│", "┌", "┐", "└", "┘"]

    /// The cells of the boxes of `layout` (the panels, the displays') in the rows of `box` but
    /// outside it that hold a border.
    func bordersBeside(_ box: ScreenRect, _ layout: KeypadLayout, on screen: TextScreen) -> [String] {
        var found: [String] = []
        for panel in [layout.machine, layout.panel, layout.displayBox].compactMap({ $0 }) {
            for y in max(box.y, panel.y)..<max(box.y, panel.y, min(box.bottom, panel.bottom)) {
                let row = Array(screen.lines[y])
                for x in panel.x..<panel.right where (x < box.x || x >= box.right) && Self.borders.contains(row[x]) {
                    found.append("\(row[x]) at \(x),\(y)")
                }
            }
        }
        return found
    }

    @Test(arguments: [(60, 20), (40, 20), (80, 24)])
    func theSheetLeavesNoPanelBorderBesideIt(columns: Int, rows: Int) throws {
        let model = keypad(after: "k")
        #expect(model.state.phase == .choosing)
        let screen = TextScreen(columns: columns, rows: rows)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        let sheet = ActionSheet(layout: layout, lesson: false, selection: model.selection).box
        #expect(bordersBeside(sheet, layout, on: screen).isEmpty, "\(screen.text)")
        #expect(!screen.lines.contains { $0.contains(/click a row\), *│/) }, "\(screen.text)")  // a row cut after its comma
        #expect(screen.style(of: " choosing ") == .current, "\(screen.text)")  // the state stays named
    }

    /// A covered panel is drawn once, above or below the sheet: at 120×40 the event log showed
    /// twice, its title above the sheet and again below it; a lesson's panel likewise.
    @Test(arguments: [(120, 40), (80, 24), (100, 30), (160, 50), (60, 20), (40, 20)])
    func theSheetLeavesEachPanelTitleOnce(columns: Int, rows: Int) throws {
        let lesson = try LessonNavigationTests().started("05-the-menu.txt")
        var played = lesson
        played.perform(.playNext)
        for (model, title) in [(keypad(after: "12k"), "─ events "), (played, "─ lesson ")] {
            #expect(model.state.phase == .choosing)
            let screen = TextScreen(columns: columns, rows: rows)
            _ = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
            #expect(screen.text.contains("─ convert "), "\(screen.text)")
            for name in [title, "─ machine "] {
                #expect(screen.lines.filter { $0.contains(name) }.count <= 1, "\(name): \(screen.text)")
            }
            if columns >= 80 { #expect(screen.text.contains(title), "\(screen.text)") }
        }
    }

    /// At 80×24 the panel above the sheet keeps the `choosing` row whole, both its lines.
    @Test func atEightyColumnsTheChoosingRowIsWholeAboveTheSheet() throws {
        let model = keypad(after: "k")
        let screen = TextScreen(columns: 80, rows: 24)
        _ = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        #expect(screen.text.contains("│ pick (Return, 1–8, click a row), cancel (Esc, │"), "\(screen.text)")
        #expect(screen.text.contains("│     click outside) ──▶ ready "), "\(screen.text)")
    }

    @Test func theHelpInALessonLeavesNoPanelBorderBesideIt() throws {
        let name = "03-number-entry.txt"
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        model.perform(.toggleHelp)
        let screen = TextScreen(columns: 40, rows: 20)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        #expect(bordersBeside(try helpBox(on: screen), layout, on: screen).isEmpty, "\(screen.text)")
    }

    /// The help leaves the status line as it was: at 40×20 in a lesson its bottom border was
    /// drawn across it (`Space send└──────────────────┘+/- 5 . 2`), whole at 40×21 and 60×20.
    @Test(arguments: [(40, 20), (40, 21), (60, 20), (20, 17)])
    func theHelpInALessonLeavesTheStatusLineWhole(columns: Int, rows: Int) throws {
        var model = try LessonNavigationTests().started("09-watching-the-machine.txt")
        model.perform(.playNext)
        let before = TextScreen(columns: columns, rows: rows)
        KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: before)
        model.perform(.toggleHelp)
        let screen = TextScreen(columns: columns, rows: rows)
        KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen)
        #expect(screen.text.contains("┌─ keys"), "\(screen.text)")
        #expect(screen.lines[rows - 2] == before.lines[rows - 2], "\(screen.text)")
    }

    /// The help leaves no border of the displays' box beside it: it goes under the box where it
    /// fits there (80×24, 40×20), else it hides the box whole (60×20, where `┌──────┐` ran on
    /// over `│┌─ keys`).
    @Test(arguments: [(60, 20), (40, 20), (80, 24)])
    func theHelpLeavesNoDisplayBorderBesideIt(columns: Int, rows: Int) throws {
        var model = keypad(after: "12")
        model.perform(.toggleHelp)
        let screen = TextScreen(columns: columns, rows: rows)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        let help = try helpBox(on: screen)
        #expect(bordersBeside(help, layout, on: screen).isEmpty, "\(screen.text)")
        if help.y >= layout.displayBox.bottom { #expect(screen.text.contains("12 °F"), "the displays stay above: \(screen.text)") }
    }

    /// The help's box, found by its borders on `screen`.
    func helpBox(on screen: TextScreen) throws -> ScreenRect {
        let top = try #require(screen.lines.firstIndex { $0.contains("┌─ keys") })
        let line = screen.lines[top]
        let left = try #require(line.range(of: "┌─ keys").map { line.distance(from: line.startIndex, to: $0.lowerBound) })
        let right = try #require(Array(line)[left...].firstIndex(of: "┐"))
        let bottom = try #require((top + 1..<screen.size.rows).first { Array(screen.lines[$0])[left] == "└" })
        return ScreenRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// A key the sheet or the precision picker covers in part is hidden whole: beside the sheet
    /// at 20×17 the keys' pieces read as words of their own (` C │`, `│set` of `reset`, `│E` of
    /// `EE`). The cells of such a key outside the overlay are blank, in no key's colour.
    @Test(arguments: [(20, 17), (20, 12), (40, 20), (60, 20), (80, 24), (120, 40)])
    func anOverlayLeavesNoPieceOfAKeyBesideIt(columns: Int, rows: Int) throws {
        for keys in ["k", "p"] {
            let model = keypad(after: keys)
            let screen = TextScreen(columns: columns, rows: rows)
            let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
            let box = keys == "k" ? ActionSheet(layout: layout, lesson: false, selection: model.selection).box
                : PrecisionPicker.box(in: layout, glyphs: Glyphs(unicode: true))
            for button in layout.buttons where button.rect.overlaps(box) {
                for y in button.rect.y..<button.rect.bottom {
                    let row = Array(screen.lines[y])
                    for x in button.rect.x..<button.rect.right where !box.contains(ScreenPoint(x: x, y: y)) {
                        #expect(row[x] == " " && screen.styles[y][x] == .normal,
                                "\(keys): \(button.key) at \(x),\(y)\n\(screen.text)")
                    }
                }
            }
        }
    }
}
