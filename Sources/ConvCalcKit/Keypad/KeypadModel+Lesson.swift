/// A lesson's moves other than Space: back a line (Backspace, `b`), restart (Home), go to
/// line N (`g N Return`). Each lands where playing the lesson from its start up to the line
/// lands, so the panel, the displays and the events are what those lines produce, as if
/// played by Space — playing at most `LessonTrail.interval` lines again to get there.
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

    /// Puts the lesson and the keypad where playing the lesson from its start until line
    /// `index` (0-based) is next leaves them (`LessonPlayer.go`), a slice at a time when the
    /// line is far past the furthest reached: the loop goes on between keys (`goOn`).
    private mutating func replayLesson(toLine index: Int) {
        lessonGoal = index
        goOn()
    }

    /// Plays on towards `lessonGoal`, at most `linesPerSlice` lines, and says where it is.
    mutating func goOn() {
        guard var lesson = player, let goal = lessonGoal else { return }
        player = nil  // the lesson's trail grows in place, not in a copy
        let arrived = lesson.go(toLine: goal, calculator: &calculator, limit: KeypadModel.linesPerSlice)
        player = lesson
        logOffset = 0
        narrationScroll = 0
        if !arrived {
            status = ("going to line \(goal + 1) of \(lesson.lineCount): at line \(lesson.lineIndex + 1) (any key stops)", false)
            return
        }
        lessonGoal = nil
        // Where it went comes first, then what Space does next, as a narrow screen cuts the rest.
        let line = lesson.isAtEnd ? "the end" : "line \(lesson.lineIndex + 1) of \(lesson.lineCount)"
        status = ("went to \(line) · " + lesson.prompt, lesson.mismatches > 0 || lesson.refusal != nil)
    }

    /// Stops a go-to where it is: at the start of the line it had reached.
    mutating func stopGoing() {
        guard let lesson = player, let goal = lessonGoal else { return }
        lessonGoal = nil
        status = ("stopped at line \(lesson.lineIndex + 1) on the way to \(goal + 1) · " + lesson.prompt, false)
    }

    /// Clamps the scroll of the lesson's comments (a quiz's feedback) to what the lesson panel
    /// `panel` can scroll, as after a resize to a larger screen: the first Up then moves them
    /// (it spent itself on the lines the smaller panel had scrolled past).
    public mutating func keepScroll(in panel: ScreenRect) {
        scrollNarration(0, panel: panel)
    }

    /// Scrolls the lesson's comments and the comparison under them (a quiz's feedback) by `lines` (positive:
    /// towards their end), no further than the lesson panel `panel` shows them
    /// (`LessonPanelBody.scrollLimit`, measured in UTF-8 glyphs; the view clamps again).
    mutating func scrollNarration(_ lines: Int, panel: ScreenRect?) {
        let width = (panel?.width ?? KeypadLayout.minimumKeypadWidth) - 4, rows = panel.map { $0.height - 2 } ?? 1
        let view = KeypadView(glyphs: Glyphs(unicode: true))
        let body: LessonPanelBody
        if let lesson = player {
            body = view.lessonBody(lesson, width: width)
        } else if let quiz {
            body = view.quizPanel(quiz, state, width: width, rows: rows).body
        } else {
            return
        }
        let limit = body.scrollLimit(rows: rows)
        narrationScroll = max(0, min(limit, narrationScroll + lines))
    }
}
