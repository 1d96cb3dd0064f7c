import Testing
import ConvCalcKit
import Seeding

/// The terminal's byte decoder: RFC 3629 exactly, one report per maximal ill-formed subpart.
@Suite(.seeded) struct UTF8DecoderTests {
    /// Decodes `bytes` as the terminal reader does: every report becomes U+FFFD. The end of
    /// input is a line end (`\n`, fed and then dropped), which cuts short a character begun.
    static func decode(_ bytes: [UInt8]) -> String {
        var decoder = UTF8Decoder()
        var text = ""
        var index = 0
        let bytes = bytes + [0x0A]
        while index < bytes.count {
            switch decoder.feed(bytes[index]) {
            case .scalar(let scalar): text.unicodeScalars.append(scalar); index += 1
            case .incomplete: index += 1
            case .invalid: text += "\u{FFFD}"; index += 1
            case .cutShort: text += "\u{FFFD}"
            }
        }
        text.unicodeScalars.removeLast()
        return text
    }

    @Test func legacySixAndFiveByteFormsAreNeverCharacters() {
        for bytes: [UInt8] in [[0xFC, 0x84, 0x80, 0x80, 0x80, 0x80], [0xFD, 0xBF, 0xBF, 0xBF, 0xBF, 0xBF],
                               [0xFC, 0x86, 0x9F, 0xBA, 0x93, 0xB6], [0xF8, 0x88, 0x80, 0x80, 0x80]] {
            #expect(UTF8DecoderTests.decode(bytes) == String(repeating: "\u{FFFD}", count: bytes.count))
        }
    }

    @Test func overlongsSurrogatesAndValuesAboveTheLastScalarAreRejected() {
        #expect(UTF8DecoderTests.decode([0xC0, 0xAF]) == "\u{FFFD}\u{FFFD}")        // overlong '/'
        #expect(UTF8DecoderTests.decode([0xE0, 0x80, 0xAF]) == "\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(UTF8DecoderTests.decode([0xED, 0xA0, 0x80]) == "\u{FFFD}\u{FFFD}\u{FFFD}")  // U+D800
        #expect(UTF8DecoderTests.decode([0xF4, 0x90, 0x80, 0x80]) == String(repeating: "\u{FFFD}", count: 4))
        #expect(UTF8DecoderTests.decode([0xF5, 0x80]) == "\u{FFFD}\u{FFFD}")
    }

    @Test func aSequenceCutShortReportsOnceAndTheNextByteCountsAfresh() {
        #expect(UTF8DecoderTests.decode([0xE2, 0x86, 0x35]) == "\u{FFFD}5")
        #expect(UTF8DecoderTests.decode([0xF0, 0x9F, 0x98, 0xC2, 0xB0]) == "\u{FFFD}°")
        #expect(UTF8DecoderTests.decode([0xE2, 0x86]) == "\u{FFFD}")
    }

    @Test func everyScalarDecodesToItself() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            var decoder = UTF8Decoder()
            var last = UTF8Decoder.Decoded.incomplete
            for byte in String(scalar).utf8 { last = decoder.feed(byte) }
            if last != .scalar(scalar) { Issue.record("U+\(String(value, radix: 16)) gave \(last)"); return }
        }
    }

    @Test func randomBytesDecodeAsSwiftDecodesThem() {
        var generator = SeededGenerator()
        let interesting: [UInt8] = [0x00, 0x35, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
                                    0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xF8, 0xFC, 0xFD, 0xFE, 0xFF]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            let expected = String(decoding: bytes, as: UTF8.self)
            #expect(UTF8DecoderTests.decode(bytes) == expected, "\(bytes)")
        }
    }
}
