/// An exact fraction of two 128-bit integers, always in lowest terms with a positive denominator.
///
/// Unit factors are ratios (1 ft = 3048/10000 m), so conversions can stay exact:
/// `Ratio(3048, 10000)` is stored as `381/1250`.
public struct Ratio: Hashable, Sendable, CustomStringConvertible {
    /// The numerator; carries the sign.
    public let numerator: Int128
    /// The denominator; always positive.
    public let denominator: Int128

    /// Creates `numerator / denominator` reduced to lowest terms. The denominator must not be zero.
    public init(_ numerator: Int128, _ denominator: Int128 = 1) {
        precondition(denominator != 0, "a ratio needs a non-zero denominator")
        if denominator == 1 || numerator == 0 {  // a whole number (most of the unit table's): no 128-bit division
            (self.numerator, self.denominator) = (numerator, numerator == 0 ? 1 : denominator)
            return
        }
        let divisor = Ratio.gcd(numerator.magnitude, denominator.magnitude)
        let sign: Int128 = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / Int128(divisor)
        self.denominator = sign * denominator / Int128(divisor)
    }

    /// `numerator / denominator` as given: already in lowest terms, the denominator positive.
    init(lowestTerms numerator: Int128, _ denominator: Int128) {
        (self.numerator, self.denominator) = (numerator, denominator)
    }

    /// 0/1.
    public static let zero = Ratio(0)
    /// 1/1.
    public static let one = Ratio(1)

    /// Exact arithmetic; results are reduced.
    public static func + (a: Ratio, b: Ratio) -> Ratio {
        Ratio(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }

    public static func - (a: Ratio, b: Ratio) -> Ratio {
        a + Ratio(-b.numerator, b.denominator)
    }

    public static func * (a: Ratio, b: Ratio) -> Ratio {
        Ratio(a.numerator * b.numerator, a.denominator * b.denominator)
    }

    public static func / (a: Ratio, b: Ratio) -> Ratio {
        Ratio(a.numerator * b.denominator, a.denominator * b.numerator)
    }

    /// `n` or `n/d`.
    public var description: String {
        denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
    }

    static func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
        var (x, y) = (a, b)
        while y != 0 {
            // Once both fit in 64 bits (at once, for the catalog's ratios), in 64-bit division.
            if x <= UInt128(UInt64.max) && y <= UInt128(UInt64.max) {
                var (small, rest) = (UInt64(x), UInt64(y))
                while rest != 0 { (small, rest) = (rest, small % rest) }
                return small == 0 ? 1 : UInt128(small)
            }
            (x, y) = (y, x % y)
        }
        return x == 0 ? 1 : x
    }
}

extension Ratio: ExpressibleByIntegerLiteral {
    /// The whole number `value` as a ratio.
    public init(integerLiteral value: Int64) { self.init(Int128(value)) }
}
