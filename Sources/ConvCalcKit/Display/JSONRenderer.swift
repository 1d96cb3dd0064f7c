/// The JSON rendering: one object per line of output — a trace object per event, then the
/// displays, the menu, a text answer or an error (`{"error":…,"line":N,"at":"-e N"}`), all on stdout.
public struct JSONRenderer: Renderer {
    /// A JSON renderer.
    public init() {}

    public func render(_ outcome: Outcome, at place: Place, into output: OutputBuffer, errors: OutputBuffer) {
        if outcome.isTraced {
            for step in outcome.trace { TraceText.json(step, into: output) }
            if outcome.error != nil { TraceText.jsonUndone(outcome.trace, into: output) }  // as the plain trace says
        }
        switch outcome.shows {
        case .nothing:
            break
        case .displays(let displays):
            JSONText.displays(displays, into: output)
        case .menu:
            JSONText.menu(into: output)
        case .info(let text):
            output.append("{\"info\":")
            output.append(jsonString: text)
            output.append("}\n")
        case .quit:
            output.append("{\"info\":\"quit\"}\n")  // one object for every non-blank line
        case .rejected(let error):
            output.append("{\"error\":")
            output.append(jsonString: error.message)
            output.append(",\"line\":")
            output.append(integer: place.line)
            if !place.name.isEmpty {  // which input: `-e 2`, `notes.txt: line 3` (a number alone was ambiguous)
                output.append(",\"at\":")
                output.append(jsonString: place.name)
            }
            output.append("}\n")
        }
    }
}
