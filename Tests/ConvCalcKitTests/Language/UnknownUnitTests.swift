import Testing
@testable import ConvCalcKit

/// An unknown unit is named a unit wherever one is expected, and a suggestion is offered only
/// when it fits where the word stands.
@Suite struct UnknownUnitTests {
    @Test(arguments: [
        ("5 blorf", "unknown unit 'blorf' at column 3; 'units' lists them, 'units length' one kind"),
        // kWh and mpg are units now: their lookalikes are suggested only where they fit.
        ("1 kVAh to J", "unknown unit 'kVAh' at column 3; 'units' lists them, 'units length' one kind"),
        ("5 kVAh", "unknown unit 'kVAh' at column 3; 'units' lists them, 'units length' one kind"),
        ("5 mi to kVAh", "unknown unit 'kVAh' at column 9; 'units' lists them, 'units length' one kind"),
        ("5 kWhh to J", "unknown unit 'kWhh' at column 3; did you mean 'kwh' (kWh)?"),
        ("30 mpge to km", "unknown unit 'mpge' at column 4; 'units' lists them, 'units length' one kind"),
        ("30 mpge to L/100km", "unknown unit 'mpge' at column 4; did you mean 'mpg'?"),
        ("30 mpge", "unknown unit 'mpge' at column 4; did you mean 'mpg'?"),
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
        #expect(UnitCatalog.hint(for: "kWh", context: .kind(UnitKind(named: "length")!)) == nil)
        #expect(UnitCatalog.hint(for: "kmhh", context: .kind(UnitKind(named: "speed")!)) != nil)
        #expect(UnitCatalog.hint(for: "kmhh", context: .kind(UnitKind(named: "length")!)) == nil)
        #expect(UnitCatalog.hint(for: "kilometr", context: .unsure) == nil)
        #expect(UnitCatalog.hint(for: "ton", context: .unsure) != nil, "the ton hint is no guess")
    }
}
