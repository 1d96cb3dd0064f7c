import Testing
@testable import ConvCalcKit

/// A number and a unit alone (`5 ft`) goes to the current output unit of its kind, otherwise to
/// its everyday counterpart (`to UNIT` in the unit table), never to itself.
@Suite struct BareUnitTargetTests {
    /// Every unit: its table line names a `to`, a different unit of its kind, and a bare value
    /// goes there whatever the current converter of another kind.
    @Test func everyUnitGoesToAnotherUnitOfItsKind() {
        let elsewhere = Given.converter("B", "bit")  // data: no unit below is in a kind of its own
        for (index, unit) in UnitCatalog.all.enumerated() {
            let source = UnitID(index)
            guard let everyday = unit.everyday, let declared = UnitCatalog.find(everyday) else {
                Issue.record("\(unit.symbol) has no 'to UNIT' naming a unit")
                continue
            }
            #expect(declared != source && unit.kind == UnitCatalog.unit(declared).kind, "\(unit.symbol) to \(everyday)")
            let current = unit.kind == elsewhere.kind ? Given.converter("°F", "°C") : elsewhere
            for start in [nil, current] {
                let target = ConversionPhrase.target(for: source, current: start)
                #expect(target?.from == source && target?.to == declared && target?.isCompound == false, "\(unit.symbol)")
            }
        }
    }

    /// The issue's list, and back: ft → m, in → cm, mi → km, lb → kg, oz → g, gal → L, cup → mL,
    /// mph → km/h, °F → °C, psi → kPa, mpg → L/100km.
    @Test(arguments: [("ft", "m"), ("in", "cm"), ("mi", "km"), ("lb", "kg"), ("oz", "g"), ("gal", "L"), ("cup", "mL"),
                      ("mph", "km/h"), ("°F", "°C"), ("psi", "kPa"), ("mpg", "L/100km"),
                      ("m", "ft"), ("cm", "in"), ("km", "mi"), ("kg", "lb"), ("g", "oz"), ("L", "gal"),
                      ("km/h", "mph"), ("°C", "°F"), ("kPa", "psi"), ("L/100km", "mpg")])
    func theEverydayCounterparts(from: String, to: String) {
        #expect(ConversionPhrase.target(for: UnitCatalog.find(from)!, current: nil) == Given.converter(from, to))
    }

    /// The current output of the same kind still wins (after `convert mi km`, `5 ft` is in km);
    /// the current output's own unit goes to its counterpart, not to itself.
    @Test func theCurrentOutputOfTheKindComesFirst() {
        let current = Given.converter("mi", "km")
        #expect(ConversionPhrase.target(for: UnitCatalog.find("ft")!, current: current) == Given.converter("ft", "km"))
        #expect(ConversionPhrase.target(for: UnitCatalog.find("km")!, current: current) == Given.converter("km", "mi"))
        #expect(ConversionPhrase.target(for: UnitCatalog.find("s")!, current: current)
            == Given.converter("s", "min"))
    }
}
