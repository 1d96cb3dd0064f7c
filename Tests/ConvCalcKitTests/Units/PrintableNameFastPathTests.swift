import Testing
@testable import ConvCalcKit
import Seeding

/// A unit's name made of printable ASCII is taken without looking up each scalar's category:
/// that shortcut gives what the general path gives, for every ASCII byte and beside others.
@Suite(.seeded) struct PrintableNameFastPathTests {
    /// Scalars a name may hold: every ASCII one, and a few beyond (a letter, a format character,
    /// a no-break space, the replacement character).
    static let scalars: [Unicode.Scalar] = (0...0x7F).map { Unicode.Scalar(UInt8($0)) } + ["é", "\u{200B}", "\u{A0}", "\u{FFFD}", "µ"]

    @Test func printableASCIIIsWhatEveryScalarsCategorySays() {
        var random = SeededGenerator(seed: TestSeed.value)
        for _ in 0..<20_000 {
            var name = String.UnicodeScalarView()
            let pool = Bool.random(using: &random) ? Array(Self.scalars[32..<127]) : Self.scalars  // printable ASCII half the time
            for _ in 0..<Int.random(in: 0...6, using: &random) { name.append(pool.randomElement(using: &random)!) }
            let text = String(name)
            #expect(UserUnits.isPrintable(text) == UserUnits.everyScalarIsPrintable(text), "\(text.unicodeScalars.map { $0.value })")
        }
    }
}
