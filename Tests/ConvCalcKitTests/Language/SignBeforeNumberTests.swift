import Testing
@testable import ConvCalcKit
import Seeding

/// A sign key typed before a number that a unit converts applies to that number:
/// `+/- 5 mi to km` is `-5 mi to km` (the sign was dropped: the conversion's pick left the
/// machine ready, where the digit started a new entry).
@Suite(.seeded) struct SignBeforeNumberTests {
    func shown(_ line: String) -> String {
        var session = Session()
        let outcome = session.handle(line)
        return outcome.error.map { "error: " + $0.message } ?? Given.plain(session)
    }

    @Test func theIssuesExamplesKeepTheirSign() {
        // 5 mi = 8.04672 km.
        #expect(shown("C +/- 5 mi to km") == "≈ -8.05 km\n-5 mi\n")
        #expect(shown("+/- 5 mi to km") == "≈ -8.05 km\n-5 mi\n")
        #expect(shown("C +/- 5 . 2 km") == "≈ -3.23 mi\n-5.2 km\n")  // 5.2 km = 3.2311… mi
        #expect(shown("+/- +/- 5 mi to km") == "≈ 8.05 km\n5 mi\n")
    }

    @Test func aSignKeyBeforeTheNumberIsTheMinusWrittenWithIt() {
        var random = SeededGenerator()
        let pairs = Converter.builtIn
        for _ in 0..<2_000 {
            let pair = pairs.randomElement(using: &random)!
            let digits = String(Int.random(in: 1...99_999, using: &random))
            let number = Bool.random(using: &random) ? digits : String(digits.dropLast()) + "." + String(digits.suffix(1))
            let phrase = " \(pair.inputUnit.symbol) to \(pair.outputUnit.symbol)"
            let prefix = ["+/- ", "C +/- ", "± "].randomElement(using: &random)!
            let keys = shown(prefix + number + phrase), written = shown("-" + number + phrase)
            if written.hasPrefix("error: ") {
                // Keys are checked as typed: -400 °C is refused at its third digit, -4 then -40 pass.
                #expect(keys.hasPrefix("error: ") && keys.contains("below absolute zero"), "\(prefix)\(number)\(phrase): \(keys)")
            } else {
                #expect(keys == written, "\(prefix)\(number)\(phrase)")
            }
        }
    }
}
