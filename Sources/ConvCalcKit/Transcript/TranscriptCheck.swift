/// Replays a transcript in a fresh calculator and compares what it prints with what the
/// transcript expects.
public struct TranscriptCheck: Sendable {
    /// The first difference between expected and actual output.
    public struct Mismatch: Equatable, Sendable {
        /// The `> ` line whose output differs.
        public let exchange: Transcript.Exchange
        /// What convcalc printed instead.
        public let actual: [String]

        /// A unified-style diff of the exchange, with the transcript's line numbers.
        public func diff(file: String) -> String {
            let first = exchange.lineNumber + 1
            var text = "--- \(file) (expected)\n+++ convcalc (actual)\n"
            text += "@@ -\(first),\(exchange.expected.count) +\(first),\(actual.count) @@ > \(exchange.input)\n"
            let common = zip(exchange.expected, actual).prefix { $0 == $1 }.count
            for line in exchange.expected.prefix(common) { text += " \(line)\n" }
            for line in exchange.expected.dropFirst(common) { text += "-\(line)\n" }
            for line in actual.dropFirst(common) { text += "+\(line)\n" }
            return text
        }
    }

    /// The replayed transcript: what convcalc prints now, with the original comments.
    public let actual: Transcript
    /// The first exchange that differs, or nil when all match.
    public let firstMismatch: Mismatch?

    /// Replays `transcript` from the initial state.
    public init(_ transcript: Transcript) {
        var session = Session()
        var updated = transcript
        var mismatch: Mismatch?
        for (index, exchange) in transcript.exchanges.enumerated() {
            let (lines, outcome) = Transcript.output(of: exchange.input, in: &session)
            updated.exchanges[index].expected = lines
            if mismatch == nil && lines != exchange.expected {
                mismatch = Mismatch(exchange: exchange, actual: lines)
            }
            if outcome.shows == .quit { break }
        }
        actual = updated
        firstMismatch = mismatch
    }
}
