/// A lesson's moves other than Space: back a line (Backspace, `b`), restart (Home), go to
/// line N (`g N Return`). Each plays the lesson again from its start up to the line, so the
/// panel, the displays and the events are what those lines produce, as if played by Space.
extension KeypadModel {
    /// Goes back to the start of the line being played, or to the line before when none of
    /// its keys is sent yet.
    mutating func lessonBack() {
        guard let lesson = player else { return }
        guard let target = lesson.lineBefore else {
            status = ("this is the lesson's first line: Space plays it", false)
            return
        }
        replayLesson(toLine: target)
    }

    /// Starts the lesson again from its first line.
    mutating func restartLesson() {
        replayLesson(toLine: 0)
    }

    /// Carries out a key of the line number typed after `g`.
    mutating func typeLineNumber(_ key: LineNumberEntry.Key) {
        guard let lesson = player else { return }
        switch key {
        case .start: lineNumber = LineNumberEntry()
        case .digit(let digit): lineNumber?.type(digit)
        case .erase: lineNumber?.erase()
        case .cancel:
            lineNumber = nil
            status = ("go to line: cancelled · " + lesson.prompt, false)
            return
        case .go:
            let entry = lineNumber ?? LineNumberEntry()
            lineNumber = nil
            guard let number = entry.value, (1...lesson.lineCount).contains(number) else {
                let asked = entry.typed == 0 ? "no line number typed" : "there is no line \(entry.shown)"
                status = ("✗ \(asked): this lesson has lines 1–\(lesson.lineCount); g, a number, Return", true)
                return
            }
            replayLesson(toLine: number - 1)
            return
        }
        status = ("go to line: \(lineNumber?.shown ?? "")_ (1–\(lesson.lineCount); Return goes, Esc cancels)", false)
    }

    /// Plays the lesson again from its start until line `index` (0-based) is next.
    private mutating func replayLesson(toLine index: Int) {
        guard let lesson = player else { return }
        var (replayed, lessonCalculator) = lesson.replayed(toLine: index)
        // The same steps and lines, taken on the keypad's own timeline: its revisions only grow,
        // so a recording (`--record`) keeps none of the steps this replaces.
        calculator.take(lessonCalculator)
        replayed.adopt(calculator)
        player = replayed
        logOffset = 0
        narrationScroll = 0
        // What Space does next comes first (a refusal first of all), as a narrow screen cuts the rest.
        let line = replayed.isAtEnd ? "to the end" : "to line \(replayed.lineIndex + 1) of \(replayed.lineCount)"
        status = (replayed.prompt + " · played again from the start \(line)", replayed.mismatches > 0 || replayed.refusal != nil)
    }

    /// Scrolls the lesson's comments by `lines` (positive: towards their end), no further than
    /// the lesson panel `panel` shows them (the view's rows: the line and its ✓ take two).
    mutating func scrollNarration(_ lines: Int, panel: ScreenRect?) {
        guard let lesson = player else { return }
        let width = (panel?.width ?? KeypadLayout.minimumKeypadWidth) - 4
        let told = LessonNarration.lines(lesson.narration, width: width).count
        let rows = panel.map { $0.height - 2 - (lesson.finished == nil ? 1 : 2) } ?? 1
        narrationScroll = max(0, min(LessonNarration.scrollLimit(lines: told, rows: rows), narrationScroll + lines))
    }
}
