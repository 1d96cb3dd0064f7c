import Testing
@testable import ConvCalcKit

/// The drawn screen: displays, buttons, panels, the sheet, and never a cut number.
@Suite struct KeypadViewTests {
    func draw(_ model: KeypadModel, columns: Int = 100, rows: Int = 40, unicode: Bool = true) -> TextScreen {
        let screen = TextScreen(columns: columns, rows: rows)
        KeypadView(glyphs: Glyphs(unicode: unicode)).draw(model, on: screen)
        return screen
    }

    @Test func theDisplaysShowTheOutputAboveTheInputInTheirColours() {
        let screen = draw(keypad(after: "98.6"))
        let output = screen.lines.firstIndex { $0.contains("37 °C") }
        let input = screen.lines.firstIndex { $0.contains("98.6 °F") }
        #expect(output != nil && input == output.map { $0 + 1 })
        #expect(screen.style(of: "37 °C") == .outputDisplay)
        #expect(screen.style(of: "98.6 °F") == .inputDisplay)
    }

    @Test func everyButtonIsDrawnInItsColourWithItsLabel() throws {
        let model = keypad(after: "98.6")
        let screen = TextScreen(columns: 100, rows: 40)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        for button in layout.buttons {
            let row = screen.lines[button.rect.middleRow]
            let start = row.index(row.startIndex, offsetBy: button.rect.x)
            #expect(row[start...].prefix(button.rect.width).contains(button.key.label), "\(button.key)")
            let style = model.pressed == button.key ? Style.pressedKey : button.key.style
            #expect(screen.styles[button.rect.y][button.rect.x] == style, "\(button.key)")
        }
        #expect(model.pressed == .digit(6), "the last key shows pressed")
    }

    @Test func theOpenSheetListsTheConvertersWithTheCurrentOneMarked() {
        let screen = draw(keypad(after: "k"))
        #expect(screen.text.contains("*1. fahrenheit to celsius"))
        #expect(screen.text.contains(" 3. miles to kilometers"))
        #expect(screen.style(of: "*1. fahrenheit") == .selected)
    }

    @Test func asciiTerminalsGetOnlyAsciiCharacters() {
        let screen = draw(keypad(after: "98.6"), unicode: false)
        let ascii = screen.text.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii)
        #expect(screen.text.contains("37 C"))
    }

    /// ASCII stand-ins are wider (`<-/->`, `+/-`): the hint is chosen by its shown width, and
    /// the help's meanings line up after the keys are transliterated.
    @Test(arguments: [true, false])
    func theHintAndTheHelpFitInEitherCharacterSet(unicode: Bool) throws {
        let hint = draw(keypad(after: "98.6"), columns: 72, rows: 24, unicode: unicode)
        #expect(hint.lines.contains { $0.contains("? help  q quit") }, "\(hint.text)")
        var model = keypad(after: "98.6")
        model.showsHelp = true
        let help = draw(model, columns: 72, rows: 24, unicode: unicode)
        var columns: [Int] = []
        for meaning in ["number keys", "+/-: change the sign", "time travel: back", "quit   "] {
            guard let line = help.lines.first(where: { $0.contains(meaning) }),
                  let range = line.range(of: meaning) else { continue }
            columns.append(line.distance(from: line.startIndex, to: range.lowerBound))
        }
        #expect(columns.count == 4 && Set(columns).count == 1, "\(columns)\n\(help.text)")
    }

    /// The keys whose letter is not their button's label — `e` for EE, `p` for prec — are on the
    /// hint line at a projector's 40 columns, at 60 and at 80, in either character set.
    @Test(arguments: [(40, 20), (60, 24), (80, 24), (100, 40)], [true, false])
    func theHintNamesEEAndPrecAtEveryWidth(size: (columns: Int, rows: Int), unicode: Bool) {
        let screen = draw(keypad(after: "98.6"), columns: size.columns, rows: size.rows, unicode: unicode)
        let hint = screen.lines[size.rows - 1]
        #expect(hint.contains(" e ") || hint.hasPrefix("e EE"), "\(hint)")
        #expect(hint.contains("p prec"), "\(hint)")
        #expect(hint.contains("? help"), "\(hint)")
    }

    /// At the smallest usable size the help still lists every key, none of it cut.
    @Test(arguments: [true, false])
    func theHelpFitsTheSmallestScreenWhole(unicode: Bool) {
        var model = keypad(after: "98.6")
        model.showsHelp = true
        let screen = draw(model, columns: 20, rows: 12, unicode: unicode)
        #expect(!screen.text.contains("…") && !screen.text.contains("..."), "\(screen.text)")
        for word in ["number", "clear", "sign", "line-end", "Convert", "swap", "EE", "back", "quit"] {
            #expect(screen.text.contains(word), "\(word)\n\(screen.text)")
        }
    }

    /// The short help (20×12) names what Return does in the state the keypad is in, as the
    /// machine panel does: the line's end, `line-end`, and in the menu `pick` (it said `commit`
    /// there, where Return picks the highlighted converter).
    @Test(arguments: [true, false])
    func theShortHelpSaysWhatReturnDoesInThisState(unicode: Bool) {
        var model = keypad(after: "98.6")
        model.showsHelp = true
        let ready = draw(model, columns: 20, rows: 12, unicode: unicode)
        let enter = Glyphs(unicode: unicode).text("⏎")
        let returnRow = { (screen: TextScreen) in screen.lines.first { $0.contains("| " + enter) || $0.contains("│ " + enter) } }
        #expect(returnRow(ready)?.contains(" line-end ") == true, "\(ready.text)")
        var menu = keypad(after: "98.6k")
        #expect(menu.state.phase == .choosing)
        menu.showsHelp = true
        let choosing = draw(menu, columns: 20, rows: 12, unicode: unicode)
        #expect(returnRow(choosing)?.contains(" pick ") == true, "\(choosing.text)")
        #expect(!choosing.text.contains("line-end") && !choosing.text.contains("commit"), "\(choosing.text)")
    }

    /// In a lesson Space plays the next key and never converts: the help gives it that one
    /// meaning and Convert to `k` (it listed `k  Space  Convert` and `Space  next key` both).
    @Test func theHelpOfALessonGivesSpaceOneMeaning() throws {
        let lesson = try LessonPlayer(name: "t", transcript: Transcript(parsing: "> 212\n100 °C\n212 °F\n"))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        model.showsHelp = true
        let help = draw(model, columns: 80, rows: 24)
        let space = help.lines.filter { $0.contains("│") && $0.contains("Space") }  // the help box, not the hint line
        #expect(space.count == 1 && space.first?.contains("lesson: play the next key") == true, "\(help.text)")
        #expect(help.lines.contains { $0.contains("│ k ") && $0.contains("Convert: pick a converter") }, "\(help.text)")
    }

    /// A lesson at its smallest size (20×17): the short help says how to go on.
    @Test func theShortHelpOfALessonSaysSpaceSendsTheNextKey() throws {
        let lesson = try LessonPlayer(name: "t", transcript: Transcript(parsing: "> 212\n100 °C\n212 °F\n"))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        model.showsHelp = true
        let screen = draw(model, columns: 20, rows: 17)
        #expect(screen.lines.contains { $0.contains("│ Space next key   │") }, "\(screen.text)")
        #expect(screen.lines.contains { $0.contains("│ q     quit       │") }, "every key, whole: \(screen.text)")
    }

    @Test func aTooSmallScreenShowsOneLineAskingForRoomAndNoNumber() {
        let screen = draw(keypad(after: "98.6"), columns: 30, rows: 8)
        #expect(screen.lines[0].contains("need"))
        let blankBelow = screen.lines.dropFirst().allSatisfy { line in line.allSatisfy { $0 == " " } }
        #expect(blankBelow)
        #expect(!screen.text.contains("98.6"))
    }

    @Test(arguments: [(22, 12), (30, 17), (60, 24), (100, 40), (300, 100)])
    func digitsAreNeverCutAtAnySize(columns: Int, rows: Int) {
        let long = keypad(after: "999999999999999", start: State(converter: Given.converter("wk", "ms"), precision: .places(12)))
        let screen = draw(long, columns: columns, rows: rows)
        let displays = long.displays
        #expect(screen.strayWrites == 0)
        let whole = screen.text.contains(displays.output) && screen.text.contains(displays.input)
        #expect(whole || screen.lines[0].contains("need") || screen.lines[0].hasPrefix("\(displays.output.count + 4)x"))
    }

    /// A matching line wider than the panel is wrapped at blanks, every word whole: a reason
    /// is never cut mid-word (a teacher saw `the entry already has a decimal point…`).
    @Test func aWideMatchingLineIsWrappedWhole() {
        let view = KeypadView(glyphs: Glyphs(unicode: true))
        let reason = "! '.' at column 3: the entry already has a decimal point; state unchanged"
        let played = LessonPlayer.PlayedLine(input: "1..", expected: [reason], actual: [reason])
        let lines = view.comparison(played, width: 30).map { $0.map(\.text).joined() }
        #expect(lines.allSatisfy { ColumnWidth.of($0) <= 30 }, "\(lines)")
        #expect(!lines.joined().contains("…"), "\(lines)")
        let words = lines.dropFirst().prefix { $0 != "actual" }.joined(separator: " ").split(separator: " ")
        #expect(words == reason.split(separator: " "), "\(lines)")
    }

    /// Expected and actual side by side while both fit their column; one above the other,
    /// whole, when a line is wider, so no digit of a difference is cut away.
    @Test func aComparisonNeverCutsADifferenceAway() {
        let view = KeypadView(glyphs: Glyphs(unicode: true))
        let short = LessonPlayer.PlayedLine(input: "212", expected: ["100 °C", "212 °F"], actual: ["100 °C", "212 °F"])
        #expect(view.comparison(short, width: 40).count == 3)
        let long = LessonPlayer.PlayedLine(input: "x", expected: ["≈ -1.98684442656283e-99 km"],
                                           actual: ["≈ -1.98684442656283e-98 km"])
        let lines = view.comparison(long, width: 40).map { $0.map(\.text).joined() }
        #expect(lines == ["expected ≈ -1.98684442656283e-99 km", "actual   ≈ -1.98684442656283e-98 km"])
        #expect(view.comparison(long, width: 40).last?.last?.style == .error)
        // Too wide for the panel: shown around the first difference, on both lines.
        let tail = LessonPlayer.PlayedLine(input: "5 x", expected: ["! unknown key 'x' at column 3; type 'help' for the KEYS"],
                                           actual: ["! unknown key 'x' at column 3; type 'help' for the keys"])
        let shown = view.comparison(tail, width: 30).map { $0.map(\.text).joined() }
        #expect(shown.count == 2 && shown[0].hasSuffix("KEYS") && shown[1].hasSuffix("keys"), "\(shown)")
        #expect(shown.allSatisfy { ColumnWidth.of($0) <= 30 })
        // Only the lines that differ.
        let second = LessonPlayer.PlayedLine(input: "5", expected: ["≈ 8.06 km", "5 mi"], actual: ["≈ 8.05 km", "5 mi"])
        #expect(view.comparison(second, width: 40).count == 2)
    }

    /// In ASCII the ellipsis is `...`, three columns: clipped columns still line up.
    @Test(arguments: [true, false])
    func clippedColumnsLineUpInEitherCharacterSet(unicode: Bool) {
        let view = KeypadView(glyphs: Glyphs(unicode: unicode))
        let played = LessonPlayer.PlayedLine(input: "units mass", expected: ["t         tonnes    = 1000 kg", "kg"],
                                             actual: ["t         tonnes    = 1000 kg", "kilogram"])
        for width in 20...40 {
            let lines = view.comparison(played, width: width).map { view.glyphs.text($0.map(\.text).joined()) }
            let bars = Set(lines.compactMap { line in line.firstIndex(of: unicode ? "│" : "|").map { line.distance(from: line.startIndex, to: $0) } })
            #expect(bars.count <= 1, "width \(width): \(lines)")
        }
    }

    /// A lesson's long name is shortened in its panel's title, after the line number, not dropped.
    @Test func aLongLessonNameIsShortenedInTheTitle() throws {
        let transcript = try Transcript(parsing: "> 212\n100 °C\n212 °F\n")
        let player = try LessonPlayer(name: "07-errors-change-nothing-and-a-much-longer-name.txt", transcript: transcript)
        let screen = draw(KeypadModel(start: player.start, lesson: player), columns: 80, rows: 24)
        #expect(screen.text.contains("─ line 1 of 1 · 07-errors"))
    }

    /// A matching line's output is shown once, under its ✓, not as an expected block and then
    /// the same actual block.
    @Test(arguments: [30, 60, 100])
    func aMatchingLineIsShownOnce(width: Int) {
        let view = KeypadView(glyphs: Glyphs(unicode: true))
        let played = LessonPlayer.PlayedLine(input: "212", expected: ["100 °C", "212 °F"], actual: ["100 °C", "212 °F"])
        let lines = view.comparison(played, width: width).map { $0.map(\.text).joined() }
        #expect(lines.filter { $0.contains("100 °C") }.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("✓") == true, "\(lines)")
        #expect(!lines.contains { $0.contains("actual") }, "\(lines)")
    }

    /// `e` reads as EE on the hint line at every width that gives keys a meaning.
    @Test(arguments: [(100, 40), (60, 24), (40, 20)], [true, false])
    func theHintSaysEIsEE(size: (Int, Int), unicode: Bool) {
        let screen = draw(keypad(after: "98.6"), columns: size.0, rows: size.1, unicode: unicode)
        let hint = screen.lines[size.1 - 1]
        #expect(hint.contains("e EE"), "\(size): \(hint)")
    }

    /// At 40×20 the machine panel's compact form keeps a blank column inside each border, as
    /// the other panels do.
    @Test(arguments: ["", "98.6", "1.2.", "98.6\r"])
    func theCompactMachinePanelKeepsABlankInsideItsBorders(keys: String) throws {
        let screen = draw(keypad(after: keys), columns: 40, rows: 20)
        let layout = try #require(KeypadView.layout(for: keypad(after: keys), size: ScreenSize(columns: 40, rows: 20)))
        let machine = try #require(layout.machine)
        for y in machine.y + 1..<machine.bottom - 1 {
            let row = Array(screen.lines[y])
            #expect(row[machine.x + 1] == " " && row[machine.right - 2] == " ", "\(keys): \(String(row))")
        }
    }

    /// The open menu clears the rows of the panels it covers: no end of an event's line shows
    /// beside it (a teacher saw `…°F → °C  │g         │` at 60×24).
    @Test func theMenuLeavesNoPieceOfTheLogBesideIt() throws {
        let model = keypad(after: "98.6\rk")
        let screen = draw(model, columns: 60, rows: 24)
        let layout = try #require(KeypadView.layout(for: model, size: ScreenSize(columns: 60, rows: 24)))
        let sheet = ActionSheet(layout: layout, lesson: false)
        let panel = try #require(layout.panel)
        #expect(panel.overlaps(sheet.box), "the case the teacher saw")
        for y in max(sheet.box.y, panel.y + 1)..<min(sheet.box.bottom, panel.bottom - 1) {
            let beside = String(Array(screen.lines[y])[sheet.box.right..<(panel.right - 1)])
            #expect(beside.allSatisfy { $0 == " " }, "row \(y): \(beside)")
        }
    }

    /// The keys' help clears the rows of the panels it covers, to their borders, as the sheet
    /// does (the ends of the log's lines showed beside it: `n: 12.5 … │`, a teacher's trial).
    @Test(arguments: [(80, 24), (40, 20), (120, 40)])
    func theHelpLeavesNoPieceOfAPanelBesideIt(columns: Int, rows: Int) throws {
        let model = keypad(after: "12.5e3?")
        #expect(model.showsHelp)
        let screen = draw(model, columns: columns, rows: rows)
        let layout = try #require(KeypadView.layout(for: model, size: ScreenSize(columns: columns, rows: rows)))
        // The help's box, found by its title and corners.
        let top = try #require(screen.lines.firstIndex { String($0).contains("─ keys") })
        let title = Array(screen.lines[top])
        let left = try #require(title.firstIndex(of: "┌").flatMap { first in title.indices.last { $0 <= title.firstIndex(of: "k")! && title[$0] == "┌" } ?? first })
        let right = try #require(title.indices.first { $0 > left && title[$0] == "┐" })
        let bottom = try #require((top + 1..<screen.lines.count).first { Array(screen.lines[$0])[left] == "└" })
        var checked = 0
        for panel in [layout.machine, layout.panel].compactMap({ $0 }) {
            let first = max(top, panel.y + 1), last = min(bottom, panel.bottom - 2)
            for y in first..<max(first, last + 1) {
                let row = Array(screen.lines[y])
                for x in (panel.x + 1)..<(panel.right - 1) where x < left || x > right {
                    checked += 1
                    #expect(row[x] == " ", "row \(y) column \(x): \(String(row))")
                }
            }
        }
        #expect(checked > 0 || columns < 60, "the help covers a panel at \(columns)×\(rows)")
    }

    /// The precision picker stands over the keypad, clear of the panels: centred on the whole
    /// screen it straddled a panel's border, whose lines ran on beside it (`┌─ precision ──┐────┐`,
    /// a teacher's trial at 80×30), and earlier left `es to kilometers  out:` there. Every
    /// character of a panel's rows is as it was before the picker opened.
    @Test(arguments: [(80, 24), (80, 30), (60, 24), (120, 40), (40, 20)])
    func thePrecisionPickerLeavesThePanelsAsTheyWere(columns: Int, rows: Int) throws {
        let before = draw(keypad(after: "98.6\r"), columns: columns, rows: rows)
        let model = keypad(after: "98.6\rp")
        #expect(model.precisionPicker != nil, "p opens the picker")
        let screen = draw(model, columns: columns, rows: rows)
        let layout = try #require(KeypadView.layout(for: model, size: ScreenSize(columns: columns, rows: rows)))
        let box = PrecisionPicker.box(in: layout, glyphs: Glyphs(unicode: true))
        for panel in [layout.machine, layout.panel].compactMap({ $0 }) {
            #expect(!panel.overlaps(box), "the picker \(box) covers a panel \(panel) at \(columns)×\(rows)")
            for y in panel.y..<panel.bottom {
                let now = Array(screen.lines[y]), then = Array(before.lines[y])
                #expect(now[panel.x..<panel.right] == then[panel.x..<panel.right], "row \(y): \(String(now))")
            }
        }
        #expect(String(screen.lines[box.y]).contains("precision"))
    }

    /// Esc with nothing open to cancel is no mistake: the status line says so, not in red.
    @Test func escWithNothingToCancelSaysSoQuietly() {
        var model = keypad(after: "k\u{1B}")
        #expect(model.state.phase == .ready && !model.status.isError, "the menu cancelled: \(model.status)")
        model.perform(KeyMap(layout: nil, phase: model.state.phase, showsHelp: false, plays: false).command(for: .escape))
        #expect(model.status.text == "nothing to cancel" && !model.status.isError, "\(model.status)")
    }

    /// Too small to draw in, the keypad names the terminal's own size, not the part it would
    /// draw in (a terminal 5000 columns wide and 5 rows high said "this one is 1000x5").
    @Test func tooSmallNamesTheTerminalsOwnSize() {
        let model = KeypadModel(start: .initial)
        let view = KeypadView(glyphs: Glyphs(unicode: true))
        let screen = TextScreen(columns: 1000, rows: 5, reported: ScreenSize(columns: 5000, rows: 5))
        #expect(view.draw(model, on: screen) == nil)
        #expect(screen.text.contains("(this one is 5000x5)"), "\(screen.text.prefix(120))")
    }
}

extension KeypadViewTests {
    /// A lesson line of 200,000 keys: the row of its events shows the next one lit, with the
    /// events sent before and those to come given way to `…` on either side, fitting the row
    /// (the width was summed again for each event given way: seconds a key press at 40,000).
    @Test func theEventsOfAVeryLongLineFitTheirRowAroundTheNextOne() throws {
        let view = KeypadView(glyphs: Glyphs(unicode: true))
        let events = Array(repeating: Event.clear, count: 200_000)
        for sent in [0, 3, 100_000, 199_999] {
            let row = view.keysSent(input: "> " + String(repeating: "c ", count: 200_000), events: events, sent: sent, width: 60)
            #expect(ColumnWidth.of(row.map(\.text).joined()) <= 60, "sent \(sent)")
            #expect(row.contains { $0.style == .current }, "the next event in view: sent \(sent)")
            #expect((row[1].text == "… ") == (sent > 0), "events sent before given way: sent \(sent)")
            #expect(row.last?.text == "…" || sent > 199_990, "sent \(sent)")
        }
    }
}
