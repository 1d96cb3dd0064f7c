import Testing
@testable import ConvCalcKit
import Seeding

/// `ExactDecimal.digitCount` against the digits `String` writes, at every power of ten and
/// either side of it, and at random values of every size.
@Suite(.seeded) struct DigitCountTests {
    @Test func everyPowerOfTenAndItsNeighbours() {
        #expect(ExactDecimal.digitCount(UInt64(0)) == 0)
        var power: UInt64 = 1
        for digits in 1...20 {
            #expect(ExactDecimal.digitCount(power) == digits, "\(power)")
            if power > 1 { #expect(ExactDecimal.digitCount(power - 1) == digits - 1, "\(power - 1)") }
            #expect(ExactDecimal.digitCount(power &+ 1) == String(power &+ 1).count)
            if digits < 20 { power *= 10 }
        }
        #expect(ExactDecimal.digitCount(UInt64.max) == 20)
    }

    /// The powers of ten the exact arithmetic scales by, from the 64-bit table (0...19) and
    /// from the constants above it (20...38), against ten multiplied in `n` times.
    @Test func everyPowerOfTenFitsItsExponent() {
        var power: UInt128 = 1
        for n in 0...38 {
            #expect(ExactDecimal.powerOfTen(n) == power, "10^\(n)")
            #expect(String(ExactDecimal.powerOfTen(n)) == "1" + String(repeating: "0", count: n))
            if n < 38 { power *= 10 }
        }
    }

    @Test func randomValuesOfEverySize() {
        var random = SeededGenerator()
        for _ in 0..<20_000 {
            let value = random.next() >> UInt64.random(in: 0..<64, using: &random)
            #expect(ExactDecimal.digitCount(value) == (value == 0 ? 0 : String(value).count), "\(value)")
            let wide = UInt128(value) * UInt128(random.next() >> UInt64.random(in: 0..<64, using: &random))
            #expect(ExactDecimal.digitCount(wide) == (wide == 0 ? 0 : String(wide).count), "\(wide)")
        }
    }

    /// A value a message quotes is written out while short, with an exponent when long
    /// (`-1e-99 K is below absolute zero`, not a hundred zeros).
    @Test func aQuotedValueIsShortEitherWay() {
        let cases: [(ExactDecimal, String)] = [
            (ExactDecimal(isNegative: true, digits: 1, scale: 99), "-1e-99"),
            (ExactDecimal(isNegative: true, digits: 1, scale: 5), "-0.00001"),
            (ExactDecimal(isNegative: true, digits: 500, scale: 0), "-500"),
            (ExactDecimal(isNegative: false, digits: 123_456_789_012_345, scale: -15), "1.23456789012345e29"),
            (ExactDecimal(isNegative: true, digits: 1234, scale: 19), "-1.234e-16"),
            (ExactDecimal(isNegative: false, digits: 123_456_789_012_345, scale: 0), "123456789012345"),
            (ExactDecimal(isNegative: false, digits: 1_000_000_000_000_000, scale: 0), "1e15"),
        ]
        for (value, text) in cases { #expect(value.shortText == text) }
    }
}
