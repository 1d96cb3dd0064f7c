import Foundation
import Testing
import Seeding
@testable import ConvCalcKit

/// Outside text shown on a terminal whose locale is not UTF-8 is ASCII: every byte ≥ 0x80 is
/// escaped (`\xC4\x9B`), since such a terminal takes 0x9B for CSI. In UTF-8 nothing changes.
///
/// The random part is seeded from the run's seed (`CONVCALC_SEED`, printed with every failure).
@Suite(.seeded) struct ASCIITerminalEscapingTests {

    /// What the ASCII charset must show, worked out byte by byte: printable ASCII as it is,
    /// every other byte as `\xHH`.
    static func expected(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(format: "%02X", byte)
        }.joined()
    }

    static func shown(_ bytes: [UInt8], _ charset: VisibleText.Charset) -> String {
        bytes.withUnsafeBufferPointer { VisibleText.of($0, limit: .max, charset: charset) }
    }

    @Test func everyByteFrom0x80To0xFFIsEscaped() {
        for byte in UInt8(0x80)...0xFF {
            for bytes in [[byte], [0x35, byte], [byte, 0x32, 0x4A], [0xC2, byte], [0xE2, 0x80, byte]] {
                #expect(Self.shown(bytes, .ascii) == Self.expected(bytes), "\(bytes)")
            }
        }
        #expect(Self.shown([0xC4, 0x9B, 0x32, 0x4A], .ascii) == "\\xC4\\x9B2J")
    }

    /// Random lines of every class of byte sequence: ASCII, controls, valid UTF-8 of every
    /// length (C1 controls, format characters, combining marks, astral characters among them),
    /// and ill-formed UTF-8 (stray continuation bytes, cut-short, overlong, surrogate, too large).
    @Test func everyByteSequenceClassIsShownAsASCII() {
        var random = SeededGenerator()
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...12, using: &random) { bytes += Self.piece(using: &random) }
            let shown = Self.shown(bytes, .ascii)
            #expect(shown == Self.expected(bytes), "bytes \(bytes)")
            #expect(shown.utf8.allSatisfy { (0x20..<0x7F).contains($0) }, "bytes \(bytes)")
        }
    }

    @Test func utf8IsUnchanged() {
        #expect(Self.shown([0xC4, 0x9B, 0x32, 0x4A], .utf8) == "ě2J")
        #expect(Self.shown([0xC2, 0x9B, 0x32, 0x4A], .utf8) == "\\u{009B}2J")
        #expect(Self.shown([0xFF, 0x41], .utf8) == "\\xFF" + "A")
        #expect(VisibleText.charset == .utf8, "the default, until the program says otherwise")
        var random = SeededGenerator()
        for _ in 0..<500 {  // ASCII reads the same either way
            let bytes = (0..<Int.random(in: 1...20, using: &random)).map { _ in UInt8.random(in: 0...0x7F, using: &random) }
            #expect(Self.shown(bytes, .utf8) == Self.shown(bytes, .ascii), "bytes \(bytes)")
        }
    }

    /// One piece of a random line, of a random class.
    static func piece(using random: inout SeededGenerator) -> [UInt8] {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return [UInt8.random(in: 0x20...0x7E, using: &random)]
        case 1: return [UInt8.random(in: 0...0x1F, using: &random) | (Bool.random(using: &random) ? 0 : 0x60)]
        case 2: return [UInt8.random(in: 0x80...0xFF, using: &random)]
        case 3:
            let ranges: [ClosedRange<UInt32>] = [0x80...0x9F, 0xA0...0x7FF, 0x200B...0x202E, 0x300...0x36F,
                                                  0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF]
            let range = ranges[Int.random(in: 0..<ranges.count, using: &random)]
            return Array(String(Character(Unicode.Scalar(UInt32.random(in: range, using: &random))!)).utf8)
        case 4:
            let malformed: [[UInt8]] = [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                        [0xF8, 0x88, 0x80, 0x80, 0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98]]
            return malformed[Int.random(in: 0..<malformed.count, using: &random)]
        default: return [0xC4, 0x9B, 0x32, 0x4A]  // ě2J: CSI 2 J on a Latin-1 terminal
        }
    }
}
