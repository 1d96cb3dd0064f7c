extension Ratio {
    /// The ratio as an exact decimal when it has one (its denominator has no prime factor
    /// but 2 and 5, and the digits fit in 128 bits): `381/1250` is `0.3048`, `9460730472580800`
    /// itself; nil for `1200/3937`.
    var exactDecimal: ExactDecimal? {
        var rest = denominator.magnitude
        var (twos, fives) = (0, 0)
        while rest % 2 == 0 { rest /= 2; twos += 1 }
        while rest % 5 == 0 { rest /= 5; fives += 1 }
        let places = max(twos, fives)
        guard rest == 1, places <= 38 else { return nil }
        let (scaled, overflow) = numerator.magnitude.multipliedReportingOverflow(by: ExactDecimal.powerOfTen(places))
        guard !overflow else { return nil }
        return ExactDecimal(isNegative: numerator < 0, digits: scaled / denominator.magnitude, scale: places).trimmed
    }
}
