/// The keypad's calculator: the machine's state, every event of this session in order, and
/// where in that history the keypad stands (time travel).
///
/// It is the keypad's one door into the calculator core: every key goes through `send`, which
/// hands it to `Session.send` (the same machine and rules as a typed line) and keeps what it
/// did as a `TraceStep`, the state before and after, which time travel steps through. A
/// lesson's moves (`g N`, Home, Backspace) put the calculator where the lesson stands with
/// `follow`: states the machine made for the lesson's own steps, taken, not sent again.
/// States are values, so stepping back shows an earlier state exactly; a key pressed after
/// stepping back continues from there and forgets the steps that had followed.
public struct KeypadCalculator: Sendable {
    /// The state the session started from.
    public let start: State
    /// Every event sent in this timeline, refused ones included, oldest first.
    public private(set) var steps: [TraceStep] = []
    /// How many of `steps` are in effect: `steps.count`, or fewer after stepping back.
    public private(set) var position = 0
    /// The session the events go through, always in the state now.
    private var session: Session
    /// Counts the changes to the timeline (a key sent, a line typed, a rewind, what `follow`
    /// takes), not the moves along it: two calculators of one lineage with equal revisions and
    /// positions show the same thing.
    public private(set) var revision = 0
    /// The `revision` each of `steps` was sent at, each handed out once. A change drops every
    /// step after where it happened, so a step index holding the same revision as before holds
    /// the same step, and so do all before it: a recording finds what it can keep by this alone.
    public private(set) var stepRevisions: [Int] = []
    /// The lines a lesson typed, oldest first, each over the steps it sent (`markLine`):
    /// a recording writes these lines themselves, refused ones included.
    public internal(set) var typedLines: [TypedLine] = []
    /// The `revision` each of `typedLines` was typed at, as `stepRevisions` for the steps: it
    /// tells a line apart from an equal line typed again.
    public internal(set) var typedLineRevisions: [Int] = []

    /// A calculator starting from `start`.
    public init(start: State) {
        self.start = start
        session = Session(state: start)
        steps.reserveCapacity(256)
    }

    /// The state now: after the steps in effect.
    public var state: State {
        position == 0 ? start : steps[position - 1].after
    }

    /// The last step in effect, if any.
    public var lastStep: TraceStep? {
        position == 0 ? nil : steps[position - 1]
    }

    /// Sends one event through the machine; a refused event is kept as a step that changed nothing.
    @discardableResult
    public mutating func send(_ event: Event) -> TraceStep {
        forgetAhead()
        let before = session.state
        let outcome = session.send(event)
        let result: Result<State, Rejection> = if case .rejected(let rejection, _)? = outcome.error?.reason {
            .failure(rejection)
        } else {
            .success(session.state)
        }
        let step = TraceStep(before: before, event: event, outcome: result)
        steps.append(step)
        position += 1
        stepRevisions.append(nextRevision())
        return step
    }

    /// Steps back one event; false at the start.
    @discardableResult
    public mutating func stepBack() -> Bool {
        guard position > 0 else { return false }
        position -= 1
        session = Session(state: state)
        return true
    }

    /// Steps forward again one event; false when there is none ahead.
    @discardableResult
    public mutating func stepForward() -> Bool {
        guard position < steps.count else { return false }
        position += 1
        session = Session(state: state)
        return true
    }

    /// Goes back to how things stood after `count` steps and forgets the rest (a lesson's
    /// refused line is undone this way: lines are atomic).
    public mutating func rewind(to count: Int) {
        position = min(count, position)
        forgetAhead()
        session = Session(state: state)
        revision += 1
    }

    /// Makes `target` and `lines` (a lesson's steps and typed lines up to one of its lines) the
    /// timeline in effect, as if they had been sent and typed, without sending them again. The
    /// first steps and lines the two share stay as they are, revisions and all (the first
    /// `known` of each are taken as shared, the next compared); the rest are forgotten, and the
    /// others of `target` and `lines` appended, each with a revision never handed out before, so
    /// a recording writes from the first that differs. A step is kept only up to the end of the
    /// first line not kept, on either side: a line and the steps after it go together
    /// (`KeypadRecording.Units`). A lesson puts the keypad on a line this way (`LessonPlayer.go`).
    public mutating func follow(_ target: ArraySlice<TraceStep>, lines: ArraySlice<TypedLine>,
                                known: (steps: Int, lines: Int) = (0, 0)) {
        var keptSteps = min(known.steps, target.count, steps.count)
        while keptSteps < min(steps.count, target.count) && steps[keptSteps] == target[target.startIndex + keptSteps] {
            keptSteps += 1
        }
        var keptLines = min(known.lines, lines.count, typedLines.count)
        while keptLines < min(typedLines.count, lines.count) && typedLines[keptLines] == lines[lines.startIndex + keptLines] {
            keptLines += 1
        }
        while keptLines > 0 && typedLines[keptLines - 1].end > keptSteps { keptLines -= 1 }
        if keptLines < typedLines.count { keptSteps = min(keptSteps, typedLines[keptLines].end) }
        if keptLines < lines.count { keptSteps = min(keptSteps, lines[lines.startIndex + keptLines].end) }
        let changes = keptSteps < steps.count || keptSteps < target.count || keptLines < typedLines.count || keptLines < lines.count
        if changes {
            steps.removeSubrange(keptSteps...)
            stepRevisions.removeSubrange(keptSteps...)
            typedLines.removeSubrange(keptLines...)
            typedLineRevisions.removeSubrange(keptLines...)
            revision += 1
            steps.append(contentsOf: target.dropFirst(keptSteps))
            stepRevisions.append(contentsOf: nextRevisions(target.count - keptSteps))
            typedLines.append(contentsOf: lines.dropFirst(keptLines))
            typedLineRevisions.append(contentsOf: nextRevisions(lines.count - keptLines))
        }
        position = steps.count
        session = Session(state: state)
    }

    /// Drops the steps after `position`, and the typed lines over them: what time travel
    /// had kept ahead is forgotten when the timeline changes.
    mutating func forgetAhead() {
        guard position < steps.count || typedLines.last.map({ $0.end > position }) == true else { return }
        steps.removeSubrange(position...)
        stepRevisions.removeSubrange(position...)
        let lines = typedLinesInEffect
        typedLines.removeSubrange(lines...)
        typedLineRevisions.removeSubrange(lines...)
    }

    /// Counts one change to the timeline and returns its number (`revision`).
    mutating func nextRevision() -> Int {
        nextRevisions(1).lowerBound
    }

    /// Counts `count` changes to the timeline and returns their numbers, each handed out once.
    private mutating func nextRevisions(_ count: Int) -> Range<Int> {
        revision += count
        return revision - count + 1..<revision + 1
    }
}

extension TraceStep {
    /// The state after the step: the new state, or the same one when the event was refused.
    public var after: State {
        switch outcome {
        case .success(let state): state
        case .failure: before
        }
    }

    /// Why the event was refused, or nil when it was accepted.
    public var refusal: Rejection? {
        if case .failure(let rejection) = outcome { return rejection }
        return nil
    }
}
