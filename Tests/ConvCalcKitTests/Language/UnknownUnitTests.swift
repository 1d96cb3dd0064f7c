import Testing
@testable import ConvCalcKit

/// An unknown unit is named a unit wherever one is expected, and a suggestion is offered only
/// when it fits where the word stands.
@Suite struct UnknownUnitTests {
    @Test(arguments: [
        ("5 blorf", "unknown unit 'blorf' at column 3; 'units' lists them, 'units length' one kind"),
        ("1 kWh to J", "unknown unit 'kWh' at column 3; 'units' lists them, 'units length' one kind"),
        ("5 kWh", "unknown unit 'kWh' at column 3; 'units' lists them, 'units length' one kind"),
        ("5 mi to kWh", "unknown unit 'kWh' at column 9; 'units' lists them, 'units length' one kind"),
        ("30 mpg to km", "unknown unit 'mpg' at column 4; 'units' lists them, 'units length' one kind"),
        ("30 mpg to L/100km", "unknown unit 'mpg' at column 4; 'units' lists them, 'units length' one kind"),
        ("30 mpg", "unknown unit 'mpg' at column 4; 'units' lists them, 'units length' one kind"),
        ("convert mi to blorf", "unknown unit 'blorf' at column 15; 'units' lists them, 'units length' one kind"),
        ("5 pount to kg", "unknown unit 'pount' at column 3; did you mean 'pound' (lb)?"),
        ("5 pount", "unknown unit 'pount' at column 3; 'units' lists them, 'units length' one kind"),
        ("5 mi to kilometr", "unknown unit 'kilometr' at column 9; did you mean 'kilometre' (km)?"),
        ("convert kilometr m", "unknown unit 'kilometr' at column 9; did you mean 'kilometre' (km)?"),
    ])
    func anUnknownUnitIsAUnitAndItsSuggestionFits(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    @Test func aSuggestionNeverCrossesKinds() {
        #expect(UnitCatalog.hint(for: "kWh", context: .kind(.length)) == nil)
        #expect(UnitCatalog.hint(for: "kmhh", context: .kind(.speed)) != nil)
        #expect(UnitCatalog.hint(for: "kmhh", context: .kind(.length)) == nil)
        #expect(UnitCatalog.hint(for: "kilometr", context: .unsure) == nil)
        #expect(UnitCatalog.hint(for: "ton", context: .unsure) != nil, "the ton hint is no guess")
    }
}
