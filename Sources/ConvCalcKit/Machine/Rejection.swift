/// Why the machine refused an event. A refused event changes nothing.
public enum Rejection: Error, Hashable, Sendable {
    /// A second `.` in one entry, or a `.` in the exponent.
    case secondPoint
    /// `EE` without a number before it, or a second `EE`.
    case misplacedExponent
    /// An exponent digit that takes the exponent beyond ±99.
    case exponentOutOfRange
    /// A 16th significant digit.
    case tooManyDigits
    /// A 29th digit after the point.
    case tooManyFractionDigits
    /// The value would be colder than absolute zero in the input unit, or, for a kind above 0
    /// (fuel economy), is below 0.
    case belowAbsoluteZero(ExactDecimal, Converter)
    /// A key or command other than a pick or cancel while the menu is open.
    case menuIsOpen(Event.Kind)
    /// A pick or cancel while no menu is open.
    case menuIsClosed(Event.Kind)
    /// `precision` outside 0...12.
    case precisionOutOfRange(Precision)
    /// `swap` when the output's integer part is too long to become the input.
    case outputTooLongToSwap(RoundedValue)
    /// A `.` in the exponent.
    case pointInExponent
    /// `swap` with a compound output (`ft+in`), which cannot be typed as an input: the
    /// converter whose output it is (`m` to `ft+in`).
    case swapFromCompound(CompoundUnit, Converter)
    /// `swap` when the output has no value (0 mpg is no L/100km).
    case noOutputToSwap(ExactDecimal, Converter)

    /// What went wrong and what to do, in one sentence for the user.
    public var message: String {
        switch self {
        case .secondPoint:
            "the entry already has a decimal point"
        case .misplacedExponent:
            "EE follows the digits of a number, once: 1.5e-4 is 1 . 5 EE +/- 4"
        case .exponentOutOfRange:
            "the exponent must be between -\(Entry.maxExponent) and \(Entry.maxExponent)"
        case .tooManyDigits:
            "too many digits: a number holds at most \(Entry.maxSignificantDigits) significant digits;"
                + " round it to \(Entry.maxSignificantDigits), or write a large one with an exponent (1.5e20, not 150000000000000000000)"
        case .tooManyFractionDigits:
            "too many digits after the point: at most \(Entry.maxFractionDigits)"
        case .belowAbsoluteZero(let value, let converter):
            if let zero = converter.inputUnit.absoluteZero {
                "\(value.shortText) \(converter.inputUnit.symbol) is below absolute zero ("
                    + "\(converter.inputUnit.absoluteZeroIsExact ? "" : "≈ ")\(zero.shortText) \(converter.inputUnit.symbol))"
            } else if converter.inputUnit.toBase.exact(at: value) == nil {
                // The pole of a reciprocal unit (L/100km at 0, a user's `m / (x + 1)` at -1): no
                // amount of the kind, but an endless one.
                "\(value.shortText) \(converter.inputUnit.symbol) would be an endless \(converter.kind.name): it has no value"
                    + " in \(converter.outputSymbol)"
            } else if value.isZero {  // a kind above 0 (fuel economy): its reason names what 0 would be, and where it has no value
                "\(value.shortText) \(converter.inputUnit.symbol) is \(converter.kind.definition.domainReason ?? "impossible"):"
                    + " it has no value in \(converter.outputSymbol)"
            } else {
                "\(value.shortText) \(converter.inputUnit.symbol) is below 0: \(converter.kind.name) is above 0"
            }
        case .menuIsOpen:
            "the converter menu is open: type a number, a name or a unit pair, or 'cancel'"
        case .menuIsClosed(let kind):
            "'\(kind.rawValue)' only works while the converter menu is open; type 'convert' to open it"
        case .precisionOutOfRange(.places):
            "out of range: precision is 0 to \(State.maxPrecision)"
        case .precisionOutOfRange(.significant):
            "out of range: significant digits are \(Precision.significantRange.lowerBound) to \(Precision.significantRange.upperBound)"
        case .outputTooLongToSwap(let value):
            "cannot swap: the output \(value.text) needs an exponent beyond ±\(Entry.maxExponent)"
        case .pointInExponent:
            "the exponent is a whole number: no decimal point after EE"
        case .noOutputToSwap(let value, let converter):
            // The input at its own unit's pole (0 L/100km) is an endless amount, not none: the
            // domain's reason (no distance per volume) is that of a 0 in the output's unit.
            "cannot swap: \(value.shortText) \(converter.inputUnit.symbol) has no value in \(converter.outputUnit.symbol)"
                + (converter.inputUnit.toBase.exact(at: value) == nil ? " (it would be an endless \(converter.kind.name))"
                    : converter.kind.definition.domainReason.map { " (\($0))" } ?? "") + "; type a number first"
        case .swapFromCompound(let compound, let converter):
            // One of its units other than the input's (70 in to ft+in: ft, never in to in).
            "cannot swap: \(compound.symbol) is an output only; for the other way pick one of its units: convert "
                + "\(UnitCatalog.unit(compound.lastPart == converter.from ? compound.parts[0] : compound.lastPart).symbol)"
                + " to \(converter.inputUnit.symbol)"
        }
    }

    /// The guard an otherwise accepted event failed (`digit` in `integer` refused for its
    /// 16th digit: `significantDigitsFit`); nil for refusals of a whole state × event cell.
    public var unmetGuard: Guard? {
        switch self {
        case .tooManyDigits: .significantDigitsFit
        case .exponentOutOfRange: .exponentInRange
        case .tooManyFractionDigits: .placesFit
        case .belowAbsoluteZero: .withinKindLimit
        case .precisionOutOfRange(.places): .precisionInRange
        case .precisionOutOfRange(.significant): .significantPrecisionInRange
        case .outputTooLongToSwap: .outputWithinExponentRange
        case .swapFromCompound: .notCompoundOutput
        case .noOutputToSwap: .outputHasValue
        case .secondPoint, .misplacedExponent, .pointInExponent, .menuIsOpen, .menuIsClosed: nil
        }
    }

    /// True when `message` starts by naming its event (`cannot swap: …`): a front end that
    /// names the event before the reason leaves its own name out (`✗ swap: cannot swap: …`).
    public var namesItsEvent: Bool {
        switch self {
        case .outputTooLongToSwap, .swapFromCompound, .noOutputToSwap: true
        default: false
        }
    }
}
