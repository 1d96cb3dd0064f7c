/// The states and events the export probes the machine with: a typical state of each phase
/// first, then states at the machine's limits, where an accepted event can still be refused.
extension MachineExport {
    /// States of `phase`, reached by events from the start state; the first is the typical one.
    static func edgeStates(_ phase: Phase) -> [State] {
        let typed: [[Event]] = switch phase {
        case .ready:
            [[], digits(5) + [.digit(0), .digit(0), .commit],                      // 500 °F: +/- is refused
             [.convert, .pick(weeksToMilliseconds), .digit(9), .exponent, .digit(9), .digit(9), .commit]]  // swap: e105
        case .integer:
            [[.digit(5)], [.convert, .pick(tonnesToMilligrams)] + digits(15), [.digit(5), .digit(0), .digit(0)]]
        case .fraction:
            [[.digit(5), .point], [.point] + Array(repeating: .digit(0), count: Entry.maxFractionDigits),
             [.convert, .pick(tonnesToMilligrams)] + digits(14) + [.point, .digit(9)],
             [.digit(5), .digit(0), .digit(0), .point]]
        case .exponent:
            [[.digit(1), .exponent], [.digit(1), .exponent, .digit(1), .digit(0)],  // a third digit: beyond 99
             [.digit(5), .sign, .exponent, .sign, .digit(2)],                       // -5e-2 °F: +/- makes -500
             [.convert, .pick(weeksToMilliseconds), .digit(9), .exponent, .digit(9), .digit(9)]]
        case .choosing:
            [[.convert], [.digit(3), .digit(0), .digit(0), .sign, .commit, .convert]]  // -300 °F: °C → °F is refused
        }
        return typed.compactMap { events in
            var state = State.initial
            for event in events {
                guard (try? Machine.apply(event, to: &state)) != nil else { return nil }
            }
            return state
        }
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

    private static var weeksToMilliseconds: Converter {
        Converter(from: UnitCatalog.id(ofSymbol: "wk"), to: UnitCatalog.id(ofSymbol: "ms")) ?? .standard
    }
}
