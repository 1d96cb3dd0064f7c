/// A lesson's typed lines on the keypad's timeline: which steps each line sent, so a recording
/// writes the lesson's own lines (`1.2.3` refused, `trace on`, `help .`) rather than keys.
extension KeypadCalculator {
    /// A line a lesson typed, over the steps it sent: those after the line before it, up to
    /// `end`. A line that sends no event (`trace on`) or was refused (and undone) covers none.
    public struct TypedLine: Sendable, Equatable {
        /// The line as the lesson typed it.
        public let text: String
        /// How many steps were in effect when the line ended.
        public let end: Int
        /// The change to the timeline that typed it (`revision`): tells it apart from an equal line typed again.
        let revision: Int
    }

    /// Ends a lesson's line: the steps after the last typed line, up to where the keypad stands,
    /// are `text` (none when the line was refused and undone). Forgets what time travel kept ahead.
    public mutating func markLine(_ text: String) {
        forgetAhead()
        typedLines.append(TypedLine(text: text, end: position, revision: nextRevision()))
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

    /// Becomes `other` (a calculator with the same start: an earlier copy, or a lesson played
    /// again): its steps in effect and its typed lines, on this timeline. The first steps and
    /// lines the two share stay as they are; the rest of `other`'s are sent and typed again here,
    /// so every change is a new revision and a recording keeps only what is still true.
    public mutating func take(_ other: KeypadCalculator) {
        var shared = 0
        let limit = min(other.position, steps.count)
        while shared < limit && steps[shared] == other.steps[shared] { shared += 1 }
        var sharedLines = 0
        while sharedLines < min(typedLines.count, other.typedLines.count),
              typedLines[sharedLines].end <= shared,
              typedLines[sharedLines].text == other.typedLines[sharedLines].text,
              typedLines[sharedLines].end == other.typedLines[sharedLines].end {
            sharedLines += 1
        }
        // A line of `other`'s not shared is typed again, and so are the steps it covers.
        if let line = other.typedLines[sharedLines...].first, line.end <= other.position { shared = min(shared, line.end) }
        typedLines.removeSubrange(sharedLines...)
        move(to: shared)
        forgetAhead()
        _ = nextRevision()
        var lines = other.typedLines[sharedLines...].filter { $0.end <= other.position }.makeIterator()
        var next = lines.next()
        while let line = next, line.end == position {  // refused lines and lines without events, before the next step
            markLine(line.text)
            next = lines.next()
        }
        for step in other.steps[shared..<other.position] {
            send(step.event)
            while let line = next, line.end == position {
                markLine(line.text)
                next = lines.next()
            }
        }
    }
}
