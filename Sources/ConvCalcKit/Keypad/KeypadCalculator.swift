/// The keypad's calculator: the machine's state, every event of this session in order, and
/// where in that history the keypad stands (time travel).
///
/// It is the keypad's one door into the calculator core: every key goes through `send`, which
/// hands it to `Session.send` (the same machine, rules and trace as a typed line).
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
    /// Counts the changes to the timeline (a key sent, a rewind), not the moves along it: two
    /// calculators of one lineage with equal revisions and positions show the same thing.
    public private(set) var revision = 0
    /// The `revision` each of `steps` was sent at. A send or a rewind drops every step after
    /// where it happened, so a step index holding the same revision as before holds the same
    /// step, and so do all before it: a recording finds what it can keep by this alone.
    public private(set) var stepRevisions: [Int] = []

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
        if position < steps.count {
            steps.removeSubrange(position...)
            stepRevisions.removeSubrange(position...)
        }
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
        revision += 1
        stepRevisions.append(revision)
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
        steps.removeSubrange(position...)
        stepRevisions.removeSubrange(position...)
        session = Session(state: state)
        revision += 1
    }

    /// Makes `target` the steps in effect, as if they had been sent, without sending them: the
    /// steps already equal to `target`'s first ones are kept (the first `known` are taken as
    /// equal, the next compared), the rest are forgotten, and `target`'s others are appended
    /// as new steps with a new revision, so a recording writes from there on. A lesson puts the
    /// keypad on a line this way (`LessonPlayer.go`).
    public mutating func follow(_ target: ArraySlice<TraceStep>, known: Int = 0) {
        var kept = min(known, target.count, steps.count)
        while kept < min(steps.count, target.count) && steps[kept] == target[target.startIndex + kept] { kept += 1 }
        if kept < steps.count || kept < target.count {
            steps.removeSubrange(kept...)
            stepRevisions.removeSubrange(kept...)
            revision += 1
            steps.append(contentsOf: target.dropFirst(kept))
            stepRevisions.append(contentsOf: repeatElement(revision, count: target.count - kept))
        }
        position = steps.count
        session = Session(state: state)
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
