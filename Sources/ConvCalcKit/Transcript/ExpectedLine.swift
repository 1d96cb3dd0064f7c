/// One line a transcript expects after a `> ` line: a line of standard output, or an error.
public enum ExpectedLine: Equatable, Sendable {
    /// A line of output (plain format), as convcalc prints it.
    case output(String)
    /// An error message, without convcalc's `convcalc: line N: ` prefix.
    case error(String)

    /// The expected lines of `outcome`: its trace lines, then its answer or its error, as
    /// `TranscriptRenderer` writes them.
    public static func lines(of outcome: Outcome) -> [ExpectedLine] {
        let lines = TranscriptRenderer().lines(of: outcome).map(ExpectedLine.output)
        guard let error = outcome.error else { return lines }
        return lines.dropLast() + [.error(error.message)]  // the renderer's `! message`, last
    }

    /// The line as a transcript holds it: `! message` for an error; output escaped with a
    /// leading `\` when it is blank or starts with `>`, `!`, `#` or `\`, so it cannot be read
    /// as anything else (`\# starts a comment…`).
    public var transcriptText: String {
        switch self {
        case .error(let message):
            return "! " + message
        case .output(let text):
            guard let first = text.utf8.first, !text.utf8.allSatisfy(TranscriptGrammar.isBlank) else { return "\\" + text }
            return TranscriptGrammar.markers.contains(first) ? "\\" + text : text
        }
    }
}
