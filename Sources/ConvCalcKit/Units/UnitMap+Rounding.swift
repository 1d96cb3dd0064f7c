/// Rounding a linear-fractional map's result: affine maps take `LinearMap`'s paths; the
/// others (reciprocals) compute the exact fraction and round it by the same display rule.
extension UnitMap {
    /// The result at `x` rounded for display at `precision` (see `LinearMap.rounded(_:to:)`).
    /// At the pole there is no result (0 L/100km in mpg): the value has form `.none`.
    func rounded(_ x: ExactDecimal, to precision: Precision) -> RoundedValue {
        if let affine { return affine.rounded(x, to: precision) }
        if let rounded = WideFraction(self, at: x)?.rounded(to: precision) { return rounded }
        guard let exact = exact(at: x) else { return RoundedValue(value: .zero, isExact: false, form: .none) }
        return exact.rounded(to: precision)
    }

    /// The result at `x` rounded half away from zero to `places` decimals, always positional
    /// (see `LinearMap.rounded(_:places:)`); at the pole, no value (form `.none`).
    func rounded(_ x: ExactDecimal, places: Int) -> RoundedValue {
        if let affine { return affine.rounded(x, places: places) }
        guard let exact = exact(at: x) else { return RoundedValue(value: .zero, isExact: false, form: .none) }
        let (rounded, isExact) = exact.roundedMagnitude(places: places)
        guard let magnitude = rounded.uint128 else { preconditionFailure("the rounded result has more than 38 digits") }
        return RoundedValue(value: ExactDecimal(isNegative: exact.isNegative && !rounded.isZero, digits: magnitude, scale: places).trimmed,
                            isExact: isExact)
    }

    /// The sign (-1, 0 or 1) of the result at `x`, or nil at the pole.
    public func sign(at x: ExactDecimal) -> Int? {
        if let affine { return affine.sign(at: x) }
        if let wide = WideFraction(self, at: x) { return wide.numerator == 0 ? 0 : (wide.isNegative ? -1 : 1) }
        guard let exact = exact(at: x) else { return nil }
        return exact.isZero ? 0 : (exact.isNegative ? -1 : 1)
    }

    /// The result at `x` times `10^places`, rounded half away from zero (for compound
    /// outputs, whose units only scale).
    func scaled(_ x: ExactDecimal, places: Int) -> ScaledResult? {
        guard let affine else { preconditionFailure("a compound output's units only scale") }
        return affine.scaled(x, places: places)
    }
}

extension LargeFraction {
    /// The number rounded for display at `precision`: at places, positional when it has at
    /// most 15 integer digits and is not a non-zero value that would show as 0, else
    /// scientific; at significant digits, as `significant(digits:)`.
    func rounded(to precision: Precision) -> RoundedValue {
        switch precision {
        case .places(let places):
            let (rounded, isExact) = roundedMagnitude(places: places)
            if let magnitude = rounded.uint128, !rounded.isZero || isZero,
               magnitude < ExactDecimal.powerOfTen(Precision.maxIntegerDigits + places) {
                let value = ExactDecimal(isNegative: isNegative && !rounded.isZero, digits: magnitude, scale: places)
                return RoundedValue(value: value.trimmed, isExact: isExact)
            }
            return scientific(digits: max(places, 1))
        case .significant(let digits):
            return significant(digits: digits)
        }
    }
}
