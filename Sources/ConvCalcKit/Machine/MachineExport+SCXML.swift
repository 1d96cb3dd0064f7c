/// The machine as W3C SCXML, for statechart engines (Qt's QScxmlStateMachine runs it as it is).
extension MachineExport {
    /// The namespace of the attributes that carry what SCXML has no place for: a guard's text
    /// (`convcalc:guard`) and what else sends an event (`convcalc:alsoSentBy`).
    static let scxmlNamespace = "urn:convcalc:machine"

    /// An SCXML document: one `<state>` per phase, `ready` initial, one `<transition>` per
    /// accepted cell, its event the kind's identifier (`point` for `.`).
    ///
    /// A guarded transition has a condition over the event's data, in the ECMAScript data
    /// model: `cond="_event.data.significantDigitsFit &amp;&amp; _event.data.withinKindLimit"`.
    /// An engine sends each event with an object saying which guards hold (the calculator's
    /// verdict: all true when it accepted the event, the one it failed false when it refused
    /// it). An event with no transition in the current state is ignored, as the machine ignores
    /// a refused event: both change nothing.
    public static var scxml: String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!-- convcalc's state machine, derived from its transition function by 'convcalc machine'.",
            "     Events are named for the keys (docs/GUIDE.md maps them); a guarded transition is taken only when",
            "     the event's data says its guards hold: {\"significantDigitsFit\": true, ...}. -->",
            "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:convcalc=\"\(scxmlNamespace)\" version=\"1.0\"",
            "       datamodel=\"ecmascript\" initial=\"\(Phase.ready.rawValue)\" name=\"convcalc\">",
        ]
        for phase in Phase.allCases {
            lines.append("  <state id=\"\(phase.rawValue)\">")
            for cell in cells where cell.from == phase {
                guard let target = cell.to else { continue }
                lines.append("    <transition" + scxmlAttributes(of: cell, target: target) + "/>")
            }
            lines.append("  </state>")
        }
        lines.append("</scxml>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The condition an SCXML engine evaluates for `guards`: each one a field of the event's data.
    public static func scxmlCondition(_ guards: [Guard]) -> String {
        guards.map { "_event.data.\($0.rawValue)" }.joined(separator: " && ")
    }

    /// ` event="digit" cond="…" target="integer" convcalc:guard="…"`, each value escaped.
    private static func scxmlAttributes(of cell: Cell, target: Phase) -> String {
        var attributes = [("event", cell.event.identifier)]
        if !cell.guards.isEmpty { attributes.append(("cond", scxmlCondition(cell.guards))) }
        attributes.append(("target", target.rawValue))
        if !cell.guards.isEmpty { attributes.append(("convcalc:guard", cell.guardText)) }
        if let alsoSentBy = cell.alsoSentBy { attributes.append(("convcalc:alsoSentBy", alsoSentBy)) }
        return attributes.map { " \($0)=\"\(xmlEscaped($1))\"" }.joined()
    }

    /// `text` as an XML attribute value: `&`, `<`, `>` and `"` as entities.
    static func xmlEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
