import Testing
@testable import ConvCalcKit

/// "Output that never hides the answer": positional at the decimal places, scientific when
/// that would show 0 for a value not 0 or more than 15 integer digits, or significant digits.
@Suite struct DisplayRoundingTests {
    func shown(_ from: String, _ to: String, _ input: String, _ precision: Precision) -> RoundedValue {
        Given.converter(from, to).map!.rounded(Given.number(input), to: precision)
    }

    @Test(arguments: [
        ("mg", "t", "5", 2, "5e-9", NumberForm.scientific), ("ms", "wk", "1", 4, "1.653e-9", .scientific),
        ("m", "ft", "1", 2, "3.28", .decimal), ("km", "mm", "1.5e-4", 2, "150", .decimal),
        ("mph", "km/h", "60", 2, "96.56", .decimal), ("gal", "L", "1", 2, "3.79", .decimal),
        ("t", "mg", "999999999999999", 12, "1e24", .scientific), ("kg", "g", "6.02e23", 3, "6.02e26", .scientific),
        ("m", "m", "999999999999999.4", 0, "999999999999999", .decimal), ("m", "m", "999999999999999.5", 0, "1e15", .scientific),
        ("m", "m", "-0.004", 2, "-4e-3", .scientific), ("m", "m", "0.005", 2, "0.01", .decimal), ("m", "m", "0", 2, "0", .decimal),
        ("m", "m", "0.4", 0, "4e-1", .scientific), ("in³", "m³", "-1e-99", 3, "-1.64e-104", .scientific),
    ])
    func placesModeShowsScientificOnlyWhenPositionalWouldHideTheAnswer(
        from: String, to: String, input: String, places: Int, text: String, form: NumberForm
    ) {
        let result = shown(from, to, input, .places(places))
        #expect(result.text == text)
        #expect(result.form == form)
    }

    @Test(arguments: [
        ("m", "ft", "1", 4, "3.281"), ("m", "cm", "0.125", 2, "13"), ("m", "m", "9.995", 3, "10"),
        ("m", "m", "-0.00025", 1, "-0.0003"), ("m", "m", "0.000012345", 3, "1.23e-5"), ("m", "m", "123456", 2, "120000"),
        ("m", "m", "999999999999999.5", 15, "1e15"), ("kg", "lb", "6.02e23", 3, "1.33e24"), ("m", "m", "0", 3, "0"),
    ])
    func significantModeRoundsToThatManyDigits(from: String, to: String, input: String, digits: Int, text: String) {
        #expect(shown(from, to, input, .significant(digits)).text == text)
    }

    @Test func roundedValuesKnowWhetherTheyAreExact() {
        #expect(shown("m", "cm", "1.5", .places(2)).isExact)
        #expect(!shown("mg", "t", "5.0000000001", .places(2)).isExact)
        #expect(shown("mg", "t", "5", .places(2)).isExact)
        #expect(!shown("m", "ft", "1", .significant(4)).isExact)
    }

    @Test func scientificValuesHoldTheirExactValueMantissaAndExponent() {
        let value = shown("kg", "g", "6.02e23", .places(3))
        #expect(value.value == ExactDecimal(digits: 602, scale: -24))
        #expect(value.mantissa.text == "6.02" && value.exponent == 26)
    }

    @Test func scientificInputIsExactAndItsExponentIsBounded() throws {
        let typed = Given.decimal("1.5")
        #expect(try ExactDecimal(mantissa: typed, exponent: -4) == ExactDecimal(digits: 15, scale: 5))
        #expect(try ExactDecimal(mantissa: typed, exponent: 99).text == "15" + String(repeating: "0", count: 98))
        #expect(throws: ScientificInputRejection.exponentOutOfRange(100)) { try ExactDecimal(mantissa: typed, exponent: 100) }
        #expect(throws: ScientificInputRejection.exponentOutOfRange(-100)) { try ExactDecimal(mantissa: typed, exponent: -100) }
        #expect(ScientificInputRejection.exponentOutOfRange(100).message == "the exponent must be between -99 and 99")
    }

    @Test func temperaturesFromScientificInputAreCheckedAgainstAbsoluteZero() {
        #expect(!Given.converter("K", "°C").accepts(Given.number("-1e-99")))
        #expect(Given.converter("°C", "K").accepts(Given.number("-2.7315e2")))
        #expect(!Given.converter("°C", "K").accepts(Given.number("-2.7316e2")))
        #expect(Given.converter("°F", "°C").accepts(Given.number("-4.5967e2")))
    }

    @Test func swappingAScientificOutputNeverHoldsANegativeScale() {
        #expect(Given.number("1e24").rounded(toSignificantDigits: 15) == nil)
        #expect(Given.number("1.5e3").rounded(toSignificantDigits: 15) == ExactDecimal(digits: 1500))
    }
}

/// How a precision is written (flags, the `precision` command, transcript headers).
@Suite struct PrecisionTextTests {
    @Test(arguments: [("4", Precision.places(4)), (" 4", .places(4)), ("4 ", .places(4)), ("\t4\t", .places(4)),
                      ("3sig", .significant(3)), (" 3sig ", .significant(3)), ("3 SIG", .significant(3)),
                      ("3 significant", .significant(3)), ("3s", .significant(3)),
                      // Abbreviations with points, `dps`, and the word first (a new user's tries).
                      ("4 s.f.", .significant(4)), ("4 d.p.", .places(4)), ("4 dps", .places(4)), ("3 sig.", .significant(3)),
                      ("sig 4", .significant(4)), ("dp 2", .places(2)), ("2 sig fig", .significant(2))])
    func blanksAroundAPrecisionDoNotMatter(text: String, precision: Precision) {
        #expect(Precision(text: text) == precision)
    }

    @Test(arguments: ["", " ", "x", "4x", "4 4", "sig", "1234", "-1", "4..", "4.", "4 sig sig", "4 digits", "sig 4 4", "s.f."])
    func anythingElseIsNoPrecision(text: String) {
        #expect(Precision(text: text) == nil)
    }

    /// The words people write for places and for significant digits; `digits` alone is either.
    @Test(arguments: [("4 places", Precision.places(4)), ("2 dp", .places(2)), ("3 decimal places", .places(3)),
                      ("4 sf", .significant(4)), ("4 sig figs", .significant(4)), ("5 significant digits", .significant(5)),
                      // An attack: `4 sig digits` was refused where `4 sig figs` and `4 significant digits` were not.
                      ("4 sig digits", .significant(4)), ("1 significant figure", .significant(1)),
                      // An attack: the singular of places was refused where `1 significant digit` was not.
                      ("1 decimal place", .places(1)), ("1 decimal", .places(1))])
    func theUsualWordsForPlacesAndSignificantDigits(text: String, precision: Precision) {
        #expect(Precision(text: text) == precision)
    }

    /// `precision 12 swap`: a key after the precision is named, not called a bad number.
    @Test func aKeyAfterThePrecisionIsNamed() {
        var session = Session()
        #expect(session.handle("1 mi to km precision 12 swap").error?.message == "the argument of precision at column 22:"
                + " 'swap' follows the precision, which takes the rest of the line: put swap on a line of its own")
        #expect(session.handle("precision 12 x").error?.message.hasPrefix("the argument of precision at column 11: '12 x' is not") == true)
    }
}
