import Testing
@testable import ConvCalcKit

/// Speed, volume, area and the two tons: their units, and the exact published definitions.
@Suite struct SpeedVolumeAreaAndTonDefinitionsTests {
    @Test func eachKindListsItsUnitsAndTheMenuStaysTheEightBuiltIns() {
        let symbols = { (kind: String) in UnitCatalog.all.filter { $0.kind == UnitKind(named: kind) }.map(\.symbol) }
        #expect(symbols("speed").starts(with: ["m/s", "km/h", "mph", "kn", "ft/s"]))
        #expect(symbols("volume").starts(with: ["m³", "L", "mL", "µL", "cL", "dL", "cm³", "gal", "qt", "pt", "cup", "fl oz", "imp gal", "imp pt", "in³", "ft³"]))
        #expect(symbols("area").starts(with: ["m²", "cm²", "km²", "ha", "acre", "ft²", "in²", "yd²", "mi²"]))
        #expect(Converter.builtIn.count == 8)
    }


    @Test(arguments: [
        ("kn", "m/s", Ratio(1852, 3600)), ("km/h", "m/s", Ratio(1000, 3600)), ("mph", "km/h", Ratio(1_609_344, 1_000_000)),
        ("ft/s", "m/s", Ratio(3048, 10000)), ("gal", "in³", Ratio(231)), ("gal", "qt", Ratio(4)), ("qt", "pt", Ratio(2)),
        ("cup", "fl oz", Ratio(8)), ("gal", "fl oz", Ratio(128)), ("imp gal", "L", Ratio(454_609, 100_000)),
        ("imp gal", "imp pt", Ratio(8)), ("L", "mL", Ratio(1000)), ("mL", "cm³", Ratio(1)), ("ft³", "in³", Ratio(1728)),
        ("m³", "L", Ratio(1000)), ("acre", "m²", Ratio(40_468_564_224, 10_000_000)), ("mi²", "acre", Ratio(640)),
        ("ha", "m²", Ratio(10000)), ("km²", "ha", Ratio(100)), ("yd²", "ft²", Ratio(9)), ("ft²", "in²", Ratio(144)),
        ("m²", "cm²", Ratio(10000)), ("short ton", "lb", Ratio(2000)), ("long ton", "lb", Ratio(2240)),
    ])
    func definitions(from: String, to: String, factor: Ratio) {
        #expect(Given.converter(from, to).map == UnitMap(scale: factor))
    }
}
