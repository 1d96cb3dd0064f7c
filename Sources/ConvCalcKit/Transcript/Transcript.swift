/// A recorded session: typed lines, each followed by the output expected for it.
///
/// ```
/// # Lesson: the four keypad converters
/// > 212
/// 100 °C
/// 212 °F
/// > x
/// ! unknown key 'x' at column 1; type 'help' for the keys
/// ```
/// `> ` starts a typed line (`>` alone is an empty line), `! ` an expected error, `#` a
/// comment; every other line is expected standard output, in plain format.
public struct Transcript: Equatable, Sendable {
    /// One typed line and what it should print.
    public struct Exchange: Equatable, Sendable {
        /// The typed line, without `> `.
        public var input: String
        /// The line number of the `> ` line in the file (1-based).
        public var lineNumber: Int
        /// Expected output lines, errors with their `! ` prefix.
        public var expected: [String]
        /// Comment lines among or after the exchange's output; `--update` writes them after it.
        public var trailingComments: [String]
    }

    /// Comment lines before the first exchange (the lesson's heading).
    public var heading: [String]
    /// The exchanges, in order.
    public var exchanges: [Exchange]

    /// A transcript of the given heading comments and exchanges.
    public init(heading: [String] = [], exchanges: [Exchange] = []) {
        self.heading = heading
        self.exchanges = exchanges
    }

    /// Reads a transcript from its text.
    public init(parsing text: String) {
        var heading: [String] = []
        var exchanges: [Exchange] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        for (offset, line) in lines.enumerated() {
            if line == ">" || line.hasPrefix("> ") {
                exchanges.append(Exchange(input: String(line.dropFirst(2)), lineNumber: offset + 1,
                                          expected: [], trailingComments: []))
            } else if line.hasPrefix("#") {
                if exchanges.isEmpty { heading.append(line) } else { exchanges[exchanges.count - 1].trailingComments.append(line) }
            } else if !exchanges.isEmpty {
                exchanges[exchanges.count - 1].expected.append(line)
            } else if !line.isEmpty {
                heading.append(line)
            }
        }
        self.init(heading: heading, exchanges: exchanges)
    }

    /// The transcript as text, as `init(parsing:)` reads it.
    public var text: String {
        var lines = heading
        for exchange in exchanges {
            lines.append(exchange.input.isEmpty ? ">" : "> " + exchange.input)
            lines += exchange.expected + exchange.trailingComments
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// What a calculator prints for one line, in transcript form (trace lines first).
    public static func output(of line: String, in session: inout Session) -> (lines: [String], outcome: Outcome) {
        let outcome = session.handle(line)
        return (TranscriptRenderer().lines(of: outcome), outcome)
    }
}
