/// A transcript as read from its bytes: every line with its ending and what the grammar
/// says it is (`TranscriptGrammar`), and the exchanges — each typed line with the lines
/// expected after it.
///
/// ```
/// #! convcalc 1 --converter mi->km --precision 2 --input 0
/// # Lesson: commit on Return
/// > 26.2
/// ≈ 42.16 km
/// 26.2 mi
/// > x
/// ! unknown key 'x' at column 1; type 'help' for the keys
/// ```
/// The bytes are kept, so `check --update` can write back every comment, blank line and line
/// ending exactly as it was.
public struct Transcript: Sendable {
    /// One line of the file.
    public struct Line: Sendable {
        /// Its bytes, without the line ending.
        public let bytes: ArraySlice<UInt8>
        /// Its line ending (`\n`, `\r\n`, `\r`, or empty for a last line without one).
        public let ending: ArraySlice<UInt8>
        /// What it is.
        public let kind: TranscriptGrammar.Line
    }

    /// One typed line and what the transcript expects it to print.
    public struct Exchange: Equatable, Sendable {
        /// The typed line, without `> `.
        public let input: String
        /// The 1-based line number of the `> ` line.
        public let lineNumber: Int
        /// The expected lines, in order.
        public let expected: [ExpectedLine]
        /// The 1-based line number of each expected line.
        public let expectedLineNumbers: [Int]
    }

    /// The bytes before the first line: a byte-order mark, or nothing.
    public let prefix: ArraySlice<UInt8>
    /// Every line, in order.
    public let lines: [Line]
    /// The header, when the first line is one.
    public let header: TranscriptHeader?
    /// The exchanges, in order.
    public let exchanges: [Exchange]

    /// Reads a transcript, or says which line breaks the grammar. A file without any `> `
    /// line is not a transcript.
    public init(bytes: [UInt8]) throws(TranscriptError) {
        let cut = TranscriptLines.lines(of: bytes)
        prefix = bytes[0..<(cut.first?.startIndex ?? bytes.count)]
        var lines: [Line] = []
        var exchanges: [Exchange.Builder] = []
        for (index, slice) in cut.enumerated() {
            let kind = try TranscriptGrammar.line(slice, number: index + 1)
            lines.append(Line(bytes: slice, ending: TranscriptLines.ending(after: index, of: cut, in: bytes), kind: kind))
            switch kind {
            case .input(let input):
                exchanges.append(Exchange.Builder(input: input, lineNumber: index + 1))
            case .expected(let line):
                guard !exchanges.isEmpty else {
                    throw TranscriptError(line: index + 1, "output before the first typed line: a transcript begins with "
                        + "comments ('# …') and its first typed line ('> 212')")
                }
                exchanges[exchanges.count - 1].add(line, at: index + 1)
            case .header, .comment, .blank:
                continue
            }
        }
        guard !exchanges.isEmpty else {
            throw TranscriptError(line: nil, "not a transcript: no typed line ('> 212')")
        }
        self.lines = lines
        self.exchanges = exchanges.map(\.exchange)
        if case .header(let header)? = lines.first?.kind { self.header = header } else { header = nil }
    }

    /// Reads a transcript from text (tests and lessons held in strings).
    public init(parsing text: String) throws(TranscriptError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// The session the transcript starts in: the header's state, or the start state.
    public func startingSession() throws(TranscriptError) -> Session {
        try header?.session() ?? Session()
    }
}

extension Transcript.Exchange {
    /// Collects an exchange's expected lines while the file is read.
    struct Builder {
        let input: String
        let lineNumber: Int
        var expected: [ExpectedLine] = []
        var numbers: [Int] = []

        mutating func add(_ line: ExpectedLine, at number: Int) {
            expected.append(line)
            numbers.append(number)
        }

        var exchange: Transcript.Exchange {
            Transcript.Exchange(input: input, lineNumber: lineNumber, expected: expected, expectedLineNumbers: numbers)
        }
    }
}
