extension KeypadView {
    /// The machine panel: whole, or in its compact form when the screen is small; its last
    /// step or refusal always wrapped whole, a blank column inside each border like the other
    /// panels. While a quiz asks, it leaves out the ways out of the state and the last step:
    /// they are the answer. A reason too long to be shown whole with the state scrolls under
    /// it (`MachinePanel.scrolled`, Up and Down: `model.machineScroll`).
    func drawMachine(_ model: KeypadModel, in rect: ScreenRect, on screen: Screen) {
        screen.box(rect, title: "machine", glyphs: glyphs)
        let (width, rows) = (rect.width - 4, rect.height - 2)
        var lines = KeypadView.machineLines(model, width: width, rows: rows)
        if !MachinePanel.namesState(lines, rows: rows), let reason = KeypadView.machineReason(model) {
            lines = MachinePanel.scrolled(state: model.state, reason: reason, width: width, rows: rows, scroll: model.machineScroll)
        }
        put(lines, inside: rect, on: screen)
    }

    /// The refusal's reason the machine panel shows: the last step's, or a lesson's line undone.
    static func machineReason(_ model: KeypadModel) -> String? {
        model.calculator.lastStep?.refusal?.message ?? model.player?.refusal
    }

    /// The furthest the machine panel `rect` scrolls its reason: none when the state and the
    /// reason fit it whole.
    static func machineScrollLimit(_ model: KeypadModel, in rect: ScreenRect) -> Int {
        let (width, rows) = (rect.width - 4, rect.height - 2)
        guard !MachinePanel.namesState(machineLines(model, width: width, rows: rows), rows: rows),
              let reason = machineReason(model) else { return 0 }
        return MachinePanel.reasonScrollLimit(reason: reason, width: width, rows: rows)
    }

    /// The machine panel's lines for `model` in `rows` rows of `width` columns.
    static func machineLines(_ model: KeypadModel, width: Int, rows: Int) -> [StyledLine] {
        MachinePanel.lines(state: model.state, last: model.calculator.lastStep, refusal: model.player?.refusal,
                           width: width, rows: rows, showsWayOut: model.quiz?.isOver != false)
    }

    /// The event log: every event of the timeline, newest at the bottom; events undone by
    /// time travel are dimmed, refused ones red.
    func drawLog(_ model: KeypadModel, in rect: ScreenRect, on screen: Screen) {
        let calculator = model.calculator
        screen.box(rect, title: "events", glyphs: glyphs)
        let rows = rect.height - 2
        let end = max(0, calculator.steps.count - model.logOffset)
        let lines: [StyledLine] = (max(0, end - rows)..<end).map { index in
            let step = calculator.steps[index]
            let style: Style = index >= calculator.position ? .dim : step.refusal != nil ? .error
                : index == calculator.position - 1 ? .current : .normal
            return [Span("\(index + 1) ", .dim), Span(TraceText.plain(step), style)]
        }
        put(lines, inside: rect, on: screen)
    }

    /// The lesson: the comments told before the line being played, the line and its events,
    /// then what the last line showed beside what the transcript expected (`LessonPanelBody`:
    /// what does not fit scrolls, and a row says so: by the page keys when `byPage`, while the
    /// action sheet takes Up and Down).
    func drawLesson(_ lesson: LessonPlayer, scroll: Int, byPage: Bool, in rect: ScreenRect, on screen: Screen) {
        let line = "line \(min(lesson.lineIndex + 1, lesson.lineCount)) of \(lesson.lineCount)"
        var title = "lesson \(VisibleText.of(lesson.name)): " + line
        if ColumnWidth.of(glyphs.text(title)) > rect.width - 5 { title = line + " · " + VisibleText.of(lesson.name) }  // the line first
        screen.box(rect, title: clip(title, width: rect.width - 5), glyphs: glyphs)  // ─ title ─ inside the corners
        put(lessonBody(lesson, width: rect.width - 4).lines(rows: rect.height - 2, scroll: scroll, byPage: byPage),
            inside: rect, on: screen)
    }

    /// The lesson panel's body at `width` columns: the comments, the line being played and the
    /// last line's mark, then what that line showed beside what the transcript expected.
    func lessonBody(_ lesson: LessonPlayer, width: Int) -> LessonPanelBody {
        var pinned: [StyledLine] = []
        if let line = lesson.currentLine {
            pinned.append(keysSent(input: "> " + VisibleText.of(line.input, limit: 4096), events: lesson.currentEvents ?? [],
                                   sent: lesson.sent, width: width))
        } else {
            // Briefer where it does not fit (it was cut mid-word at 20×17, `end of the less…`).
            pinned.append([Span(ColumnWidth.of("end of the lesson") <= width ? "end of the lesson" : "end", .success)])
        }
        var comparison: [StyledLine] = []
        if let played = lesson.finished {
            pinned.append(lastLineMark(played, width: width))
            comparison = self.comparison(played, width: width)
        }
        let told = LessonNarration.lines(lesson.narration.map(glyphs.text), width: width).map { [Span($0)] }
        return LessonPanelBody(narration: told, pinned: pinned, comparison: comparison)
    }

    /// The last line's mark, `✓ > 125 as expected` or `✗ > 1.2.3 mismatch`; where that is too
    /// wide, the mark and the line with `…` for the rest, the line cut at a blank when it is
    /// too wide itself (`✓ > convert 7 …`: it was cut mid-word at 20×17, `✓ > convert 7 a…`).
    private func lastLineMark(_ played: LessonPlayer.PlayedLine, width: Int) -> StyledLine {
        let ellipsis = glyphs.text("…")
        let line = glyphs.text((played.matches ? "✓ > " : "✗ > ") + VisibleText.of(played.input))
        let whole = line + glyphs.text(played.matches ? " as expected" : " mismatch")
        let shown = ColumnWidth.of(whole) <= width ? whole
            : ColumnWidth.of(line + " " + ellipsis) <= width ? line + " " + ellipsis
            : TextWrap.clipAtBlank(line, width: width, ellipsis: ellipsis)
        return [Span(shown, played.matches ? .success : .error)]
    }

    /// The line being played and its events, the one Space sends next lit, in one row of
    /// `width` columns: `> C +/- 5 . 2   … digit 5 . digit 2 …`. No word is cut: when the row is
    /// too narrow, the typed line is cut at a blank to half the row, then the events sent longest
    /// ago give way to a leading `…`, then those still to come to a trailing one, then the typed
    /// line to the next event where that makes it fit, cut at a blank further (`> …   … line-end`
    /// at 20×17, where it was `> 125   … line-…`) — the next event always in view, itself cut at
    /// a blank only when wider than the room, its `…` saying the rest (`pick miles to …`: a pick's converter was cut
    /// mid-word at 40×20, `pick miles to kilom…`).
    func keysSent(input: String, events: [Event], sent: Int, width: Int) -> StyledLine {
        let ellipsis = glyphs.text("…")
        let names = events.map { glyphs.text($0.name) }
        // Each name's columns and the blank after it, summed once: the names shown are narrowed
        // by taking widths off the sum (summed again at each step, a line of 40,000 keys took
        // seconds a key press).
        let widths = names.map { ColumnWidth.of($0) + 1 }
        var namesWidth = widths.reduce(0, +)
        var typed = glyphs.text(input)
        guard !events.isEmpty else { return [Span(TextWrap.clipAtBlank(typed, width: width, ellipsis: ellipsis), .normal)] }
        if ColumnWidth.of(typed) + 3 + namesWidth > width && ColumnWidth.of(typed) > width / 2 {
            typed = TextWrap.clipAtBlank(typed, width: width / 2, ellipsis: ellipsis)
        }
        var (first, end) = (0, names.count)
        let mark = ColumnWidth.of(ellipsis)
        func shownWidth() -> Int { namesWidth + (first > 0 ? mark + 1 : 0) + (end < names.count ? mark : 0) }
        var room = width - ColumnWidth.of(typed) - 3
        while shownWidth() > room && end - first > 1 {
            if first < min(sent, names.count - 1) {
                namesWidth -= widths[first]
                first += 1
            } else {
                end -= 1
                namesWidth -= widths[end]
            }
        }
        // The next event alone is too wide: the typed line makes room for it, down to `> …`, or
        // `…` alone (the blank after the line's last event may fall off the row's end).
        let spare = end == names.count ? 1 : 0
        let left = width - 3 - shownWidth() + spare
        if shownWidth() > room && left >= mark {
            let prompt = ColumnWidth.of("> " + ellipsis)
            typed = left >= prompt ? TextWrap.clipAtBlank(typed, width: left, ellipsis: ellipsis) : ellipsis
            room = width - ColumnWidth.of(typed) - 3 + spare
        }
        var shown = names[first..<end]
        let cut = shownWidth() > room
        if cut { shown[first] = TextWrap.clipAtBlank(names[first], width: room - (first > 0 ? mark + 1 : 0), ellipsis: ellipsis) }
        var spans = [Span(typed + "   ", .normal)]
        if first > 0 { spans.append(Span(ellipsis + " ", .dim)) }
        for index in first..<end {
            spans.append(Span(shown[index], index == sent ? .current : index < sent ? .normal : .dim))
            spans.append(Span(" "))
        }
        if end < names.count && !cut { spans.append(Span(ellipsis, .dim)) }
        return spans
    }

    /// A line of the comparison as shown: the transcript's lines are outside text, escaped like
    /// all of it (a C1 control or a bidi mark as `\u{0085}`, `\u{202E}`), and not shortened here.
    private func visible(_ line: String) -> String {
        VisibleText.of(line, limit: Int.max)
    }

    /// The lines that differ, each expected above actual, shown around their first difference
    /// when too wide (`…e-40 km` against `…e-41 km`): a mismatch is never hidden by a cut.
    func differences(_ played: LessonPlayer.PlayedLine, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        let room = max(1, width - 9)
        for row in 0..<max(played.expected.count, played.actual.count) {
            let expected = row < played.expected.count ? played.expected[row] : nil
            let actual = row < played.actual.count ? played.actual[row] : nil
            guard expected != actual else { continue }  // compared as written, shown escaped
            let (shownExpected, shownActual) = (expected.map(visible), actual.map(visible))
            let at = zip(Array(shownExpected ?? ""), Array(shownActual ?? "")).prefix { $0 == $1 }.count
            lines.append([Span("expected ", .dim), Span(shownExpected.map { around($0, at, room) } ?? "(nothing)")])
            lines.append([Span("actual   ", .dim), Span(shownActual.map { around($0, at, room) } ?? "(nothing)", .error)])
        }
        return lines
    }

    /// `text` cut to `width` columns so that its character `index` is in view.
    private func around(_ text: String, _ index: Int, _ width: Int) -> String {
        let shown = glyphs.text(text)
        guard ColumnWidth.of(shown) > width, index > width / 2 else { return clip(shown, width: width) }
        let start = min(index - width / 2, max(0, shown.count - width + 1))
        return glyphs.text("…") + clip(String(shown.dropFirst(start)), width: width - ColumnWidth.of(glyphs.text("…")))
    }

    /// What the last line showed beside what the transcript expected: when they agree, the
    /// lines once under `✓ shown, as expected` (`✓ as expected` where that is too wide; it was
    /// cut mid-word at 20×17, `✓ shown, as exp…`). An error (`! …`, as the transcript writes
    /// it) is wrapped at blanks, every word whole (a reason is never cut mid-word); every other
    /// line keeps one row, as printed, cut at a blank where too wide, `…` saying the rest, its
    /// leading blanks kept (the menu's `  2. …` under `* 1. …`): wrapped, a menu's row went on
    /// under itself and read as a row of its own. When they differ, the lines that differ
    /// (`differences`).
    func comparison(_ played: LessonPlayer.PlayedLine, width: Int) -> [StyledLine] {
        if !played.matches { return differences(played, width: width) }
        let said = played.actual.isEmpty ? ["nothing shown, as expected", "nothing shown"] : ["shown, as expected", "as expected"]
        let fitting = said.first { ColumnWidth.of(glyphs.text("✓ " + $0)) <= width } ?? said[said.count - 1]
        let ellipsis = glyphs.text("…")
        return [[Span("✓ ", .success), Span(fitting, .dim)]] + played.actual.flatMap { line -> [StyledLine] in
            let shown = glyphs.text(visible(line))
            guard !line.hasPrefix("! ") else { return TextWrap.linesKeepingIndent(shown, width: width, indent: 2).map { [Span($0)] } }
            return [[Span(TextWrap.clipAtBlank(shown, width: width, ellipsis: ellipsis))]]
        }
    }
}
