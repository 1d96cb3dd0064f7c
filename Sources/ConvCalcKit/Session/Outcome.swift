/// What one line (or one event) did: what to show, and every event the machine received on
/// the way when tracing. It carries all the data a renderer needs, so no renderer reads the
/// session back. A plain value: an enum of what is shown, and the trace beside it.
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

    /// An outcome showing `shows`, after the traced `trace` (none unless tracing).
    @inlinable @inline(__always)
    public init(_ shows: Shows, trace: [TraceStep] = []) {
        self.shows = shows
        self.trace = trace
    }

    /// The error, when the line was refused.
    @inlinable
    public var error: LineError? {
        if case .rejected(let error) = shows { return error }
        return nil
    }

    /// True when the line was refused.
    @inlinable
    public var isRejected: Bool {
        if case .rejected = shows { return true }
        return false
    }

    /// True when the line asked to leave the calculator.
    @inlinable
    public var isQuit: Bool {
        if case .quit = shows { return true }
        return false
    }
}
