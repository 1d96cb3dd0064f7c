import Testing
@testable import ConvCalcKit

/// Fuel economy is distance per volume, and L/100km its reciprocal: 0 mpg has no value in
/// L/100km. A one-line conversion of it is refused with the reason and changes nothing; a
/// calculator typing through 0 shows `—` there, and swap waits for a number.
@Suite struct FuelEconomyTests {
    @Test func aOneLineConversionWithNoValueIsRefusedAndChangesNothing() {
        var session = Session()
        _ = session.handle("212")
        let before = session.state
        for line in ["0 mpg to L/100km", "0 L/100km to mpg", "0.0 mpg in L/100km", "-5 mpg to L/100km", "-0.5 km/L", "0 mpg"] {
            let message = session.handle(line).error?.message
            // Zero is what the kind's reason names; below zero is said as such (-5 mpg was called "no distance per volume");
            // a reciprocal unit's 0 is endless, not none (0 L/100km was "no distance per volume" too).
            let reason = line.hasPrefix("-") ? "is below 0: fuel economy is above 0"
                : line.hasPrefix("0 L/100km") ? "would be an endless fuel economy: it has no value in mpg"
                : "is no distance per volume: it has no value in L/100km"  // where it has none (0 mpg to km/L is 0 km/L)
            #expect(message?.contains(reason) == true, "\(line): \(message ?? "accepted")")
            #expect(session.state == before, "\(line)")
        }
    }

    /// Zero distance per volume has a value where the map has no pole: 0 km/L.
    @Test func zeroConvertsWhereItHasAValue() {
        var session = Session()
        #expect(session.handle("0 mpg to km/L").error == nil)
        #expect(Given.plain(session) == "0 km/L\n0 mpg\n")
    }

    @Test func typingThroughZeroShowsNoValueAndSwapWaits() {
        var session = Given.session(after: ["convert mpg L/100km", "C"])
        #expect(Given.plain(session) == "— L/100km\n0 mpg\n")
        #expect(session.handle("swap").error?.message.contains("has no value in L/100km") == true)
        _ = session.handle("25")
        // 25 mpg = 25 · 1.609344 / 3.785411784 km/L; 100 / that = 9.408… L/100km.
        #expect(Given.plain(session) == "≈ 9.41 L/100km\n25 mpg\n")
    }

    /// Swap at 0 mpg says 0 mpg is no distance per volume; at 0 L/100km, that it would be an
    /// endless one (it said "no distance per volume" of it too, a new user's trial).
    @Test func swapAtZeroSaysWhyForEachSide() {
        var zeroMpg = Given.session(after: ["convert mpg L/100km", "C"])
        #expect(zeroMpg.handle("swap").error?.message
                == "'swap' at column 1: cannot swap: 0 mpg has no value in L/100km (no distance per volume); type a number first")
        var zeroLitres = Given.session(after: ["convert L/100km mpg", "C"])
        #expect(zeroLitres.handle("swap").error?.message
                == "'swap' at column 1: cannot swap: 0 L/100km has no value in mpg (it would be an endless fuel economy); type a number first")
    }
}
