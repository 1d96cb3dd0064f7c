/// One thing a line asks for, with where in the line it was written. A plain value (no
/// strings inside), so parsing a line into reused storage costs no reference counting.
///
/// A line parses into steps (`LineParser`), and `Session` applies them in order: events go
/// through the machine, queries and settings are answered without changing its state.
public struct Step: Sendable, Equatable {
    /// What the step does.
    public enum Action: Sendable, Equatable {
        /// A key or command for the machine.
        case event(Event)
        /// Something to show (help, state, the menu, units, the precision).
        case query(Query)
        /// A setting of the session (`say on`, `trace off`).
        case setting(Setting)
        /// Leave the calculator.
        case quit
    }

    /// What the step does.
    public let action: Action
    /// The byte offset in the line of the text that asked for it.
    public let start: Int
    /// How many bytes of the line that text spans (0 for Return at the end).
    public let length: Int

    /// The event of a number key's byte: `.` is the point, `0`…`9` a digit.
    @inline(__always)
    static func key(_ byte: UInt8) -> Event {
        byte == UInt8(ascii: ".") ? .point : .digit(byte &- UInt8(ascii: "0"))
    }

    /// A step doing `action`, written as the `length` bytes at `start`.
    public init(_ action: Action, start: Int, length: Int) {
        self.action = action
        self.start = start
        self.length = length
    }
}

/// A question to the calculator: answered with text, changing nothing.
public enum Query: Sendable, Equatable {
    /// The queries without an argument.
    public enum Simple: Sendable, Equatable {
        case state, list
    }

    /// `state` or `list`.
    case simple(Simple)
    /// `help`, or `help KEY` with KEY the step's text (an empty span for `help` alone).
    case help
    /// `units` (nil) or `units KIND`.
    case units(UnitKind?)
    /// `precision` alone.
    case precision
}

/// A setting of the session that the machine does not hold: how answers are shown.
public enum Setting: Sendable, Equatable {
    /// `say on|off`: a sentence under the displays.
    case say(Bool)
    /// `trace on|off`: every event shown as the machine receives it.
    case trace(Bool)
}
