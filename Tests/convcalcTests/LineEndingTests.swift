import Foundation
import Testing

/// Replay splits lines by the one rule (`LineSplitter`): LF, CRLF and lone CR end lines, a
/// leading BOM is dropped, and a line over 1 MiB is skipped with an error at any length.
@Suite struct LineEndingTests {
    static let mebibyte = 1 << 20

    @Test func aLoneCarriageReturnEndsALineAndIsNeverMergedWithTheNext() throws {
        let run = try BuiltBinary.run([], input: Data("212\r98.6\r".utf8))
        #expect(run.stdout == "100 °C\n212 °F\n37 °C\n98.6 °F\n")
        #expect(run.status == 0)
    }

    @Test func mixedEndingsGiveOneLineEachAndTheLineNumbersCountThem() throws {
        let run = try BuiltBinary.run([], input: Data("x\r\nx\rx\n\rx".utf8))  // x, x, x, an empty line, x
        let numbers = run.stderr.split(separator: "\n").map { $0.split(separator: ":")[1] }
        #expect(numbers == [" line 1", " line 2", " line 3", " line 5"])
    }

    @Test func aByteOrderMarkAtTheStartIsDropped() throws {
        let run = try BuiltBinary.run([], input: Data([0xEF, 0xBB, 0xBF] + Array("212\r\n".utf8)))
        #expect(run.stdout == "100 °C\n212 °F\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func aLineOfExactlyOneMebibyteIsReadNotSkipped() throws {
        let run = try BuiltBinary.run([], input: Data(repeating: UInt8(ascii: "7"), count: LineEndingTests.mebibyte))
        #expect(run.stderr.contains("too many digits"))
        #expect(!run.stderr.contains("skipped"))
    }

    @Test(arguments: [1 << 20 | 1, 3 << 19, 2 << 20, 4 << 20])
    func aLineOverOneMebibyteIsSkippedWithAnErrorEndedOrNot(length: Int) throws {
        let long = Data(repeating: UInt8(ascii: "7"), count: length)
        for ending in ["", "\n", "\r", "\r\n"] {
            let run = try BuiltBinary.run([], input: long + Data((ending + "5\n").utf8))
            #expect(run.stderr == "convcalc: line 1: the line is longer than 1048576 bytes and was skipped\n",
                    "length \(length), ending \(ending.debugDescription)")
            #expect(run.status == 1)
            if !ending.isEmpty { #expect(run.stdout == "-15 °C\n5 °F\n") }
        }
        let last = try BuiltBinary.run([], input: Data("5\n".utf8) + long)  // an unterminated last line
        #expect(last.stderr == "convcalc: line 2: the line is longer than 1048576 bytes and was skipped\n",
                "length \(length), unterminated")
        #expect(last.status == 1)
    }
}
