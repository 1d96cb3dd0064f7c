/// An exact fraction as a definition computes with it (a `Quantity`'s coefficients): in two
/// 64-bit terms while it fits, as a `LargeFraction` when it does not.
///
/// The resolver's fast path, all in this type. Both cases are always in lowest terms (so no
/// result is reduced twice); `.small(n, d)` has `d > 0` and `n ≠ Int64.min` (so a negation
/// fits, and so does every product of two terms in 128 bits). Two small numbers are added,
/// multiplied and divided in machine words, reduced as they go (Knuth's cross-cancelling,
/// Euclid on 64 bits): no `Natural` arrays are made and freed, which was about a third of
/// reading a units file. A result whose terms do not fit in 63 bits, or an operation on a
/// large number, is done on `LargeFraction`s, cross-cancelled too: the divisors are sought
/// among the factors' terms, not the product's (reducing products of GNU units' constants
/// was a quarter of reading its database). `DefinitionNumberArithmeticTests` holds every
/// operation equal to `LargeFraction`'s on random numbers, near the 64-bit edges too.
enum DefinitionNumber: Sendable {
    case small(Int64, Int64)
    case large(LargeFraction)

    static let zero = DefinitionNumber.small(0, 1)
    static let one = DefinitionNumber.small(1, 1)

    /// The fraction `fraction`, small when its lowest terms fit.
    init(_ fraction: LargeFraction) {
        self.init(lowest: fraction.reduced)
    }

    /// The fraction `lowest`, in lowest terms already.
    private init(lowest: LargeFraction) {
        if let top = lowest.numerator.uint64, let bottom = lowest.denominator.uint64, top <= UInt64(Int64.max), bottom <= UInt64(Int64.max) {
            self = .small(lowest.isNegative ? -Int64(top) : Int64(top), Int64(bottom))
        } else {
            self = .large(lowest)
        }
    }

    /// The ratio `ratio` (in lowest terms already).
    init(_ ratio: Ratio) {
        self = Self.lowest(ratio.numerator, ratio.denominator)
    }

    /// `numerator / denominator` when they are in lowest terms, the denominator above zero.
    private static func lowest(_ numerator: Int128, _ denominator: Int128) -> DefinitionNumber {
        if let top = Int64(exactly: numerator), top != .min, let bottom = Int64(exactly: denominator) { return .small(top, bottom) }
        return .large(LargeFraction(isNegative: numerator < 0, numerator: Natural(numerator.magnitude),
                                    denominator: Natural(denominator.magnitude)))
    }

    /// The same number as a `LargeFraction`.
    var fraction: LargeFraction {
        switch self {
        case .small(let top, let bottom):
            LargeFraction(isNegative: top < 0, numerator: Natural(UInt128(top.magnitude)), denominator: Natural(UInt128(bottom)))
        case .large(let fraction): fraction
        }
    }

    var isZero: Bool {
        switch self {
        case .small(let top, _): top == 0
        case .large(let fraction): fraction.isZero
        }
    }

    /// The number as a `Ratio`, or nil when its lowest terms do not fit in 127 bits each.
    var ratio: Ratio? {
        switch self {
        case .small(let top, let bottom): Ratio(Int128(top), Int128(bottom))
        case .large(let fraction): fraction.ratio
        }
    }

    /// True when both terms take at most `bits` bits (a small number always does, from 63 up).
    func fits(bits: Int) -> Bool {
        switch self {
        case .small: bits >= 63
        case .large(let fraction): fraction.numerator.bitWidth <= bits && fraction.denominator.bitWidth <= bits
        }
    }

    static prefix func - (value: DefinitionNumber) -> DefinitionNumber {
        switch value {
        case .small(let top, let bottom): .small(-top, bottom)
        case .large(let fraction): .large(-fraction)
        }
    }

    static func + (left: DefinitionNumber, right: DefinitionNumber) -> DefinitionNumber {
        guard case .small(let a, let b) = left, case .small(let c, let d) = right else { return DefinitionNumber(left.fraction + right.fraction) }
        if a == 0 { return right }
        if c == 0 { return left }
        // a/b + c/d with g = gcd(b, d): t = a·(d/g) + c·(b/g), and (t/h) / ((b/g)·(d/h)) with h = gcd(t, g).
        let g = Int64(gcd(UInt64(b), UInt64(d)))
        let t = Int128(a) * Int128(d / g) + Int128(c) * Int128(b / g)  // each product below 2^126
        guard t != 0 else { return .zero }
        let h = Int64(gcd(UInt64(t.magnitude % UInt128(g)), UInt64(g)))
        return lowest(t / Int128(h), Int128(b / g) * Int128(d / h))
    }

    static func - (left: DefinitionNumber, right: DefinitionNumber) -> DefinitionNumber { left + -right }

    static func * (left: DefinitionNumber, right: DefinitionNumber) -> DefinitionNumber {
        if left.isZero || right.isZero { return .zero }
        // Times one (a quantity's value is b / d, d mostly 1): no gcd, of a large fraction above all.
        if case .small(1, 1) = right { return left }
        if case .small(1, 1) = left { return right }
        guard case .small(let a, let b) = left, case .small(let c, let d) = right else { return largeProduct(left.fraction, right.fraction) }
        // Cancel across first: (a/g)(c/h) / ((b/h)(d/g)) with g = gcd(a, d), h = gcd(c, b) is in lowest terms.
        let g = Int64(gcd(a.magnitude, UInt64(d))), h = Int64(gcd(c.magnitude, UInt64(b)))
        return lowest(Int128(a / g) * Int128(c / h), Int128(b / h) * Int128(d / g))
    }

    /// `x · y` for two fractions in lowest terms, not zero: `(p/g)(r/h) / ((q/h)(s/g))` with
    /// `g = gcd(p, s)`, `h = gcd(r, q)` is in lowest terms.
    private static func largeProduct(_ x: LargeFraction, _ y: LargeFraction) -> DefinitionNumber {
        let g = Natural.greatestCommonDivisor(x.numerator, y.denominator), h = Natural.greatestCommonDivisor(y.numerator, x.denominator)
        let divided = { (value: Natural, divisor: Natural) in divisor == Natural(1) ? value : value.quotientAndRemainder(dividingBy: divisor).quotient }
        return DefinitionNumber(lowest: LargeFraction(isNegative: x.isNegative != y.isNegative,
                                                      numerator: divided(x.numerator, g) * divided(y.numerator, h),
                                                      denominator: divided(x.denominator, h) * divided(y.denominator, g)))
    }

    /// `left / right`; `right` must not be zero.
    static func / (left: DefinitionNumber, right: DefinitionNumber) -> DefinitionNumber {
        switch right {
        case .small(let c, let d):
            precondition(c != 0, "division by zero")
            return left * (c < 0 ? .small(-d, -c) : .small(d, c))
        case .large(let y):  // its reciprocal is in lowest terms too
            return left * .large(LargeFraction(isNegative: y.isNegative, numerator: y.denominator, denominator: y.numerator))
        }
    }

    /// Euclid's greatest common divisor on machine words (`gcd(0, n)` is `n`).
    private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }
}

extension UnitMap {
    /// The map of four exact numbers, normalized as `UnitMap`'s `LargeFraction` one is, or nil:
    /// a scale (most units) straight from its small ratio.
    init?(_ a: DefinitionNumber, _ b: DefinitionNumber, _ c: DefinitionNumber, _ d: DefinitionNumber) {
        if b.isZero && c.isZero, case .small = a, case .small = d {
            guard !a.isZero, let scale = (a / d).ratio else { return nil }
            self.init(scale: scale)
            return
        }
        self.init(a.fraction, b.fraction, c.fraction, d.fraction)
    }
}
