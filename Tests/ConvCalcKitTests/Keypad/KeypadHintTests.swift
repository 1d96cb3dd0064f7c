import Testing
@testable import ConvCalcKit

/// The hint line under the keypad: the way out stays on it wherever it fits, and every key it
/// names is one a keyboard has.
@Suite struct KeypadHintTests {
    /// `q` (quit) goes last: `k Convert`, a lesson's keys and the meanings go before it (at 30
    /// to 38 columns the hint read `e EE  p prec  ? help`, with room left for `q quit`). `e` and
    /// `p`, whose letters are not their buttons' labels, stay too.
    @Test(arguments: [true, false])
    func theWayOutStaysOnTheHintAtEveryWidth(unicode: Bool) {
        let view = KeypadView(glyphs: Glyphs(unicode: unicode))
        for width in KeypadLayout.minimumKeypadWidth...120 {
            for (lesson, plays) in [(false, false), (true, true), (true, false)] {
                let hint = view.hint(width: width, plays: plays, lesson: lesson)
                let quits = hint.hasSuffix("  q quit") || hint.hasSuffix("  q")
                #expect(quits, "\(width) columns, lesson \(lesson): \(hint)")
                #expect(hint.contains("e EE") && hint.contains("p prec"), "\(width) columns, lesson \(lesson): \(hint)")
                #expect(view.glyphs.text(hint).count <= width, "\(width) columns: \(hint)")
            }
        }
    }

    /// The sizes a user tried in tmux: from 30 to 38 columns the hint has room for `q quit`.
    @Test(arguments: [38, 36, 34, 32, 30])
    func theDrawnHintSaysHowToQuit(columns: Int) throws {
        let screen = TextScreen(columns: columns, rows: 20)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(keypad(after: "98.6"), on: screen))
        #expect(screen.lines[layout.hint.y].hasPrefix("e EE  p prec  ? help  q quit"), "\(screen.lines[layout.hint.y])")
    }

    /// The sign is named by a key the keyboard has, `-`, not by its button's `±` (`+/-` in
    /// ASCII), which few keyboards have; `-` changes the sign, and the short help says `- n`.
    @Test(arguments: [true, false])
    func theHintNamesTheSignByAKeyOnTheKeyboard(unicode: Bool) {
        let view = KeypadView(glyphs: Glyphs(unicode: unicode))
        var named = 0
        for width in KeypadLayout.minimumKeypadWidth...120 {
            let hint = view.hint(width: width, plays: false)
            #expect(!hint.contains("±") && !hint.contains("+/-"), "\(width) columns: \(hint)")
            if hint.contains(" c - ") { named += 1 }
        }
        #expect(named > 0, "some width names the sign key")
        let map = KeyMap(layout: nil, phase: .ready, showsHelp: false, plays: false)
        #expect(map.command(for: .character("-")) == .press(.sign))
        let sign = KeypadView.shortHelp(in: .ready).first { $0.meaning == "sign" }
        #expect(sign?.keys.hasPrefix("- ") == true && sign?.keys.contains("±") == false, "the help's short form: \(String(describing: sign))")
    }

    /// In the converter list the short help names the list's keys only: the digits pick, Return
    /// picks, Esc cancels (it named the number, sign and swap keys, which the list refuses).
    @Test func theShortHelpInTheListNamesItsKeys() {
        let keys = KeypadView.shortHelp(in: .choosing).map(\.keys)
        #expect(keys == ["0-9", "↑ ↓", "⏎", "Esc", "q"])
        #expect(KeypadView.shortHelp(in: .choosing).first { $0.keys == "⏎" }?.meaning == "pick")
        let map = KeyMap(layout: nil, phase: .choosing, showsHelp: false, plays: false)
        #expect(map.command(for: .character("s")) != .press(.swap), "s is no swap in the list")
    }

    /// True when `hint` ends with the way out: `q quit`, or `q` alone where the width is short.
    func quits(_ hint: String) -> Bool {
        hint.hasSuffix("  q quit") || hint.hasSuffix("  q")
    }

    /// The convert sheet's hint keeps `q` from 20 to 120 columns, with eight converters and
    /// with more (a units file's 11, 12, 35: `1` or `1–3` wait for a digit); it read `1–8  ↑/↓
    /// ⏎  Esc cancel` from 22 to 38 columns, `Esc cancel` at 20, and with 11 converters `q quit`
    /// came back only at 60.
    @Test(arguments: [true, false])
    func theConvertSheetsHintKeepsTheWayOutAtEveryWidth(unicode: Bool) {
        let view = KeypadView(glyphs: Glyphs(unicode: unicode))
        for count in [8, 9, 10, 11, 12, 35] {
            for width in KeypadLayout.minimumKeypadWidth...120 {
                let hint = view.menuHint(width: width, count: count)
                #expect(quits(hint), "\(count) converters, \(width) columns: \(hint)")
                #expect(hint.hasPrefix("1–\(count)"), "\(count) converters, \(width) columns: \(hint)")
                #expect(view.glyphs.text(hint).count <= width, "\(count) converters, \(width) columns: \(hint)")
            }
        }
    }

    /// The sheet open in a lesson names its own keys, as outside one, after Space (which plays
    /// the lesson's pick): the lesson's hint stayed (`Space  b  Home  g N  e EE  p prec  ?  q`),
    /// naming no key of the menu.
    @Test(arguments: [(40, 20), (60, 20), (80, 24)])
    func theSheetOpenInALessonNamesItsKeys(columns: Int, rows: Int) throws {
        let model = try LessonNavigationTests().played("05-the-menu.txt", toLine: 1)
        #expect(model.state.phase == .choosing)
        let screen = TextScreen(columns: columns, rows: rows)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        let hint = screen.lines[layout.hint.y].trimmingBlanks
        #expect(hint.hasPrefix("Space  1–8") && hint.contains("↑/↓ ⏎") && hint.contains("Esc") && quits(hint), "\(hint)")
    }

    /// Drawn, in every state of the sheet: open (`k`), and open in a lesson (Space first, as it
    /// plays the pick), every width from 20 to 120.
    @Test func theDrawnSheetSaysHowToQuitAtEveryWidth() throws {
        let lesson = try LessonPlayer(name: "t", transcript: Transcript(parsing: "> convert 2\n"))
        var playing = KeypadModel(start: lesson.start, lesson: lesson)
        playing.perform(.press(.convert))
        for (model, context) in [(keypad(after: "k"), "the sheet"), (keypad(after: "98.6\rk"), "after a number"), (playing, "a lesson")] {
            #expect(model.state.phase == .choosing)
            for columns in KeypadLayout.minimumKeypadWidth...120 {
                let screen = TextScreen(columns: columns, rows: 24)
                let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen), "\(columns)")
                let hint = screen.lines[layout.hint.y].trimmingBlanks
                #expect(quits(hint), "\(context), \(columns) columns: \(hint)")
            }
        }
    }

    /// While a quiz asks, the hint names the answer keys and keeps `q` down to 20 columns (at
    /// 24 it read `answer: r i f e c x  ? …`, at 20 `answer: r i f e c x…`).
    @Test(arguments: [true, false])
    func theQuizHintKeepsTheWayOutAtEveryWidth(unicode: Bool) throws {
        let view = KeypadView(glyphs: Glyphs(unicode: unicode))
        let model = KeypadModel(start: .initial, quiz: Quiz(seed: 42, count: 20))
        for columns in KeypadLayout.minimumKeypadWidth...120 {
            let screen = TextScreen(columns: columns, rows: 30)
            let layout = try #require(view.draw(model, on: screen), "\(columns)")
            let hint = screen.lines[layout.hint.y].trimmingBlanks
            #expect(quits(hint) && hint.contains("r i f e c x"), "\(columns) columns: \(hint)")
        }
    }

    /// While the precision picker is open, the hint names its keys — `s` switches places and
    /// significant digits there, it does not swap — and keeps `q`, at every width from 20 to
    /// 120 (at 100×30 it showed the keypad's keys, `s swap` among them).
    @Test(arguments: [true, false])
    func thePickersHintNamesThePickersKeys(unicode: Bool) throws {
        let view = KeypadView(glyphs: Glyphs(unicode: unicode))
        let model = keypad(after: "p")
        #expect(model.precisionPicker != nil)
        for columns in KeypadLayout.minimumKeypadWidth...120 {
            let screen = TextScreen(columns: columns, rows: 30)
            let layout = try #require(view.draw(model, on: screen), "\(columns)")
            let hint = screen.lines[layout.hint.y].trimmingBlanks
            #expect(quits(hint) && hint.contains(view.glyphs.text("⏎")) && hint.contains("Esc"), "\(columns) columns: \(hint)")
            #expect(!hint.contains("swap") && !hint.contains("0-9"), "\(columns) columns: \(hint)")
        }
    }
}
