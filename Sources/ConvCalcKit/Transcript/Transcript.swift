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
/// ending exactly as it was. Nothing else grows with the file: the grammar is checked once,
/// when the transcript is read, and `lines` and `exchanges` read the bytes again, one line at
/// a time, each time they are walked.
public struct Transcript: Sendable {
    /// The bytes before the first line: a byte-order mark, or nothing.
    public let prefix: ArraySlice<UInt8>
    /// The header, when the first line is one.
    public let header: TranscriptHeader?
    /// The bytes after `prefix`: every line with its ending.
    let body: ArraySlice<UInt8>
    /// Where the first typed line starts in `body`, and its line number.
    let firstExchange: (index: Int, number: Int)
    /// How many typed lines the transcript holds.
    let exchangeCount: Int

    /// Reads a transcript, or says which line breaks the grammar. A file without any `> `
    /// line is not a transcript, unless it has a header: then it is one of no lines.
    public init(bytes: [UInt8]) throws(TranscriptError) {
        var reader = TranscriptLines(bytes[...], atFileStart: true)
        var header: TranscriptHeader?
        var start: Int?
        var first: (index: Int, number: Int)?
        var count = 0, lines = 0
        while let piece = reader.next() {
            lines = piece.number
            if start == nil { start = piece.bytes.startIndex }
            switch try TranscriptGrammar.line(piece.bytes, number: piece.number) {
            case .header(let found):
                header = found
            case .input:
                if first == nil { first = (piece.bytes.startIndex, piece.number) }
                count += 1
            case .expected:
                guard first != nil else {
                    // A file of keys alone (`212`, `98.6`) is what people try first: how to use it is said.
                    throw TranscriptError(line: piece.number, "output before the first typed line: a transcript begins with "
                        + "comments ('# …') and its first typed line ('> 212'); a file of keys alone is replayed with"
                        + " 'convcalc FILE', or made a transcript by writing each line as '> LINE' and running"
                        + " 'convcalc check --update FILE'")
                }
            case .comment, .blank:
                continue
            }
        }
        // A header and no typed line is an empty transcript (a recording left before its first
        // line: nothing to check); without either, it is no transcript.
        guard let first = first ?? (header == nil ? nil : (bytes.count, lines + 1)) else {
            throw TranscriptError(line: nil, "not a transcript: no typed line ('> 212')")
        }
        let bodyStart = start ?? bytes.count
        prefix = bytes[0..<bodyStart]
        body = bytes[bodyStart...]
        self.header = header
        firstExchange = first
        exchangeCount = count
    }

    /// Reads a transcript from text (tests and lessons held in strings).
    public init(parsing text: String) throws(TranscriptError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// The session the transcript starts in: the header's state, or the start state.
    public func startingSession() throws(TranscriptError) -> Session {
        try header?.session() ?? Session()
    }

    /// Every line, in order, read one at a time.
    public var lines: Lines {
        Lines(TranscriptLines(body))
    }

    /// The exchanges, in order, read one at a time.
    public var exchanges: Exchanges {
        Exchanges(body[firstExchange.index...], firstNumber: firstExchange.number, count: exchangeCount)
    }
}
