extension KeypadModel {
    /// A keypad starting from `start` that asks `quiz`'s first question.
    public init(start: State, quiz: Quiz) {
        self.init(start: start)
        var quiz = quiz
        quiz.ask(&calculator)
        self.quiz = quiz
        status = (quiz.isOver ? "the quiz has no keys" : "which state does the key lead to? " + Quiz.answerKeys, false)
    }

    /// Takes the student's answer: the feedback on the status line, the key applied.
    mutating func take(_ answer: Quiz.Answer) {
        guard var quiz, !quiz.isOver else { return }
        quiz.answer(answer, &calculator)
        self.quiz = quiz
        logOffset = 0
        narrationScroll = 0
        status = (quiz.feedback ?? "", quiz.last?.isRight == false)
    }
}

extension KeypadModel {
    /// True when the lesson panel is shown: for a lesson or a quiz (in the room of the event log).
    public var hasLessonPanel: Bool { player != nil || quiz != nil }
}
