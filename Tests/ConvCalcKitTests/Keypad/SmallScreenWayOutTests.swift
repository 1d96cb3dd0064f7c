import Testing
@testable import ConvCalcKit

/// On the smallest screens nothing is cut unsaid and the way out is said: the help leaves the
/// hint line, which says any key closes it; the screen too small for the keypad says `q
/// quits`; the smallest lesson panel says it has more.
@Suite struct SmallScreenWayOutTests {
    /// The help opened at every size from the least (20×12; 20×17 with a lesson) to 60×30:
    /// the last row is the hint line, saying that any key closes the help (at 20×12 the box
    /// covered it; the compact box said nothing of closing), and the box shows every line whole.
    @Test(arguments: [false, true])
    func theHelpSaysAnyKeyClosesItAtEverySize(lesson: Bool) throws {
        var model = keypad(after: "98.6\r")
        if lesson {
            let player = try LessonPlayer(name: "t", transcript: Transcript(parsing: "> 212\n100 °C\n212 °F\n"))
            model = KeypadModel(start: player.start, lesson: player)
        }
        model.perform(.toggleHelp)
        let least = KeypadLayout.minimum(displayWidth: 12, lesson: lesson)
        for columns in least.columns...60 {
            for rows in least.rows...30 {
                let screen = TextScreen(columns: columns, rows: rows)
                #expect(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen) != nil)
                #expect(screen.lines[rows - 1].hasPrefix("any key closes"), "\(columns)×\(rows)\n\(screen.text)")
                #expect(screen.lines.dropLast().contains { $0.contains(" quit") }, "\(columns)×\(rows)\n\(screen.text)")
            }
        }
    }

    /// Below the least size, the one line says `q quits` wherever that fits: from 19 columns
    /// (`need 20x17; q quits`), with a lesson or without (at 20×16 it said `need 20x17`).
    @Test(arguments: [false, true])
    func theScreenTooSmallSaysQQuitsWhereItFits(lesson: Bool) throws {
        var model = KeypadModel(start: .initial)
        if lesson {
            let player = try LessonPlayer(name: "t", transcript: Transcript(parsing: "> 212\n100 °C\n212 °F\n"))
            model = KeypadModel(start: player.start, lesson: player)
        }
        let least = KeypadLayout.minimum(displayWidth: 1, lesson: lesson)
        for columns in 19...90 {
            let screen = TextScreen(columns: columns, rows: least.rows - 1)
            #expect(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen) == nil)
            #expect(screen.lines[0].contains("q quits"), "\(columns)×\(least.rows - 1): \(screen.lines[0])")
        }
    }

    /// While the screen is too small for the keypad (a lesson at 20×16), the keys it would
    /// take act on nothing unseen: Space left the lesson's first line played out of sight, a
    /// digit typed into the hidden calculator. `q` still quits, and the lesson has not moved.
    @Test func keysDoNothingWhileTheScreenIsTooSmall() throws {
        let player = try LessonPlayer(name: "t", transcript: Transcript(parsing: "> 212\n100 °C\n212 °F\n"))
        var model = KeypadModel(start: player.start, lesson: player)
        let before = model
        let layout = KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: TextScreen(columns: 20, rows: 16))
        #expect(layout == nil)
        var map = KeyMap(layout: layout, phase: model.state.phase, showsHelp: false, plays: true)
        map.screenTooSmall = layout == nil
        for key: InputKey in [.character(" "), .character("7"), .enter, .left, .character("k"), .character("?"), .character("g")] {
            model.perform(map.command(for: key))
        }
        #expect(model.calculator.steps.isEmpty && model.state == before.state && !model.showsHelp)
        #expect(model.player?.prompt == before.player?.prompt && model.status.text == before.status.text)
        #expect(map.command(for: .character("q")) == .quit)
    }

    /// Lesson 10 played Space by Space in the smallest lesson panel (three rows, 20×17 to
    /// 60×17): a row left blank means the panel holds everything; otherwise its last row says
    /// more follows (at 20×17 the `✓ shown, as expected` under a line's mark was hidden,
    /// unsaid, a blank row beside it), and Down brings the comparison into view.
    @Test func theSmallestLessonPanelSaysItHasMore() throws {
        let name = "10-any-unit-to-any-unit.txt"
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        for columns in [20, 24, 30, 40, 60] {
            var model = KeypadModel(start: lesson.start, lesson: lesson)
            var sawComparison = false
            for _ in 0..<12 {
                model.perform(.playNext)
                let screen = TextScreen(columns: columns, rows: 17)
                let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
                let panel = try #require(layout.panel)
                let rows = (panel.y + 1..<panel.bottom - 1).map { String(Array(screen.lines[$0])[(panel.x + 2)..<(panel.right - 2)]).trimmingBlanks }
                if rows.contains("") {
                    let body = KeypadView(glyphs: Glyphs(unicode: true)).lessonBody(try #require(model.player), width: panel.width - 4)
                    #expect(body.narration.count + body.pinned.count + body.comparison.count < rows.count,
                            "\(columns)×17: a blank row, yet more unsaid: \(rows)")
                }
                guard model.player?.finished?.matches == true, !model.player!.finished!.actual.isEmpty else { continue }
                var scrolled = model
                for _ in 0..<4 {
                    let shown = TextScreen(columns: columns, rows: 17)
                    KeypadView(glyphs: Glyphs(unicode: true)).draw(scrolled, on: shown)
                    // `✓ as expected` where `✓ shown, as expected` does not fit (20 columns).
                    if shown.text.contains("✓ shown, as") || shown.text.contains("✓ as expected") { sawComparison = true }
                    scrolled.perform(.scrollNarration(1, panel: panel))
                }
            }
            #expect(sawComparison, "\(columns)×17: never showed `✓ shown, as expected`")
        }
    }
}
