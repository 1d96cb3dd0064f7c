extension KeyMap {
    /// Keys while a quiz asks: an answer's letter (`Quiz.Answer.keys`), help, or quit; Up, Down,
    /// the page keys and the wheel scroll a feedback too long for the panel; the keypad's own
    /// keys wait until the quiz is over.
    func quizCommand(for key: InputKey) -> KeypadCommand {
        let panel = layout?.panel
        let page = max(1, (panel?.height ?? 3) - 3)
        switch key {
        case .up: return .scrollNarration(-1, panel: panel)
        case .down: return .scrollNarration(1, panel: panel)
        case .pageUp: return .scrollNarration(-page, panel: panel)
        case .pageDown: return .scrollNarration(page, panel: panel)
        case .mouse(let report) where report.wheel != 0: return .scrollNarration(report.wheel * 3, panel: panel)
        case .character("q"), .character("Q"): return .quit
        case .character("?"): return .toggleHelp
        case .character(let character): return Quiz.Answer(key: character).map { .answer($0) } ?? .ignored
        case .mouse(let report): return report.pressed ? .ignored : .release
        default: return .ignored
        }
    }
}
