/// Writes transcript lines: what `--record` appends for each typed line, and what
/// `check --update` puts in place of an exchange's outdated output.
public enum TranscriptText {
    /// One exchange as transcript text: the typed line (`> 212`, or `>` for an empty line),
    /// then every line `outcome` shows, escaped where needed; each line ends in `\n`.
    public static func exchange(_ input: String, outcome: Outcome) -> String {
        ([inputLine(input)] + ExpectedLine.lines(of: outcome).map(\.transcriptText)).map { $0 + "\n" }.joined()
    }

    /// The transcript line of a typed line. A line break inside it (possible only by quoting
    /// one at the prompt) is written as a space: the calculator reads a carriage return as a
    /// blank too, and a transcript line cannot hold one.
    public static func inputLine(_ input: String) -> String {
        guard !input.isEmpty else { return ">" }
        let bytes = input.utf8.map { $0 == TranscriptLines.carriageReturn || $0 == TranscriptLines.lineFeed ? UInt8(ascii: " ") : $0 }
        return "> " + String(decoding: bytes, as: UTF8.self)
    }
}
