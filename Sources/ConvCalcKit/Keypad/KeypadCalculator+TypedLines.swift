/// A lesson's typed lines on the keypad's timeline: which steps each line sent, so a recording
/// writes the lesson's own lines (`1.2.3` refused, `trace on`, `help .`) rather than keys.
extension KeypadCalculator {
    /// A line a lesson typed, over the steps it sent: those after the line before it, up to
    /// `end`. A line that sends no event (`trace on`) or was refused (and undone) covers none.
    /// Its revision is kept beside it (`typedLineRevisions`): a lesson's trail holds the same
    /// lines without one (`LessonTrail.lines`).
    public struct TypedLine: Sendable, Equatable {
        /// The line as the lesson typed it.
        public let text: String
        /// How many steps were in effect when the line ended.
        public let end: Int
    }

    /// Ends a lesson's line: the steps after the last typed line, up to where the keypad stands,
    /// are `text` (none when the line was refused and undone). Forgets what time travel kept ahead.
    public mutating func markLine(_ text: String) {
        forgetAhead()
        typedLines.append(TypedLine(text: text, end: position))
        typedLineRevisions.append(nextRevision())
    }

    /// How many typed lines are in effect: those whose steps all are (the first lines, as ends only grow).
    public var typedLinesInEffect: Int {
        var low = 0, high = typedLines.count
        while low < high {
            let middle = (low + high) / 2
            if typedLines[middle].end <= position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
