import Testing
@testable import ConvCalcKit

/// "Accept the peers' spellings"; plain `ton` is refused with a hint.
@Suite struct UnitSpellingTests {
    @Test(arguments: [
        ("degree_celsius", "°C"), ("degree_fahrenheit", "°F"), ("degrees kelvin", "K"), ("°celsius", "°C"),
        ("deg F", "°F"), ("°K", "K"), ("km/h", "km/h"), ("kph", "km/h"), ("MPH", "mph"), ("knots", "kn"),
        ("ft/s", "ft/s"), ("m/s", "m/s"), ("m2", "m²"), ("m^2", "m²"), ("m²", "m²"), ("square_feet", "ft²"),
        ("sq mi", "mi²"), ("acres", "acre"), ("hectare", "ha"), ("l", "L"), ("L", "L"), ("litre", "L"),
        ("liter", "L"), ("ml", "mL"), ("cc", "cm³"), ("cm3", "cm³"), ("gallons", "gal"), ("US gal", "gal"),
        ("imperial gallon", "imp gal"), ("uk pints", "imp pt"), ("fl oz", "fl oz"), ("fluid ounces", "fl oz"), ("fluid oz", "fl oz"),
        ("cups", "cup"), ("quarts", "qt"), ("in^3", "in³"), ("cubic feet", "ft³"), ("short ton", "short ton"),
        ("short_tons", "short ton"), ("long ton", "long ton"), ("tonne", "t"),
        // The country after the unit (`US` alone is microseconds: `gal US` was volume to time).
        ("gal US", "gal"), ("cup us", "cup"), ("fl oz US", "fl oz"), ("pt UK", "imp pt"), ("gal imperial", "imp gal"),
        ("gal imp", "imp gal"), ("imp gal", "imp gal"), ("pt imp", "imp pt"), ("bu UK", "imp bu"), ("bu imp", "imp bu"),
        // Any spelling of the unit before the country (`quarts UK`, `qt imp`, `floz US` were refused, `qt UK` taken).
        ("quarts UK", "imp qt"), ("qt imp", "imp qt"), ("gills UK", "imp gill"), ("fluid ounces UK", "imp fl oz"),
        ("floz US", "fl oz"), ("bushels imperial", "imp bu"),
        // The country before any spelling too (a suggestion offered the US unit for `UK mpg`, and `imperial qt` got pints).
        ("UK mpg", "mpg UK"), ("UK gills", "imp gill"), ("imperial qt", "imp qt"), ("UK fluid ounces", "imp fl oz"),
        // US after a unit that has an imperial one is the unit (`bu US` was refused).
        ("bu US", "bu"),
        // Capitals only fold as usual, a capital B too where no byte unit is meant.
        ("LB", "lb"), ("LBS", "lb"), ("KM", "km"),
        ("cu yd", "yd³"), ("cubic yards", "yd³"), ("Gbit", "Gbit"),
        // A symbol of two letters or more with an s, as lbs and kgs (listed) are written.
        ("yrs", "yr"), ("gals", "gal"), ("tbsps", "tbsp"), ("ozs", "oz"), ("mos", "mo"), ("kWhs", "kWh"),
        ("mls", "mL"), ("kwhs", "kWh"),
        ("milliwatts", "mW"), ("megawatt hours", "MWh"), ("gigawatts", "GW"),
        ("litres per 100 km", "L/100km"), ("l per 100km", "L/100km"),
    ])
    func peersSpellingsFindTheirUnit(spelling: String, symbol: String) {
        #expect(UnitCatalog.find(spelling).map { UnitCatalog.unit($0).symbol } == symbol)
    }

    /// The plural s goes after a symbol of two letters or more: `ts` and `hs` are no tonnes or
    /// hours, and a symbol keeps its case (`Ms` is no plural of anything).
    @Test func aPluralSFollowsOnlyASymbolOfTwoLettersOrMore() {
        #expect(UnitCatalog.find("ts") == nil && UnitCatalog.find("hs") == nil && UnitCatalog.find("Ms") == nil)
        #expect(UnitCatalog.find("mjs") == nil && UnitCatalog.find("Mls") == nil, "m is no M: the plural keeps the case rule")
    }

    @Test func aDegreePrefixOnlyAppliesToTemperatures() {
        #expect(UnitCatalog.find("degrees meters") == nil)
        #expect(UnitCatalog.find("°m") == nil)
    }

    @Test func plainTonIsNoUnitAndItsHintNamesTheThreeTons() throws {
        #expect(UnitCatalog.find("ton") == nil && UnitCatalog.find("tons") == nil)
        let hint = try #require(UnitCatalog.hint(for: "Ton"))
        #expect(hint.contains("t (tonne") && hint.contains("short ton") && hint.contains("long ton"))
        #expect(UnitCatalog.hint(for: "km") == nil && UnitCatalog.hint(for: "furlong") == nil)
    }

    @Test func everySpellingOfTheTableNamesOneUnit() {
        for (position, unit) in UnitCatalog.all.enumerated() {
            for spelling in [unit.symbol, unit.name] + unit.aliases {
                #expect(UnitCatalog.find(spelling) == UnitID(position), "\(spelling)")
            }
        }
    }
}
