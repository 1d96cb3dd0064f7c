/// A decimal number held exactly: `±digits / 10^scale`.
///
/// It is what the user typed (`1.50` is digits 150, scale 2) and what is shown after
/// rounding. No binary floating point is involved anywhere. A value from scientific input
/// or shown in scientific form may have a negative scale (`6.02e23` is digits 602, scale −21).
public struct ExactDecimal: Hashable, Sendable {
    /// All digits as one integer, without the decimal point.
    public var digits: UInt128
    /// How many of `digits` are after the decimal point; negative for trailing zeros not
    /// held in `digits` (scale −3 multiplies `digits` by 1000).
    public var scale: Int
    /// True for values below zero, and for a typed `-0` while entering.
    public var isNegative: Bool

    /// The value `±digits / 10^scale`.
    public init(isNegative: Bool = false, digits: UInt128, scale: Int = 0) {
        self.isNegative = isNegative
        self.digits = digits
        self.scale = scale
    }

    /// Zero.
    public static let zero = ExactDecimal(digits: 0)

    /// True when the value is zero, whatever its sign or scale.
    public var isZero: Bool { digits == 0 }

    /// The number of significant digits: those from the first non-zero digit on.
    public var significantDigits: Int { ExactDecimal.digitCount(digits) }

    /// The same value with trailing fraction zeros removed (`1.50` → `1.5`, `2.0` → `2`).
    public var trimmed: ExactDecimal {
        var copy = self
        if digits <= UInt128(UInt64.max) {  // the common case, in 64-bit division
            var small = UInt64(truncatingIfNeeded: digits)
            while copy.scale > 0 && small % 10 == 0 {
                small /= 10
                copy.scale -= 1
            }
            copy.digits = UInt128(small)
            if small == 0 { copy.isNegative = false }
            return copy
        }
        while copy.scale > 0 && copy.digits % 10 == 0 {
            copy.digits /= 10
            copy.scale -= 1
        }
        if copy.digits == 0 { copy.isNegative = false }
        return copy
    }

    /// The value rounded half away from zero to at most `count` significant digits, by
    /// dropping fraction digits, with a scale of at least 0; nil when the integer part alone
    /// has more digits. A carry past the first digit gives a power of ten held as digit 1
    /// (`999999999999999.5` to 15 digits is 1e15: digits 1, scale −15).
    public func rounded(toSignificantDigits count: Int) -> ExactDecimal? {
        if scale < 0 {
            guard significantDigits - scale <= count else { return nil }
            return ExactDecimal(isNegative: isNegative, digits: digits * ExactDecimal.powerOfTen(-scale))
        }
        let excess = significantDigits - count
        guard excess > 0 else { return self }
        guard excess <= scale else { return nil }
        let divisor = ExactDecimal.powerOfTen(excess)
        var result = ExactDecimal(isNegative: isNegative, digits: digits / divisor, scale: scale - excess)
        if digits % divisor >= divisor - digits % divisor { result.digits += 1 }
        result = result.trimmed
        if result.significantDigits > count {  // the carry made 10^count, one digit too many
            result = ExactDecimal(isNegative: isNegative, digits: 1, scale: result.scale - count)
        }
        return result
    }

    /// The value written out: `-12.5`, `0.001`, `999999999999999000000000`.
    public var text: String {
        if scale < 0 {
            let zeros = isZero ? "" : String(repeating: "0", count: -scale)
            return (isNegative ? "-" : "") + String(digits) + zeros
        }
        let buffer = OutputBuffer(capacity: 64)
        buffer.append(decimal: self)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    /// The value as a message quotes it: written out (`-0.00001`) while that takes at most 15
    /// places either side of the point, else with an exponent (`-1e-99`, `1.2e30`).
    public var shortText: String {
        let value = trimmed
        let length = ExactDecimal.digitCount(value.digits)
        guard value.scale > 15 || length - value.scale > 15 else { return text }
        let mantissa = String(value.digits)
        var fraction = mantissa.dropFirst()
        while fraction.last == "0" { fraction = fraction.dropLast() }
        return (isNegative ? "-" : "") + String(mantissa.prefix(1)) + (fraction.isEmpty ? "" : "." + fraction)
            + "e\(length - 1 - value.scale)"
    }

    /// `10^n` for `n` in 0...38: the 64-bit table, and above it `largePowerOfTen`, out of
    /// line, so that a function inlining this one stays small enough to be inlined in turn
    /// (in a large caller the optimizer honours `@inline(__always)` only for a callee of at
    /// most 64 blocks: with the switch inlined here, the 64-bit rounding's `Terms.fraction`
    /// stayed out of line).
    @inline(__always)
    public static func powerOfTen(_ n: Int) -> UInt128 {
        n <= 19 ? UInt128(smallPowerOfTen(n)) : largePowerOfTen(n)
    }

    /// `10^n` for `n` in 20...38: a switch of constants, which the compiler makes a table in
    /// read-only memory (no global to set up or check).
    @inline(never)
    private static func largePowerOfTen(_ n: Int) -> UInt128 {
        switch n {
        case 20: 100000000000000000000
        case 21: 1000000000000000000000
        case 22: 10000000000000000000000
        case 23: 100000000000000000000000
        case 24: 1000000000000000000000000
        case 25: 10000000000000000000000000
        case 26: 100000000000000000000000000
        case 27: 1000000000000000000000000000
        case 28: 10000000000000000000000000000
        case 29: 100000000000000000000000000000
        case 30: 1000000000000000000000000000000
        case 31: 10000000000000000000000000000000
        case 32: 100000000000000000000000000000000
        case 33: 1000000000000000000000000000000000
        case 34: 10000000000000000000000000000000000
        case 35: 100000000000000000000000000000000000
        case 36: 1000000000000000000000000000000000000
        case 37: 10000000000000000000000000000000000000
        case 38: 100000000000000000000000000000000000000
        default: preconditionFailure("10^\(n) does not fit in 128 bits")
        }
    }

    /// `10^n` for `n` in 0...19, in 64 bits: read from a table (a constant array, laid out in
    /// the binary), so a digit count compares without a jump to guess.
    @inline(__always)
    static func smallPowerOfTen(_ n: Int) -> UInt64 {
        smallPowers[n]
    }

    private static let smallPowers: [UInt64] = [
        1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000, 10000000000,
        100000000000, 1000000000000, 10000000000000, 100000000000000, 1000000000000000,
        10000000000000000, 100000000000000000, 1000000000000000000, 10000000000000000000,
    ]

    /// How many decimal digits `n` has (0 has none).
    public static func digitCount(_ n: UInt128) -> Int {
        if n <= UInt128(UInt64.max) { return digitCount(UInt64(truncatingIfNeeded: n)) }
        var count = 0
        var wide = n
        while wide > UInt128(UInt64.max) {
            wide /= 10
            count += 1
        }
        var rest = UInt64(wide)
        while rest > 0 {
            rest /= 10
            count += 1
        }
        return count
    }

    /// How many decimal digits `n` has (0 has none): the count its bit length implies
    /// (`⌊bits · log10 2⌋`, as `bits · 1233 / 4096`), one more when `n` reaches the next power of ten.
    @inline(__always)
    static func digitCount(_ n: UInt64) -> Int {
        let bits = UInt64.bitWidth &- n.leadingZeroBitCount
        let digits = (bits &* 1233) &>> 12  // 0…19
        return n >= smallPowerOfTen(digits) ? digits &+ 1 : digits
    }
}
