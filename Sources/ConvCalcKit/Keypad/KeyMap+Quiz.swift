extension KeyMap {
    /// Keys while a quiz asks: an answer's letter (`Quiz.Answer.keys`), or quit; the keypad's
    /// own keys wait until the quiz is over.
    func quizCommand(for key: InputKey) -> KeypadCommand {
        switch key {
        case .character("q"), .character("Q"): return .quit
        case .character("?"): return .toggleHelp
        case .character(let character): return Quiz.Answer(key: character).map { .answer($0) } ?? .ignored
        case .mouse(let report): return report.pressed ? .ignored : .release
        default: return .ignored
        }
    }
}
