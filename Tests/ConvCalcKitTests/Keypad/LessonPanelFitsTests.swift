import Testing
@testable import ConvCalcKit

/// A lesson at a projector's sizes: what its panel cannot hold is said and reached by
/// scrolling, and the hint line names every key that works in a lesson.
@Suite struct LessonPanelFitsTests {
    static let sizes = [(40, 20), (60, 24), (100, 40)]

    /// Lesson 09 with its trace on, its line `C +/- 5 . 2` played.
    func traced() throws -> KeypadModel {
        let name = "09-watching-the-machine.txt"
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        while model.player?.lineIndex ?? 0 < 2 { model.perform(.playNext) }
        return model
    }

    /// The lesson panel's rows inside its box.
    func panelRows(_ model: KeypadModel, _ size: (Int, Int)) throws -> (rows: [String], layout: KeypadLayout) {
        let screen = TextScreen(columns: size.0, rows: size.1)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        let panel = try #require(layout.panel)
        let rows = (panel.y + 1..<panel.bottom - 1).map { String(Array(screen.lines[$0])[(panel.x + 1)..<(panel.right - 1)]) }
        return (rows.map(\.trimmingBlanks), layout)
    }

    /// Lesson 08 in the smallest lesson panel (20×17, 16 columns): the line being played gives
    /// way to the next key (`> …   … line-end`: it was `> 125   … line-…`), and the last line's
    /// mark ends at a blank with `…` (they were `✓ > convert 7 a…`, `✓ > 125 as expe…`). By
    /// hand: `convert 7` is three Spaces (convert, pick, line-end), `125` three digits then its
    /// line-end; `> …`, three blanks, `… ` and `line-end` take the 16 columns.
    @Test func theSmallestPanelCutsNoWordAndKeepsTheNextKeyWhole() throws {
        var model = try LessonNavigationTests().started("08-precision-and-ties.txt")
        for _ in 0..<6 { model.perform(.playNext) }
        var (rows, _) = try panelRows(model, (20, 17))
        #expect(rows.contains("> …   … line-end") && rows.contains("✓ > convert 7 …"), "\(rows)")
        model.perform(.playNext)
        (rows, _) = try panelRows(model, (20, 17))
        #expect(rows.contains("✓ > 125 …"), "\(rows)")
        // Every key of the lesson: the next one whole where `> …   … ` leaves it the room (10
        // columns), else its first word whole (`pick …` for `pick fahrenheit to celsius`).
        let view = KeypadView(glyphs: Glyphs(unicode: true))
        while let lesson = model.player, !lesson.isAtEnd {
            if let line = lesson.currentLine, let next = lesson.nextEvent {
                let row = view.keysSent(input: "> " + line.input, events: lesson.currentEvents ?? [next], sent: lesson.sent, width: 16)
                let shown = row.map(\.text).joined()
                let word = String(next.name.prefix { $0 != " " })
                #expect(next.name.count <= 10 ? shown.contains(next.name) : shown.contains(word + " ") || shown.contains(word + "…"),
                        "\(line.input): \(shown)")
            }
            model.perform(.playNext)
        }
    }

    /// At 60×20 the lesson panel has no fewer rows than at a projector's 40×20: beside the
    /// keypad it had four, lesson 09's first comment was cut after a line and a half (`(more:
    /// Down)`), and lesson 01's `212 °F` never showed without Down; it goes under the keypad
    /// then, the machine beside the keypad.
    @Test func atSixtyByTwentyTheLessonHasTheRowsOfFortyByTwenty() throws {
        var model = try LessonNavigationTests().started("09-watching-the-machine.txt")
        let (rows, layout) = try panelRows(model, (60, 20))
        let (projector, _) = try panelRows(model, (40, 20))
        #expect(rows.count >= projector.count, "\(rows)")
        #expect(rows.joined(separator: " ").contains("what changed on the displays (\"in\" is the input display, \"out\" the output)."),
                "\(rows)")
        #expect(rows.contains("> trace on") && !rows.contains { $0.hasPrefix("(more") }, "\(rows)")
        #expect(layout.machine.map { $0.x > 0 && $0.bottom <= (layout.panel?.y ?? 0) } == true)  // beside the keypad, above the lesson

        model = try LessonNavigationTests().played("01-keypad-converters.txt", toLine: 1)
        #expect(try panelRows(model, (60, 20)).rows.contains("212 °F"))
    }

    /// A paragraph cut by the panel is not shown as if whole above the line it introduces: at
    /// 40×20 lesson 08 opened with its last sentence hidden between the shown part and
    /// `> convert 7`, and only the panel's last row said `(more: Down)`. The row where the rest
    /// is says so, above the line; Down shows the paragraph's end next to it.
    @Test func aParagraphCutAboveItsLineIsMarkedWhereTheRestIs() throws {
        var model = try LessonNavigationTests().started("08-precision-and-ties.txt")
        var (rows, layout) = try panelRows(model, (40, 20))
        let line = try #require(rows.firstIndex { $0.hasPrefix("> convert 7") }, "\(rows)")
        #expect(rows[line - 1].hasPrefix("(more: Down)") || rows[line - 1].hasSuffix("(and -0.13)."), "\(rows)")
        let map = KeyMap(layout: layout, phase: model.state.phase, showsHelp: false, plays: true)
        for _ in 0..<5 { model.perform(map.command(for: .down)) }
        (rows, layout) = try panelRows(model, (40, 20))
        let scrolled = try #require(rows.firstIndex { $0.hasPrefix("> convert 7") }, "\(rows)")
        #expect(rows[scrolled - 1].hasSuffix("(and -0.13)."), "\(rows)")
    }

    /// The comparison of a traced line is longer than the panel at 60×24 and 40×20: a row
    /// says more follows, and Down brings every line of it into view, the last one too.
    @Test(arguments: sizes)
    func aComparisonTooLongForThePanelSaysSoAndScrollsIntoView(size: (Int, Int)) throws {
        var model = try traced()
        var (rows, layout) = try panelRows(model, size)
        let expected = try #require(model.player?.finished?.expected.last)
        let tail = String(expected.suffix(12))
        var seen = Set(rows)
        #expect(rows.contains { $0.contains("✓ > C +/- 5 . 2 as expected") }, "the line's mark: \(rows)")
        if !rows.contains(where: { $0.contains(tail) }) {
            // The last row, or above the line when its comments are cut too (40×20).
            #expect(rows.contains { $0.hasPrefix("(more: Down)") }, "\(size): cut unsaid: \(rows)")
        }
        let map = KeyMap(layout: layout, phase: model.state.phase, showsHelp: false, plays: true)
        for _ in 0..<40 {
            model.perform(map.command(for: .down))
            (rows, layout) = try panelRows(model, size)
            seen.formUnion(rows)
            #expect(rows.contains { $0.contains("✓ > C +/- 5 . 2 as expected") }, "pinned while scrolled: \(rows)")
        }
        #expect(rows.last?.hasPrefix("(more: Up)") == true || !rows.contains { $0.hasPrefix("(more") }, "\(size): \(rows)")
        let last = rows.last { !$0.hasPrefix("(more") && !$0.isEmpty }
        #expect(last?.contains(tail) == true, "\(size): scrolled to the end, the comparison's last line \(expected): \(rows)")
        #expect(seen.filter { $0.hasPrefix("✓ shown, as expected") }.count == 1, "\(size): once, as it matches: \(seen)")
    }

    /// Every key that works in a lesson is on its hint line at 40, 60 and 100 columns, in
    /// either character set: Space while keys are left, b, Home, g, e, p, ?, q.
    @Test(arguments: sizes, [true, false])
    func theLessonHintNamesEveryKeyOfALesson(size: (Int, Int), unicode: Bool) throws {
        let model = try traced()
        let screen = TextScreen(columns: size.0, rows: size.1)
        KeypadView(glyphs: Glyphs(unicode: unicode)).draw(model, on: screen)
        let words = screen.lines[size.1 - 1].split(separator: " ").map(String.init)
        for key in ["Space", "b", "Home", "g", "e", "p", "?", "q"] {
            #expect(words.contains(key), "\(key) missing at \(size): \(words)")
        }
    }

    /// The line being played and its keys sent are one row of whole words at every size: the
    /// events sent longest ago give way to a leading `…` (a teacher saw `C +/- digit 5 . di…`).
    @Test(arguments: sizes)
    func theKeysSentAreNeverCutMidWord(size: (Int, Int)) throws {
        let name = "09-watching-the-machine.txt"
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        while model.player?.lineIndex ?? 0 < 1 { model.perform(.playNext) }
        let words = Set(["C", "+/-", "digit", "5", ".", "2", "line-end", ">", "…"])
        var rowsSeen = 0
        while model.player?.lineIndex == 1 {
            let (rows, _) = try panelRows(model, size)
            if let row = rows.first(where: { $0.hasPrefix("> C +/- 5") }) {
                rowsSeen += 1
                let cut = row.split(separator: " ").map(String.init).filter { !words.contains($0) }
                #expect(cut.isEmpty, "\(size): a word cut in \(row)")
                if model.player?.currentEvents != nil, let next = model.player.map({ $0.currentEvents![$0.sent].name }) {
                    #expect(row.contains(next), "\(size): the next key \(next) in view: \(row)")
                }
            }
            model.perform(.playNext)
        }
        #expect(rowsSeen >= 6, "\(size): the line's row on every key")
    }

    /// A converter's name in the keys sent is cut at a blank, with `…`, when the row has no room
    /// for it whole (lesson 01's `> convert 3   … pick miles to kilom…` at 40×20).
    @Test(arguments: sizes)
    func aPicksConverterNameIsCutAtABlank(size: (Int, Int)) throws {
        let name = "01-keypad-converters.txt"
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        var picksSeen = 0
        while model.player?.isAtEnd == false {
            let (rows, _) = try panelRows(model, size)
            for row in rows where (row.hasPrefix("> ") || row.hasPrefix("… ")) && row.contains("pick") {  // `…` alone: the line gave way
                picksSeen += 1
                let words = row.split(separator: " ")
                #expect(words.allSatisfy { $0 == "…" || !$0.hasSuffix("…") }, "\(size): a word cut in \(row)")
            }
            model.perform(.playNext)
        }
        #expect(picksSeen >= 3, "\(size): the picks of convert 2, 3 and 4 shown")
    }

    /// In a lesson at 60×20 and 40×20 the machine panel, in its compact form, shows the step
    /// just taken: it named the state and the events out of it, not where the key led.
    @Test(arguments: [(60, 20), (40, 20)])
    func theCompactMachinePanelShowsTheStepJustTaken(size: (Int, Int)) throws {
        let name = "03-number-entry.txt"
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        for _ in 0..<3 { model.perform(.playNext) }  // > 2 1 2: digit 2, digit 1, digit 2
        let screen = TextScreen(columns: size.0, rows: size.1)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        let machine = try #require(layout.machine)
        let words = (machine.y + 1..<machine.bottom - 1).flatMap { y in
            String(Array(screen.lines[y])[(machine.x + 1)..<(machine.right - 1)]).split(separator: " ")
        }
        #expect(words.joined(separator: " ").contains("integer ──digit 2──▶ integer"), "\(size): \(screen.text)")
    }

    /// The status line keeps its essential fact at 40 columns: that a refused line was undone,
    /// and where a go-to went (they came last, and were cut).
    @Test func theStatusLineSaysFirstWhatANarrowScreenMustKeep() throws {
        let name = "09-watching-the-machine.txt"
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        while model.player?.lineIndex ?? 0 < 3 { model.perform(.playNext) }
        #expect(model.player?.refusal != nil, "line 3 of lesson 09 is refused")
        func status(_ model: KeypadModel) -> String {
            let screen = TextScreen(columns: 40, rows: 20)
            let layout = KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen)
            return screen.lines[layout?.status.y ?? 0]
        }
        // Its reason, which the machine panel shows whole, gives way to what Space sends next.
        #expect(status(model).hasPrefix("✗ line 3 undone") && status(model).contains("Space"), "\(status(model))")
        for key in [LineNumberEntry.Key.start, .digit(2), .go] { model.perform(.lineNumber(key)) }
        let count = try #require(model.player?.lineCount)
        #expect(status(model).hasPrefix("went to line 2 of \(count) · "), "\(status(model))")
    }
}
