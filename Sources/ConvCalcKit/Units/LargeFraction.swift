/// An exact rational number of any size, `±numerator / denominator`, not reduced.
///
/// The slow path of conversion and rounding: used when a value or its fraction does not fit
/// in 128 bits, and for the scientific form.
struct LargeFraction: Sendable {
    /// True below zero (never for zero).
    var isNegative: Bool
    /// The magnitude's numerator.
    var numerator: Natural
    /// The denominator; never zero.
    var denominator: Natural

    /// True for zero.
    var isZero: Bool { numerator.isZero }

    /// The exact result of `map` at `x`: with `x = ±m·10^−s`, `scale = a/b`, `offset = c/d`,
    /// it is `(a·d·x_n + c·b·x_d) / (b·d·x_d)` where `x = x_n / x_d`.
    init(_ map: LinearMap, at x: ExactDecimal) {
        let power = Natural.powerOfTen(abs(x.scale))
        let xNumerator = x.scale < 0 ? Natural(x.digits) * power : Natural(x.digits)
        let xDenominator = x.scale > 0 ? power : Natural(1)
        let a = map.scale, c = map.offset
        let scaled = Natural(a.numerator.magnitude) * Natural(c.denominator.magnitude) * xNumerator
        let shift = Natural(c.numerator.magnitude) * Natural(a.denominator.magnitude) * xDenominator
        let scaledNegative = (a.numerator < 0) != x.isNegative
        let shiftNegative = c.numerator < 0
        denominator = Natural(a.denominator.magnitude) * Natural(c.denominator.magnitude) * xDenominator
        if scaledNegative == shiftNegative {
            numerator = scaled + shift
            isNegative = scaledNegative
        } else if shift < scaled {
            numerator = scaled - shift
            isNegative = scaledNegative
        } else {
            numerator = shift - scaled
            isNegative = shiftNegative
        }
        if numerator.isZero { isNegative = false }
    }

    /// The magnitude times `10^places`, rounded half away from zero to a whole number, and
    /// whether that lost nothing.
    func roundedMagnitude(places: Int) -> (value: Natural, isExact: Bool) {
        Self.divideRounding(numerator * Natural.powerOfTen(places), denominator)
    }

    /// The decimal exponent of a value that is not zero: `E` with `10^E ≤ |value| < 10^(E+1)`.
    var decimalExponent: Int {
        // log10(2) ≈ 0.30103; the estimate from bit widths is within one or two of the answer.
        var estimate = (numerator.bitWidth - denominator.bitWidth) * 30103 / 100_000
        while !isAtLeast(powerOfTenExponent: estimate) { estimate -= 1 }
        while isAtLeast(powerOfTenExponent: estimate + 1) { estimate += 1 }
        return estimate
    }

    /// The magnitude rounded half away from zero to `digits` significant digits, as
    /// `mantissa · 10^exponent` with `mantissa` of exactly `digits` digits, for a value not zero.
    func roundedSignificant(_ digits: Int) -> (mantissa: UInt128, exponent: Int, isExact: Bool) {
        var exponent = decimalExponent - (digits - 1)
        let shift = Natural.powerOfTen(abs(exponent))
        let (rounded, isExact) = exponent <= 0
            ? Self.divideRounding(numerator * shift, denominator)
            : Self.divideRounding(numerator, denominator * shift)
        var mantissa = rounded.uint128!
        if mantissa == ExactDecimal.powerOfTen(digits) {  // 9.995 → 10.00: one digit longer
            mantissa /= 10
            exponent += 1
        }
        return (mantissa, exponent, isExact)
    }

    /// True when `|value| ≥ 10^exponent`.
    private func isAtLeast(powerOfTenExponent exponent: Int) -> Bool {
        let power = Natural.powerOfTen(abs(exponent))
        return exponent >= 0 ? !(numerator < denominator * power) : !(numerator * power < denominator)
    }

    /// `dividend / divisor` rounded half away from zero, and whether the division was exact.
    private static func divideRounding(_ dividend: Natural, _ divisor: Natural) -> (value: Natural, isExact: Bool) {
        let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
        let roundsUp = !(remainder + remainder < divisor)
        return (roundsUp ? quotient + Natural(1) : quotient, remainder.isZero)
    }
}
