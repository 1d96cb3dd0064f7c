/// One event as the machine saw it: the state before, the event, and the result.
public struct TraceStep: Sendable, Equatable {
    /// The state the event was sent to.
    public let before: State
    /// The event.
    public let event: Event
    /// The state after it, or why it was refused.
    public let outcome: Result<State, Rejection>
}
