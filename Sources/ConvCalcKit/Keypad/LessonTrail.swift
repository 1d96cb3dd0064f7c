/// The lesson as far as it has been played: its steps and typed lines, and where it stood
/// every `interval` lines — so going to any line it has reached plays at most `interval` lines
/// again, instead of the lesson from its start.
///
/// Playing a line is deterministic (the same place, the same steps), so the steps of the
/// lines before line N are the first steps of any line after it: the trail keeps them and the
/// lines once, for the furthest line reached, and a place every `interval` lines
/// (`LessonPlace`: the line path's session, the counts, a position in the transcript; no
/// steps). It grows only as far as the lesson is played — by Space or by going to a line not
/// reached before — so its memory is in proportion to what was played, not to the lesson's file.
struct LessonTrail: Sendable {
    /// Lines between two kept places. Playing a line again costs 5–17 µs (release build) and a
    /// place about 1.3 KB (its session without its parse buffer, the last line's comparison),
    /// so a move plays under about a millisecond again and a 200,000-line lesson's places take
    /// about 4 MB (docs/PERFORMANCE.md, Lessons).
    static let interval = 64

    /// The lesson's steps in effect after the furthest line reached, refused lines undone.
    private(set) var steps: [TraceStep] = []
    /// The lines reached, as the lesson typed them, each over its steps (a recording writes them).
    private(set) var lines: [KeypadCalculator.TypedLine] = []
    /// How many lines have their steps in `steps`.
    var linesReached: Int { lines.count }
    /// The place at line `interval × k`, for every such line reached.
    private var marks: [LessonPlace]

    /// A trail at the lesson's start.
    init(start: LessonPlace) {
        marks = [start]
    }

    /// The kept place nearest before line `index` (0-based), or at it.
    func place(before index: Int) -> LessonPlace {
        marks[min(max(0, index) / LessonTrail.interval, marks.count - 1)]
    }

    /// The keypad's state after the lesson's first `count` steps, for a lesson starting in `start`.
    func state(after count: Int, from start: State) -> State {
        count == 0 ? start : steps[count - 1].after
    }

    /// Takes note of `line`, just played from `from` to `to`, whose steps in effect are
    /// `lineSteps`: kept when it is the first line not reached before, and the place kept
    /// when it falls on the interval.
    mutating func played(_ line: String, from: LessonPlace, to: LessonPlace, steps lineSteps: ArraySlice<TraceStep>) {
        guard from.lineIndex == linesReached, from.stepCount == steps.count else { return }
        steps.append(contentsOf: lineSteps)
        lines.append(KeypadCalculator.TypedLine(text: line, end: steps.count))
        if to.lineIndex == marks.count * LessonTrail.interval {
            var mark = to
            mark.reference = to.reference.withoutParsedSteps
            marks.append(mark)
        }
    }
}
