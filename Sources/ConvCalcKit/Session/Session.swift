/// A calculator session: the machine's state plus the line-by-line command language.
///
/// `handle` takes one input line and returns what to show. A line is atomic: it is applied
/// to a copy of the state, and only a line whose every token is accepted replaces the state.
public struct Session: Sendable {
    /// The machine's state after the last accepted line.
    public private(set) var state: State
    /// True when the displays are followed by a sentence ("The distance in ft is 3.28").
    public var says = false
    /// True when every event is traced.
    public var traces = false

    /// A session starting in `state` (the start state by default).
    public init(state: State = .initial) {
        self.state = state
    }

    /// Called with every event a line sends, in order, as it is tried.
    public typealias Observer = (TraceStep) -> Void

    /// Applies one line; returns what to show. A rejected line leaves `state` untouched.
    public mutating func handle(_ line: LineBytes, observer: Observer? = nil) -> Answer {
        var run = LineRun(state: state, line: line, observer: observer)
        do {
            let answer = try state.phase == .choosing ? run.performPick() : run.perform()
            state = run.state
            if let says = run.says { self.says = says }
            if let traces = run.traces { self.traces = traces }
            return answer
        } catch {
            return .rejected(error)
        }
    }

    /// Applies one line and, when `traces` is on, collects every event it sent into `steps`.
    public mutating func handle(_ line: LineBytes, trace steps: inout [TraceStep]) -> Answer {
        guard traces else { return handle(line) }
        var collected: [TraceStep] = []
        let answer = handle(line) { collected.append($0) }
        steps = collected
        return answer
    }

    /// Applies one line given as a string (tests, `-e`).
    public mutating func handle(_ line: String, observer: Observer? = nil) -> Answer {
        var copy = line
        return copy.withUTF8 { handle(LineBytes($0), observer: observer) }
    }
}

/// One event as the machine saw it: the state before, the event, and the result.
public struct TraceStep: Sendable {
    /// The state the event was sent to.
    public let before: State
    /// The event.
    public let event: Event
    /// The state after it, or why it was refused.
    public let outcome: Result<State, Rejection>
}
