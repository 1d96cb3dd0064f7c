/// The plain rendering: trace lines, then the output display above the input display, the
/// menu or the text answer; errors as `convcalc: line 3: message` for stderr.
public struct PlainRenderer: Renderer {
    /// A plain renderer.
    public init() {}

    public func render(_ outcome: Outcome, at place: Place, into output: OutputBuffer, errors: OutputBuffer) {
        if outcome.isTraced {
            TraceText.plain(outcome.trace, into: output)
            if outcome.error != nil, let undone = TraceText.undone(outcome.trace) { output.append(string: undone + "\n") }
        }
        if let displays = outcome.displays { return PlainText.displays(displays, into: output) }
        if let error = outcome.error {
            errors.append("convcalc: ")
            if !place.name.isEmpty {
                errors.append(string: place.name)
                errors.append(": ")
            }
            errors.append(string: error.message)
            errors.append("\n")
            return
        }
        PlainText.answer(outcome.shows, into: output)
    }
}
