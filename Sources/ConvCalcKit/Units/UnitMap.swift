/// An exact linear-fractional map `y = (a·x + b) / (c·x + d)`: the shape of every unit
/// conversion.
///
/// Most units only scale (`ft`: `0.3048·x` m, so `a = 0.3048, d = 1`); temperatures also
/// shift (`°F`: `5/9·x + 45967/180` K); fuel economy as volume per distance is a reciprocal
/// of distance per volume (`L/100km`: `100/x` km/L, so `b = 100, c = 1`). Composing two maps
/// multiplies their 2×2 matrices and reversing one takes its adjugate, so every pair of units
/// of a kind converts exactly, both ways. A map is kept in one normal form: `c = 0, d = 1`
/// when affine (then `affine` gives the fast `LinearMap`), else `c = 1`.
public struct UnitMap: Hashable, Sendable {
    public let a: Ratio
    public let b: Ratio
    public let c: Ratio
    public let d: Ratio

    /// The affine map `x ↦ scale · x + offset`; `scale` must not be zero.
    public init(scale: Ratio, offset: Ratio = .zero) {
        precondition(scale.numerator != 0, "a unit map must not collapse values")
        (a, b, c, d) = (scale, offset, .zero, .one)
    }

    /// `x ↦ (a·x + b) / (c·x + d)` in normal form, or nil when it collapses values
    /// (`a·d = b·c`) or a coefficient does not fit a `Ratio`.
    public init?(a: Ratio, b: Ratio, c: Ratio, d: Ratio) {
        self.init(LargeFraction(a), LargeFraction(b), LargeFraction(c), LargeFraction(d))
    }

    /// The map of four exact fractions, normalized (see the type's comment), or nil.
    init?(_ a: LargeFraction, _ b: LargeFraction, _ c: LargeFraction, _ d: LargeFraction) {
        if b.isZero && c.isZero {  // a scale, most units: one division, one reduction
            guard !a.isZero, let scale = (a / d).ratio else { return nil }
            self.init(scale: scale)
            return
        }
        guard !(a * d).equals(b * c) else { return nil }
        let divisor = c.isZero ? d : c
        guard let na = (a / divisor).ratio, let nb = (b / divisor).ratio,
              let nc = (c / divisor).ratio, let nd = (d / divisor).ratio else { return nil }
        self.init(normal: na, nb, nc, nd)
    }

    /// The same map as `LinearMap`, for the fast rounding paths, when it is affine.
    public var affine: LinearMap? {
        c.numerator == 0 ? LinearMap(scale: a, offset: b) : nil
    }

    /// The map that undoes this one (the adjugate matrix `[[d, −b], [−c, a]]`).
    public var inverse: UnitMap {
        if let affine { return UnitMap(affine.inverse) }
        return UnitMap(LargeFraction(d), -LargeFraction(b), -LargeFraction(c), LargeFraction(a))!
    }

    /// The map that applies `self` first, then `next` (the matrix product `next · self`), or nil
    /// when a coefficient of the result does not fit a `Ratio`.
    public func then(_ next: UnitMap) -> UnitMap? {
        if let first = affine, let second = next.affine, let composed = first.checkedThen(second) {
            return UnitMap(composed)  // the common case, in 128-bit arithmetic
        }
        let (p, q, r, s) = (LargeFraction(a), LargeFraction(b), LargeFraction(c), LargeFraction(d))
        let (pa, pb, pc, pd) = (LargeFraction(next.a), LargeFraction(next.b), LargeFraction(next.c), LargeFraction(next.d))
        return UnitMap(pa * p + pb * r, pa * q + pb * s, pc * p + pd * r, pc * q + pd * s)
    }

    /// The value where the map has no result (`c·x + d = 0`), or nil when it is affine.
    public var pole: Ratio? {
        c.numerator == 0 ? nil : Ratio(-d.numerator, d.denominator) / c
    }

    /// The exact result at `x`, or nil at the pole.
    func exact(at x: ExactDecimal) -> LargeFraction? {
        exact(at: LargeFraction(x))
    }

    /// The exact result at the fraction `value`, or nil at the pole.
    func exact(at value: LargeFraction) -> LargeFraction? {
        let denominator = LargeFraction(c) * value + LargeFraction(d)
        guard !denominator.isZero else { return nil }
        return (LargeFraction(a) * value + LargeFraction(b)) / denominator
    }

    /// The map whose coefficients are already in normal form (the generated table's).
    init(normal a: Ratio, _ b: Ratio, _ c: Ratio, _ d: Ratio) {
        (self.a, self.b, self.c, self.d) = (a, b, c, d)
    }

    /// The affine map `map`.
    init(_ map: LinearMap) {
        self.init(scale: map.scale, offset: map.offset)
    }
}

extension LinearMap {
    /// `then(next)` in 128-bit arithmetic, or nil when a product would overflow.
    func checkedThen(_ next: LinearMap) -> LinearMap? {
        guard let scale = scale.checkedProduct(next.scale), let shifted = offset.checkedProduct(next.scale),
              let offset = shifted.checkedSum(next.offset) else { return nil }
        return LinearMap(scale: scale, offset: offset)
    }
}

extension Ratio {
    /// `self · other`, or nil when a product of the terms overflows 128 bits.
    func checkedProduct(_ other: Ratio) -> Ratio? {
        let (numerator, o1) = self.numerator.multipliedReportingOverflow(by: other.numerator)
        let (denominator, o2) = self.denominator.multipliedReportingOverflow(by: other.denominator)
        return o1 || o2 ? nil : Ratio(numerator, denominator)
    }

    /// `self + other`, or nil when a product or the sum overflows 128 bits.
    func checkedSum(_ other: Ratio) -> Ratio? {
        if other.numerator == 0 { return self }
        let (left, o1) = numerator.multipliedReportingOverflow(by: other.denominator)
        let (right, o2) = other.numerator.multipliedReportingOverflow(by: denominator)
        let (sum, o3) = left.addingReportingOverflow(right)
        let (denominator, o4) = self.denominator.multipliedReportingOverflow(by: other.denominator)
        return o1 || o2 || o3 || o4 ? nil : Ratio(sum, denominator)
    }
}
