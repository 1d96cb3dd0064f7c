/// Writes transcript lines: what `--record` appends for each typed line, and what
/// `check --update` puts in place of an exchange's outdated output.
public enum TranscriptText {
    /// One exchange as transcript text: the typed line (`> 212`, or `>` for an empty line),
    /// then every line `outcome` shows, escaped where needed; each line ends in `\n`.
    ///
    /// A typed line holding a line break (possible only by quoting one at the prompt, Ctrl-V
    /// Return) cannot be written as one transcript line. Line breaks at its end mean nothing
    /// (a line is read without them) and are dropped; one inside it, written any other way,
    /// would mean another line (`12\r3` is refused; `12 3` is 123), so such a line is left out,
    /// with a comment saying so: it is refused (a line break is no blank) or only answered, so
    /// the lines after it replay the same without it.
    public static func exchange(_ input: String, outcome: Outcome) -> String {
        guard let line = Lines.single(input) else {
            return "# left out: a typed line holding a line break, which a transcript line cannot hold\n"
        }
        if line.utf8.count + 2 > LineSplitter.defaultMaximumLength {  // with its "> "
            return "# left out: a typed line longer than 1 MiB, which a transcript line cannot hold\n"
        }
        return ([inputLine(line)] + ExpectedLine.lines(of: outcome).map(\.transcriptText)).map { $0 + "\n" }.joined()
    }

    /// The transcript line of a typed line (shown in reports: a line break in it becomes a
    /// space there, as a transcript line cannot hold one).
    public static func inputLine(_ input: String) -> String {
        guard !input.isEmpty else { return ">" }
        let bytes = input.utf8.map { $0 == TranscriptLines.carriageReturn || $0 == TranscriptLines.lineFeed ? UInt8(ascii: " ") : $0 }
        return "> " + String(decoding: bytes, as: UTF8.self)
    }
}
