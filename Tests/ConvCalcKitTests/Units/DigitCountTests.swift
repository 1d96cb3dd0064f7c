import Testing
@testable import ConvCalcKit

/// `ExactDecimal.digitCount` against the digits `String` writes, at every power of ten and
/// either side of it, and at random values of every size.
@Suite struct DigitCountTests {
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

    @Test func randomValuesOfEverySize() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let value = random.next() >> UInt64.random(in: 0..<64, using: &random)
            #expect(ExactDecimal.digitCount(value) == (value == 0 ? 0 : String(value).count), "\(value)")
            let wide = UInt128(value) * UInt128(random.next() >> UInt64.random(in: 0..<64, using: &random))
            #expect(ExactDecimal.digitCount(wide) == (wide == 0 ? 0 : String(wide).count), "\(wide)")
        }
    }
}

/// Every unit's symbol written by the one-store path (up to 8 bytes) or the byte path (longer).
@Suite struct SymbolWritingTests {
    @Test func everySymbolIsWrittenWholeAfterAnyText() {
        #expect(UnitCatalog.all.contains { $0.symbol.utf8.count > 8 }, "the long path is exercised")
        for (index, unit) in UnitCatalog.all.enumerated() {
            for prefix in ["", "x", "≈ 1234567"] {
                let buffer = OutputBuffer(capacity: 64)
                buffer.append(string: prefix)
                buffer.append(symbolOf: UnitID(index))
                buffer.append("|")
                #expect(String(decoding: buffer.bytes, as: UTF8.self) == prefix + unit.symbol + "|")
            }
        }
    }
}
