/// What one line (or one event) did: what to show, and every event the machine received on
/// the way when tracing. It carries all the data a renderer needs, so no renderer reads the
/// session back.
public struct Outcome: Sendable, Equatable {
    /// What the line shows.
    public enum Shows: Sendable, Equatable {
        /// A blank or comment-only line: nothing.
        case nothing
        /// The two displays (output above input).
        case displays(Displays)
        /// The numbered converters, `current` marked (the open menu, or `list`).
        case menu(current: Converter)
        /// A text answer (help, state, units, a setting).
        case info(String)
        /// Leave the calculator.
        case quit
        /// The line was refused and nothing of it applied.
        case rejected(LineError)
    }

    /// What the line shows.
    public let shows: Shows
    /// The events sent, in order, with the state before and after each (empty unless tracing).
    public let trace: [TraceStep]

    /// An outcome showing `shows`, after the traced `trace`.
    public init(_ shows: Shows, trace: [TraceStep] = []) {
        self.shows = shows
        self.trace = trace
    }

    /// The error, when the line was refused.
    public var error: LineError? {
        if case .rejected(let error) = shows { return error }
        return nil
    }
}

/// The two displays' contents: the state they show and whether the sentence goes under them.
public struct Displays: Sendable, Equatable {
    /// The state whose entry and output are shown.
    public let state: State
    /// True when the sentence ("The distance in ft is 3.28") follows the displays.
    public let says: Bool

    /// The displays of `state`, with or without the sentence.
    public init(state: State, says: Bool) {
        self.state = state
        self.says = says
    }
}

/// One event as the machine saw it: the state before, the event, and the result.
public struct TraceStep: Sendable, Equatable {
    /// The state the event was sent to.
    public let before: State
    /// The event.
    public let event: Event
    /// The state after it, or why it was refused.
    public let outcome: Result<State, Rejection>
}
