/// What one line (or one event) did: what to show, and every event the machine received on
/// the way when tracing. It carries all the data a renderer needs, so no renderer reads the
/// session back. A value: an enum of what is shown, and the trace beside it.
///
/// Stored in two parts: what is shown as a plain value (`Shown`: the displays, the menu's
/// converter, or which other case), and what only a rare line carries — a text answer, an
/// error, a trace — in one `Details` object, nil for every accepted line of an untraced
/// session that shows the displays or the menu. Letting go of such an outcome is then one release of nil (21 instructions a line
/// of replay, where the enum with its strings and the trace's array took 43), and the outcome
/// is 48 bytes to copy rather than 80 (docs/PERFORMANCE.md, "Replay to 1,300").
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

    /// `Shows` without the payloads counted by reference (those are in `details`).
    @usableFromInline
    enum Shown: Sendable {
        case nothing, displays(Displays), menu(current: Converter), info, quit, rejected
    }

    /// What a rare outcome carries beyond `Shown`.
    @usableFromInline
    final class Details: Sendable {
        @usableFromInline let info: String
        @usableFromInline let error: LineError?
        @usableFromInline let trace: [TraceStep]

        /// The details of an answer (`info`), of an error, or of a trace alone (`info` empty).
        @usableFromInline
        init(info: String, error: LineError?, trace: [TraceStep]) {
            self.info = info
            self.error = error
            self.trace = trace
        }
    }

    /// What the line shows, its payloads aside.
    @usableFromInline
    let shown: Shown
    /// The text answer, the error and the trace; nil when there are none.
    @usableFromInline
    let details: Details?

    /// An outcome showing `shows`, after the traced `trace` (none unless tracing).
    @inlinable @inline(__always)
    public init(_ shows: Shows, trace: [TraceStep] = []) {
        let traced = trace.isEmpty ? nil : Details(info: "", error: nil, trace: trace)
        switch shows {
        case .nothing: self.init(shown: .nothing, details: traced)
        case .displays(let displays): self.init(shown: .displays(displays), details: traced)
        case .menu(let current): self.init(shown: .menu(current: current), details: traced)
        case .quit: self.init(shown: .quit, details: traced)
        case .info(let text): self.init(shown: .info, details: Details(info: text, error: nil, trace: trace))
        case .rejected(let error): self.init(shown: .rejected, details: Details(info: "", error: error, trace: trace))
        }
    }

    /// An outcome of its two parts.
    @inlinable @inline(__always)
    init(shown: Shown, details: Details?) {
        self.shown = shown
        self.details = details
    }

    /// What the line shows.
    @inlinable
    public var shows: Shows {
        switch shown {
        case .nothing: .nothing
        case .displays(let displays): .displays(displays)
        case .menu(let current): .menu(current: current)
        case .info: .info(details!.info)  // `init` made the details of an answer and of an error
        case .quit: .quit
        case .rejected: .rejected(details!.error!)
        }
    }

    /// The events sent, in order, with the state before and after each (empty unless tracing).
    @inlinable
    public var trace: [TraceStep] { details?.trace ?? [] }

    /// The displays, when the line shows them: what a renderer asks first (without making `shows`).
    @inlinable
    public var displays: Displays? {
        if case .displays(let displays) = shown { return displays }
        return nil
    }

    /// The error, when the line was refused.
    @inlinable
    public var error: LineError? {
        if case .rejected = shown { return details?.error }
        return nil
    }

    /// True when the line was refused.
    @inlinable
    public var isRejected: Bool {
        if case .rejected = shown { return true }
        return false
    }

    /// True when the line asked to leave the calculator.
    @inlinable
    public var isQuit: Bool {
        if case .quit = shown { return true }
        return false
    }

    /// True when the outcome carries a trace.
    @inlinable
    public var isTraced: Bool { details.map { !$0.trace.isEmpty } ?? false }

    /// Equal when they show and trace the same.
    public static func == (left: Outcome, right: Outcome) -> Bool {
        left.shows == right.shows && left.trace == right.trace
    }
}
