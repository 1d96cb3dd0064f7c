import Testing
@testable import ConvCalcKit
import Seeding

/// The arbitrary-precision integers behind scientific input: division is exact.
@Suite(.seeded) struct NaturalTests {
    @Test func quotientTimesDivisorPlusRemainderIsTheDividendAndTheRemainderIsSmaller() {
        var random = SeededGenerator()
        for _ in 0..<2000 {
            let dividend = Natural.powerOfTen(random.next(120)) * Natural(UInt128(random.next(Int.max)) + 1)
            let divisor = Natural.powerOfTen(random.next(60)) * Natural(UInt128(random.next(Int.max)) + 1)
            let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
            #expect(quotient * divisor + remainder == dividend)
            #expect(remainder < divisor)
        }
    }

    @Test func agreesWithMachineIntegersWhereTheyFit() {
        let a: UInt128 = 340_282_366_920_938_463_463_374_607_431_768_211_455 / 3
        let b: UInt128 = 18_446_744_073_709_551_629
        let (quotient, remainder) = Natural(a).quotientAndRemainder(dividingBy: Natural(b))
        #expect(quotient.uint128 == a / b && remainder.uint128 == a % b)
        #expect((Natural(a) - Natural(b)).uint128 == a - b)
        #expect(Natural.powerOfTen(38).uint128 == ExactDecimal.powerOfTen(38))
        #expect(Natural.powerOfTen(39).uint128 == nil)
    }
}
