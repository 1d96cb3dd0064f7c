import Testing
import ConvCalcKit
import Seeding

/// The one line-splitting rule: LF, CRLF and lone CR end lines, a leading BOM is dropped,
/// over-long lines are skipped at any length, and chunk boundaries change nothing.
@Suite(.seeded) struct LineSplitterTests {
    /// What a reader gets from one line.
    enum Got: Equatable, CustomStringConvertible {
        case line(String)
        case tooLong
        var description: String {
            switch self {
            case .line(let text): text.debugDescription
            case .tooLong: "tooLong"
            }
        }
    }

    /// Splits `input` the way `LineSource` does: a buffer of `maximumLength + 1` bytes at
    /// most (grown as needed from `chunk`), filled `chunk` bytes at a time.
    static func stream(_ input: [UInt8], maximumLength: Int = 8, chunk: Int = 3) -> [Got] {
        var splitter = LineSplitter(maximumLength: maximumLength)
        var buffer: [UInt8] = []
        var position = 0, offset = 0
        var got: [Got] = []
        while true {
            let atEnd = offset == input.count
            let piece = buffer.withUnsafeBufferPointer { splitter.next(in: $0, from: &position, atEnd: atEnd) }
            switch piece {
            case .line(let range): got.append(.line(String(decoding: buffer[range], as: UTF8.self)))
            case .tooLong: got.append(.tooLong)
            case .end: return got
            case .needMore:
                buffer.removeFirst(position)
                position = 0
                let room = max(chunk, 0)
                let more = input[offset..<min(input.count, offset + room)]
                offset += more.count
                buffer += more
                if buffer.count > maximumLength + 1 + chunk { return got + [.line("BUFFER GREW")] }
            }
        }
    }

    static func stream(_ text: String, maximumLength: Int = 8, chunk: Int = 3) -> [Got] {
        stream(Array(text.utf8), maximumLength: maximumLength, chunk: chunk)
    }

    @Test func lineFeedCarriageReturnLineFeedAndLoneCarriageReturnEachEndALine() {
        #expect(Lines.split("a\nb\r\nc\rd") == ["a", "b", "c", "d"])
        #expect(Lines.split("212\r98.6\r") == ["212", "98.6"])
        #expect(Lines.split("\r\r\n\n") == ["", "", ""])
        #expect(Lines.split("a\n\rb") == ["a", "", "b"])
    }

    @Test func anEmptyInputHasNoLinesAndTheLastLineNeedsNoEnding() {
        #expect(Lines.split("") == [])
        #expect(Lines.split("\n") == [""])
        #expect(Lines.split("5") == ["5"])
    }

    @Test func aByteOrderMarkIsDroppedOnlyAtTheVeryStart() {
        #expect(Lines.split("\u{FEFF}212\n") == ["212"])
        #expect(Lines.split("\u{FEFF}") == [])
        #expect(Lines.split("5\n\u{FEFF}212\n") == ["5", "\u{FEFF}212"])
        #expect(Lines.split([0xEF, 0xBB]).map(Array.init) == [[0xEF, 0xBB]])
    }

    /// Random bytes around the two line endings (bytes that differ from them in one bit,
    /// 0x00, 0xFF), at every position of an 8-byte word: the lines are those a byte-by-byte
    /// reading finds.
    @Test func randomBytesSplitAsAByteByByteReadingSplitsThem() {
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x0B, 0x0C, 0x8A, 0x8D, 0x09, 0x1A, 0x00, 0xFF, 0x31, 0x2E]
        var random = SeededGenerator()
        for _ in 0..<3_000 {
            var input: [UInt8] = [0x31]  // no byte-order mark, which the reference does not drop
            for _ in 0..<random.next(40) { input.append(alphabet[random.next(alphabet.count)]) }
            var expected: [Got] = [], line: [UInt8] = [], index = 0
            while index < input.count {
                let byte = input[index]
                index += 1
                guard byte == 0x0A || byte == 0x0D else { line.append(byte); continue }
                expected.append(.line(String(decoding: line, as: UTF8.self)))
                line = []
                if byte == 0x0D && index < input.count && input[index] == 0x0A { index += 1 }
            }
            if !line.isEmpty { expected.append(.line(String(decoding: line, as: UTF8.self))) }
            for chunk in [1 << 10, 1 + random.next(9)] {
                #expect(LineSplitterTests.stream(input, maximumLength: 64, chunk: chunk) == expected, "\(input)")
            }
        }
    }

    @Test func anyChunkingGivesTheSameLinesAsTheWholeInput() {
        let inputs = ["\u{FEFF}212\r\n98.6\r\rC 5\n", "a\rb\r\nc\n\n", "\u{FEFF}", "\r\n", "x\r", "12345678\r\n123456789\r\n1"]
        for input in inputs {
            let whole = LineSplitterTests.stream(input, chunk: 1 << 10)
            for chunk in 1...6 {
                #expect(LineSplitterTests.stream(input, chunk: chunk) == whole, "chunk \(chunk) of \(input.debugDescription)")
            }
        }
    }

    @Test func aLineOverTheLimitIsSkippedAtAnyLengthEndedOrNot() {
        let limit = 8
        for length in [limit + 1, limit + 2, 2 * limit, 2 * limit + 1, 4 * limit, 4 * limit + 3, 40 * limit] {
            let long = String(repeating: "7", count: length)
            for chunk in [1, 3, limit, limit + 1, 2 * limit, 1 << 10] {
                let context: Comment = "length \(length), chunk \(chunk)"
                #expect(LineSplitterTests.stream(long, chunk: chunk) == [.tooLong], context)
                #expect(LineSplitterTests.stream(long + "\n", chunk: chunk) == [.tooLong], context)
                #expect(LineSplitterTests.stream(long + "\r\n5", chunk: chunk) == [.tooLong, .line("5")], context)
                #expect(LineSplitterTests.stream("1\r" + long + "\r2", chunk: chunk) == [.line("1"), .tooLong, .line("2")],
                        context)
            }
        }
    }

    @Test func aLineOfExactlyTheLimitIsKept() {
        let line = String(repeating: "7", count: 8)
        for chunk in [1, 3, 8, 9, 100] {
            #expect(LineSplitterTests.stream(line, chunk: chunk) == [.line(line)])
            #expect(LineSplitterTests.stream(line + "\r\n" + line + "\r", chunk: chunk) == [.line(line), .line(line)])
        }
    }

    @Test func aCarriageReturnAtAChunkEdgeStillPairsWithTheLineFeedAfterIt() {
        #expect(LineSplitterTests.stream("ab\r\ncd", chunk: 3) == [.line("ab"), .line("cd")])
        #expect(LineSplitterTests.stream("ab\r", chunk: 3) == [.line("ab")])
    }

    @Test func theDefaultLimitIsOneMebibyte() {
        #expect(LineSplitter().maximumLength == 1 << 20)
    }
}
