import Testing
@testable import ConvCalcKit
import Seeding

/// The reader's fast paths for numbers each give what the general path gives: a number's
/// digits gathered in 64 bits (`ExactNumberText.value(of:)` on bytes) and lowest terms found
/// with machine words (`LargeFraction.reduced` when both terms fit in 64 or in 128 bits).
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
            let fast = ExactNumberText.value(of: Array(text.utf8)[...])?.fraction, general = ExactNumberText.value(of: text)
            #expect(fast?.numerator == general?.numerator && fast?.denominator == general?.denominator, "\(text)")
        }
    }

    /// Terms of 64 bits (machine words) and of 128 (two), sharing a factor: lowest terms found
    /// on them are those of the general path.
    @Test(arguments: [UInt128(UInt32.max), UInt128(UInt64.max)])
    func lowestTermsInMachineWordsAreEuclids(largestPart: UInt128) {
        var random = SeededGenerator(seed: TestSeed.value)
        for _ in 0..<5_000 {
            let common = UInt128.random(in: 1...largestPart, using: &random)
            let top = UInt128.random(in: 0...largestPart, using: &random) * common
            let bottom = UInt128.random(in: 1...largestPart, using: &random) * common
            let fraction = LargeFraction(isNegative: Bool.random(using: &random), numerator: Natural(top), denominator: Natural(bottom))
            let divisor = Natural.greatestCommonDivisor(fraction.numerator, fraction.denominator)
            let reduced = fraction.reduced
            #expect(reduced.numerator == fraction.numerator.quotientAndRemainder(dividingBy: divisor).quotient, "\(top)/\(bottom)")
            #expect(reduced.denominator == fraction.denominator.quotientAndRemainder(dividingBy: divisor).quotient, "\(top)/\(bottom)")
            #expect(reduced.isNegative == fraction.isNegative)
        }
    }
}

/// Definitions' arithmetic in 64-bit terms (`DefinitionNumber`'s small numbers) gives what
/// `LargeFraction` gives, on numbers near the edges of 64 bits too, and keeps its small
/// numbers in lowest terms.
@Suite(.seeded) struct DefinitionNumberArithmeticTests {
    /// A term: tiny, 32-bit, near 2⁶³ (either side) or up to 2⁶⁵.
    static func term(using random: inout SeededGenerator) -> UInt128 {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: UInt128(UInt64.random(in: 0...12, using: &random))
        case 1: UInt128(UInt32.random(in: 0...UInt32.max, using: &random))
        case 2: UInt128(Int64.max) - 2 + UInt128(UInt64.random(in: 0...4, using: &random))
        default: UInt128(UInt64.random(in: 0...UInt64.max, using: &random)) * UInt128(UInt64.random(in: 1...3, using: &random))
        }
    }

    /// A random fraction; its terms share a factor now and then.
    static func fraction(using random: inout SeededGenerator) -> LargeFraction {
        let common = Bool.random(using: &random) ? UInt128(UInt64.random(in: 1...1000, using: &random)) : 1
        let bottom = max(1, term(using: &random))
        return LargeFraction(isNegative: Bool.random(using: &random), numerator: Natural(term(using: &random) * common),
                             denominator: Natural(bottom * common))
    }

    /// True when `number` is `fraction` in lowest terms (a small one with its denominator above 0).
    static func isLowestAndEqual(_ number: DefinitionNumber, _ fraction: LargeFraction) -> Bool {
        if case .small(let top, let bottom) = number, bottom <= 0 || top == .min { return false }
        return number.fraction.equals(fraction) && euclid(number.fraction.numerator, number.fraction.denominator) == Natural(1)
    }

    /// Euclid's algorithm on `Natural`s all the way: the general path of `greatestCommonDivisor`.
    static func euclid(_ a: Natural, _ b: Natural) -> Natural {
        var (x, y) = (a, b)
        while !y.isZero { (x, y) = (y, x.quotientAndRemainder(dividingBy: y).remainder) }
        return x.isZero ? Natural(1) : x
    }

    @Test func greatestCommonDivisorsAreEuclidsOnNaturals() {
        var random = SeededGenerator(seed: TestSeed.value)
        for _ in 0..<3_000 {
            let common = Natural(Self.term(using: &random)) * Natural(UInt128(UInt8.random(in: 1...255, using: &random)))
            let x = Natural(Self.term(using: &random)) * Natural(Self.term(using: &random)) * common
            let y = Natural(Self.term(using: &random)) * common
            #expect(Natural.greatestCommonDivisor(x, y) == Self.euclid(x, y) && Natural.greatestCommonDivisor(y, x) == Self.euclid(y, x))
        }
    }

    @Test func smallArithmeticIsLargeFractions() {
        var random = SeededGenerator(seed: TestSeed.value)
        var small = 0
        for _ in 0..<20_000 {
            var x = Self.fraction(using: &random), y = Self.fraction(using: &random)
            if Int.random(in: 0..<4, using: &random) == 0 { x = x * Self.fraction(using: &random) * Self.fraction(using: &random) }  // beyond 128 bits
            let p = DefinitionNumber(x), q = DefinitionNumber(y)
            if case .small = p, case .small = q { small += 1 }
            #expect(Self.isLowestAndEqual(p + q, x + y), "\(x) + \(y)")
            #expect(Self.isLowestAndEqual(p - q, x - y), "\(x) - \(y)")
            #expect(Self.isLowestAndEqual(p * q, x * y), "\(x) · \(y)")
            #expect(Self.isLowestAndEqual(-p, -x), "-\(x)")
            if !y.isZero { #expect(Self.isLowestAndEqual(p / q, x / y), "\(x) / \(y)") }
            #expect(p.ratio == x.ratio && p.isZero == x.isZero)
        }
        #expect(small > 5_000, "the small path was exercised: \(small)")
    }
}
