/// The scientific and significant-digits forms, computed from the exact fraction.
extension LargeFraction {
    /// The value in scientific form with `digits` significant digits (zero stays a plain `0`).
    func scientific(digits: Int) -> RoundedValue {
        guard !isZero else { return RoundedValue(value: .zero, isExact: true) }
        let (mantissa, exponent, isExact) = roundedSignificant(digits)
        return RoundedValue.scientific(isNegative: isNegative, mantissa: mantissa, exponent: exponent, isExact: isExact)
    }

    /// The value rounded to `digits` significant digits: positional when
    /// `10^-4 ≤ |rounded| < 10^15`, otherwise scientific.
    func significant(digits: Int) -> RoundedValue {
        RoundedValue.significant(scientific(digits: digits))
    }
}

extension RoundedValue {
    /// `±mantissa · 10^exponent` in scientific form, its trailing zeros dropped.
    static func scientific(isNegative: Bool, mantissa: UInt128, exponent: Int, isExact: Bool) -> RoundedValue {
        var value = ExactDecimal(isNegative: isNegative, digits: mantissa, scale: -exponent)
        while value.digits % 10 == 0 {
            value.digits /= 10
            value.scale -= 1
        }
        return RoundedValue(value: value, isExact: isExact, form: .scientific)
    }

    /// `rounded` (a value rounded to significant digits, in scientific form) written
    /// positionally when `10^-4 ≤ |rounded| < 10^15`.
    static func significant(_ rounded: RoundedValue) -> RoundedValue {
        let exponent = rounded.exponent
        guard rounded.form == .scientific, exponent >= Precision.smallestPositionalExponent,
              exponent < Precision.maxIntegerDigits else { return rounded }
        var value = rounded.value
        if value.scale < 0 {
            value.digits *= ExactDecimal.powerOfTen(-value.scale)
            value.scale = 0
        }
        return RoundedValue(value: value, isExact: rounded.isExact)
    }
}
