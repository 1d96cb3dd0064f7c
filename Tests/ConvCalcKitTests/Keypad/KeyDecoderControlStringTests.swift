import Testing
import Seeding
@testable import ConvCalcKit

/// A terminal's control strings (DCS, SOS, OSC, PM, APC: clipboard answers, kitty graphics
/// replies, titles) are never keys, whatever they carry; and an ill-formed UTF-8 byte is one
/// key, never the loss of the keys after it.
///
/// Random, from the run's seed (`CONVCALC_SEED`, printed with every failure).
@Suite(.seeded) struct KeyDecoderControlStringTests {

    func keys(_ text: String) -> [InputKey] { KeyDecoder.keys(flushing: text) }

    /// Every key `bytes` decode to, fed as bytes and flushed at the end.
    func keys(bytes: [UInt8]) -> [InputKey] {
        var decoder = KeyDecoder()
        for byte in bytes { decoder.feed(byte: byte) }
        var keys: [InputKey] = []
        while let key = decoder.next(flush: true) { keys.append(key) }
        return keys
    }

    static let introducers = ["\u{1B}P", "\u{1B}X", "\u{1B}]", "\u{1B}^", "\u{1B}_", "\u{90}", "\u{98}", "\u{9D}", "\u{9E}", "\u{9F}"]
    static let terminators = ["\u{07}", "\u{1B}\\", "\u{9C}"]

    /// The attacker's strings: each typed digits (`52;c;NTU1` typed 5, 2, C and 1).
    @Test func theReportedStringsAreNoKeys() {
        for string in ["\u{1B}]52;c;NTU1\u{07}", "\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}]0;55\u{1B}\\", "\u{1B}^55\u{1B}\\",
                       "\u{1B}X55\u{1B}\\", "\u{1B}P1$r0m\u{1B}\\", "\u{9D}55\u{9C}"] {
            #expect(keys(string + "7") == [.character("7")], "\(string.debugDescription)")
        }
    }

    /// A string never terminated ends at the pause after it: keys typed then are keys.
    @Test func anUnterminatedStringEndsAtAPause() {
        var decoder = KeyDecoder()
        decoder.feed("\u{1B}]52;c;" + String(repeating: "5", count: 5000))
        #expect(decoder.next() == nil)
        #expect(decoder.isWaiting)
        #expect(decoder.next(flush: true) == nil)
        #expect(!decoder.isWaiting)
        decoder.feed("8")
        #expect(decoder.next() == .character("8"))
        // ESC and anything but `\` ends a string and begins the next sequence.
        #expect(keys("\u{1B}]55\u{1B}[A6") == [.up, .character("6")])
        // The rest of a string cut after its ESC by a pause is no keys either.
        var cut = KeyDecoder()
        cut.feed("\u{1B}")
        #expect(cut.next(flush: true) == .escape)
        cut.feed("]55\u{07}9")
        #expect(cut.next() == .character("9"))
        // But `P` after the Esc key, however soon, is the precision key, not a DCS.
        var escapeThenP = KeyDecoder()
        escapeThenP.feed("\u{1B}")
        #expect(escapeThenP.next(flush: true) == .escape)
        escapeThenP.feed("P5")
        #expect(escapeThenP.next() == .character("P"))
        #expect(escapeThenP.next() == .character("5"))
    }

    /// Ctrl-F1 on some terminals (`ESC O 5 P`) is a function key, not `P` (the precision picker).
    @Test func anSS3WithAParameterIsNoKey() {
        #expect(keys("\u{1B}O5P7") == [.unknown, .character("7")])
        #expect(keys("\u{1B}OA") == [.up])
    }

    /// Every kind of string, with any payload of digits, `;`, letters and other characters
    /// (no terminator), cut into random reads: no key at all, and a digit after it is typed.
    @Test func anyStringWithAnyPayloadGivesNoKeys() {
        var random = SeededGenerator()
        let payloadCharacters = Array("0123456789;:=$.,+-abcxyzABCGPXO[]^_ ~\u{FFFD}\r\u{3}")
        var stream = ""
        for _ in 0..<2_000 {
            let payload = String((0..<Int.random(in: 0...40, using: &random)).map { _ in
                payloadCharacters.randomElement(using: &random)!
            })
            let string = KeyDecoderControlStringTests.introducers.randomElement(using: &random)! + payload
                + KeyDecoderControlStringTests.terminators.randomElement(using: &random)!
            #expect(keys(string) == [], "\(string.debugDescription)")
            #expect(keys(string + "5") == [.character("5")], "\(string.debugDescription)")
            stream += string
        }
        let scalars = Array((stream + "5").unicodeScalars)
        var decoder = KeyDecoder()
        var typed: [InputKey] = []
        var start = 0
        while start < scalars.count {
            let end = min(scalars.count, start + Int.random(in: 1...64, using: &random))
            for scalar in scalars[start..<end] { decoder.feed(scalar) }
            while let key = decoder.next() { typed.append(key) }
            start = end
        }
        #expect(typed == [.character("5")])
    }

    /// The 8-bit CSI and SS3 are sequences as ESC [ and ESC O are, in UTF-8 (U+009B) and as the
    /// single bytes an 8-bit terminal sends under LANG=C, and so are the 8-bit strings and ST:
    /// `5 CSI 31 m` showed 531, a cursor report after CSI ran reset, `9D 0;12 9C` typed 012.
    @Test func eightBitSequencesAreNoKeys() {
        let pairs = [("\u{9B}31m", "\u{1B}[31m"), ("\u{9B}1;2R", "\u{1B}[1;2R"), ("\u{8F}5P", "\u{1B}O5P"),
                     ("\u{9D}0;12\u{9C}", "\u{1B}]0;12\u{1B}\\"), ("\u{90}1$r\u{9C}", "\u{1B}P1$r\u{1B}\\")]
        for (eight, seven) in pairs {
            let expected = keys("5" + seven + "7")
            #expect(expected.filter { if case .character = $0 { true } else { false } } == [.character("5"), .character("7")])
            #expect(keys("5" + eight + "7") == expected, "\(eight.debugDescription)")
            let bytes = [0x35] + eight.unicodeScalars.map { UInt8($0.value) } + [0x37]
            #expect(keys(bytes: bytes) == expected, "\(bytes)")
        }
        #expect(keys(bytes: [0x1B, 0x5D, 0x30, 0x3B, 0x31, 0x9C, 0x37]) == [.character("7")], "ST as one byte ends an OSC")
    }

    /// An ill-formed byte (Latin-1 é, `FF`, a cut `C3`), anywhere, is one U+FFFD and the digits
    /// after it are typed (`E9 35 35 35` typed nothing at all).
    @Test func anIllFormedByteIsOneKeyAndTheDigitsAfterItAreTyped() {
        let bad = KeyDecoder.replacement
        #expect(keys(bytes: [0xE9, 0x35, 0x35, 0x35]) == [.character(Character(bad)), .character("5"), .character("5"), .character("5")])
        #expect(keys(bytes: [0xC3, 0x35]) == [.character(Character(bad)), .character("5")])
        #expect(keys(bytes: [0xC3, 0xA9, 0x35]) == [.character("é"), .character("5")])
        var random = SeededGenerator()
        for _ in 0..<5_000 {
            let invalid: [[UInt8]] = [[0xFF], [0xC0], [0xC3], [0xE9], [0x80], [0xED, 0xA0], [0xF4, 0x90], [0xE2, 0x82], [0xF0, 0x9F, 0x98]]
            let junk = invalid.randomElement(using: &random)!
            let digits = (0..<Int.random(in: 1...6, using: &random)).map { _ in UInt8(0x30 + Int.random(in: 0...9, using: &random)) }
            let typed = keys(bytes: junk + digits).filter { $0 != .character(Character(bad)) }
            #expect(typed == digits.map { .character(Character(Unicode.Scalar($0))) }, "\(junk + digits)")
        }
    }
}
