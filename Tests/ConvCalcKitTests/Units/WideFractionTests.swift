import Testing
@testable import ConvCalcKit
import Seeding

/// The rounding's 128-bit shortcut (`WideFraction`) gives what `LargeFraction` gives: the same
/// value, exactness and form at every precision, for every pair of units (reciprocals
/// included) and for random linear-fractional maps; and it is taken, not skipped.
@Suite(.seeded) struct WideFractionTests {
    @Test func everyPairRoundsAsTheArbitraryPrecisionPathDoes() {
        var random = SeededGenerator()
        var compared = 0
        for converter in OracleCase.pairs {
            let map = converter.map!
            for _ in 0..<12 {
                compared += expectSameRounding(map, at: Self.value(&random), precision: Self.precision(&random)) ? 1 : 0
            }
        }
        #expect(compared > OracleCase.pairs.count * 6, "the shortcut answered \(compared) times")
    }

    @Test func randomMapsRoundAsTheArbitraryPrecisionPathDoes() {
        var random = SeededGenerator()
        var compared = 0, tried = 0
        while tried < 20_000 {
            let terms = (0..<4).map { _ in Self.ratio(&random) }
            guard terms[2] != .zero || terms[3] != .zero,  // no denominator at all: not a map
                  let map = UnitMap(a: terms[0], b: terms[1], c: terms[2], d: terms[3]) else { continue }
            tried += 1
            let value = Self.value(&random), precision = Self.precision(&random)
            compared += expectSameRounding(map, at: value, precision: precision) ? 1 : 0
            let digits = 1 + random.next(20)
            if let affine = map.affine, let scientific = WideFraction(affine, at: value)?.scientific(digits: digits) {
                #expect(scientific == LargeFraction(affine, at: value).scientific(digits: digits),
                        "\(value.text) in \(affine) at \(digits) digits")
            }
        }
        // Random terms pass 128 bits often: the shortcut need answer only part of the time.
        #expect(compared > tried / 10, "the shortcut answered \(compared) of \(tried)")
    }

    /// Compares the shortcut with `LargeFraction` at `x`; true when the shortcut answered.
    private func expectSameRounding(_ map: UnitMap, at x: ExactDecimal, precision: Precision) -> Bool {
        guard let wide = WideFraction(map, at: x), let rounded = wide.rounded(to: precision) else { return false }
        let general = map.exact(at: x)
        #expect(general?.rounded(to: precision) == rounded, "\(x.text) in (\(map.a)·x + \(map.b)) / (\(map.c)·x + \(map.d)) at \(precision)")
        #expect(map.sign(at: x) == (general.map { $0.isZero ? 0 : ($0.isNegative ? -1 : 1) }))
        return true
    }

    private static func value(_ random: inout SeededGenerator) -> ExactDecimal {
        var digits: UInt128 = 0
        for _ in 0..<(1 + random.next(random.next(2) == 0 ? 8 : 30)) { digits = digits * 10 + UInt128(random.next(10)) }
        return ExactDecimal(isNegative: random.next(3) == 0, digits: digits, scale: random.next(random.next(2) == 0 ? 4 : 24))
    }

    private static func precision(_ random: inout SeededGenerator) -> Precision {
        random.next(2) == 0 ? .places(random.next(Precision.placesRange.upperBound + 1))
            : .significant(1 + random.next(Precision.significantRange.upperBound))
    }

    /// A ratio of small or large terms, zero a quarter of the time.
    private static func ratio(_ random: inout SeededGenerator) -> Ratio {
        guard random.next(4) != 0 else { return .zero }
        let bits = [8, 20, 40, 60][random.next(4)]
        let numerator = Int128(random.next() >> (64 - bits)) + 1
        let denominator = Int128(random.next() >> (64 - [8, 20, 40, 60][random.next(4)])) + 1
        return Ratio(random.next(2) == 0 ? numerator : -numerator, denominator)
    }
}
