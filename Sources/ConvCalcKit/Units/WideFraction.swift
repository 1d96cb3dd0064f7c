/// The exact result of a unit map at a typed value as one fraction of 128-bit integers, and
/// its rounding for display: the rounding's one shortcut past 64 bits.
///
/// It answers exactly what `LargeFraction` answers (the same value, the same rule of
/// `LargeFraction.rounded(to:)`), without `Natural`'s arrays: it assumes only that every
/// product it forms fits in 128 bits (a 256-bit product where it divides), and gives nil
/// wherever one would not, so the caller takes `LargeFraction`. It gains the results past
/// 64 bits of the usual values: the scientific form of large results (`4383.114 ly to km`,
/// 58 k instructions a line on `LargeFraction`) and reciprocals (`251.95 mpg to L/100km`,
/// 44 k). `WideFractionTests` holds it equal to `LargeFraction` on seeded random maps and values.
struct WideFraction {
    /// True below zero (never for zero).
    let isNegative: Bool
    /// The magnitude's numerator.
    let numerator: UInt128
    /// The denominator; never zero.
    let denominator: UInt128

    /// The result of the affine `map` at `x`, or nil when it needs more than 128 bits.
    init?(_ map: LinearMap, at x: ExactDecimal) {
        guard let fraction = map.exactFraction(at: x), fraction.denominator != 0 else { return nil }
        self.init(fraction.numerator, fraction.denominator)
    }

    /// The result of `map` at `x`, `(a·x + b) / (c·x + d)`, or nil when a product needs more
    /// than 128 bits, or at the pole (where `LargeFraction` says there is no result).
    init?(_ map: UnitMap, at x: ExactDecimal) {
        guard x.scale >= 0, x.scale <= 38, let magnitude = Int128(exactly: x.digits) else { return nil }
        let value = (numerator: x.isNegative ? 0 - magnitude : magnitude, denominator: Int128(ExactDecimal.powerOfTen(x.scale)))
        guard let top = Self.affine(map.a, value, map.b), let bottom = Self.affine(map.c, value, map.d), bottom.numerator != 0,
              let numerator = Self.product(top.numerator, bottom.denominator),
              let denominator = Self.product(top.denominator, bottom.numerator) else { return nil }
        self.init(denominator < 0 ? 0 - numerator : numerator, denominator.magnitude)
    }

    private init(_ numerator: Int128, _ denominator: UInt128) {
        isNegative = numerator < 0
        self.numerator = numerator.magnitude
        self.denominator = denominator
    }

    /// `slope · value + intercept` as a fraction (not reduced), or nil on overflow.
    private static func affine(_ slope: Ratio, _ value: (numerator: Int128, denominator: Int128), _ intercept: Ratio)
        -> (numerator: Int128, denominator: Int128)? {
        guard let scaled = product(product(slope.numerator, value.numerator), intercept.denominator),
              let shift = product(product(intercept.numerator, slope.denominator), value.denominator),
              let denominator = product(product(slope.denominator, value.denominator), intercept.denominator) else { return nil }
        let (sum, overflow) = scaled.addingReportingOverflow(shift)
        return overflow ? nil : (sum, denominator)
    }

    /// `a · b`, or nil when it overflows (or `a` is nil).
    private static func product(_ a: Int128?, _ b: Int128) -> Int128? {
        guard let a else { return nil }
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : product
    }

    /// The value rounded for display at `precision`, by `LargeFraction.rounded(to:)`'s rule;
    /// nil when that needs more than 128 bits.
    func rounded(to precision: Precision) -> RoundedValue? {
        switch precision {
        case .places(let places):
            guard Precision.maxIntegerDigits + places <= 38 else { return nil }
            if let (magnitude, isExact) = scaled(places: places), magnitude != 0 || numerator == 0,
               magnitude < ExactDecimal.powerOfTen(Precision.maxIntegerDigits + places) {
                let value = ExactDecimal(isNegative: isNegative && magnitude != 0, digits: magnitude, scale: places)
                return RoundedValue(value: value.trimmed, isExact: isExact)
            }
            return scientific(digits: max(places, 1))
        case .significant(let digits):
            return scientific(digits: digits).map(RoundedValue.significant)
        }
    }

    /// The magnitude times `10^places` (`places` at most 38) rounded half away from zero, and
    /// whether that lost nothing; nil when it does not fit in 128 bits.
    func scaled(places: Int) -> (magnitude: UInt128, isExact: Bool)? {
        let (high, low) = numerator.multipliedFullWidth(by: ExactDecimal.powerOfTen(places))
        guard high < denominator else { return nil }
        return Self.divideRounding((high, low), denominator)
    }

    /// The value in scientific form with `digits` significant digits, as
    /// `LargeFraction.scientific(digits:)`; nil when that needs more than 128 bits.
    func scientific(digits: Int) -> RoundedValue? {
        guard numerator != 0 else { return RoundedValue(value: .zero, isExact: true) }
        guard digits <= 38 else { return nil }
        var exponent = decimalExponent - (digits - 1)
        let rounded: (magnitude: UInt128, isExact: Bool)?
        if exponent <= 0 {
            rounded = -exponent <= 38 ? scaled(places: -exponent) : nil
        } else {  // 10^exponent · denominator ≤ the numerator: it fits
            rounded = Self.divideRounding((0, numerator), denominator * ExactDecimal.powerOfTen(exponent))
        }
        guard let (rounded, isExact) = rounded else { return nil }
        var mantissa = rounded
        if mantissa == ExactDecimal.powerOfTen(digits) {  // 9.995 → 10.00: one digit longer
            mantissa /= 10
            exponent += 1
        }
        return RoundedValue.scientific(isNegative: isNegative, mantissa: mantissa, exponent: exponent, isExact: isExact)
    }

    /// The decimal exponent of a value that is not zero: `E` with `10^E ≤ |value| < 10^(E+1)`.
    private var decimalExponent: Int {
        // log10(2) ≈ 0.30103; the estimate from bit widths is within one or two of the answer.
        var estimate = (denominator.leadingZeroBitCount - numerator.leadingZeroBitCount) * 30103 / 100_000
        while !isAtLeast(powerOfTenExponent: estimate) { estimate -= 1 }
        while isAtLeast(powerOfTenExponent: estimate + 1) { estimate += 1 }
        return estimate
    }

    /// True when `|value| ≥ 10^exponent`.
    private func isAtLeast(powerOfTenExponent exponent: Int) -> Bool {
        if exponent > 38 { return false }  // the denominator times 10^39 passes 2^128
        if exponent < -38 { return true }
        let power = ExactDecimal.powerOfTen(abs(exponent))
        if exponent >= 0 {
            let (high, low) = denominator.multipliedFullWidth(by: power)
            return high == 0 && numerator >= low
        }
        let (high, low) = numerator.multipliedFullWidth(by: power)
        return high != 0 || low >= denominator
    }

    /// The 256-bit `dividend` over `divisor` (the quotient fits: `dividend.high < divisor`),
    /// rounded half away from zero, and whether the division was exact.
    private static func divideRounding(_ dividend: (high: UInt128, low: UInt128), _ divisor: UInt128) -> (magnitude: UInt128, isExact: Bool)? {
        var (quotient, remainder) = dividend.high == 0
            ? dividend.low.quotientAndRemainder(dividingBy: divisor)
            : divisor.dividingFullWidth(dividend)
        if remainder >= divisor - remainder {
            guard quotient < UInt128.max else { return nil }
            quotient += 1
        }
        return (quotient, remainder == 0)
    }
}
