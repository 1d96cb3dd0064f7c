/// The exact result at a value times `10^places`, rounded half away from zero to a whole number.
struct ScaledResult {
    /// The rounded magnitude: `|result| · 10^places`, rounded.
    var magnitude: UInt128
    /// True when the exact result is below zero.
    var isNegative: Bool
    /// True when the rounding lost nothing.
    var isExact: Bool
    /// True when the exact result is zero.
    var isZero: Bool
}

extension LinearMap {
    /// Converts `x` exactly and rounds the result half away from zero to `places` decimals,
    /// always in positional form (the hot path; `rounded(_:to:)` is the display rule).
    ///
    /// The exact result is `(scale · x + offset)`, a ratio `K / D`. It is computed with
    /// 128-bit integers and a 256-bit intermediate product, so every digit is right:
    /// `LinearMap(scale: Ratio(1, 1000)).rounded(125 m, places: 2)` is `0.13`, not `0.12`.
    /// Inputs whose fraction is larger (scientific input) take an arbitrary-precision path.
    /// The rounded result must fit in 38 digits.
    public func rounded(_ x: ExactDecimal, places: Int) -> RoundedValue {
        guard let result = scaled(x, places: places) else {
            preconditionFailure("the rounded result has more than 38 digits; use rounded(_:to:)")
        }
        let value = ExactDecimal(isNegative: result.isNegative, digits: result.magnitude, scale: places).trimmed
        return RoundedValue(value: value, isExact: result.isExact)
    }

    /// Converts `x` exactly and rounds it for display at `precision`, choosing the form so
    /// the answer is never hidden: `5 mg → t` at `.places(2)` is `5e-9`, not `0`; see `Precision`.
    public func rounded(_ x: ExactDecimal, to precision: Precision) -> RoundedValue {
        switch precision {
        case .places(let places):
            if let result = scaled(x, places: places), result.magnitude != 0 || result.isZero,
               result.magnitude < ExactDecimal.powerOfTen(Precision.maxIntegerDigits + places) {
                let value = ExactDecimal(isNegative: result.isNegative, digits: result.magnitude, scale: places)
                return RoundedValue(value: value.trimmed, isExact: result.isExact)
            }
            return LargeFraction(self, at: x).scientific(digits: max(places, 1))
        case .significant(let digits):
            return LargeFraction(self, at: x).significant(digits: digits)
        }
    }

    /// The sign (-1, 0 or 1) of the exact result at `x`.
    public func sign(at x: ExactDecimal) -> Int {
        if let numerator = exactFraction(at: x)?.numerator {
            return numerator == 0 ? 0 : (numerator < 0 ? -1 : 1)
        }
        let large = LargeFraction(self, at: x)
        return large.isZero ? 0 : (large.isNegative ? -1 : 1)
    }

    /// The exact result at `x` times `10^places`, rounded half away from zero; nil when the
    /// rounded magnitude does not fit in 128 bits.
    @inline(__always)
    func scaled(_ x: ExactDecimal, places: Int) -> ScaledResult? {
        if places < 19, let result = smallScaled(x, places: places) { return result }
        return wideScaled(x, places: places)
    }

    /// `scaled` in 128-bit arithmetic, or with arbitrary precision: out of line, so the
    /// common 64-bit path keeps a small frame.
    @inline(never)
    private func wideScaled(_ x: ExactDecimal, places: Int) -> ScaledResult? {
        if let fraction = exactFraction(at: x) {
            let (high, low) = fraction.numerator.magnitude.multipliedFullWidth(by: ExactDecimal.powerOfTen(places))
            let denominator = fraction.denominator
            var (quotient, remainder): (UInt128, UInt128)
            if high == 0 && low <= UInt128(UInt64.max) && denominator <= UInt128(UInt64.max) {
                let (small, rest) = UInt64(low).quotientAndRemainder(dividingBy: UInt64(denominator))  // the common case
                (quotient, remainder) = (UInt128(small), UInt128(rest))
            } else if high == 0 {
                (quotient, remainder) = low.quotientAndRemainder(dividingBy: denominator)
            } else if high < denominator {
                (quotient, remainder) = denominator.dividingFullWidth((high, low))
            } else {
                return nil  // the quotient alone needs more than 128 bits
            }
            if remainder >= denominator - remainder {
                guard quotient < UInt128.max else { return nil }
                quotient += 1
            }
            return ScaledResult(magnitude: quotient, isNegative: fraction.numerator < 0,
                                isExact: remainder == 0, isZero: fraction.numerator == 0)
        }
        let large = LargeFraction(self, at: x)
        let (rounded, isExact) = large.roundedMagnitude(places: places)
        guard let magnitude = rounded.uint128 else { return nil }
        return ScaledResult(magnitude: magnitude, isNegative: large.isNegative, isExact: isExact, isZero: large.isZero)
    }

    /// `scaled` all in 64-bit arithmetic (`places` below 19), the path of typed values; nil
    /// when the fraction or its product with `10^places` does not fit, and `scaled` goes wider.
    @inline(__always)
    private func smallScaled(_ x: ExactDecimal, places: Int) -> ScaledResult? {
        guard let fraction = fraction(at: x, in: Int64.self) else { return nil }
        let power = UInt64(truncatingIfNeeded: ExactDecimal.powerOfTen(places))
        let (high, low) = fraction.numerator.magnitude.multipliedFullWidth(by: power)
        guard high == 0 else { return nil }
        let denominator = UInt64(fraction.denominator)  // positive: a product of denominators and a power of ten
        var (quotient, remainder) = low.quotientAndRemainder(dividingBy: denominator)
        if remainder >= denominator - remainder { quotient += 1 }  // half away from zero; cannot overflow
        return ScaledResult(magnitude: UInt128(quotient), isNegative: fraction.numerator < 0,
                            isExact: remainder == 0, isZero: fraction.numerator == 0)
    }
}
