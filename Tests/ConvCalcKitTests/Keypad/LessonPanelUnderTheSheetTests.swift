import Testing
@testable import ConvCalcKit

/// A lesson's `> convert` played: the converter list is open over the keypad while the lesson
/// panel shows the menu the line printed.
@Suite struct LessonPanelUnderTheSheetTests {
    /// Lesson 05 with its first line, `> convert`, played: the sheet open.
    func menuPlayed() throws -> KeypadModel {
        let name = "05-the-menu.txt"
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        while model.player?.lineIndex ?? 0 < 1 { model.perform(.playNext) }
        return model
    }

    /// The lesson panel's rows inside its box and its blank column at 80×24, and the layout.
    func panelRows(_ model: KeypadModel) throws -> (rows: [String], layout: KeypadLayout) {
        let screen = TextScreen(columns: 80, rows: 24)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        let panel = try #require(layout.panel)
        let rows = (panel.y + 1..<panel.bottom - 1).map { String(Array(screen.lines[$0])[(panel.x + 2)..<(panel.right - 1)]) }
        return (rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }, layout)
    }

    /// Up and Down move the sheet's highlight there, so the panel's last row names the page
    /// keys, and PgDn scrolls it (it said `(more: Down)`, and Down moved the highlight).
    @Test func whileTheSheetIsOpenThePanelsMoreRowNamesThePageKeys() throws {
        var model = try menuPlayed()
        #expect(model.state.phase == .choosing)
        var (rows, layout) = try panelRows(model)
        #expect(rows.last?.hasPrefix("(more: PgDn)") == true, "\(rows)")
        let map = KeyMap(layout: layout, phase: model.state.phase, showsHelp: false, plays: true)
        model.perform(map.command(for: .pageDown))
        (rows, layout) = try panelRows(model)
        #expect(rows.last?.hasPrefix("(more: PgUp") == true, "\(rows)")
    }

    /// The menu's lines keep the blanks that line them up under `* 1.` (they were drawn flush left).
    @Test func theMenuShownKeepsItsLeadingBlanks() throws {
        var model = try menuPlayed()
        let (_, layout) = try panelRows(model)
        let map = KeyMap(layout: layout, phase: model.state.phase, showsHelp: false, plays: true)
        var seen: [String] = []
        for _ in 0..<10 {
            seen += try panelRows(model).rows
            model.perform(map.command(for: .pageDown))
        }
        #expect(seen.contains { $0.hasPrefix("* 1. fahrenheit to celsius") }, "\(seen)")
        #expect(seen.contains { $0.hasPrefix("  2. celsius to fahrenheit") }, "\(seen)")
        #expect(!seen.contains { $0.hasPrefix("2. celsius") }, "\(seen)")
    }
}
