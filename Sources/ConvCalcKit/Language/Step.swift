/// One thing a line asks for, with where in the line it was written. A plain value (no
/// strings inside), so parsing a line into reused storage costs no reference counting.
///
/// A line parses into steps (`LineParser`), and `StepRun` applies them in order: events go
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
        /// The number just typed was written in parts (`5 ft 10 in`): the line's JSON reports them.
        case inputParts(TypedParts)
    }

    /// What the step does.
    public let action: Action
    /// The byte offset in the line of the text that asked for it.
    @inline(__always) public var start: Int { Int(storedStart) }
    /// How many bytes of the line that text spans: 0 for a step no text typed (Return at the
    /// end, the C a one-line conversion puts before its number).
    @inline(__always) public var length: Int { Int(storedLength) }
    /// `start` and `length` in 32 bits, as a line is at most 1 MiB (`LineSplitter`, the
    /// prompt; an argument at most 128 KiB): a step is 16 bytes, not 32, and a line of a
    /// million keys holds a step for each until it is applied (`check` of fifteen such lines
    /// peaked at 78 MB).
    private let storedStart: UInt32
    private let storedLength: UInt32

    /// True for a step the line asks for without text of its own (`length` 0): a one-line
    /// conversion starts with such a C, which marks where its number starts.
    public var isInserted: Bool { length == 0 }

    /// The event of a number key's byte: `.` is the point, `0`…`9` a digit.
    @inline(__always)
    static func key(_ byte: UInt8) -> Event {
        byte == UInt8(ascii: ".") ? .point : .digit(byte &- UInt8(ascii: "0"))
    }

    /// A step doing `action`, written as the `length` bytes at `start`.
    @inline(__always)
    public init(_ action: Action, start: Int, length: Int) {
        self.action = action
        storedStart = UInt32(truncatingIfNeeded: start)
        storedLength = UInt32(truncatingIfNeeded: length)
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
    /// `units` (every kind) or `units KIND…`. The kinds are not held here: the parser checks
    /// them, and the answer reads them again from the line's text after the step's word, so a
    /// step holds no array (a parsed line's steps are then let go of without a release or a
    /// destroy call, about 30 instructions a line of replay).
    case units
    /// `precision` alone.
    case precision
}

/// A setting of the session that the machine does not hold: how answers are shown.
public enum Setting: Sendable, Equatable {
    /// `say on|off`: a sentence under the displays; nil (`say` alone) says which it is.
    case say(Bool?)
    /// `trace on|off`: every event shown as the machine receives it; nil (`trace` alone) says which.
    case trace(Bool?)
}

/// The units a value was typed in (`5 ft 10 in`: ft and in), as one compound output's index
/// and which of its units: a plain value, so a step holds nothing to count references of.
public struct TypedParts: Sendable, Equatable {
    /// The index in `CompoundUnit.all` of the compound whose units these are.
    let compound: UInt8
    /// Bit `i` set when the compound's unit `i` was typed.
    let mask: UInt8

    /// The parts typed in `units`, which `compound(containing:)` finds a compound for.
    init(_ units: [UnitID]) {
        let index = TypedParts.compound(containing: units)!
        compound = UInt8(index)
        var mask: UInt8 = 0
        for (bit, unit) in CompoundUnit.all[index].parts.enumerated() where units.contains(unit) { mask |= 1 << bit }
        self.mask = mask
    }

    /// The units, largest first.
    var units: [UnitID] {
        CompoundUnit.all[Int(compound)].parts.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
    }

    /// The index of the first compound output whose units include `units`, in that order; nil when none does.
    static func compound(containing units: [UnitID]) -> Int? {
        CompoundUnit.all.firstIndex { $0.holds(units) }
    }

    /// `entry`'s value (in the smallest part's unit) in these parts: the JSON's `inputParts`.
    func value(of entry: ExactDecimal) -> CompoundValue {
        let units = units
        let values = CompoundInput.split(ExactDecimal(digits: entry.digits, scale: entry.scale), into: units)
        return CompoundValue(isNegative: entry.isNegative, parts: zip(units, values).map {
            CompoundValue.Part(unit: $0, value: RoundedValue(value: $1, isExact: true))
        })
    }
}

extension Array where Element == Step {
    /// Puts `first`, `second` and `third` at `index`, moving the steps from `index` on up by
    /// three: a one-line conversion's C, convert and pick go before its number's keys. It
    /// allocates nothing while capacity lasts, where `insert(contentsOf: [a, b, c], at:)`
    /// allocates its array literal on every conversion, and three `insert(_:at:)` cost a
    /// generic replace each (about 80 instructions; callgrind, one-line conversions).
    mutating func insert(_ first: Step, _ second: Step, _ third: Step, at index: Int) {
        precondition(index >= 0 && index <= count, "insert(_:_:_:at:): index \(index) outside 0...\(count)")
        append(first)
        append(second)
        append(third)
        withUnsafeMutableBufferPointer { steps in
            var moved = steps.count - 1
            while moved >= index + 3 {
                steps.swapAt(moved, moved - 3)
                moved -= 1
            }
            steps[index] = first
            steps[index + 1] = second
            steps[index + 2] = third
        }
    }
}
