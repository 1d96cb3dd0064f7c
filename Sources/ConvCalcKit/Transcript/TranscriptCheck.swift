/// Replays a transcript from the state its header names (or the start state) and compares
/// what convcalc prints now with what the transcript expects.
///
/// A check holds one exchange at a time (and the first that differs): it keeps no list of
/// results, so its memory does not grow with the transcript. `results` replays again for a
/// reader that walks every exchange (`check --verbose`, `--update`).
public struct TranscriptCheck: Sendable {
    /// One exchange replayed: what it expects and what convcalc printed.
    public struct Result: Sendable {
        /// The exchange as the transcript holds it.
        public let exchange: Transcript.Exchange
        /// What convcalc printed for its typed line.
        public let actual: [ExpectedLine]
        /// Which typed line it is, from 1: the keypad's lesson counts these (`line 3 of 7`,
        /// `g 3`), where `exchange.lineNumber` counts the file's lines.
        public let typedLine: Int
        /// True when its typed line quits: nothing after it is replayed.
        let quits: Bool

        /// True when convcalc printed exactly the expected lines.
        public var matches: Bool { exchange.expects(actual) }

        /// How many lines it holds: its transcript lines and the lines printed for it.
        var size: Int { exchange.lineCount + actual.count }
    }

    /// The transcript checked.
    public let transcript: Transcript
    /// The first exchange whose output differs, or nil when every one matches.
    public let firstMismatch: Result?
    /// How many exchanges differ: a report of the first says how many more (`-v` lists them).
    public let mismatchCount: Int
    /// The most lines the check held at once while replaying, counting every exchange it
    /// held (its `> ` line, the lines after it and the lines printed for it): the longest
    /// exchange and the first differing one, however long the transcript.
    public let largestWindow: Int
    /// The line number of the last typed line (0 when there is none): the widest a listing
    /// of the exchanges numbers them.
    public let lastTypedLine: Int
    /// The session the transcript starts in.
    private let start: Session

    /// Replays `transcript`. A typed line after one that quits is never replayed, so it is an
    /// error rather than a line that passes unchecked.
    public init(_ transcript: Transcript) throws(TranscriptError) {
        start = try transcript.startingSession()
        var replay = Results(transcript.exchanges, from: start)
        var quit: Result?
        var mismatch: Result?
        var window = 0
        var last = 0, mismatches = 0
        while let result = replay.next() {
            last = result.exchange.lineNumber
            if let quit {
                throw TranscriptError.typedAfterQuit(line: result.exchange.lineNumber, quitLine: quit.exchange.lineNumber,
                                                     quit: quit.exchange.input)
            }
            if result.quits { quit = result }
            window = max(window, (mismatch?.size ?? 0) + result.size)
            if !result.matches {
                mismatches += 1
                if mismatch == nil { mismatch = result }
            }
        }
        self.transcript = transcript
        firstMismatch = mismatch
        mismatchCount = mismatches
        largestWindow = window
        lastTypedLine = last
    }

    /// Every exchange, replayed in order as it is walked.
    public var results: Results {
        Results(transcript.exchanges, from: start)
    }

    /// The exchanges of a transcript replayed one at a time through one session.
    public struct Results: Sequence, IteratorProtocol, Sendable {
        private var exchanges: Transcript.Exchanges
        private var session: Session
        private var typedLines = 0

        init(_ exchanges: Transcript.Exchanges, from session: Session) {
            self.exchanges = exchanges
            self.session = session
        }

        /// The next exchange replayed, or nil at the end.
        public mutating func next() -> Result? {
            guard let exchange = exchanges.next() else { return nil }
            let outcome = session.handle(exchange.input)
            typedLines += 1
            return Result(exchange: exchange, actual: ExpectedLine.lines(of: outcome), typedLine: typedLines,
                          quits: outcome.shows == .quit)
        }
    }
}
