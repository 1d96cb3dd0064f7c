extension KeypadView {
    /// The quiz, in the lesson panel: the question and the answer keys (or the final score),
    /// then the score so far and how the last question went. The feedback — the transition and
    /// its guard — is always whole, wrapped at blanks: where rows are short, the answer keys
    /// shrink to one line, then leave (the hint line still lists them), then the score moves
    /// into the title (and the key's number with it); last, a refusal's reason leaves the
    /// feedback when its guard says why. Where even that does not fit (36×18, 20×17), the
    /// feedback scrolls by `scroll` lines under the question (Up and Down), and the panel's last
    /// row says so, as a lesson's comments do (`LessonPanelBody`); in three rows (20×17) the
    /// question is put in fewer words to stay (`smallestArrangement`).
    func drawQuiz(_ quiz: Quiz, _ state: State, scroll: Int, in rect: ScreenRect, on screen: Screen) {
        let rows = rect.height - 2
        let (title, body) = quizPanel(quiz, state, width: rect.width - 4, rows: rows)
        let shown = TextWrap.clipAtBlank(glyphs.text(title), width: rect.width - 5, ellipsis: glyphs.text("…"))  // no word cut
        screen.box(rect, title: shown, glyphs: glyphs)
        put(body.lines(rows: rows, scroll: scroll), inside: rect, on: screen)
    }

    /// The panel's title and body in `rows` rows of `width` columns: the first arrangement
    /// that fits whole; or else the most compact, its question kept in view when there is room
    /// for it, a row of the feedback and the row saying more (in three rows, the smallest
    /// arrangement's), and the feedback scrolling.
    func quizPanel(_ quiz: Quiz, _ state: State, width: Int, rows: Int) -> (title: String, body: LessonPanelBody) {
        let arrangements = quizArrangements(quiz, state, width: width)
        if let whole = arrangements.first(where: { $0.head.count + $0.feedback.count <= rows }) {
            return (whole.title, LessonPanelBody(narration: [], pinned: whole.head + whole.feedback, comparison: []))
        }
        var compact = arrangements[arrangements.count - 1]
        if compact.head.count + 2 > rows, let smallest = smallestArrangement(quiz, state, width: width, feedback: compact.feedback),
           smallest.head.count + 2 <= rows {
            compact = smallest
        }
        let body = compact.head.count + 2 <= rows ? LessonPanelBody(narration: [], pinned: compact.head, comparison: compact.feedback)
            : LessonPanelBody(narration: compact.head, pinned: [], comparison: compact.feedback)
        return (compact.title, body)
    }

    /// The question in the smallest panel (three rows, 20×17), where the question in words
    /// would take them all: its state in the title, the key under it (`in integer` over
    /// `digit 4 → ?`), so it stays in view above the feedback; nil when over or too long.
    func smallestArrangement(_ quiz: Quiz, _ state: State, width: Int,
                             feedback: [StyledLine]) -> (title: String, head: [StyledLine], feedback: [StyledLine])? {
        guard let event = quiz.question else { return nil }
        let key = glyphs.text("\(event.name) → ?")
        guard ColumnWidth.of(key) <= width else { return nil }
        return ("in \(state.phase.rawValue)", [[Span(key, .current)]], feedback)
    }

    /// The panel's arrangements, roomiest first: a title, the lines above the feedback, the feedback.
    func quizArrangements(_ quiz: Quiz, _ state: State, width: Int) -> [(title: String, head: [StyledLine], feedback: [StyledLine])] {
        let name = VisibleText.of(quiz.name)
        func wrap(_ text: String?, indent: Int = 0, _ style: Style) -> [StyledLine] {
            text.map { TextWrap.lines(glyphs.text($0), width: width, indent: indent).map { [Span($0, style)] } } ?? []
        }
        let compactKeys = KeypadView.compactAnswerKeys.count <= width ? [KeypadView.compactAnswerKeys] : []
        var arrangements: [(title: String, head: [StyledLine], feedback: [StyledLine])] = []
        for givingReason in [true, false] {
            let style = quiz.last.map { $0.isRight ? Style.success : .error } ?? .dim  // only lines skipped: no answer yet
            let feedback = wrap(quiz.feedback(givingReason: givingReason), indent: 2, style)
            guard let question = quiz.questionText(in: state) else {
                let over = [Span("quiz over: " + quiz.score, .success)]
                // The answer letters by their keypad meaning: a student's extra `r` reset the keypad unsaid.
                arrangements.append(("quiz: " + name, [over] + wrap(KeypadView.quizOverKeys, .dim), feedback))
                arrangements.append(("quiz: " + name, [over], feedback))
                continue
            }
            let long = "score: " + quiz.score, short = "score: \(quiz.right)/\(quiz.asked)"  // whole words where narrow
            let score = [Span(ColumnWidth.of(long) <= width ? long : short, .dim)]
            for keys in [answerKeyLines(width: width), compactKeys, []] {
                arrangements.append(("quiz: " + name, wrap(question, .current) + keys.map { [Span($0)] } + [score], feedback))
            }
            arrangements.append((quizTitle(quiz, width: width - 1),
                                 wrap(quiz.questionText(in: state, numbered: false), .current), feedback))
        }
        return arrangements
    }

    /// The quiz panel's title with the score in it, the longest form that fits `width` columns
    /// (`quiz 0 of 0 right, key 1: NAME`, down to `quiz 0/0, key 1` at 20×17, where it was cut
    /// mid-word, `quiz 0 of 0 ri…`), else cut at a blank.
    func quizTitle(_ quiz: Quiz, width: Int) -> String {
        let key = "key \(quiz.asked + 1)"
        let forms = ["quiz \(quiz.score), \(key): " + VisibleText.of(quiz.name), "quiz \(quiz.score), \(key)",
                     "quiz \(quiz.right)/\(quiz.asked), \(key)", "\(quiz.right)/\(quiz.asked), \(key)"]
        return forms.first { ColumnWidth.of(glyphs.text($0)) <= width }
            ?? TextWrap.clipAtBlank(glyphs.text(forms[forms.count - 1]), width: width, ellipsis: glyphs.text("…"))
    }

    /// The hint line while a question is open: the answer keys, help, and the way out last,
    /// down to 20 columns (`r i f e c x  ?  q`), as on the keypad's own hint.
    func quizHint(width: Int) -> String {
        let keys = Quiz.Answer.keys.map { String($0.key) }.joined(separator: " ")
        let variants = ["answer: \(keys)  ? help  q quit", "\(keys)  ? help  q quit", "answer: \(keys)  ?  q", "\(keys)  ?  q"]
        return variants.first { glyphs.text($0).count <= width } ?? ""
    }

    /// Under the final score: the answer letters that are keypad keys mean what they did before the quiz.
    static let quizOverKeys = "the keys are the keypad's again: r resets, c clears, e is EE; q quits"

    /// The answer keys in one short line, for a small panel.
    static let compactAnswerKeys = "r i f e c name a state, x refused"

    /// The answer keys packed into lines of `width`, each key beside its answer (`e exponent`).
    func answerKeyLines(width: Int) -> [String] {
        var lines: [String] = []
        for (key, answer) in Quiz.Answer.keys {
            let item = "\(key) \(answer.text)"
            if let last = lines.last, last.count + 2 + item.count <= width {
                lines[lines.count - 1] = last + "  " + item
            } else {
                lines.append(item)
            }
        }
        return lines
    }
}
