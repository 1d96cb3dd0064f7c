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
        indirect case info(String)
        /// Leave the calculator.
        case quit
        /// The line was refused and nothing of it applied.
        indirect case rejected(LineError)
    }

    /// What the line shows.
    public let shows: Shows
    /// The events sent, in order, with the state before and after each, or nil when there
    /// are none (no tracing): an untraced line carries no array to make and let go.
    public let traced: [TraceStep]?

    /// The events sent, in order, with the state before and after each (empty unless tracing).
    public var trace: [TraceStep] { traced ?? [] }

    /// An outcome showing `shows`, after the traced `trace` (nil or empty: none).
    public init(_ shows: Shows, trace: [TraceStep]? = nil) {
        self.shows = shows
        traced = trace.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The error, when the line was refused.
    public var error: LineError? {
        if case .rejected(let error) = shows { return error }
        return nil
    }

    /// True when the line was refused: `error != nil` without copying the error out (the
    /// per-line check of replay).
    public var isRejected: Bool {
        if case .rejected = shows { return true }
        return false
    }

    /// True when the line asked to leave the calculator.
    public var isQuit: Bool {
        if case .quit = shows { return true }
        return false
    }
}
