import Testing
@testable import ConvCalcKit

/// What each key and click means, as the guide's keypad key table says.
@Suite struct KeyMapTests {
    let ready = KeyMap(layout: nil, phase: .ready, showsHelp: false, plays: false)
    let choosing = KeyMap(layout: nil, phase: .choosing, showsHelp: false, plays: false)

    @Test func theKeyboardKeysSendTheirEvents() {
        let table: [(InputKey, KeypadCommand)] = [
            (.character("7"), .press(.digit(7))), (.character("."), .press(.point)),
            (.character("c"), .press(.clear)), (.character("C"), .press(.clear)),
            (.character("-"), .press(.sign)), (.character("n"), .press(.sign)), (.character("±"), .press(.sign)),
            (.enter, .send(.commit)), (.character("k"), .press(.convert)), (.character(" "), .press(.convert)),
            (.character("e"), .press(.exponent)), (.character("p"), .press(.precision)), (.character("s"), .press(.swap)), (.character("r"), .press(.reset)),
            (.character("q"), .quit), (.control(4), .quit), (.control(3), .quit), (.character("?"), .toggleHelp),
            (.left, .stepBack), (.right, .stepForward), (.character("u"), .stepBack), (.character("U"), .stepForward),
            (.pageUp, .scrollLog(-1)), (.character("x"), .ignored), (.control(26), .suspend),
        ]
        for (key, command) in table {
            #expect(ready.command(for: key) == command, "\(key)")
        }
    }

    /// The help's row for Return names the event the key sends in every state, as the machine
    /// panel does (`line-end`, and `pick` in choosing): it said `commit the entry`, which the key
    /// does not do while the converter sheet is open.
    @Test func theHelpNamesWhatReturnSendsInEveryState() throws {
        let row = try #require(KeypadView.help(lesson: false).first { $0.keys == "Return" })
        for (phase, keys) in zip(Phase.allCases, MachinePanel.keys) {
            let sent = try #require(keys.first { $0.name == "Return" }, "\(phase)")
            #expect(row.meaning.contains(sent.kind.rawValue), "in \(phase) Return sends \(sent.kind.rawValue): \(row.meaning)")
        }
    }

    @Test func pageKeysScrollTheLogByAPageArrowsByALine() throws {
        let layout = try #require(KeypadLayout.make(size: ScreenSize(columns: 100, rows: 40), displayWidth: 10, lesson: false))
        let panel = try #require(layout.panel)
        let map = KeyMap(layout: layout, phase: .ready, showsHelp: false, plays: false)
        #expect(map.command(for: .pageUp) == .scrollLog(-(panel.height - 3)))
        #expect(map.command(for: .pageDown) == .scrollLog(panel.height - 3))
        #expect(panel.height - 3 > 1)
        #expect(map.command(for: .up) == .scrollLog(-1) && map.command(for: .down) == .scrollLog(1))
    }

    @Test func spacePlaysTheNextKeyOfALesson() {
        let playing = KeyMap(layout: nil, phase: .ready, showsHelp: false, plays: true)
        #expect(playing.command(for: .character(" ")) == .playNext)
        #expect(playing.command(for: .character("k")) == .press(.convert))
    }

    @Test func theOpenSheetTakesArrowsNumbersReturnAndEsc() {
        #expect(choosing.command(for: .down) == .moveSelection(1))
        #expect(choosing.command(for: .up) == .moveSelection(-1))
        #expect(choosing.command(for: .character("3")) == .menuDigit(3))  // the model reads the number (`MenuNumber`)
        #expect(keypad(after: "k3").state.converter == Converter.builtIn[2])
        let nine = keypad(after: "k9")
        #expect(nine.state.phase == .choosing && nine.status.text == "✗ no converter 9: the menu has 1–8" && nine.status.isError)
        #expect(choosing.command(for: .enter) == .pickSelection)
        #expect(choosing.command(for: .escape) == .cancel)
        #expect(choosing.command(for: .character("q")) == .quit)
        #expect(choosing.command(for: .left) == .stepBack)
    }

    /// In a lesson beside the keypad the sheet opens over the keypad's column, clear of the
    /// lesson panel, and clicks pick from where it is drawn; at any width the sheet fits.
    @Test(arguments: [(100, 40), (60, 24), (140, 50), (300, 100)])
    func inALessonTheSheetLeavesTheComparisonInView(columns: Int, rows: Int) throws {
        let size = ScreenSize(columns: columns, rows: rows)
        let layout = try #require(KeypadLayout.make(size: size, displayWidth: 11, lesson: true))
        let panel = try #require(layout.panel)
        let sheet = ActionSheet(layout: layout, lesson: true)
        #expect(sheet.box.x >= 0 && sheet.box.right <= columns && sheet.box.bottom <= rows)
        if panel.x > 0 { #expect(sheet.box.right <= panel.x, "\(sheet.box) over \(panel)") }
        let map = KeyMap(layout: layout, phase: .choosing, showsHelp: false, plays: true)
        for (index, row) in sheet.rows.enumerated() {
            let report = MouseReport(button: 0, point: ScreenPoint(x: row.x, y: row.y), pressed: true)
            #expect(map.command(for: .mouse(report)) == .pick(index))
        }
        #expect(ActionSheet(layout: layout, lesson: false) == ActionSheet(size: size), "without a lesson: centred as before")
    }

    @Test func aClickOnAButtonPressesItAndAClickOnTheSheetPicksOrCancels() throws {
        let size = ScreenSize(columns: 100, rows: 40)
        let layout = try #require(KeypadLayout.make(size: size, displayWidth: 11, lesson: false))
        let map = KeyMap(layout: layout, phase: .ready, showsHelp: false, plays: false)
        for button in layout.buttons {
            let report = MouseReport(button: 0, point: ScreenPoint(x: button.rect.right - 1, y: button.rect.bottom - 1), pressed: true)
            #expect(map.command(for: .mouse(report)) == .press(button.key))
        }
        let sheet = ActionSheet(size: size)
        let open = KeyMap(layout: layout, phase: .choosing, showsHelp: false, plays: false)
        let onRow = MouseReport(button: 0, point: ScreenPoint(x: sheet.rows[2].x + 3, y: sheet.rows[2].y), pressed: true)
        #expect(open.command(for: .mouse(onRow)) == .pick(2))
        let outside = MouseReport(button: 0, point: ScreenPoint(x: 0, y: 0), pressed: true)
        #expect(open.command(for: .mouse(outside)) == .cancel)
    }

    /// On an ASCII terminal a click on a converter's row picks the row drawn there, at its first
    /// and last cell: the rows are measured as drawn (` -> ` is two columns wider than `→`), and
    /// the clicks were mapped on rows measured for `→` (the ends of a row cancelled).
    @Test(arguments: [(80, 24), (40, 20), (30, 14)])
    func anASCIIClickPicksTheRowDrawnThere(columns: Int, rows: Int) throws {
        let model = keypad(after: "k")
        let screen = TextScreen(columns: columns, rows: rows)
        let ascii = Glyphs(unicode: false)
        let layout = try #require(KeypadView(glyphs: ascii).draw(model, on: screen))
        var map = KeyMap(layout: layout, phase: .choosing, showsHelp: false, plays: false)
        map.glyphs = ascii
        for (index, converter) in Converter.builtIn.enumerated() {
            let y = try #require(screen.lines.firstIndex { $0.contains("\(index + 1). ") }, "\(screen.text)")
            let row = Array(screen.lines[y])
            let left = try #require(row.firstIndex(of: "|")), right = try #require(row.lastIndex(of: "|"))
            for x in [left + 1, right - 1] {
                let click = MouseReport(button: 0, point: ScreenPoint(x: x, y: y), pressed: true)
                #expect(map.command(for: .mouse(click)) == .pick(index), "\(converter) at \(x),\(y): \(screen.text)")
            }
        }
    }

    @Test func anyKeyClosesTheHelp() {
        let help = KeyMap(layout: nil, phase: .ready, showsHelp: true, plays: false)
        #expect(help.command(for: .character("5")) == .toggleHelp)
        #expect(help.command(for: .control(4)) == .quit)
    }
}
