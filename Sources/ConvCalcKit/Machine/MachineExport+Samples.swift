/// The states and events the export probes the machine with: a typical state of each phase
/// first, then states at the machine's limits, where an accepted event can still be refused.
extension MachineExport {
    /// States of `phase`, reached by events from the start state; the first is the typical one.
    static func edgeStates(_ phase: Phase) -> [State] {
        let limits: [[Event]] = switch phase {
        case .ready:
            [digits(5) + [.digit(0), .digit(0), .commit],                          // 500 °F: +/- is refused
             [.convert, .pick(weeksToMilliseconds), .digit(9), .exponent, .digit(9), .digit(9), .commit],  // swap: e105
             compound,                                                               // swap: an output only
             [.convert, .pick(fuelEconomyReciprocal)],                              // swap: 0 mpg has no L/100km
             coarse + [.commit]]
        case .integer:
            [[.convert, .pick(tonnesToMilligrams)] + digits(15), [.digit(5), .digit(0), .digit(0)],
             [.clear, .sign, .digit(4), .digit(6)],                                 // -46 °F: a 5 makes -465
             compound + [.digit(1)], coarse,
             [.convert, .pick(fuelEconomyReciprocal), .digit(0)]]                 // swap: 0 mpg has no L/100km
        case .fraction:
            [[.point] + Array(repeating: .digit(0), count: Entry.maxFractionDigits),
             [.convert, .pick(tonnesToMilligrams)] + digits(14) + [.point, .digit(9)],
             [.digit(5), .digit(0), .digit(0), .point],
             [.clear, .sign, .digit(4), .digit(5), .digit(9), .point, .digit(6), .digit(7)],  // a 5 makes -459.675 °F
             compound + [.digit(1), .point], coarse + [.point],
             [.convert, .pick(fuelEconomyReciprocal), .digit(0), .point]]
        case .exponent:
            [[.digit(1), .exponent, .digit(1), .digit(0)],                         // a third digit: beyond 99
             [.digit(5), .sign, .exponent, .sign, .digit(2)],                       // -5e-2 °F: +/- makes -500
             [.convert, .pick(weeksToMilliseconds), .digit(9), .exponent, .digit(9), .digit(9)],
             [.digit(3), .sign, .exponent],                                         // -3e °F: a 5 makes -3e5
             compound + [.digit(1), .exponent], coarse + [.exponent],
             [.convert, .pick(fuelEconomyReciprocal), .digit(0), .exponent]]
        case .choosing:
            [[.digit(3), .digit(0), .digit(0), .sign, .commit, .convert]]  // -300 °F: °C → °F is refused
        }
        return ([typicalEvents(phase)] + limits).compactMap(state(after:))
    }

    /// The events that reach the typical state of `phase` from the start state: `5`, `5.`, `1e`, `convert`.
    static func typicalEvents(_ phase: Phase) -> [Event] {
        switch phase {
        case .ready: []
        case .integer: [.digit(5)]
        case .fraction: [.digit(5), .point]
        case .exponent: [.digit(1), .exponent]
        case .choosing: [.convert]
        }
    }

    /// The state `events` lead to from the start state, or nil when the machine refuses one.
    static func state(after events: [Event]) -> State? {
        var state = State.initial
        for event in events {
            guard (try? Machine.apply(event, to: &state)) != nil else { return nil }
        }
        return state
    }

    /// Events of `kind` that test its limits: its sample, plus a temperature pick and an
    /// out-of-range precision.
    static func edgeEvents(_ kind: Event.Kind) -> [Event] {
        switch kind {
        case .pick: [sample(kind), .pick(Converter.builtIn[1])]
        case .precision: [sample(kind), .precision(.places(State.maxPrecision + 1)), .precision(.significant(16))]
        default: [sample(kind)]
        }
    }

    private static func digits(_ count: Int) -> [Event] {
        (0..<count).map { .digit(UInt8(1 + $0 % 9)) }
    }

    private static var tonnesToMilligrams: Converter {
        Converter(from: UnitCatalog.id(ofSymbol: "t"), to: UnitCatalog.id(ofSymbol: "mg")) ?? .standard
    }

    /// -459 °F at 1 significant digit: its output shows as -300 °C, so swap would carry a value
    /// below absolute zero and is refused.
    private static var coarse: [Event] {
        [.precision(.significant(1)), .clear, .sign, .digit(4), .digit(5), .digit(9)]
    }

    /// The keys that pick meters to feet and inches (a compound output, which swap refuses).
    private static var compound: [Event] {
        guard let feetAndInches = Converter(from: UnitCatalog.id(ofSymbol: "m"), to: CompoundUnit.all[0]) else { return [] }
        return [.convert, .pick(feetAndInches)]
    }

    /// Miles per gallon to liters per 100 km: at 0 mpg the output has no value.
    private static var fuelEconomyReciprocal: Converter {
        Converter(from: UnitCatalog.id(ofSymbol: "mpg"), to: UnitCatalog.id(ofSymbol: "L/100km")) ?? .standard
    }

    private static var weeksToMilliseconds: Converter {
        Converter(from: UnitCatalog.id(ofSymbol: "wk"), to: UnitCatalog.id(ofSymbol: "ms")) ?? .standard
    }
}
