/// The named states of the calculator machine.
///
/// ```
/// ready ──digit──▶ integer ──.──▶ fraction ──EE──▶ exponent ──line-end──▶ ready
///   └────convert────▶ choosing ──pick/cancel──▶ ready
/// ```
public enum Phase: String, CaseIterable, Sendable {
    /// A committed value is shown; the next digit starts a new entry.
    case ready
    /// Typing the integer part of an entry.
    case integer
    /// Typing the fraction part, after the decimal point.
    case fraction
    /// Typing the exponent, after `EE`.
    case exponent
    /// The converter menu is open; only a pick or cancel leaves it.
    case choosing
}
