/// The transcript rendering: what a transcript expects after a `> ` line — the plain
/// rendering, with an error written as `! message` among the output.
public struct TranscriptRenderer: Renderer {
    /// A transcript renderer.
    public init() {}

    public func render(_ outcome: Outcome, at place: Place, into output: OutputBuffer, errors: OutputBuffer) {
        TraceText.plain(outcome.trace, into: output)
        if case .rejected(let error) = outcome.shows {
            if let undone = TraceText.undone(outcome.trace) { output.append(string: undone + "\n") }
            output.append("! ")
            output.append(string: error.message)
            output.append("\n")
            return
        }
        PlainText.answer(outcome.shows, into: output)
    }

    /// The transcript lines of `outcome`, without their line ends.
    public func lines(of outcome: Outcome) -> [String] {
        let buffer = OutputBuffer(capacity: 256)
        render(outcome, at: Place("", line: 0), into: buffer, errors: buffer)
        // Cut at the newline bytes, not by characters: `?` prints 2 KB, and a transcript of
        // them is checked line by line (a newline byte is never inside a UTF-8 character).
        let bytes = buffer.bytes
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
