/// How answers are written: `plain` for people and transcripts, `json` for programs.
public enum OutputFormat: String, CaseIterable, Sendable {
    case plain, json

    /// Writes what `answer` shows for `session` into `output`. Errors are not written here:
    /// see `renderError`.
    public func render(_ answer: Answer, of session: Session, into output: OutputBuffer) {
        switch (self, answer) {
        case (_, .nothing), (.plain, .quit), (_, .rejected):
            break
        case (.json, .quit):
            output.append("{\"info\":\"quit\"}\n")  // one object for every non-blank line
        case (.plain, .display):
            PlainText.displays(session, into: output)
        case (.json, .display):
            JSONText.displays(session, into: output)
        case (.plain, .menu), (.plain, .converterList):
            PlainText.menu(current: session.state.converter, into: output)
        case (.json, .menu), (.json, .converterList):
            JSONText.menu(into: output)
        case (.plain, .info(let text)):
            output.append(string: text)
            output.append("\n")
        case (.json, .info(let text)):
            output.append("{\"info\":")
            output.append(jsonString: text)
            output.append("}\n")
        }
    }

    /// Writes trace steps, one line (plain) or one object (JSON) each.
    public func renderTrace(_ steps: [TraceStep], into output: OutputBuffer) {
        for step in steps {
            switch self {
            case .plain:
                output.append(string: TraceText.plain(step))
                output.append("\n")
            case .json:
                TraceText.json(step, into: output)
            }
        }
    }

    /// Writes a rejected line: plain `convcalc: WHERE: message` for stderr, or the JSON
    /// object `{"error":…,"line":N}` for stdout.
    public func renderError(_ error: LineError, place: String, line: Int, into output: OutputBuffer) {
        switch self {
        case .plain:
            output.append("convcalc: ")
            output.append(string: place)
            output.append(": ")
            output.append(string: error.message)
            output.append("\n")
        case .json:
            output.append("{\"error\":")
            output.append(jsonString: error.message)
            output.append(",\"line\":")
            output.append(integer: line)
            output.append("}\n")
        }
    }
}
