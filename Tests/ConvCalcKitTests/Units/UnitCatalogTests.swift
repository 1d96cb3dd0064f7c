import Testing
@testable import ConvCalcKit

@Suite struct UnitCatalogTests {
    @Test func builtInConvertersAreTheEightKeypadOnesInMenuOrder() {
        let pairs = Converter.builtIn.map { "\($0.inputUnit.symbol)→\($0.outputUnit.symbol) \($0.label)" }
        #expect(pairs == [
            "°F→°C fahrenheit to celsius", "°C→°F celsius to fahrenheit",
            "mi→km miles to kilometers", "km→mi kilometers to miles",
            "m→ft meters to feet", "m→yd meters to yards",
            "m→km meters to kilometers", "m→cm meters to centimeters",
        ])
        #expect(Converter.standard == Converter.builtIn[0])
    }

    @Test(arguments: [
        ("km", "km"), ("Kilometres", "km"), ("kilometer", "km"), ("°F", "°F"), ("F", "°F"), ("degF", "°F"),
        ("fahrenheit", "°F"), ("celcius", "°C"), ("kelvin", "K"), ("lbs", "lb"), ("pounds", "lb"),
        ("hr", "h"), ("hours", "h"), ("nautical  miles", "nmi"), ("FT", "ft"), ("inches", "in"),
        ("stone", "st"), ("wk", "wk"), ("min", "min"), ("ms", "ms"),
    ])
    func namesPeopleTypeFindTheirUnit(spelling: String, symbol: String) {
        #expect(UnitCatalog.find(spelling).map { UnitCatalog.unit($0).symbol } == symbol)
    }

    @Test func unitsOfDifferentKindsMakeNoConverter() {
        #expect(Converter(from: UnitCatalog.find("mi")!, to: UnitCatalog.find("kg")!) == nil)
    }

    @Test func exactDefinitions() {
        // 1 mi = 1609.344 m, 1 ft = 0.3048 m, 1 yd = 0.9144 m, 1 lb = 0.45359237 kg, oz = lb/16, st = 14 lb.
        #expect(UnitCatalog.unit(UnitCatalog.find("mi")!).toBase.affine!.scale == Ratio(1_609_344, 1000))
        #expect(UnitCatalog.unit(UnitCatalog.find("ft")!).toBase.affine!.scale == Ratio(3048, 10000))
        #expect(UnitCatalog.unit(UnitCatalog.find("yd")!).toBase.affine!.scale == Ratio(9144, 10000))
        #expect(Given.converter("lb", "oz").map == UnitMap(scale: 16))
        #expect(Given.converter("st", "lb").map == UnitMap(scale: 14))
        #expect(Given.converter("°F", "°C").map == UnitMap(scale: Ratio(5, 9), offset: Ratio(-160, 9)))
        #expect(Given.converter("°C", "K").map == UnitMap(scale: 1, offset: Ratio(27315, 100)))
    }

    @Test func everyPairRoundTripsThroughItsReverse() {
        for from in UnitCatalog.all.indices {
            for to in UnitCatalog.all.indices {
                guard let converter = Converter(from: UnitID(from), to: UnitID(to)) else { continue }
                #expect(converter.map!.then(converter.reversed.map!) == UnitMap(scale: 1))
                #expect(converter.reversed.reversed == converter)
            }
        }
    }
}
