/// The operations of a definition's expression on quantities, each exact and each refusing
/// (with the reason) what would leave the linear-fractional shape or grow without bound.
extension Quantity {
    static func * (left: Quantity, right: Quantity) throws(QuantityError) -> Quantity {
        if left.hasVariable && right.hasVariable { throw .variableTwice }
        try checkPowers(left.dimensions, right.dimensions, 1)
        let (map, factor) = left.hasVariable ? (left, right.value) : (right, left.value)
        // `(x 0 + 300) K`: x times zero leaves no x, and the rest was taken for a scale (300·x).
        if map.hasVariable && factor.isZero { throw .variableTimesZero }
        return try Quantity(a: map.a * factor, b: map.b * factor, c: map.c, d: map.d,
                            dimensions: left.dimensions * right.dimensions,
                            isApproximate: left.isApproximate || right.isApproximate).checked()
    }

    static func / (left: Quantity, right: Quantity) throws(QuantityError) -> Quantity {
        if left.hasVariable && right.hasVariable { throw .variableTwice }
        try checkPowers(left.dimensions, right.dimensions, -1)
        let dimensions = left.dimensions / right.dimensions
        let approximate = left.isApproximate || right.isApproximate
        if !right.hasVariable {
            let divisor = right.value
            guard !divisor.isZero else { throw .divisionByZero }
            return try Quantity(a: left.a, b: left.b, c: left.c * divisor, d: left.d * divisor,
                                dimensions: dimensions, isApproximate: approximate).checked()
        }
        let k = left.value  // k / ((a·x + b) / (c·x + d)) = (k·c·x + k·d) / (a·x + b)
        return try Quantity(a: right.c * k, b: right.d * k, c: right.a, d: right.b,
                            dimensions: dimensions, isApproximate: approximate).checked()
    }

    static func + (left: Quantity, right: Quantity) throws(QuantityError) -> Quantity {
        guard left.dimensions == right.dimensions else { throw .unlikeSum(left.dimensions, right.dimensions) }
        if left.hasVariable && right.hasVariable { throw .variableTwice }
        let (map, k) = left.hasVariable ? (left, right.value) : (right, left.value)
        if !map.hasVariable { return try .constant(left.value + right.value, left.dimensions).approximate(left, right).checked() }
        return try Quantity(a: map.a + k * map.c, b: map.b + k * map.d, c: map.c, d: map.d,
                            dimensions: left.dimensions).approximate(left, right).checked()
    }

    static prefix func - (value: Quantity) -> Quantity {
        Quantity(a: -value.a, b: -value.b, c: value.c, d: value.d, dimensions: value.dimensions, isApproximate: value.isApproximate)
    }

    /// The quantity to a whole power, |exponent| ≤ `maxExponent`; `x` cannot be raised.
    func raised(to exponent: Int) throws(QuantityError) -> Quantity {
        if hasVariable { throw .variableRaised }
        guard abs(exponent) <= Self.maxExponent else { throw .exponentTooLarge(exponent) }
        // The dimensions' powers stay within ±99 too: (m^99)^99 is refused, not overflowed.
        for power in dimensions.powers.values where abs(power) * abs(exponent) > Self.maxExponent {
            throw .exponentTooLarge(power * exponent)
        }
        let base = value
        if exponent < 0 && base.isZero { throw .divisionByZero }
        var result = DefinitionNumber.one
        for _ in 0..<abs(exponent) {
            result = result * base
            guard result.fits(bits: Self.maxBits) else { throw .tooLarge }
        }
        if exponent < 0 { result = .one / result }
        return Quantity.constant(result, dimensions.raised(to: exponent)).approximate(self, self)
    }

    /// `self` applied to `inner` (GNU units' `tempC(x)`): the product of the two maps' matrices.
    func applied(to inner: Quantity) throws(QuantityError) -> Quantity {
        let (p, q, r, s) = (inner.a, inner.b, inner.c, inner.d)
        return try Quantity(a: a * p + b * r, b: a * q + b * s, c: c * p + d * r, d: c * q + d * s,
                            dimensions: dimensions).approximate(self, inner).checked()
    }

    /// The largest power a definition may raise to, and the largest power of a dimension.
    static let maxExponent = 99

    /// Refuses a product or quotient whose dimensions would pass ±`maxExponent` (`m^99 m`).
    private static func checkPowers(_ left: Dimensions, _ right: Dimensions, _ sign: Int) throws(QuantityError) {
        for (name, power) in right.powers {
            let sum = (left.powers[name] ?? 0) + sign * power
            if abs(sum) > maxExponent { throw .exponentTooLarge(sum) }
        }
    }

    private func approximate(_ left: Quantity, _ right: Quantity) -> Quantity {
        var copy = self
        copy.isApproximate = left.isApproximate || right.isApproximate
        return copy
    }

    /// The same quantity (in lowest terms, as every `DefinitionNumber` is), or `.tooLarge` past `maxBits`.
    private func checked() throws(QuantityError) -> Quantity {
        guard isWithinLimits else { throw .tooLarge }
        return self
    }
}

/// Why an expression has no value, in words for `FILE:LINE:COLUMN: …`.
enum QuantityError: Error, Sendable {
    case variableTwice, variableRaised, variableTimesZero, divisionByZero, tooLarge
    case exponentTooLarge(Int)
    case unlikeSum(Dimensions, Dimensions)

    var message: String {
        switch self {
        case .variableTwice: "x may appear in one place only: the result must be (a·x + b) / (c·x + d)"
        case .variableRaised: "x cannot be raised to a power: the result must be (a·x + b) / (c·x + d)"
        case .variableTimesZero: "x times 0 leaves no x: every value would map to one"
        case .divisionByZero: "division by zero"
        case .tooLarge: "a number larger than \(Quantity.maxBits) bits: use a smaller definition"
        case .exponentTooLarge(let n): "a power of a unit beyond ±\(Quantity.maxExponent) (here \(n))"
        case .unlikeSum(let left, let right): "cannot add \(left) and \(right): a sum needs one kind of unit"
        }
    }
}
