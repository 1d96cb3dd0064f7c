/// An unsigned integer of any size, for the rare conversions whose exact fraction does not
/// fit in 128 bits (scientific input such as `1e99 mi` or `1e-99 t`).
///
/// Schoolbook arithmetic on 32-bit limbs; division is Knuth's algorithm D. Only the
/// operations exact rounding needs are here.
struct Natural: Hashable, Sendable, Comparable {
    /// Limbs, least significant first, without high zero limbs (zero has none).
    private(set) var limbs: [UInt32]

    /// The value `value`.
    init(_ value: UInt128) {
        var rest = value
        limbs = []
        while rest != 0 {
            limbs.append(UInt32(truncatingIfNeeded: rest))
            rest >>= 32
        }
    }

    /// The value of `limbs` (least significant first; high zero limbs are dropped).
    init(limbs: [UInt32]) {
        var trimmed = limbs
        while trimmed.last == 0 { trimmed.removeLast() }
        self.limbs = trimmed
    }

    /// True for zero.
    var isZero: Bool { limbs.isEmpty }

    /// The value as a 128-bit integer, or nil when it is larger.
    var uint128: UInt128? {
        guard limbs.count <= 4 else { return nil }
        return limbs.reversed().reduce(UInt128(0)) { $0 << 32 | UInt128($1) }
    }

    /// The value as a 64-bit integer, or nil when it is larger.
    var uint64: UInt64? {
        switch limbs.count {
        case 0: 0
        case 1: UInt64(limbs[0])
        case 2: UInt64(limbs[1]) << 32 | UInt64(limbs[0])
        default: nil
        }
    }

    /// The number of bits needed to write the value (0 for zero).
    var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return limbs.count * 32 - top.leadingZeroBitCount
    }

    /// `10^n`, for `n ≥ 0`.
    static func powerOfTen(_ n: Int) -> Natural {
        if n < powers.count { return powers[n] }
        return powerOfTen(n - 38) * Natural(ExactDecimal.powerOfTen(38))
    }

    private static let powers: [Natural] = {
        var table = [Natural(1)]
        for _ in 1...400 { table.append(table[table.count - 1] * Natural(10)) }
        return table
    }()

    static func < (a: Natural, b: Natural) -> Bool {
        guard a.limbs.count == b.limbs.count else { return a.limbs.count < b.limbs.count }
        for index in a.limbs.indices.reversed() where a.limbs[index] != b.limbs[index] {
            return a.limbs[index] < b.limbs[index]
        }
        return false
    }

    static func + (a: Natural, b: Natural) -> Natural {
        var result = [UInt32](repeating: 0, count: max(a.limbs.count, b.limbs.count) + 1)
        var carry: UInt64 = 0
        for index in 0..<result.count - 1 {
            let sum = UInt64(a.limb(index)) + UInt64(b.limb(index)) + carry
            result[index] = UInt32(truncatingIfNeeded: sum)
            carry = sum >> 32
        }
        result[result.count - 1] = UInt32(carry)
        return Natural(limbs: result)
    }

    /// `a − b`; `b` must not be larger than `a`.
    static func - (a: Natural, b: Natural) -> Natural {
        precondition(!(a < b), "a natural number cannot go below zero")
        var result = a.limbs
        var borrow: Int64 = 0
        for index in result.indices {
            let difference = Int64(result[index]) - Int64(b.limb(index)) - borrow
            result[index] = UInt32(truncatingIfNeeded: difference)
            borrow = difference < 0 ? 1 : 0
        }
        return Natural(limbs: result)
    }

    static func * (a: Natural, b: Natural) -> Natural {
        guard !a.isZero && !b.isZero else { return Natural(0) }
        var result = [UInt32](repeating: 0, count: a.limbs.count + b.limbs.count)
        for (i, x) in a.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, y) in b.limbs.enumerated() {
                let product = UInt64(x) * UInt64(y) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            result[i + b.limbs.count] = UInt32(carry)
        }
        return Natural(limbs: result)
    }

    /// The limb at `index`, or 0 past the top.
    private func limb(_ index: Int) -> UInt32 {
        index < limbs.count ? limbs[index] : 0
    }

    /// `(self / divisor, self % divisor)`; `divisor` must not be zero.
    func quotientAndRemainder(dividingBy divisor: Natural) -> (quotient: Natural, remainder: Natural) {
        precondition(!divisor.isZero, "division by zero")
        if self < divisor { return (Natural(0), self) }
        if divisor.limbs.count == 1 { return dividing(bySingleLimb: divisor.limbs[0]) }
        return Natural.knuthDivision(limbs, divisor.limbs)
    }

    private func dividing(bySingleLimb divisor: UInt32) -> (quotient: Natural, remainder: Natural) {
        var quotient = [UInt32](repeating: 0, count: limbs.count)
        var remainder: UInt64 = 0
        for index in limbs.indices.reversed() {
            let current = remainder << 32 | UInt64(limbs[index])
            quotient[index] = UInt32(current / UInt64(divisor))
            remainder = current % UInt64(divisor)
        }
        return (Natural(limbs: quotient), Natural(UInt128(remainder)))
    }
}
