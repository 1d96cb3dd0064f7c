import Testing
@testable import ConvCalcKit

/// "The output is the exact mathematical result rounded half away from zero to the
/// precision, trailing zeros trimmed, never -0."
@Suite struct RoundingTests {
    /// Worked examples, each checked by hand.
    @Test(arguments: [
        ("m", "ft", "1", 2, "3.28", false),
        ("m", "yd", "1", 2, "1.09", false),
        ("m", "cm", "1", 2, "100", true),
        ("m", "km", "125", 2, "0.13", false),
        ("m", "km", "-125", 2, "-0.13", false),
        ("m", "km", "1005", 2, "1.01", false),
        ("°F", "°C", "31.999", 2, "0", false),
        ("°F", "°C", "98.6", 2, "37", true),
        ("°F", "°C", "-40", 2, "-40", true),
        ("°F", "°C", "212", 2, "100", true),
        ("°C", "°F", "100", 2, "212", true),
        ("mi", "km", "26.2", 2, "42.16", false),
        ("km", "mi", "10", 2, "6.21", false),
        ("m", "ft", "1", 12, "3.280839895013", false),
        ("m", "km", "500", 0, "1", false),
        ("m", "km", "-500", 0, "-1", false),
        ("m", "km", "-400", 0, "0", false),
        ("m", "cm", "1.5", 2, "150", true),
        ("m", "km", "1.5", 4, "0.0015", true),
    ])
    func roundsHalfAwayFromZeroAndTrims(from: String, to: String, input: String, places: Int,
                                        shown: String, exact: Bool) {
        let result = Given.converter(from, to).map!.affine!.rounded(Given.decimal(input), places: places)
        #expect((result.value).text == shown)
        #expect(result.isExact == exact)
    }

    @Test func negativeResultThatRoundsToZeroIsPlainZero() {
        let result = Given.converter("°F", "°C").map!.affine!.rounded(Given.decimal("31.999"), places: 2)
        #expect(result.value.isNegative == false)
        #expect((result.value).text == "0")
    }

    @Test func tiesAtEveryPrecisionGoAwayFromZero() {
        // 5 · 10^-(p+1) m in m->m is exactly half a unit of the last place.
        let identity = Given.converter("m", "m")
        for places in 0...11 {
            let half = ExactDecimal(digits: 5, scale: places + 1)
            let up = identity.map!.affine!.rounded(half, places: places)
            #expect(up.value == ExactDecimal(digits: 1, scale: places).trimmed, "places \(places)")
            var negative = half
            negative.isNegative = true
            #expect(identity.map!.affine!.rounded(negative, places: places).value
                == ExactDecimal(isNegative: true, digits: 1, scale: places).trimmed)
        }
    }

    @Test func largestInputsDoNotOverflow() {
        let biggest = Given.decimal("999999999999999")
        let tonnesToMilligrams = Given.converter("t", "mg").map!.affine!.rounded(biggest, places: 12)
        #expect((tonnesToMilligrams.value).text == "999999999999999000000000")
        let smallest = ExactDecimal(digits: 999_999_999_999_999, scale: 28)
        let stonesToMilligrams = Given.converter("mg", "st").map!.affine!.rounded(smallest, places: 12)
        #expect(stonesToMilligrams.value.isZero && !stonesToMilligrams.isExact)
        let kelvin = Given.converter("K", "°F").map!.affine!.rounded(smallest, places: 12)
        #expect((kelvin.value).text == "-459.67")
    }
}

@Suite struct SignificantDigitsTests {
    @Test func roundingToSignificantDigitsDropsFractionDigitsHalfAwayFromZero() {
        #expect(Given.decimal("2187.226596675416").rounded(toSignificantDigits: 15) == Given.decimal("2187.22659667542"))
        #expect(Given.decimal("-0.1234567890123456").rounded(toSignificantDigits: 15) == Given.decimal("-0.123456789012346"))
        #expect(Given.decimal("9.9999999999999995").rounded(toSignificantDigits: 15) == Given.decimal("10"))
        #expect(Given.decimal("1234567890123456").rounded(toSignificantDigits: 15) == nil)
        #expect(Given.decimal("12.5").rounded(toSignificantDigits: 15) == Given.decimal("12.5"))
    }

    @Test func aCarryPastTheFirstDigitGivesThePowerOfTenAsDigitOne() {
        #expect(Given.decimal("999999999999999.5").rounded(toSignificantDigits: 15) == ExactDecimal(digits: 1, scale: -15))
        #expect(Given.decimal("-99.99996").rounded(toSignificantDigits: 6) == ExactDecimal(isNegative: true, digits: 100))
        #expect(Given.decimal("9999.95").rounded(toSignificantDigits: 5) == Given.decimal("10000"))
        #expect(Given.decimal("99999.5").rounded(toSignificantDigits: 5) == ExactDecimal(digits: 1, scale: -5))
    }
}
