import Testing
@testable import ConvCalcKit
import Seeding

/// The output display rounds through 64-bit terms kept per map when they are enough and
/// through the map's 128-bit and arbitrary-precision arithmetic otherwise: both paths give
/// the same value, exactness and form for every pair of units.
@Suite(.seeded) struct RoundingPathTests {
    /// Inputs around the 64-bit path's limits: many digits, many places, both signs,
    /// results that round to zero or need more than 15 integer digits.
    @Test func theFastPathAgreesWithTheWidePathOnEveryPair() {
        var random = SeededGenerator()
        var compared = 0, fast = 0
        for converter in OracleCase.pairs where !converter.isApproximate {  // π pairs take the wide path only
            let terms = converter.map!.affine.flatMap(LinearMap.SmallTerms.init)
            for _ in 0..<40 {
                let significant = 1 + random.next(15)
                var digits: UInt128 = 0
                for _ in 0..<significant { digits = digits * 10 + UInt128(random.next(10)) }
                let input = ExactDecimal(isNegative: random.next(2) == 0, digits: digits,
                                         scale: random.next(2) == 0 ? random.next(4) : random.next(19))
                guard converter.accepts(input) else { continue }
                let places = random.next(State.maxPrecision + 1)
                let shown = converter.rounded(input, to: .places(places))
                let wide = converter.map!.affine.map { $0.widelyRounded(input, to: .places(places)) }
                    ?? converter.map!.rounded(input, to: .places(places))
                #expect(shown == wide,
                        "\(input.text) \(converter.inputUnit.symbol) → \(converter.outputUnit.symbol) at \(places)")
                #expect(shown.value == converter.map!.rounded(input, to: .places(places)).value)
                compared += 1
                if terms?.rounded(input, places: places) != nil { fast += 1 }
            }
        }
        // Both paths were taken: the comparison checked the fast one, not only the wide one.
        #expect(compared > 10_000 && fast > compared / 4 && fast < compared)
    }

    /// The terms are the map's fraction: `(x·a·d + c·b) / (b·d)` equals the map at `x`.
    @Test func theTermsAreTheMapsFraction() throws {
        let map = try #require(Converter(from: UnitCatalog.find("°F")!, to: UnitCatalog.find("°C")!)).map!.affine!
        let terms = try #require(LinearMap.SmallTerms(map))
        // °F → °C is 5/9·x − 160/9: a·d = 5·9, c·b = −160·9, b·d = 81.
        #expect((terms.ad, terms.cb, terms.bd) == (45, -1440, 81))
        // At 98.6 = 986/10: (986·45 − 1440·10) / (81·10) = 29970 / 810 = 37.
        let fraction = try #require(terms.fraction(at: Given.number("98.6")))
        #expect(fraction.numerator == 29970 && fraction.denominator == 810)
    }
}
