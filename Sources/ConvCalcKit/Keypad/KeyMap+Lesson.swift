extension KeyMap {
    /// The keys that move a lesson (they mean nothing without one): Backspace or `b` back a
    /// line, Home restarts, `g` starts a line number; Up, Down, the page keys and the wheel
    /// scroll its comments (but move the open action sheet's highlight).
    func lessonCommand(for key: InputKey) -> KeypadCommand? {
        let panel = layout?.panel
        let page = max(1, (panel?.height ?? 3) - 3)
        switch key {
        case .up where phase != .choosing: return .scrollNarration(-1, panel: panel)
        case .down where phase != .choosing: return .scrollNarration(1, panel: panel)
        case .pageUp: return .scrollNarration(-page, panel: panel)
        case .pageDown: return .scrollNarration(page, panel: panel)
        case .mouse(let report) where report.wheel != 0: return .scrollNarration(report.wheel * 3, panel: panel)
        default: break
        }
        return lessonMove(for: key)?.command
    }

    /// The keys that move a lesson, with what they do in one: outside a lesson the status line
    /// says so (`✗ b: back a lesson line (--play)`), since the help lists them; whole in 40
    /// columns, a projector's (`(--play)`, the way to a lesson, was cut there).
    func lessonMove(for key: InputKey) -> (command: KeypadCommand, key: String, does: String)? {
        switch key {
        case .home: (.restartLesson, "Home", "restart a lesson")
        case .control(0x7F), .control(0x08), .character("b"), .character("B"):
            (.lessonBack, key == .character("b") || key == .character("B") ? "b" : "Backspace", "back a lesson line")
        case .character("g"), .character("G"): (.lineNumber(.start), "g", "go to a lesson line")
        default: nil
        }
    }

    /// The keys while a line number is typed: digits, Backspace, Return; any other key
    /// (Esc, a click) leaves the lesson where it is.
    func lineNumberCommand(for key: InputKey) -> KeypadCommand {
        switch key {
        case .character(let character) where character.isASCII && character.wholeNumberValue != nil:
            .lineNumber(.digit(UInt8(character.wholeNumberValue ?? 0)))
        case .control(0x7F), .control(0x08): .lineNumber(.erase)
        case .enter: .lineNumber(.go)
        case .mouse(let report) where !report.pressed: .release
        default: .lineNumber(.cancel)
        }
    }
}
