/// A converted value rounded for display, and whether the rounding lost anything.
public struct RoundedValue: Hashable, Sendable {
    /// The rounded value with trailing zeros trimmed; never negative zero.
    public let value: ExactDecimal
    /// True when `value` equals the exact mathematical result.
    public let isExact: Bool
}

extension LinearMap {
    /// Converts `x` exactly and rounds the result half away from zero to `places` decimals.
    ///
    /// The exact result is `(scale · x + offset)`, a ratio `K / D`. It is computed with
    /// 128-bit integers and a 256-bit intermediate product, so every digit is right:
    /// `LinearMap(scale: Ratio(1, 1000)).rounded(125 m, places: 2)` is `0.13`, not `0.12`.
    public func rounded(_ x: ExactDecimal, places: Int) -> RoundedValue {
        let fraction = exactFraction(at: x)
        let (high, low) = fraction.numerator.magnitude.multipliedFullWidth(by: ExactDecimal.powerOfTen(places))
        guard let denominator = fraction.denominator else {
            // D ≥ 2^128 while K·10^p < 2^127 (tiny input, huge divisor): |result| < ½ ulp.
            precondition(high == 0 && low < UInt128(1) << 127, "conversion out of the exact range")
            return RoundedValue(value: .zero, isExact: fraction.numerator == 0)
        }
        var (quotient, remainder): (UInt128, UInt128)
        if high == 0 && low <= UInt128(UInt64.max) && denominator <= UInt128(UInt64.max) {
            let (small, rest) = UInt64(low).quotientAndRemainder(dividingBy: UInt64(denominator))  // the common case
            (quotient, remainder) = (UInt128(small), UInt128(rest))
        } else if high == 0 {
            (quotient, remainder) = low.quotientAndRemainder(dividingBy: denominator)
        } else {
            (quotient, remainder) = denominator.dividingFullWidth((high, low))
        }
        if remainder >= denominator - remainder { quotient += 1 }
        let value = ExactDecimal(isNegative: fraction.numerator < 0, digits: quotient, scale: places).trimmed
        return RoundedValue(value: value, isExact: remainder == 0)
    }

    /// The sign (-1, 0 or 1) of the exact result at `x`.
    public func sign(at x: ExactDecimal) -> Int {
        let numerator = exactFraction(at: x).numerator
        return numerator == 0 ? 0 : (numerator < 0 ? -1 : 1)
    }

    /// The exact result at `x` as `numerator / denominator` (denominator positive, not
    /// reduced; nil when it does not fit in 128 bits).
    ///
    /// With `x = ±m / 10^f`, `scale = a/b` and `offset = c/d`:
    /// `result = (±m·a·d + c·b·10^f) / (b·d·10^f)`.
    func exactFraction(at x: ExactDecimal) -> (numerator: Int128, denominator: UInt128?) {
        if let small = smallFraction(at: x) { return small }
        let power = ExactDecimal.powerOfTen(x.scale)
        let typed = Int128(x.digits) * (x.isNegative ? -1 : 1)
        let scaled = typed * scale.numerator * offset.denominator
        let shift = offset.numerator == 0 ? 0 : offset.numerator * scale.denominator * Int128(power)
        let (denominator, overflow) = UInt128(scale.denominator * offset.denominator).multipliedReportingOverflow(by: power)
        return (scaled + shift, overflow ? nil : denominator)
    }

    /// The same fraction computed in 64-bit arithmetic, or nil when any step would not fit
    /// (then the 128-bit path above does it). Most typed values take this path.
    @inline(__always)
    private func smallFraction(at x: ExactDecimal) -> (numerator: Int128, denominator: UInt128?)? {
        guard x.digits <= UInt128(Int64.max), x.scale <= 18,
              let a = Int64(exactly: scale.numerator), let b = Int64(exactly: scale.denominator),
              let c = Int64(exactly: offset.numerator), let d = Int64(exactly: offset.denominator) else { return nil }
        let power = Int64(ExactDecimal.powerOfTen(x.scale))
        let typed = x.isNegative ? -Int64(x.digits) : Int64(x.digits)
        let (ad, o1) = a.multipliedReportingOverflow(by: d)
        let (scaled, o2) = typed.multipliedReportingOverflow(by: ad)
        let (cb, o3) = c.multipliedReportingOverflow(by: b)
        let (shift, o4) = cb.multipliedReportingOverflow(by: power)
        let (numerator, o5) = scaled.addingReportingOverflow(shift)
        let (bd, o6) = b.multipliedReportingOverflow(by: d)
        let (denominator, o7) = bd.multipliedReportingOverflow(by: power)
        guard !(o1 || o2 || o3 || o4 || o5 || o6 || o7) else { return nil }
        return (Int128(numerator), UInt128(UInt64(denominator)))
    }
}
