/// Why a file is not a valid transcript, and the line that shows it.
public struct TranscriptError: Error, Equatable, Sendable {
    /// The 1-based line number, or nil when the file as a whole is at fault (no input line).
    public let line: Int?
    /// What is wrong, in words: `'>' must be followed by a space: '> 5'`.
    public let reason: String

    /// An error about line `line` (nil: the whole file). The reason may quote the file's
    /// bytes, so it is escaped here, once for every way it is shown.
    public init(line: Int?, _ reason: String) {
        self.line = line
        self.reason = VisibleText.of(reason, limit: Int.max)
    }

    /// The message: `line 3: '>' must be followed by a space: '> 5'`.
    public var message: String {
        line.map { "line \($0): \(reason)" } ?? reason
    }

    /// A line typed after one that quits (`> quit`, `> 5`): `check` and `play` refuse it alike.
    public static func typedAfterQuit(line: Int, quitLine: Int, quit: String) -> TranscriptError {
        TranscriptError(line: line, "typed after line \(quitLine) quits ('\(VisibleText.of(quit))'): it would never be replayed")
    }
}
