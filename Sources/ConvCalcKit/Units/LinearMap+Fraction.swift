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
    func fraction<Number: FixedWidthInteger & SignedInteger & Sendable>(
        at x: ExactDecimal, in _: Number.Type
    ) -> (numerator: Number, denominator: Number)? {
        Terms<Number>(self)?.fraction(at: x)
    }

    /// With `scale = a/b` and `offset = c/d`, the result at `x` is `(x·a·d + c·b) / (b·d)`:
    /// these are `a·d`, `c·b` and `b·d` in `Number` arithmetic. In 64 bits (`SmallTerms`)
    /// they are worked out once per map (`PairMap` keeps them beside the map), so the
    /// per-line path multiplies three times, adds once and divides once.
    struct Terms<Number: FixedWidthInteger & SignedInteger & Sendable>: Sendable {
        let ad: Number
        let cb: Number
        let bd: Number

        /// The terms of `map`, or nil when one does not fit in `Number`.
        @inline(__always)
        init?(_ map: LinearMap) {
            guard let a = Number(exactly: map.scale.numerator), let b = Number(exactly: map.scale.denominator),
                  let c = Number(exactly: map.offset.numerator), let d = Number(exactly: map.offset.denominator)
            else { return nil }
            let (ad, o1) = a.multipliedReportingOverflow(by: d)
            let (cb, o2) = c.multipliedReportingOverflow(by: b)
            let (bd, o3) = b.multipliedReportingOverflow(by: d)
            guard !(o1 || o2 || o3) else { return nil }
            self.init(ad: ad, cb: cb, bd: bd)
        }

        init(ad: Number, cb: Number, bd: Number) {
            self.ad = ad
            self.cb = cb
            self.bd = bd
        }

        /// The result at `x = ±m / 10^f` as `(±m·a·d + c·b·10^f) / (b·d·10^f)` (denominator
        /// positive, not reduced), or nil when a step would overflow.
        @inline(__always)
        func fraction(at x: ExactDecimal) -> (numerator: Number, denominator: Number)? {
            guard x.scale >= 0, x.scale < Number.bitWidth * 3 / 10, let magnitude = Number(exactly: x.digits) else { return nil }
            let power = Number(truncatingIfNeeded: ExactDecimal.powerOfTen(x.scale))
            let typed = x.isNegative ? 0 - magnitude : magnitude
            let (scaled, o1) = typed.multipliedReportingOverflow(by: ad)
            let (shift, o2) = cb.multipliedReportingOverflow(by: power)
            let (numerator, o3) = scaled.addingReportingOverflow(shift)
            let (denominator, o4) = bd.multipliedReportingOverflow(by: power)
            guard !(o1 || o2 || o3 || o4) else { return nil }
            return (numerator, denominator)
        }
    }

    /// The terms in 64 bits: the per-line path's.
    typealias SmallTerms = Terms<Int64>
}
