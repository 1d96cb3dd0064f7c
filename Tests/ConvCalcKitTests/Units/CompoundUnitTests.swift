import Testing
@testable import ConvCalcKit

/// "Whole numbers of the larger units, the last part rounded exactly at the precision; a
/// negative value carries one sign."
@Suite struct CompoundUnitTests {
    func shown(_ from: String, _ compound: String, _ input: String, places: Int = 2) -> CompoundValue? {
        UnitCatalog.compound(compound)!.rounded(Given.number(input), from: UnitCatalog.find(from)!, places: places)
    }

    @Test(arguments: [
        ("m", "ft+in", "1.8", "5 ft 10.87 in"), ("s", "h+min+s", "5000", "1 h 23 min 20 s"),
        ("kg", "st+lb", "70", "11 st 0.32 lb"), ("in", "ft+in", "11.999", "1 ft 0 in"),
        ("m", "ft+in", "-1.8", "-5 ft 10.87 in"), ("km", "mi+yd", "42.195", "26 mi 385.01 yd"),
        ("m", "yd+ft+in", "1", "1 yd 0 ft 3.37 in"), ("wk", "d+h+min", "1.5", "10 d 12 h 0 min"),
        ("g", "lb+oz", "500", "1 lb 1.64 oz"), ("m", "ft+in", "0", "0 ft 0 in"),
        ("m", "ft+in", "1e-9", "0 ft 3.9e-8 in"), ("m", "ft+in", "-1e-9", "-0 ft 3.9e-8 in"),
        ("s", "d+h+min+s", "100000", "1 d 3 h 46 min 40 s"), ("min", "h+min", "90", "1 h 30 min"), ("s", "min+s", "150", "2 min 30 s"), ("min", "h+min", "59.999", "1 h 0 min"),
    ])
    func wholeLargerUnitsAndTheLastRoundedAtThePrecision(from: String, compound: String, input: String, text: String) {
        #expect(shown(from, compound, input)?.text == text)
    }

    @Test func theLastPartCarriesIntoTheLargerUnitsWhenItRoundsUp() {
        #expect(shown("in", "ft+in", "11.995")?.text == "1 ft 0 in")
        #expect(shown("s", "h+min+s", "3599.9995", places: 3)?.text == "1 h 0 min 0 s")
        #expect(shown("s", "h+min+s", "3599.9994", places: 3)?.text == "0 h 59 min 59.999 s")
    }

    @Test func partsAreDataWithOneSignForTheWhole() throws {
        let value = try #require(shown("m", "ft+in", "-1.8"))
        #expect(value.isNegative && !value.isExact)
        #expect(value.parts.map { UnitCatalog.unit($0.unit).symbol } == ["ft", "in"])
        #expect(value.parts.map(\.value.text) == ["5", "10.87"])
        #expect(shown("in", "ft+in", "18")?.isExact == true)
    }

    @Test func aFirstPartOfMoreThanFifteenDigitsIsRefused() {
        #expect(shown("s", "h+min+s", "1e99") == nil)
        #expect(shown("ft", "ft+in", "999999999999999") != nil)
        #expect(shown("ft", "ft+in", "1e15") == nil)
    }

    @Test(arguments: ["ft+in", "yd+ft+in", "mi+yd", "h+min+s", "h+min", "min+s", "d+h+min+s", "d+h+min", "st+lb", "lb+oz", "m+cm", "kg+g"])
    func everyCompoundIsFoundByItsSymbol(symbol: String) {
        #expect(UnitCatalog.compound(symbol)?.symbol == symbol)
    }

    @Test func compoundsAreFoundByAnySpellingOfTheirPartsButOnlyLargestFirst() {
        #expect(UnitCatalog.compound("feet + inches")?.symbol == "ft+in")
        #expect(UnitCatalog.compound("HOURS+MIN+SEC")?.symbol == "h+min+s")
        // A capital letter alone is never the small one's unit (H is henries), in a compound too.
        #expect(UnitCatalog.compound("H+MIN+S") == nil)
        #expect(UnitCatalog.compound("in+ft") == nil)
        #expect(UnitCatalog.compound("cm+m") == nil)
        #expect(UnitCatalog.compound("ft") == nil)
    }
}
