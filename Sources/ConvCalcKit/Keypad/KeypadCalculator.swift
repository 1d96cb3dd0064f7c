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
    /// The lines a lesson typed, oldest first, each over the steps it sent (`markLine`):
    /// a recording writes these lines themselves, refused ones included.
    public internal(set) var typedLines: [TypedLine] = []

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

    /// Stands after the first `count` steps, back or forward along the timeline (which stays as it is).
    mutating func move(to count: Int) {
        position = min(count, steps.count)
        session = Session(state: state)
    }

    /// Drops the steps after `position`, and the typed lines over them: what time travel
    /// had kept ahead is forgotten when the timeline changes.
    mutating func forgetAhead() {
        guard position < steps.count || typedLines.last.map({ $0.end > position }) == true else { return }
        steps.removeSubrange(position...)
        stepRevisions.removeSubrange(position...)
        while let last = typedLines.last, last.end > position { typedLines.removeLast() }
    }

    /// Counts one change to the timeline and returns its number (`revision`).
    mutating func nextRevision() -> Int {
        revision += 1
        return revision
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
