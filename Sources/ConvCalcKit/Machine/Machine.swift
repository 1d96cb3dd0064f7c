/// The calculator's state machine: one pure transition function.
///
/// The prompt, scripted replay, the trace and the exported diagram all go through
/// `Machine.transition`; nothing else changes a `State`.
public enum Machine {
    /// The state after `event` in `state`, or why the event is refused.
    public static func transition(_ state: State, _ event: Event) -> Result<State, Rejection> {
        if state.phase == .choosing {
            return choosing(state, event)
        }
        var next = state
        switch event {
        case .digit(let digit):
            if state.phase == .ready {
                next.entry = Entry(digit: digit)
                next.phase = .integer
            } else if let refusal = next.entry.type(digit, inFraction: state.phase == .fraction) {
                return .failure(refusal)
            }
            return checked(next)
        case .point:
            if state.phase == .fraction { return .failure(.secondPoint) }
            next.entry = state.phase == .ready ? Entry(hasPoint: true) : Entry(value: state.entry.value, hasPoint: true)
            next.phase = .fraction
        case .sign:
            next.entry.toggleSign()
            return checked(next)
        case .clear:
            next.entry = Entry()
            next.phase = .integer
        case .commit:
            next.phase = .ready
        case .convert:
            next.phase = .choosing
        case .pick, .cancel:
            return .failure(.menuIsClosed(event.kind))
        case .swap:
            let output = state.output.value
            guard let carried = output.rounded(toSignificantDigits: Entry.maxSignificantDigits) else {
                return .failure(.outputTooLongToSwap(output))
            }
            next = State(entry: Entry(value: carried), converter: state.converter.reversed, precision: state.precision)
            return checked(next)
        case .reset:
            next = .initial
        case .precision(let places):
            guard (0...State.maxPrecision).contains(places) else { return .failure(.precisionOutOfRange(places)) }
            next.precision = places
        }
        return .success(next)  // the other events leave the value and the converter valid
    }

    /// In the menu only a pick or cancel is allowed; commit (Return) keeps it open.
    private static func choosing(_ state: State, _ event: Event) -> Result<State, Rejection> {
        var next = state
        switch event {
        case .pick(let converter):
            next.converter = converter
            next.phase = .ready
        case .cancel:
            next.phase = .ready
        case .commit:
            break
        default:
            return .failure(.menuIsOpen(event.kind))
        }
        return checked(next)
    }

    /// The invariant every state keeps: the input is a possible value of the input unit.
    @inline(__always)
    private static func checked(_ state: State) -> Result<State, Rejection> {
        guard !state.entry.isNegative || state.converter.accepts(state.entry.value) else {
            return .failure(.belowAbsoluteZero(state.entry.value, state.converter))
        }
        return .success(state)
    }
}
