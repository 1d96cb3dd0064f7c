/// How answers are written for scripts: `plain` for people and transcripts, `json` for
/// programs. (At a terminal the prompt shows the face instead, unless a format is chosen.)
public enum OutputFormat: String, CaseIterable, Sendable {
    case plain, json
}
