import Foundation
import Testing
import Seeding
@testable import ConvCalcKit

/// Every number a terminal (or a paste) puts into a control sequence is checked before any
/// arithmetic: from `Int.min` to `Int.max` and digits beyond, in every field of every kind of
/// sequence, the decoder never traps and gives only mouse reports in range.
///
/// Random, from the run's seed (`CONVCALC_SEED`, printed with every failure).
@Suite(.seeded) struct KeyDecoderNumberRangeTests {

    func keys(_ text: String) -> [InputKey] { KeyDecoder.keys(flushing: text) }

    /// True unless `key` is a mouse report with a number out of range.
    func inRange(_ key: InputKey) -> Bool {
        guard case .mouse(let report) = key else { return true }
        return MouseReport.buttons.contains(report.button) && MouseReport.cells.contains(report.point.x)
            && MouseReport.cells.contains(report.point.y)
    }

    /// A number as a terminal, a paste or an attacker might write it: the edges, any `Int`,
    /// more digits than an `Int` holds, signs, nothing at all.
    static func number(using random: inout SeededGenerator) -> String {
        switch Int.random(in: 0...4, using: &random) {
        case 0:
            return ["0", "1", "-1", "+1", "-0", "", "255", "256", "32767", "32768", "65535", "\(Int.min)", "\(Int.max)",
                    "9223372036854775808", "-9223372036854775809"].randomElement(using: &random)!
        case 1:
            return String(Int.random(in: Int.min...Int.max, using: &random))
        case 2:
            let digits = (0..<Int.random(in: 19...40, using: &random)).map { _ in String(Int.random(in: 0...9, using: &random)) }
            return (Bool.random(using: &random) ? "-" : "") + digits.joined()
        default:
            return String(Int.random(in: -2...40_000, using: &random))
        }
    }

    /// Any Unicode scalar (an X10 report's three characters can be anything).
    static func scalar(using random: inout SeededGenerator) -> Unicode.Scalar {
        Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &random)) ?? "A"
    }

    /// One control sequence of a random kind with random numbers in its fields.
    static func sequence(using random: inout SeededGenerator) -> String {
        let count = Bool.random(using: &random) ? 3 : Int.random(in: 0...5, using: &random)
        let fields = (0..<count).map { _ in number(using: &random) }.joined(separator: ";")
        switch Int.random(in: 0...4, using: &random) {
        case 0, 1:
            return "\u{1B}[<" + fields + (Bool.random(using: &random) ? "M" : "m")
        case 2:
            return "\u{1B}[M" + String(String.UnicodeScalarView((0..<3).map { _ in scalar(using: &random) }))
        case 3:
            return "\u{1B}[" + fields + ["~", "A", "B", "C", "D", "M", "m", "Z"].randomElement(using: &random)!
        default:
            return "\u{1B}O" + String(scalar(using: &random))
        }
    }

    /// What an SGR report must decode to, from its own reading of the fields: the report when
    /// all three are plain digits in range, else `.unknown`.
    func expectedSGR(_ sequence: String) -> InputKey? {
        guard sequence.hasPrefix("\u{1B}[<"), let final = sequence.last else { return nil }
        let fields = sequence.dropFirst(3).dropLast().split(separator: ";", omittingEmptySubsequences: false)
        let numbers = fields.map { field in field.allSatisfy(\.isWholeNumber) && field.allSatisfy(\.isASCII) ? Int(field) : nil }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
              (0...255).contains(button), (1...32767).contains(column), (1...32767).contains(row) else { return .unknown }
        return .mouse(MouseReport(button: button, point: ScreenPoint(x: column - 1, y: row - 1), pressed: final == "M"))
    }

    @Test func anyNumbersInAnySequenceGiveOnlyReportsInRangeAndNeverTrap() {
        var random = SeededGenerator()
        var all: [String] = []
        for _ in 0..<20_000 {
            let sequence = KeyDecoderNumberRangeTests.sequence(using: &random)
            all.append(sequence)
            let decoded = keys(sequence)
            #expect(decoded.allSatisfy(inRange), "\(sequence.debugDescription)")
            if let expected = expectedSGR(sequence) {
                #expect(decoded == [expected], "\(sequence.debugDescription)")
            }
        }
        // All of them in one stream, cut into random reads with pauses between some.
        let stream = Array(all.joined().unicodeScalars)
        var decoder = KeyDecoder()
        var start = 0
        while start < stream.count {
            let end = min(stream.count, start + Int.random(in: 1...64, using: &random))
            for scalar in stream[start..<end] { decoder.feed(scalar) }
            let flush = Int.random(in: 0...9, using: &random) == 0
            while let key = decoder.next(flush: flush) {
                #expect(inRange(key), "\(key)")
            }
            start = end
        }
    }

    /// The reports that crashed the keypad: `Int.min` in a column, a row, with the wheel; a
    /// negative, a signed and an overflowing number; an X10 report at the largest scalar.
    @Test func reportsWithNumbersOutOfRangeAreUnknown() {
        for report in ["<0;-9223372036854775808;1M", "<0;1;-9223372036854775808M", "<65;-9223372036854775808;1M",
                       "<0;\(Int.max);1M", "<\(Int.max);1;1M", "<0;99999999999999999999;1M", "<0;0;1M", "<0;-5;3M",
                       "<0;+5;3M", "<0;;5;3M", "<256;1;1M", "<0;32768;1M", "<0;1;32768m"] {
            #expect(keys("\u{1B}[" + report) == [.unknown], "\(report)")
        }
        #expect(keys("\u{1B}[M\u{10FFFF}\u{10FFFF}\u{10FFFF}") == [.unknown])
        #expect(keys("\u{1B}[<0;32767;32767M") == [.mouse(MouseReport(button: 0, point: ScreenPoint(x: 32766, y: 32766), pressed: true))])
    }
}
