extension KeypadView {
    /// The machine panel: whole, or in its compact form when the screen is small; its last
    /// step or refusal always wrapped whole. While a quiz asks, it leaves out the ways out of
    /// the state: they are the answer.
    func drawMachine(_ model: KeypadModel, in rect: ScreenRect, on screen: Screen) {
        let compact = rect.height < MachinePanel.height(width: rect.width)  // no blank columns inside its box
        screen.box(rect, title: "machine", glyphs: glyphs)
        put(KeypadView.machineLines(model, width: rect.width - (compact ? 2 : 4), rows: rect.height - 2),
            inside: rect, margin: compact ? 0 : 1, on: screen)
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
    /// what does not fit scrolls, and a row says so).
    func drawLesson(_ lesson: LessonPlayer, scroll: Int, in rect: ScreenRect, on screen: Screen) {
        let line = "line \(min(lesson.lineIndex + 1, lesson.lineCount)) of \(lesson.lineCount)"
        var title = "lesson \(VisibleText.of(lesson.name)): " + line
        if ColumnWidth.of(glyphs.text(title)) > rect.width - 5 { title = line + " · " + VisibleText.of(lesson.name) }  // the line first
        screen.box(rect, title: clip(title, width: rect.width - 5), glyphs: glyphs)  // ─ title ─ inside the corners
        put(lessonBody(lesson, width: rect.width - 4).lines(rows: rect.height - 2, scroll: scroll), inside: rect, on: screen)
    }

    /// The lesson panel's body at `width` columns: the comments, the line being played and the
    /// last line's mark, then what that line showed beside what the transcript expected.
    func lessonBody(_ lesson: LessonPlayer, width: Int) -> LessonPanelBody {
        var pinned: [StyledLine] = []
        if let line = lesson.currentLine {
            var spans = [Span("> " + VisibleText.of(line.input, limit: 4096) + "   ", .normal)]  // cut by the panel
            for (index, event) in (lesson.currentEvents ?? []).enumerated() {
                spans.append(Span(event.name, index == lesson.sent ? .current : index < lesson.sent ? .normal : .dim))
                spans.append(Span(" "))
            }
            pinned.append(spans)
        } else {
            pinned.append([Span("end of the lesson", .success)])
        }
        var comparison: [StyledLine] = []
        if let played = lesson.finished {
            pinned.append(played.matches ? [Span("✓ > \(VisibleText.of(played.input)) as expected", .success)]
                                         : [Span("✗ > \(VisibleText.of(played.input)) mismatch", .error)])
            comparison = self.comparison(played, width: width)
        }
        let told = LessonNarration.lines(lesson.narration.map(glyphs.text), width: width).map { [Span($0)] }
        return LessonPanelBody(narration: told, pinned: pinned, comparison: comparison)
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

    /// `expected │ actual` in two columns, one output line a row; when a line is wider than
    /// its column, the expected lines above the actual ones, each whole and wrapped at blanks
    /// (a reason is never cut mid-word), so no digit of a difference is cut away (`…e-99`
    /// beside `…e-98` would look the same).
    func comparison(_ played: LessonPlayer.PlayedLine, width: Int) -> [StyledLine] {
        if !played.matches { return differences(played, width: width) }
        let half = (width - 3) / 2
        guard (played.expected + played.actual).allSatisfy({ ColumnWidth.of(glyphs.text(visible($0))) <= half }) else {
            let wrapped = { (text: String, style: Style) in
                TextWrap.lines(glyphs.text(visible(text)), width: width, indent: 2).map { [Span($0, style)] }
            }
            var lines: [StyledLine] = [[Span("expected", .dim)]]
            lines += played.expected.flatMap { wrapped($0, .normal) }
            lines.append([Span("actual", .dim)])
            for (row, actual) in played.actual.enumerated() {
                let matches = row < played.expected.count && played.expected[row] == actual
                lines += wrapped(actual, matches ? .normal : .error)
            }
            return lines
        }
        let pad = { (text: String) in
            let clipped = clip(text, width: half)
            return clipped + String(repeating: " ", count: max(0, half - ColumnWidth.of(clipped)))
        }
        var lines: [StyledLine] = [[Span(pad("expected"), .dim), Span(" " + glyphs.box.vertical + " ", .border), Span("actual", .dim)]]
        for row in 0..<max(played.expected.count, played.actual.count) {
            let expected = row < played.expected.count ? played.expected[row] : ""
            let actual = row < played.actual.count ? played.actual[row] : ""
            lines.append([Span(pad(visible(expected))), Span(" " + glyphs.box.vertical + " ", .border),
                          Span(visible(actual), actual == expected ? .normal : .error)])
        }
        return lines
    }
}
