/// Random keys for a quiz, weighted toward the machine's interesting edges: a second point in
/// a fraction, a point or a second EE in the exponent, EE in ready, signs on a temperature
/// (where a sign can cross absolute zero), and the menu. Only keys the keypad has: in the menu,
/// a pick (Return, a number, a click) or a cancel (Esc).
public enum RandomKeys {
    /// The next key in `state`, drawn from `generator`.
    public static func next(after state: State, using generator: inout SplitMix64) -> Event {
        let choices = weights(in: state)
        var draw = generator.next(choices.reduce(0) { $0 + $1.weight })
        for (weight, kind) in choices {
            if draw < weight { return event(kind, using: &generator) }
            draw -= weight
        }
        return event(choices[0].kind, using: &generator)
    }

    /// How likely each kind of key is in `state` (weights out of their sum).
    static func weights(in state: State) -> [(weight: Int, kind: Event.Kind)] {
        let sign = state.converter.inputUnit.absoluteZero == nil ? 1 : 4
        switch state.phase {
        case .ready:
            return [(3, .digit), (2, .point), (sign + 1, .sign), (2, .exponent), (2, .convert), (1, .clear), (1, .swap),
                    (1, .precision), (1, .commit)]
        case .integer:
            return [(4, .digit), (3, .point), (sign, .sign), (2, .exponent), (1, .commit), (1, .convert), (1, .swap)]
        case .fraction:
            return [(3, .digit), (3, .point), (sign, .sign), (2, .exponent), (1, .commit)]
        case .exponent:
            return [(3, .digit), (2, .point), (2, .exponent), (2, .sign), (1, .commit)]
        case .choosing:
            return [(3, .pick), (1, .cancel)]
        }
    }

    /// A key of `kind`: a digit, a converter (a temperature one half the time) or a precision drawn at random.
    static func event(_ kind: Event.Kind, using generator: inout SplitMix64) -> Event {
        switch kind {
        case .digit: return .digit(UInt8(generator.next(10)))
        case .pick:
            let temperatures = Converter.builtIn.filter { $0.inputUnit.absoluteZero != nil }
            let pool = generator.next(2) == 0 && !temperatures.isEmpty ? temperatures : Converter.builtIn
            return .pick(pool[generator.next(pool.count)])
        case .precision: return .precision(.places(Precision.placesRange.lowerBound + generator.next(Precision.placesRange.count)))
        default: return MachineExport.sample(kind)
        }
    }
}
