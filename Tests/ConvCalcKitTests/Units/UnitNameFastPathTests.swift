import Testing
@testable import ConvCalcKit
import Seeding

/// A unit's name made of ASCII takes shortcuts, each giving what the general path gives, for
/// every ASCII byte and beside others: printable without looking up each scalar's category,
/// and `_` read as a blank byte by byte.
@Suite(.seeded) struct UnitNameFastPathTests {
    /// Scalars a name may hold: every ASCII one, and a few beyond (a letter, a format character,
    /// a no-break space, the replacement character, a combining accent after which `_` is no
    /// character of its own).
    static let scalars: [Unicode.Scalar] = (0...0x7F).map { Unicode.Scalar(UInt8($0)) }
        + ["é", "\u{200B}", "\u{A0}", "\u{FFFD}", "µ", "\u{301}"]

    /// A random name of up to `length` scalars: printable ASCII and `_` half the time.
    static func name(using random: inout SeededGenerator, length: Int = 6) -> String {
        let pool = Bool.random(using: &random) ? Array(scalars[32..<127]) + ["_", "_"] : scalars + ["_"]
        var name = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...length, using: &random) { name.append(pool.randomElement(using: &random)!) }
        return String(name)
    }

    @Test func printableASCIIIsWhatEveryScalarsCategorySays() {
        var random = SeededGenerator(seed: TestSeed.value)
        for _ in 0..<20_000 {
            let text = Self.name(using: &random)
            #expect(UserUnits.isPrintable(text) == UserUnits.everyScalarIsPrintable(text), "\(text.unicodeScalars.map { $0.value })")
        }
    }

    @Test func blanksTrimmedByteByByteAsByCharacter() {
        var random = SeededGenerator(seed: TestSeed.value)
        let blanks: [Unicode.Scalar] = [" ", "\t", " ", "\u{301}", "\u{600}", "é", "a"]
        for _ in 0..<20_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                text.append(Bool.random(using: &random) ? blanks.randomElement(using: &random)! : Self.scalars.randomElement(using: &random)!)
            }
            let string = String(text)
            #expect(string.trimmedBlanks == string.trimmedBlanksByCharacter, "\(string.unicodeScalars.map { $0.value })")
            let sliced = string.dropFirst(min(1, string.count))
            #expect(sliced.trimmedBlanks == sliced.trimmedBlanksByCharacter, "\(sliced.unicodeScalars.map { $0.value })")
        }
    }

    @Test func underscoresReadAsBlanksByteByByteAsByCharacter() {
        var random = SeededGenerator(seed: TestSeed.value)
        for _ in 0..<20_000 {
            let text = Self.name(using: &random, length: 10)
            #expect(text.replacingUnderscores == text.replacingUnderscoresByCharacter, "\(text.unicodeScalars.map { $0.value })")
        }
    }
}
