extension LessonPlayer {
    /// How many typed lines the lesson has: its lines are numbered 1 to this.
    public var lineCount: Int { transcript.exchanges.count }

    /// Where Backspace goes back to (0-based): the start of the line being played, or the line
    /// before when none of its keys is sent yet; nil at the lesson's start.
    public var lineBefore: Int? {
        if sent > 0 { return lineIndex }
        return lineIndex > 0 ? lineIndex - 1 : nil
    }

    /// Goes to the start of line `index` (0-based), or to the lesson's end if it ends before (a
    /// `quit` line): the player, and `calculator`'s steps in effect, exactly as playing the
    /// lesson from its start with Space until that line is next leaves them.
    ///
    /// It starts from the nearest place kept before the line (`LessonTrail`), or from where
    /// the lesson stands when that is nearer, so it plays at most `LessonTrail.interval` lines
    /// again; only lines never reached before are played for the first time. `calculator`
    /// then follows the lesson's steps and typed lines (`KeypadCalculator.follow`): those it
    /// shares with them are kept, the rest taken as new, none sent again.
    ///
    /// It plays at most `limit` lines, and stops at the start of a line when the limit comes
    /// first (a line far past the furthest reached): the lesson and `calculator` are then where
    /// playing up to that line leaves them, and the next call goes on from there. True when it
    /// got there.
    @discardableResult
    public mutating func go(toLine index: Int, calculator: inout KeypadCalculator, limit: Int = .max) -> Bool {
        let known = known(in: calculator)
        let mark = trail.place(before: index)
        if currentEvents != nil || lineIndex > index || lineIndex < mark.lineIndex { resume(at: mark) }
        // The lines on the way are played on a calculator of their own, from the state there.
        var scratch = KeypadCalculator(start: trail.state(after: stepCount, from: start))
        left = (scratch.revision, scratch.position)
        var lines = 0
        while lineIndex < index, !isAtEnd, lines < limit {
            let line = lineIndex
            step(&scratch)
            if lineIndex != line { lines += 1 }
        }
        resume(at: place)
        putBack(&calculator, known: known)
        left = (calculator.revision, calculator.position)
        return lineIndex >= index || isAtEnd
    }
}
