/// The transcript rendering: what a transcript expects after a `> ` line — the plain
/// rendering, with an error written as `! message` among the output.
public struct TranscriptRenderer: Renderer {
    /// A transcript renderer.
    public init() {}

    public func render(_ outcome: Outcome, at place: Place, into output: OutputBuffer, errors: OutputBuffer) {
        TraceText.plain(outcome.trace, into: output)
        if case .rejected(let error) = outcome.shows {
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
        var lines = String(decoding: buffer.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
