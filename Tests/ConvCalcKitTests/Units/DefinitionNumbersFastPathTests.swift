import Testing
@testable import ConvCalcKit
import Seeding

/// The reader's two fast paths for numbers each give what the general path gives: a number's
/// digits gathered in 64 bits (`ExactNumberText.value(of:)` on bytes) and lowest terms found
/// with machine words (`LargeFraction.reduced` when both terms fit in 64 bits).
@Suite(.seeded) struct DefinitionNumbersFastPathTests {
    /// `digits` of random lengths, a point somewhere or none, an exponent or none.
    static func number(using random: inout SeededGenerator) -> String {
        let digits = String((0..<Int.random(in: 1...24, using: &random)).map { _ in "0123456789".randomElement(using: &random)! })
        var text = digits
        if Bool.random(using: &random) { text.insert(".", at: text.index(text.startIndex, offsetBy: Int.random(in: 0...digits.count, using: &random))) }
        if Bool.random(using: &random) { text += ["e", "E"].randomElement(using: &random)! + ["", "+", "-"].randomElement(using: &random)! + String(Int.random(in: 0...420, using: &random)) }
        return text
    }

    @Test func bytesReadAsTheTextIs() {
        var random = SeededGenerator(seed: TestSeed.value)
        for _ in 0..<5_000 {
            let text = Self.number(using: &random)
            let fast = ExactNumberText.value(of: Array(text.utf8)[...]), general = ExactNumberText.value(of: text)
            #expect(fast?.numerator == general?.numerator && fast?.denominator == general?.denominator, "\(text)")
        }
    }

    @Test func lowestTermsInMachineWordsAreEuclids() {
        var random = SeededGenerator(seed: TestSeed.value)
        for _ in 0..<5_000 {
            let common = UInt128(UInt32.random(in: 1...UInt32.max, using: &random))
            let top = UInt128(UInt32.random(in: 0...UInt32.max, using: &random)) * common
            let bottom = UInt128(UInt32.random(in: 1...UInt32.max, using: &random)) * common
            let fraction = LargeFraction(isNegative: Bool.random(using: &random), numerator: Natural(top), denominator: Natural(bottom))
            let divisor = Natural.greatestCommonDivisor(fraction.numerator, fraction.denominator)
            let reduced = fraction.reduced
            #expect(reduced.numerator == fraction.numerator.quotientAndRemainder(dividingBy: divisor).quotient, "\(top)/\(bottom)")
            #expect(reduced.denominator == fraction.denominator.quotientAndRemainder(dividingBy: divisor).quotient, "\(top)/\(bottom)")
            #expect(reduced.isNegative == fraction.isNegative)
        }
    }
}
