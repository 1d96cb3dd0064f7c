/// What a definition evaluates to: an exact value times a product of powers of primitive units,
/// where the value may depend on the typed number `x` as `(a·x + b) / (c·x + d)`.
///
/// `220 yd` is the constant `201.168` with dimensions `m`; `(x + 273.15) K` is `x + 273.15`
/// with `K`; `100 km / (x L)` is `100000000 / x` with `m⁻²`. The resolver keeps every step
/// exact and linear-fractional in `x`; what would leave that shape (x twice, x to a power)
/// is refused with a reason.
struct Quantity: Sendable {
    var a: DefinitionNumber
    var b: DefinitionNumber
    var c: DefinitionNumber
    var d: DefinitionNumber
    var dimensions: Dimensions
    /// True when an irrational constant (π) was rounded to compute it.
    var isApproximate = false

    /// The number `value` times `dimensions`.
    static func constant(_ value: DefinitionNumber, _ dimensions: Dimensions = Dimensions()) -> Quantity {
        Quantity(a: .zero, b: value, c: .zero, d: .one, dimensions: dimensions)
    }

    /// The typed number `x`, without dimensions.
    static let variable = Quantity(a: .one, b: .zero, c: .zero, d: .one, dimensions: Dimensions())

    /// True when the value depends on `x`.
    var hasVariable: Bool { !a.isZero || !c.isZero }

    /// The constant value (`b / d`) of a quantity without `x`.
    var value: DefinitionNumber { b / d }

    /// The largest number of bits a numerator or denominator may take: a guard against
    /// definitions that grow without bound (`10^10^10`).
    static let maxBits = 4096

    /// True when every coefficient stays within `maxBits`.
    var isWithinLimits: Bool {
        a.fits(bits: Self.maxBits) && b.fits(bits: Self.maxBits) && c.fits(bits: Self.maxBits) && d.fits(bits: Self.maxBits)
    }
}

/// A product of powers of primitive units: `kg·m/s²` is `[kg: 1, m: 1, s: -2]`.
public struct Dimensions: Hashable, Sendable, CustomStringConvertible {
    /// Each primitive unit's power, none zero.
    public private(set) var powers: [String: Int] = [:]

    /// The product of `powers` (zero powers are left out).
    public init(_ powers: [String: Int]) {
        self.powers = powers.filter { $0.value != 0 }
    }

    /// The primitive unit `name` to the first power.
    init(primitive name: String) { powers = [name: 1] }

    /// No dimensions: a plain number.
    public init() {}

    static func * (left: Dimensions, right: Dimensions) -> Dimensions {
        // A plain number on either side (a prefix, a factor) changes nothing: no table is copied.
        if right.powers.isEmpty { return left }
        if left.powers.isEmpty { return right }
        var result = left
        for (name, power) in right.powers { result.add(name, power) }
        return result
    }

    static func / (left: Dimensions, right: Dimensions) -> Dimensions { left * right.raised(to: -1) }

    /// Every power times `exponent`.
    func raised(to exponent: Int) -> Dimensions {
        if exponent == 1 || powers.isEmpty { return self }
        var result = Dimensions()
        for (name, power) in powers { result.add(name, power * exponent) }
        return result
    }

    private mutating func add(_ name: String, _ power: Int) {
        let sum = (powers[name] ?? 0) + power
        powers[name] = sum == 0 ? nil : sum
    }

    /// `kg·m/s²`, `1/s`, or `1` for none: positive powers, then negative ones, each by name.
    public var description: String {
        func part(_ entries: [(String, Int)]) -> String {
            entries.sorted { $0.0 < $1.0 }.map { $0.1 == 1 ? $0.0 : $0.0 + Dimensions.superscript($0.1) }.joined(separator: "·")
        }
        let above = part(powers.filter { $0.value > 0 }.map { ($0.key, $0.value) })
        let below = part(powers.filter { $0.value < 0 }.map { ($0.key, -$0.value) })
        if below.isEmpty { return above.isEmpty ? "1" : above }
        return (above.isEmpty ? "1" : above) + "/" + (below.contains("·") ? "(\(below))" : below)
    }

    private static func superscript(_ n: Int) -> String {
        let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        return String(String(n).map { $0 == "-" ? "⁻" : digits[Int(String($0))!] })
    }
}
