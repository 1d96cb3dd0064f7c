/// How a rounded value is written: positional (`0.13`) or scientific (`1.653e-9`).
public enum NumberForm: Hashable, Sendable {
    /// Digits with a decimal point: `-12.5`, `100`.
    case decimal
    /// One digit before the point and a power of ten: `5e-9`, `6.02e23`.
    case scientific
    /// No value: the input has none in the output unit (0 mpg is no L/100km: no distance per
    /// volume). Shown as `—`; its `value` is 0 and it is never exact.
    case none
}

/// A converted value rounded for display, whether the rounding lost anything, and its form.
public struct RoundedValue: Hashable, Sendable {
    /// The rounded value itself, exactly, with trailing zeros trimmed; never negative zero.
    /// In the scientific form its `scale` may be negative (`6.02e23` is digits 602, scale −21)
    /// or above 38 (`1.653e-40`).
    public let value: ExactDecimal
    /// True when `value` equals the exact mathematical result.
    public let isExact: Bool
    /// How `value` is written.
    public let form: NumberForm

    /// A rounded value in `form`.
    public init(value: ExactDecimal, isExact: Bool, form: NumberForm = .decimal) {
        self.value = value
        self.isExact = isExact
        self.form = form
    }

    /// The power of ten of the scientific form: `-9` for `1.653e-9`, `0` for zero.
    public var exponent: Int {
        value.isZero ? 0 : ExactDecimal.digitCount(value.digits) - 1 - value.scale
    }

    /// The digits of the scientific form with the point after the first: `1.653` for `1.653e-9`.
    public var mantissa: ExactDecimal {
        ExactDecimal(isNegative: value.isNegative, digits: value.digits, scale: value.scale + exponent)
    }

    /// The number as plain and JSON output write it: `0.13`, `-40`, `5e-9`, `-1.653e-9`,
    /// `6.02e23` (no `+`, no leading zeros in the exponent).
    public var text: String {
        switch form {
        case .decimal: value.text
        case .scientific: mantissa.text + "e" + String(exponent)
        case .none: "—"
        }
    }
}
