extension Transcript {
    /// One typed line and what the transcript expects it to print.
    ///
    /// It keeps its lines as the file's bytes (a slice, not a copy) and reads its expected
    /// lines from them when asked, so an exchange of a million expected lines is compared one
    /// line at a time.
    public struct Exchange: Equatable, Sendable {
        /// The typed line, without `> `.
        public let input: String
        /// The 1-based line number of the `> ` line.
        public let lineNumber: Int
        /// The bytes of its `> ` line and of every line after it up to the next `> ` line
        /// (expected lines, comments, blank lines), with their endings.
        public let source: ArraySlice<UInt8>

        /// Its lines: the `> ` line first.
        public var lines: Lines {
            Lines(TranscriptLines(source, firstNumber: lineNumber))
        }

        /// How many lines it has, its `> ` line included.
        var lineCount: Int {
            TranscriptLines(source).reduce(0) { count, _ in count + 1 }
        }

        /// Its expected lines with their lines, in order, read as they are walked.
        public var expectedLines: some Sequence<(line: Line, expected: ExpectedLine)> {
            lines.lazy.compactMap { line in
                guard case .expected(let expected) = line.kind else { return nil }
                return (line, expected)
            }
        }

        /// True when it expects at least one line.
        public var expectsSomeLine: Bool {
            var lines = expectedLines.makeIterator()
            return lines.next() != nil
        }

        /// The expected lines, in order.
        public var expected: [ExpectedLine] {
            expectedLines.map(\.expected)
        }

        /// The 1-based line number of each expected line.
        public var expectedLineNumbers: [Int] {
            expectedLines.map(\.line.number)
        }

        /// True when `expected` is `lines`, compared one line at a time.
        public func expects(_ lines: [ExpectedLine]) -> Bool {
            expectedLines.lazy.map(\.expected).elementsEqual(lines)
        }

        /// Equal when the typed line, its place and its expected lines (with their places) are;
        /// line endings and comments do not count.
        public static func == (left: Exchange, right: Exchange) -> Bool {
            left.input == right.input && left.lineNumber == right.lineNumber
                && left.expectedLines.elementsEqual(right.expectedLines) { $0.expected == $1.expected && $0.line.number == $1.line.number }
        }
    }

    /// The exchanges of a transcript, read from its bytes as they are walked: only the
    /// exchange being looked at is held.
    public struct Exchanges: Sequence, IteratorProtocol, Sendable {
        /// How many there are.
        public let count: Int
        private var pieces: TranscriptLines
        /// The next exchange's `> ` line, once found.
        private var pending: TranscriptLines.Piece?

        /// The exchanges of `bytes`, which start with a `> ` line numbered `firstNumber`.
        init(_ bytes: ArraySlice<UInt8>, firstNumber: Int, count: Int) {
            self.count = count
            pieces = TranscriptLines(bytes, firstNumber: firstNumber)
            pending = pieces.next()
        }

        /// The next exchange, or nil at the end.
        public mutating func next() -> Exchange? {
            guard let start = pending, case .input(let input) = Line(checked: start).kind else { return nil }
            pending = nil
            // Only a typed line starts with '>' (the grammar refuses '>x'), so one byte tells.
            while let piece = pieces.next() {
                if piece.bytes.first == UInt8(ascii: ">") {
                    pending = piece
                    break
                }
            }
            let stop = pending?.bytes.startIndex ?? pieces.bytes.endIndex
            return Exchange(input: input, lineNumber: start.number, source: pieces.bytes[start.bytes.startIndex..<stop])
        }
    }
}
