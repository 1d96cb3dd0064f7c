/// The machine's exports as text: a table, a Graphviz digraph and a Mermaid diagram, all
/// drawn from `MachineExport.cells`.
extension MachineExport {
    /// States × events, each cell the target state or `error`, then the guards: where an
    /// accepted event can still be refused.
    public static var table: String {
        let width = Event.Kind.allCases.map { max($0.rawValue.count, 8) }
        var lines = ["| state    | " + zip(Event.Kind.allCases, width).map { pad($0.rawValue, $1) }.joined(separator: " | ") + " |"]
        lines.append("|----------|" + width.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
        for phase in Phase.allCases {
            let row = cells.filter { $0.from == phase }
            lines.append("| " + pad(phase.rawValue, 8) + " | "
                + zip(row, width).map { pad($0.to?.rawValue ?? "error", $1) }.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("Guards (an accepted event is still refused unless):")
        for cell in cells where !cell.guards.isEmpty {
            lines.append("  \(cell.from) ──\(cell.event.rawValue)──▶ \(cell.to?.rawValue ?? "error")   " + cell.guardText)
        }
        lines.append("Line shorthands:")
        for cell in cells where cell.alsoSentBy != nil {
            lines.append("  in \(cell.from), an \(cell.alsoSentBy ?? "") sends \(cell.event.rawValue)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Graphviz digraph.
    public static var dot: String {
        var lines = ["digraph convcalc {", "    rankdir=LR;", "    node [shape=ellipse, fontname=\"Helvetica\"];",
                     "    start [shape=point];", "    start -> ready;"]
        for edge in edges {
            let label = edge.cells.map(\.label).joined(separator: "\\n")
            lines.append("    \(edge.from) -> \(edge.to) [label=\"\(label)\"];")
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// A Mermaid `stateDiagram-v2`, as GitHub renders it.
    public static var mermaid: String {
        var lines = ["stateDiagram-v2", "    [*] --> ready"]
        for edge in edges {
            lines.append("    \(edge.from) --> \(edge.to) : \(edge.cells.map(\.label).joined(separator: ", "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
