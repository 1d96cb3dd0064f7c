/// A condition an event must still meet in a phase where the machine accepts it, or it is
/// refused and changes nothing (`digit` in `integer` needs `significantDigitsFit`).
///
/// The raw value names what holds, so that it reads as a condition: it is the event data's
/// field an SCXML engine tests (`cond="_event.data.withinKindLimit"`) and the JSON
/// export's guard name; `text` is how the table and the diagrams show it.
public enum Guard: String, CaseIterable, Sendable {
    /// The mantissa keeps at most 15 significant digits.
    case significantDigitsFit
    /// The typed exponent stays within ±99.
    case exponentInRange
    /// The fraction keeps at most 28 places.
    case placesFit
    /// The input is within its kind's limit: not colder than absolute zero, a fuel economy
    /// above 0 (it was named for temperatures alone, and fired on mpg).
    case withinKindLimit
    /// A precision in decimal places is 0…12.
    case precisionInRange
    /// A precision in significant digits is 1…15.
    case significantPrecisionInRange
    /// The output swap carries over needs no exponent beyond ±99.
    case outputWithinExponentRange
    /// The output is a single unit, not a compound (`ft+in`), so swap can type it.
    case notCompoundOutput
    /// The output has a value (0 mpg has none in L/100km), so swap can type it.
    case outputHasValue

    /// False when the guard holds in `state` whatever the event (no absolute zero or pole
    /// for its converter): the quiz names only the guards that matter where the student is.
    public func canFail(in state: State) -> Bool {
        switch self {
        case .withinKindLimit: state.converter.kind.definition.domain != .any
        case .outputHasValue: state.converter.inputUnit.toBase.affine == nil || state.converter.outputUnit.toBase.affine == nil
        case .notCompoundOutput: state.converter.isCompound
        default: true
        }
    }

    /// How the exported machine shows the guard: `≤ 15 significant digits`.
    public var text: String {
        switch self {
        case .significantDigitsFit: "≤ \(Entry.maxSignificantDigits) significant digits"
        case .exponentInRange: "exponent ≤ \(Entry.maxExponent)"
        case .placesFit: "≤ \(Entry.maxFractionDigits) places"
        case .withinKindLimit: "within the kind's limit"
        // Each names its form (`precision [places 0…12; sig 1…15]`): as `0…12; 1…15 sig` they read as
        // two ranges one precision had to be in at once (a teacher's trial).
        case .precisionInRange: "places 0…\(State.maxPrecision)"
        case .significantPrecisionInRange: "sig \(Precision.significantRange.lowerBound)…\(Precision.significantRange.upperBound)"
        case .outputWithinExponentRange: "output within e±\(Entry.maxExponent)"
        case .notCompoundOutput: "not a compound output"
        case .outputHasValue: "has a value"
        }
    }
}
