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
        // As `N m` is (it read force to length: `5 newton meter to J`).
        ("newton meter", "J"), ("newton metres", "J"),
    ])
    func namesPeopleTypeFindTheirUnit(spelling: String, symbol: String) {
        #expect(UnitCatalog.find(spelling).map { UnitCatalog.unit($0).symbol } == symbol)
    }

    /// Every rate the table writes `A/B`, said `NAME per NAME` in any spelling of A and of B,
    /// is that rate (`kilometers per litre` was refused where `kilometres per litre` was read).
    @Test func aRateInWordsIsFoundInEverySpellingOfItsUnits() {
        var tried = 0
        for (index, rate) in UnitCatalog.all.enumerated() {
            let sides = rate.symbol.split(separator: "/").map(String.init)
            guard sides.count == 2, let top = UnitCatalog.find(sides[0]), let bottom = UnitCatalog.find(sides[1]),
                  UnitCatalog.unit(top).symbol == sides[0], UnitCatalog.unit(bottom).symbol == sides[1] else { continue }
            for above in [UnitCatalog.unit(top).name] + UnitCatalog.unit(top).aliases.prefix(3) {
                for below in [UnitCatalog.unit(bottom).name] + UnitCatalog.unit(bottom).aliases.prefix(3) {
                    let spoken = "\(above) per \(below)"
                    guard UnitCatalog.find(above) == top, UnitCatalog.find(below) == bottom else { continue }
                    #expect(UnitCatalog.find(spoken) == UnitID(index), "\(spoken)")
                    tried += 1
                }
            }
        }
        #expect(tried > 50)
        // A unit on each side; two `per`s are m/s per s, an acceleration, which has no kind here.
        #expect(UnitCatalog.find("m per s per s") == nil && UnitCatalog.find("per s") == nil && UnitCatalog.find("m per") == nil)
        #expect(UnitCatalog.find("km per h per h") == nil && UnitCatalog.find("mi per h per km") == nil)
        #expect(UnitCatalog.find("min per km") == nil)  // no min/km in the table
        // As typed (`rev/min` is rpm, `turn/min` no unit), or by value (mi per imperial gallon is mpg UK).
        #expect(UnitCatalog.find("rev per min") == UnitCatalog.find("rpm"))
        #expect(UnitCatalog.find("miles per imp gal") == UnitCatalog.find("mpg UK"))
        #expect(UnitCatalog.find("m per km") == nil)  // no dimensions: no unit by value
        // Turns per time count cycles, as rpm is 1|60 Hz (the turn has a dimension of its own).
        #expect(UnitCatalog.find("revolution per minute") == UnitCatalog.find("rpm"))
        #expect(UnitCatalog.find("rev per sec") == UnitCatalog.find("Hz") && UnitCatalog.find("cycle per second") == UnitCatalog.find("Hz"))
        #expect(UnitCatalog.find("deg per s") == nil)  // 1|360 Hz: no unit has that value
        #expect(UnitCatalog.find("m per rev") == nil)  // a turn below counts nothing
        // A count before the unit below, as L/100km is written; a volume per distance is no area.
        #expect(UnitCatalog.find("liter per 100 km") == UnitCatalog.find("L/100km"))
        #expect(UnitCatalog.find("litres per hundred km") == UnitCatalog.find("L/100km"))
        #expect(UnitCatalog.find("km per 1 h") == UnitCatalog.find("km/h") && UnitCatalog.find("revs per minute") == UnitCatalog.find("rpm"))
        #expect(UnitCatalog.find("litres per km") == nil && UnitCatalog.find("gal per mi") == nil)
        #expect(UnitCatalog.find("L per 100 mi") == nil && UnitCatalog.find("L per 100 km per h") == nil)
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
