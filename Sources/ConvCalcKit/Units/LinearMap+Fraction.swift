/// The exact result of a map at a value, as one fraction of machine integers: the fast path.
extension LinearMap {
    /// The exact result at `x` as `numerator / denominator` (denominator positive, not
    /// reduced), or nil when it does not fit in 128 bits (then `LargeFraction` computes it).
    ///
    /// With `x = ±m / 10^f`, `scale = a/b` and `offset = c/d`:
    /// `result = (±m·a·d + c·b·10^f) / (b·d·10^f)`.
    @inline(__always)
    func exactFraction(at x: ExactDecimal) -> (numerator: Int128, denominator: UInt128)? {
        if let small = fraction(at: x, in: Int64.self) {  // most typed values take this path
            return (Int128(small.numerator), UInt128(small.denominator))
        }
        return fraction(at: x, in: Int128.self).map { ($0.numerator, UInt128($0.denominator)) }
    }

    /// The same fraction in `Number` arithmetic, or nil when any step would overflow.
    @inline(__always)
    func fraction<Number: FixedWidthInteger & SignedInteger>(
        at x: ExactDecimal, in _: Number.Type
    ) -> (numerator: Number, denominator: Number)? {
        guard x.scale >= 0, x.scale < Number.bitWidth * 3 / 10, let magnitude = Number(exactly: x.digits),
              let a = Number(exactly: scale.numerator), let b = Number(exactly: scale.denominator),
              let c = Number(exactly: offset.numerator), let d = Number(exactly: offset.denominator) else { return nil }
        let power = Number(ExactDecimal.powerOfTen(x.scale))
        let typed = x.isNegative ? 0 - magnitude : magnitude
        let (ad, o1) = a.multipliedReportingOverflow(by: d)
        let (scaled, o2) = typed.multipliedReportingOverflow(by: ad)
        let (cb, o3) = c.multipliedReportingOverflow(by: b)
        let (shift, o4) = cb.multipliedReportingOverflow(by: power)
        let (numerator, o5) = scaled.addingReportingOverflow(shift)
        let (bd, o6) = b.multipliedReportingOverflow(by: d)
        let (denominator, o7) = bd.multipliedReportingOverflow(by: power)
        guard !(o1 || o2 || o3 || o4 || o5 || o6 || o7) else { return nil }
        return (numerator, denominator)
    }
}
