extension KeypadView {
    /// The quiz, in the lesson panel: the question and the answer keys (or the final score),
    /// then the score so far and how the last question went.
    func drawQuiz(_ quiz: Quiz, _ state: State, in rect: ScreenRect, on screen: Screen) {
        screen.box(rect, title: clip("quiz: " + VisibleText.of(quiz.name), width: rect.width - 5), glyphs: glyphs)
        let width = rect.width - 4
        var lines: [StyledLine] = []
        if let question = quiz.questionText(in: state) {
            lines += TextWrap.lines(question, width: width).map { [Span($0, .current)] }
            lines += answerKeyLines(width: width).map { [Span($0)] }
            lines.append([Span("score: " + quiz.score, .dim)])
        } else {
            lines.append([Span("quiz over: " + quiz.score, .success)])
            lines += TextWrap.lines("the keys are the keypad's again; q quits", width: width).map { [Span($0, .dim)] }
        }
        if let feedback = quiz.feedback {
            lines += TextWrap.lines(feedback, width: width, indent: 2).map { [Span($0, quiz.last?.isRight == true ? .success : .error)] }
        }
        put(lines, inside: rect, on: screen)
    }

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
