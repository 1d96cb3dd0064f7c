/// Writes an `Outcome` for one audience: plain text, JSON objects, the terminal face, or a
/// transcript. A renderer shows an outcome completely — its trace first, then its answer —
/// and front ends only choose one; none parses what another printed.
public protocol Renderer {
    /// Writes `outcome` of the line at `place`: answers into `output`, and errors into
    /// `errors` or `output` as the format says.
    func render(_ outcome: Outcome, at place: Place, into output: OutputBuffer, errors: OutputBuffer)
}

/// Where a line came from, for error messages: `line 3`, `-e 1`, `lesson.txt: line 9`, or
/// nowhere at the prompt.
public struct Place: Sendable {
    /// The text before the message in plain errors (`line 3`); empty at the prompt.
    public let name: String
    /// The line's number, for JSON errors.
    public let line: Int

    /// A place called `name`, line `line`.
    public init(_ name: String, line: Int) {
        self.name = name
        self.line = line
    }
}

extension OutputFormat {
    /// The renderer of this format.
    public var renderer: any Renderer {
        switch self {
        case .plain: PlainRenderer()
        case .json: JSONRenderer()
        }
    }
}
