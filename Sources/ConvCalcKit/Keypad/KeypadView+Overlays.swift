extension KeypadView {
    /// The action sheet over the keypad: the converters, the current one marked, the
    /// highlighted one reversed and in view, and, when they do not all fit, where the rest are.
    /// A panel it covers is drawn again above or below it (`drawPanels(covered:)`): the ends of
    /// the event log's lines beside the sheet read as part of the menu.
    func drawSheet(_ model: KeypadModel, _ layout: KeypadLayout, on screen: Screen) {
        let sheet = ActionSheet(layout: layout, lesson: model.player != nil, selection: model.selection,
                                typed: model.offTheSheet, glyphs: glyphs)
        drawPanels(covered: sheet.box, model, layout, on: screen)
        screen.fill(sheet.box, style: .normal)
        screen.box(sheet.box, title: sheet.box.width >= 14 ? "convert" : "", glyphs: glyphs)
        for (offset, row) in sheet.rows.enumerated() {
            let index = sheet.first + offset
            put(sheet.line(index, current: model.state.converter), at: row, on: screen,
                style: index == model.selection ? .selected : .normal)
        }
        if let more = sheet.moreRow { put(" " + sheet.more, at: more, on: screen, style: .dim) }
        if let row = sheet.typedRow, let line = sheet.typedLine(current: model.state.converter) {
            put(line, at: row, on: screen, style: model.selection == sheet.converters.count ? .selected : .normal)
        }
    }

    /// The hint line while the menu is open: how a number picks (`MenuNumber`: with ten
    /// converters or more, `1` waits for Return or a second digit), the arrows, Esc, and the way
    /// out last, as on the keypad's own hint: `q` stays down to 20 columns (`1–8  ↑/↓ ⏎  Esc
    /// q`), the meanings going first. In a lesson with keys left (`plays`) Space, which plays
    /// the lesson's pick, comes first where it fits (the lesson's own hint stayed, naming no key
    /// of the menu).
    func menuHint(width: Int, count: Int = Converter.builtIn.count, plays: Bool = false) -> String {
        let numbers = MenuNumber.waitingDigits(count: count).map { waiting in
            ["1–\(count): \(waiting) then ⏎ or a digit  ↑/↓ ⏎ pick  Esc cancel  q quit",
             "1–\(count) (\(waiting) ⏎ or a digit)  ↑/↓ ⏎  Esc cancel  q quit",
             "1–\(count) (\(waiting) ⏎ / digit)  ↑/↓ ⏎  Esc  q quit",
             "1–\(count) (\(waiting) ⏎ / digit)  Esc  q quit",
             "1–\(count) (\(waiting) ⏎ / digit)  Esc  q",
             "1–\(count)  ↑/↓ ⏎  Esc  q",
             "1–\(count)  ↑/↓  Esc  q"]
        } ?? ["1–\(count) pick  ↑/↓ ⏎ pick  Esc cancel  q quit", "1–\(count)  ↑/↓ ⏎  Esc cancel  q quit",
              "1–\(count)  ↑/↓ ⏎  Esc  q quit", "1–\(count)  ↑/↓ ⏎  Esc  q"]
        let variants = (plays ? numbers.map { "Space  " + $0 } : []) + numbers + ["Esc  q"]
        return variants.first { glyphs.text($0).count <= width } ?? ""
    }

    /// The keys, over everything but the hint line, which says that any key closes it; any key
    /// closes it. It goes under the displays' box where it fits there, else it hides the box
    /// whole; a panel it covers is drawn again above or below it, as under the sheet (the ends
    /// of the log's lines showed beside it: `n: 12.5 … │`, a teacher's trial). Centred over the
    /// displays at 60×20, it left their box's border beside it (`drawPanels(covered:)`). The
    /// status line stays under it too where the keys fit above it (at 40×20 in a lesson the
    /// box's border was drawn across it); on a screen too small for that (20×12) the help takes
    /// its row whole.
    func drawHelp(_ model: KeypadModel, _ layout: KeypadLayout, on screen: Screen) {
        let lesson = model.player != nil
        let size = screen.size
        var lines = helpLines(KeypadView.help(lesson: lesson), gap: 3)
        if (lines.map(\.count).max() ?? 0) + 4 > size.columns || lines.count + 2 > size.rows - 2 {
            // A small terminal: the keys in a few words, every one that changes the numbers.
            lines = helpLines(KeypadView.shortHelp(in: model.state.phase) + (lesson ? KeypadView.shortLessonHelp : []), gap: 1)
        }
        // The hint line stays always: at 20×12 the box hid it, and with it the way out.
        let rows = lines.count + 2 <= size.rows - 2 ? size.rows - 2 : size.rows - 1
        if rows == size.rows - 1 { screen.fill(layout.status, style: .normal) }
        let width = min(size.columns, (lines.map(\.count).max() ?? 0) + 4)
        let height = min(rows, lines.count + 2)
        let under = layout.displayBox.bottom + height <= rows ? layout.displayBox.bottom : 0
        let box = ScreenRect(x: (size.columns - width) / 2, y: max(under, (rows - height) / 2), width: width, height: height)
        drawPanels(covered: box, model, layout, on: screen)
        screen.fill(box, style: .normal)
        screen.box(box, title: "keys", glyphs: glyphs)
        put(lines.map { [Span($0)] }, inside: box, on: screen)
    }

    /// The hint line under the help: any key closes it (`q` too; Ctrl-D quits).
    func helpHint(width: Int) -> String {
        ["any key closes the help", "any key closes"].first { glyphs.text($0).count <= width } ?? ""
    }

    /// The help's lines as this terminal shows them: the keys transliterated first, then padded,
    /// so the meanings line up in ASCII (`±` is `+/-` there) as in UTF-8, `gap` blanks after the longest keys.
    func helpLines(_ entries: [(keys: String, meaning: String)], gap: Int) -> [String] {
        let column = (entries.map { glyphs.text($0.keys).count }.max() ?? 0) + gap
        return entries.map { keys, meaning in
            let shown = glyphs.text(keys)
            return shown + String(repeating: " ", count: max(1, column - shown.count)) + meaning
        }
    }

    /// The keys in a few words, for a terminal too small for `help` (20×12 and up): nine
    /// lines, so that the box and the hint line under it fit 12 rows; in the converter list, its
    /// own keys. `?`, Space, the page keys and the mouse are left out. Return is named by the event it sends in `phase`, as the
    /// machine panel names it (`line-end`; `pick` in the menu: it said `commit` there too).
    static func shortHelp(in phase: Phase) -> [(keys: String, meaning: String)] {
        // The converter list open: its own keys, as the machine panel says `pick cancel` (it listed the
        // number, sign and swap keys, which the list refuses: a teacher's trial).
        if phase == .choosing {
            return [("0-9", "pick by number"), ("↑ ↓", "highlight"), ("⏎", KeyMap.event(sentBy: "Return", in: phase) ?? ""),
                    ("Esc", "cancel"), ("q", "quit")]
        }
        return [
            ("0-9 .", "number"), ("c", "clear"), ("- n", "sign"), ("⏎", KeyMap.event(sentBy: "Return", in: phase) ?? ""),
            ("k", "Convert"), ("s r", "swap reset"), ("e p", "EE prec"), ("← →", "back fwd"), ("q", "quit"),
        ]
    }

    /// A lesson's keys in a few words.
    static let shortLessonHelp: [(keys: String, meaning: String)] = [
        ("Space", "next key"), ("b", "back"), ("Home", "restart"), ("g N", "line N"),
    ]

    /// The keys and what they do. In a lesson Space plays its next key and only `k` is
    /// Convert (it listed Space twice: as Convert and as the next key of a lesson).
    static func help(lesson: Bool) -> [(keys: String, meaning: String)] {
        [
            ("0-9 .", "number keys"),
            ("c", "C: clear the entry"),
            ("- n ±", "+/-: change the sign"),
            ("Return", KeyMap.sends("Return")),
            (lesson ? "k" : "k  Space", "Convert: pick a converter"),
            ("s  r", "swap, reset"),
            ("e", "EE: the exponent (1.5 e - 4)"),
            ("p", "prec: pick the precision"),
            ("←  →  u  U", "time travel: back, forward"),
            ("PgUp PgDn", "scroll the events (a lesson's comments)"),
            ("mouse", "press buttons, pick rows"),
            ("Space", lesson ? "lesson: play the next key" : "next key of a lesson (--play)"),
            ("b  Backspace", "lesson: back a line"),
            ("Home  g N ⏎", "lesson: restart, go to line N"),
            ("q  Ctrl-D", "quit        (any key closes)"),
        ]
    }

    /// One line asking for more room, the longest that fits; it says that `q` quits wherever
    /// that fits (`need 20x17; q quits` at 20 columns).
    func drawTooSmall(_ model: KeypadModel, on screen: Screen) {
        let size = screen.size, reported = screen.reportedSize  // the terminal's own size, not the part drawn
        let displays = model.displays
        let least = KeypadLayout.minimum(displayWidth: max(displays.output.count, displays.input.count),
                                         lesson: model.hasLessonPanel)
        let needed = "\(least.columns)x\(least.rows)"
        let variants = [
            "convcalc keypad needs a \(needed) terminal (this one is \(reported)); q quits",
            "please make the terminal \(needed) (now \(reported)); q quits",
            "need \(needed) (now \(reported)); q quits",
            "need \(needed); q quits",
            "need \(needed)",
            needed,
        ]
        if let text = variants.first(where: { $0.count <= size.columns }) {
            screen.put(text, at: ScreenPoint(x: 0, y: 0), style: .error)
        }
    }
}
