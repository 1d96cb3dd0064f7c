extension LessonPlayer {
    /// How many typed lines the lesson has: its lines are numbered 1 to this.
    public var lineCount: Int { transcript.exchanges.count }

    /// The comments told before the line being played (or next); at the end, those after the last line.
    public var narration: [String] {
        isAtEnd ? narrations[narrations.count - 1] : narrations[min(lineIndex, narrations.count - 1)]
    }

    /// Where Backspace goes back to (0-based): the start of the line being played, or the line
    /// before when none of its keys is sent yet; nil at the lesson's start.
    public var lineBefore: Int? {
        if sent > 0 { return lineIndex }
        return lineIndex > 0 ? lineIndex - 1 : nil
    }

    /// The lesson played again from its start, Space after Space, until line `index` (0-based)
    /// is next, or to its end if it ends before (a `quit` line): the player and the keypad's
    /// calculator exactly as playing those lines leaves them.
    public func replayed(toLine index: Int) -> (player: LessonPlayer, calculator: KeypadCalculator) {
        var player = restarted
        var calculator = KeypadCalculator(start: player.start)
        while player.lineIndex < index && player.currentLine != nil {
            player.step(&calculator)
        }
        return (player, calculator)
    }
}
