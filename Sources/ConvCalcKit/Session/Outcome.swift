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
    @inlinable
    public var shows: Shows {
        switch kind {
        case .displays: .displays(displays!)
        case .menu: .menu(current: displays!.state.converter)
        case .nothing: .nothing
        case .quit: .quit
        case .other: rest?.shows ?? .nothing
        }
    }

    /// The events sent, in order, with the state before and after each, or nil when there
    /// are none (no tracing): an untraced line carries no array to make and let go.
    @inlinable
    public var traced: [TraceStep]? { rest?.traced }

    /// The displays, when the line shows them (most lines): `shows` without making the enum.
    @inlinable
    public var shownDisplays: Displays? { kind == .displays ? displays : nil }

    /// The events sent, in order, with the state before and after each (empty unless tracing).
    public var trace: [TraceStep] { traced ?? [] }

    // Stored so that an outcome showing the displays or the menu untraced (nearly every line
    // and key) holds nothing reference-counted: letting it go costs nothing. A text answer,
    // an error and a trace are kept in one object (the first two were boxed anyway).
    @usableFromInline let kind: Kind
    /// The displays, for `.displays`; for `.menu`, a state holding the current converter; else nil.
    @usableFromInline let displays: Displays?
    @usableFromInline let rest: Rest?

    @usableFromInline enum Kind: UInt8, Sendable { case nothing, displays, menu, quit, other }

    /// What an outcome keeps beyond plain values.
    @usableFromInline final class Rest: Sendable {
        /// What the line shows, when that is a text answer or an error.
        @usableFromInline let shows: Shows
        /// The trace, when there is one.
        @usableFromInline let traced: [TraceStep]?

        init(shows: Shows, traced: [TraceStep]?) {
            self.shows = shows
            self.traced = traced
        }
    }

    /// An outcome showing `shows`, after the traced `trace` (nil or empty: none).
    @inline(__always)
    public init(_ shows: Shows, trace: [TraceStep]? = nil) {
        let traced = trace.flatMap { $0.isEmpty ? nil : $0 }
        var displays: Displays?
        switch shows {
        case .displays(let shown):
            kind = .displays
            displays = shown
        case .menu(let current):
            kind = .menu
            displays = Displays(state: State(converter: current), says: false)
        case .nothing:
            kind = .nothing
        case .quit:
            kind = .quit
        case .info, .rejected:
            kind = .other
        }
        self.displays = displays
        rest = kind == .other || traced != nil ? Rest(shows: kind == .other ? shows : .nothing, traced: traced) : nil
    }

    public static func == (left: Outcome, right: Outcome) -> Bool {
        left.shows == right.shows && left.traced == right.traced
    }

    /// The error, when the line was refused.
    @inlinable
    public var error: LineError? {
        guard kind == .other, case .rejected(let error)? = rest?.shows else { return nil }
        return error
    }

    /// True when the line was refused: `error != nil` without copying the error out (the
    /// per-line check of replay).
    @inlinable
    public var isRejected: Bool {
        guard kind == .other, case .rejected? = rest?.shows else { return false }
        return true
    }

    /// True when the line asked to leave the calculator.
    @inlinable
    public var isQuit: Bool { kind == .quit }
}
