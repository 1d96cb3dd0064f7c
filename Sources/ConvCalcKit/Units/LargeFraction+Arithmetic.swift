/// Exact arithmetic on fractions of any size: what evaluates a linear-fractional map at a
/// value (`UnitMap`) and what the definitions reader computes a unit's factor with.
extension LargeFraction {
    /// The fraction `ratio`.
    init(_ ratio: Ratio) {
        self.init(isNegative: ratio.numerator < 0, numerator: Natural(ratio.numerator.magnitude),
                  denominator: Natural(ratio.denominator.magnitude))
    }

    /// The decimal `x` as a fraction: `±m / 10^f`, or `±m · 10^-f` for a negative scale.
    init(_ x: ExactDecimal) {
        let power = Natural.powerOfTen(abs(x.scale))
        self.init(isNegative: x.isNegative && x.digits != 0,
                  numerator: x.scale < 0 ? Natural(x.digits) * power : Natural(x.digits),
                  denominator: x.scale > 0 ? power : Natural(1))
    }

    /// `±numerator / denominator`; zero is never negative.
    init(isNegative: Bool, numerator: Natural, denominator: Natural) {
        self.isNegative = isNegative && !numerator.isZero
        self.numerator = numerator
        self.denominator = denominator
    }

    static func + (a: LargeFraction, b: LargeFraction) -> LargeFraction {
        let left = a.numerator * b.denominator, right = b.numerator * a.denominator
        let denominator = a.denominator * b.denominator
        if a.isNegative == b.isNegative {
            return LargeFraction(isNegative: a.isNegative, numerator: left + right, denominator: denominator)
        }
        return right < left
            ? LargeFraction(isNegative: a.isNegative, numerator: left - right, denominator: denominator)
            : LargeFraction(isNegative: b.isNegative, numerator: right - left, denominator: denominator)
    }

    static prefix func - (a: LargeFraction) -> LargeFraction {
        LargeFraction(isNegative: !a.isNegative, numerator: a.numerator, denominator: a.denominator)
    }

    static func - (a: LargeFraction, b: LargeFraction) -> LargeFraction { a + -b }

    static func * (a: LargeFraction, b: LargeFraction) -> LargeFraction {
        LargeFraction(isNegative: a.isNegative != b.isNegative, numerator: a.numerator * b.numerator,
                      denominator: a.denominator * b.denominator)
    }

    /// `a / b`; `b` must not be zero.
    static func / (a: LargeFraction, b: LargeFraction) -> LargeFraction {
        precondition(!b.isZero, "division by zero")
        return LargeFraction(isNegative: a.isNegative != b.isNegative, numerator: a.numerator * b.denominator,
                             denominator: a.denominator * b.numerator)
    }

    /// True when both are the same number (fractions need not be reduced).
    func equals(_ other: LargeFraction) -> Bool {
        isNegative == other.isNegative && numerator * other.denominator == other.numerator * denominator
    }

    /// The same number in lowest terms.
    var reduced: LargeFraction {
        if let small = reducedIn64Bits { return small }
        if let medium = reducedIn128Bits { return medium }
        let divisor = Natural.greatestCommonDivisor(numerator, denominator)
        guard !(divisor == Natural(1)) else { return self }
        return LargeFraction(isNegative: isNegative, numerator: numerator.quotientAndRemainder(dividingBy: divisor).quotient,
                             denominator: denominator.quotientAndRemainder(dividingBy: divisor).quotient)
    }

    /// `reduced` when both terms fit in 64 bits (most definitions' numbers): Euclid's algorithm
    /// on machine words, without the general path's arrays. Nil for larger terms.
    private var reducedIn64Bits: LargeFraction? {
        guard let top = numerator.uint64, let bottom = denominator.uint64 else { return nil }
        var (x, y) = (top, bottom)
        while y != 0 { (x, y) = (y, x % y) }
        guard x > 1 else { return self }
        return LargeFraction(isNegative: isNegative, numerator: Natural(UInt128(top / x)), denominator: Natural(UInt128(bottom / x)))
    }

    /// `reduced` when both terms fit in 128 bits (a constant with many digits, `6.62607015e-34`):
    /// Euclid on 128-bit words (`Ratio.gcd`, which drops to 64 bits as soon as it can), where
    /// the general path made and freed arrays at every step (a quarter of reading GNU units'
    /// database). Nil for larger terms.
    private var reducedIn128Bits: LargeFraction? {
        guard let top = numerator.uint128, let bottom = denominator.uint128 else { return nil }
        let divisor = Ratio.gcd(top, bottom)
        guard divisor > 1 else { return self }
        return LargeFraction(isNegative: isNegative, numerator: Natural(top / divisor), denominator: Natural(bottom / divisor))
    }

    /// The number as a `Ratio`, or nil when its lowest terms do not fit in 127 bits each.
    var ratio: Ratio? {
        let lowest = reduced
        guard let numerator = lowest.numerator.uint128, let denominator = lowest.denominator.uint128,
              let signed = Int128(exactly: numerator), let positive = Int128(exactly: denominator) else { return nil }
        return Ratio(lowest.isNegative ? -signed : signed, positive)
    }
}

extension Natural {
    /// The greatest common divisor of `a` and `b` (1 when both are zero), by Euclid's algorithm:
    /// on 128-bit words (`Ratio.gcd`) once both fit, without making arrays at each step (a
    /// large term and a small one fit after one step).
    static func greatestCommonDivisor(_ a: Natural, _ b: Natural) -> Natural {
        var (x, y) = (a, b)
        while !y.isZero {
            if let small = x.uint128, let other = y.uint128 { return Natural(Ratio.gcd(small, other)) }
            (x, y) = (y, x.quotientAndRemainder(dividingBy: y).remainder)
        }
        return x.isZero ? Natural(1) : x
    }
}
