/// The machine as JSON, for tools that draw or check it.
extension MachineExport {
    /// One object: `name`, `initial`, `states`, `events` (each `{"name":"point","key":"."}`),
    /// `guards` (each `{"name":"placesFit","text":"≤ 28 places"}`) and `transitions`, one per
    /// accepted cell: `{"source":"integer","event":"digit","target":"integer",
    /// "guards":["significantDigitsFit",…],"guard":"≤ 15 significant digits; …"}`, with
    /// `"alsoSentBy":"empty line"` where a shorthand sends the event too.
    public static var json: String {
        let output = OutputBuffer(capacity: 1 << 13)
        output.append("{\"name\":\"convcalc\",\"initial\":")
        output.append(jsonString: Phase.ready.rawValue)
        output.append(",\n\"states\":[")
        appendList(Phase.allCases, to: output) { phase, output in output.append(jsonString: phase.rawValue) }
        output.append("],\n\"events\":[\n")
        appendList(Event.Kind.allCases, separator: ",\n", to: output) { kind, output in
            appendFields([("name", kind.identifier), ("key", kind.rawValue)], to: output)
        }
        output.append("],\n\"guards\":[\n")
        appendList(Guard.allCases, separator: ",\n", to: output) { unmet, output in
            appendFields([("name", unmet.rawValue), ("text", unmet.text)], to: output)
        }
        output.append("],\n\"transitions\":[\n")
        appendList(cells.filter { $0.to != nil }, separator: ",\n", to: output, appendTransition)
        output.append("]}\n")
        return String(decoding: output.bytes, as: UTF8.self)
    }

    private static func appendTransition(_ cell: Cell, to output: OutputBuffer) {
        output.append("{\"source\":")
        output.append(jsonString: cell.from.rawValue)
        output.append(",\"event\":")
        output.append(jsonString: cell.event.identifier)
        output.append(",\"target\":")
        output.append(jsonString: cell.to?.rawValue ?? "")
        output.append(",\"guards\":[")
        appendList(cell.guards, to: output) { unmet, output in output.append(jsonString: unmet.rawValue) }
        output.append("],\"guard\":")
        output.append(jsonString: cell.guardText)
        if let alsoSentBy = cell.alsoSentBy {
            output.append(",\"alsoSentBy\":")
            output.append(jsonString: alsoSentBy)
        }
        output.append("}")
    }

    /// `{"a":"x","b":"y"}`.
    private static func appendFields(_ fields: [(String, String)], to output: OutputBuffer) {
        output.append("{")
        appendList(fields, to: output) { field, output in
            output.append(jsonString: field.0)
            output.append(":")
            output.append(jsonString: field.1)
        }
        output.append("}")
    }

    /// The elements of `list`, each appended by `body`, with `separator` between them.
    private static func appendList<Element>(_ list: [Element], separator: StaticString = ",", to output: OutputBuffer,
                                            _ body: (Element, OutputBuffer) -> Void) {
        for (index, element) in list.enumerated() {
            if index > 0 { output.append(separator) }
            body(element, output)
        }
    }
}
