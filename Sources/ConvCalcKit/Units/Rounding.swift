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
    /// The rounded result must fit in 38 digits. (Outside the units, rounding goes through
    /// `Converter.rounded(_:to:)`, the one public entry point.)
    func rounded(_ x: ExactDecimal, places: Int) -> RoundedValue {
        guard let result = scaled(x, places: places) else {
            preconditionFailure("the rounded result has more than 38 digits; use rounded(_:to:)")
        }
        let value = ExactDecimal(isNegative: result.isNegative, digits: result.magnitude, scale: places).trimmed
        return RoundedValue(value: value, isExact: result.isExact)
    }

    /// Converts `x` exactly and rounds it for display at `precision`, choosing the form so
    /// the answer is never hidden: `5 mg → t` at `.places(2)` is `5e-9`, not `0`; see `Precision`.
    func rounded(_ x: ExactDecimal, to precision: Precision) -> RoundedValue {
        if case .places(let places) = precision, let terms = SmallTerms(self),
           let rounded = terms.rounded(x, places: places) {
            return rounded
        }
        return widelyRounded(x, to: precision)
    }

    /// `rounded(_:to:)` when 64-bit arithmetic is not enough or the result is not written
    /// out at the places asked for.
    @inline(never)
    func widelyRounded(_ x: ExactDecimal, to precision: Precision) -> RoundedValue {
        switch precision {
        case .places(let places):
            if let result = scaled(x, places: places), result.magnitude != 0 || result.isZero,
               result.magnitude < ExactDecimal.powerOfTen(Precision.maxIntegerDigits + places) {
                let value = ExactDecimal(isNegative: result.isNegative, digits: result.magnitude, scale: places)
                return RoundedValue(value: value.trimmed, isExact: result.isExact)
            }
            return WideFraction(self, at: x)?.scientific(digits: max(places, 1))
                ?? LargeFraction(self, at: x).scientific(digits: max(places, 1))
        case .significant(let digits):
            return WideFraction(self, at: x)?.rounded(to: precision) ?? LargeFraction(self, at: x).significant(digits: digits)
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
        if places < 19, let terms = SmallTerms(self), let result = terms.scaled(x, places: places) {
            return ScaledResult(magnitude: UInt128(result.magnitude), isNegative: result.isNegative,
                                isExact: result.isExact, isZero: result.isZero)
        }
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
}

extension LinearMap.SmallTerms {
    /// The display rule of `rounded(_:to:)` at `places` decimals in 64-bit arithmetic (the
    /// path of typed values): the result rounded and its fraction zeros trimmed; nil when
    /// the arithmetic needs more bits or the result is not written out at these places
    /// (too large, or a non-zero value rounding to 0), and the map rounds it more widely.
    /// The rule's two conditions are `widelyRounded`'s, in 64 bits (sharing one function cost
    /// this path 25–30 instructions a line); `RoundingPathTests` holds the two paths equal.
    @inline(__always)
    func rounded(_ x: ExactDecimal, places: Int) -> RoundedValue? {
        guard places < 19, let result = scaled(x, places: places), result.magnitude != 0 || result.isZero else {
            return nil
        }
        let limit = Precision.maxIntegerDigits &+ places  // more integer digits: scientific form
        if limit <= 19 && result.magnitude >= ExactDecimal.smallPowerOfTen(limit) { return nil }
        var digits = result.magnitude
        var scale = places
        while scale > 0 && digits % 10 == 0 {
            digits /= 10
            scale &-= 1
        }
        return RoundedValue(value: ExactDecimal(isNegative: result.isNegative && digits != 0, digits: UInt128(digits),
                                                scale: scale), isExact: result.isExact)
    }

    /// The result at `x` times `10^places` (`places` below 19), rounded half away from zero,
    /// all in 64-bit arithmetic; nil when the fraction or its product with `10^places` does not fit.
    @inline(__always)
    func scaled(_ x: ExactDecimal, places: Int) -> (magnitude: UInt64, isNegative: Bool, isExact: Bool, isZero: Bool)? {
        guard let fraction = fraction(at: x) else { return nil }
        let (high, low) = fraction.numerator.magnitude.multipliedFullWidth(by: ExactDecimal.smallPowerOfTen(places))
        guard high == 0 else { return nil }
        let denominator = UInt64(fraction.denominator)  // positive: a product of denominators and a power of ten
        var (quotient, remainder) = low.quotientAndRemainder(dividingBy: denominator)
        if remainder >= denominator - remainder { quotient += 1 }  // half away from zero; cannot overflow
        return (quotient, fraction.numerator < 0, remainder == 0, fraction.numerator == 0)
    }
}
