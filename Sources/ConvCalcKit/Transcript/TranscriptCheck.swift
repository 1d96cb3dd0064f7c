/// Replays a transcript from the state its header names (or the start state) and compares
/// what convcalc prints now with what the transcript expects.
public struct TranscriptCheck: Sendable {
    /// One exchange replayed: what it expects and what convcalc printed.
    public struct Result: Sendable {
        /// The exchange as the transcript holds it.
        public let exchange: Transcript.Exchange
        /// What convcalc printed for its typed line.
        public let actual: [ExpectedLine]

        /// True when convcalc printed exactly the expected lines.
        public var matches: Bool { exchange.expected == actual }
    }

    /// The transcript checked.
    public let transcript: Transcript
    /// Every exchange, replayed in order.
    public let results: [Result]

    /// Replays `transcript`. A typed line after one that quits is never replayed, so it is an
    /// error rather than a line that passes unchecked.
    public init(_ transcript: Transcript) throws(TranscriptError) {
        var session = try transcript.startingSession()
        var results: [Result] = []
        var quit: Transcript.Exchange?
        for exchange in transcript.exchanges {
            if let quit {
                throw TranscriptError(line: exchange.lineNumber, "typed after line \(quit.lineNumber) quits "
                    + "('\(VisibleText.of(quit.input))'): it would never be replayed")
            }
            let outcome = session.handle(exchange.input)
            if outcome.shows == .quit { quit = exchange }
            results.append(Result(exchange: exchange, actual: ExpectedLine.lines(of: outcome)))
        }
        self.transcript = transcript
        self.results = results
    }

    /// The first exchange whose output differs, or nil when every one matches.
    public var firstMismatch: Result? {
        results.first { !$0.matches }
    }
}
