/// The calculator's state machine: one transition function holding every rule of its keys
/// (a line's own rule, that a conversion must have a value, is `StepRun`'s: `0 mpg to
/// L/100km` is refused after the machine took every key).
///
/// `Machine.apply` is that function; it changes a state in place, which keeps the per-key
/// path free of copies. `Machine.transition` is its pure form. The prompt, scripted replay,
/// the trace, `help KEY` and the exported diagram all go through them; nothing else changes
/// a `State`.
public enum Machine {
    /// The state after `event` in `state`, or why the event is refused.
    public static func transition(_ state: State, _ event: Event) -> Result<State, Rejection> {
        var next = state
        do {
            try apply(event, to: &next)
            return .success(next)
        } catch {
            return .failure(error)
        }
    }

    /// Applies `event` to `state`: every rule of the machine, from one switch over the phase
    /// and the event (a digit's and a point's rules go on by phase in `type` and `typePoint`,
    /// an entry's own, its digits and exponent, in `Entry`). When it throws, `state` may be partly changed and must be thrown away
    /// (a session applies each line to a copy, so it always is).
    @inline(__always)
    public static func apply(_ event: Event, to state: inout State) throws(Rejection) {
        switch (state.phase, event) {
        // In the menu only a pick or cancel is allowed; the line end keeps it open (`convert` alone on a line).
        case (.choosing, .pick(let converter)):
            state.converter = converter
            state.phase = .ready
            try check(state)
        case (.choosing, .cancel):
            state.phase = .ready
        case (.choosing, .commit):
            break
        case (.choosing, _):
            throw .menuIsOpen(event.kind)
        // Out of the menu.
        case (_, .digit(let digit)):
            try type(digit, &state)
        case (_, .point):
            try typePoint(&state)
        case (.exponent, .sign):
            state.entry.toggleExponentSign()
            try check(state)
        case (_, .sign):
            state.entry.toggleSign()
            try check(state)
        case (.integer, .exponent), (.fraction, .exponent):
            state.entry.startExponent()
            state.phase = .exponent
        case (_, .exponent):
            throw .misplacedExponent
        case (_, .clear):
            state.entry = Entry()
            state.phase = .integer
        case (.exponent, .commit):  // leaving the exponent drops a mark with no digit: `98.6 EE` then the line end is 98.6
            state.entry.dropEmptyExponent()
            state.phase = .ready
        case (_, .commit):
            commit(&state)
        case (.exponent, .convert):
            state.entry.dropEmptyExponent()
            state.phase = .choosing
        case (_, .convert):
            state.phase = .choosing
        case (_, .pick), (_, .cancel):
            throw .menuIsClosed(event.kind)
        case (_, .swap):
            try swap(&state)
        case (_, .reset):
            state = .initial
        case (_, .precision(let precision)):
            guard precision.isInRange else { throw .precisionOutOfRange(precision) }
            state.precision = precision
        }
    }

    /// A digit key: a new entry in ready, the next digit of the mantissa or of the exponent.
    @inline(__always)
    private static func type(_ digit: UInt8, _ state: inout State) throws(Rejection) {
        switch state.phase {
        case .ready:
            try startEntry(digit, &state)
        case .exponent:
            if let refusal = state.entry.typeExponent(digit) { throw refusal }
            try check(state)
        default:
            try typeMantissa(digit, &state)
        }
    }

    /// The line end outside the menu: the entry is committed, the machine ready.
    @inline(__always)
    private static func commit(_ state: inout State) {
        state.phase = .ready
    }

    /// A digit in ready: a new entry holding it.
    @inline(__always)
    private static func startEntry(_ digit: UInt8, _ state: inout State) throws(Rejection) {
        state.entry = Entry(digit: digit)
        state.phase = .integer
        try check(state)
    }

    /// The next digit of the mantissa, in the integer or the fraction part.
    @inline(__always)
    private static func typeMantissa(_ digit: UInt8, _ state: inout State) throws(Rejection) {
        if let refusal = state.entry.type(digit, inFraction: state.phase == .fraction) { throw refusal }
        try check(state)
    }

    /// The point: a new entry `0.` in ready, the start of the fraction while typing the integer.
    @inline(__always)
    private static func typePoint(_ state: inout State) throws(Rejection) {
        switch state.phase {
        case .fraction: throw .secondPoint
        case .exponent: throw .pointInExponent
        case .ready: state.entry = Entry(hasPoint: true)
        default: state.entry.typePoint()
        }
        state.phase = .fraction
    }

    /// Reverses the converter and carries the shown output over as the new entry (rounded to
    /// 15 significant digits; with an exponent when it is too large or small to write out).
    private static func swap(_ state: inout State) throws(Rejection) {
        if let compound = state.converter.compound { throw .swapFromCompound(compound, state.converter) }
        let output = state.output
        if output.form == .none { throw .noOutputToSwap(state.entry.value, state.converter) }
        var shown = output.value
        if shown.significantDigits > Entry.maxSignificantDigits,
           let rounded = shown.rounded(toSignificantDigits: Entry.maxSignificantDigits) {
            shown = rounded
        }
        guard let carried = Entry(carrying: shown) else { throw .outputTooLongToSwap(output) }
        state = State(entry: carried, converter: state.converter.reversed, precision: state.precision)
        try check(state)
    }

    /// The invariant every state keeps: the input is a possible value of the input unit.
    /// Only a negative value can be below a unit's least value (absolute zero; a fuel economy,
    /// which has no negative values), so only a negative one is looked at. A zero fuel economy
    /// is kept (typing starts there): it is its output that shows no value (`Converter.accepts`).
    @inline(__always)
    private static func check(_ state: State) throws(Rejection) {
        if state.entry.isNegative { try checkNegative(state.entry, state.converter) }
    }

    /// `check` of a negative input: refused when the input unit has no such value. Out of
    /// line, so each key's `check` is one test (a key with the whole check inlined three times
    /// grew past what the compiler inlines into a session's line); given the two fields it
    /// reads, not the state, which a call would copy on every key.
    @inline(never)
    private static func checkNegative(_ entry: Entry, _ converter: Converter) throws(Rejection) {
        guard converter.accepts(entry.value) else { throw .belowAbsoluteZero(entry.value, converter) }
    }
}
