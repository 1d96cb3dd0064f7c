/// The machine as a Graphviz digraph for a slide: laid out top to bottom at 16:9, its edges
/// labelled with keys only (`.` as `point (.)`: a lone dot is lost on a projector), the guards
/// in a legend, one line for each key and the states where it needs the same.
extension MachineExport {
    /// A Graphviz digraph that `dot -Tpng` lays out as a 1920×1080-ish picture with big type.
    /// A guarded event is marked `*` on its edge (`digit*`); the legend says, per key and
    /// state, what it needs (`digit* in integer: ≤ 15 significant digits; …`). The keys that keep a state are written
    /// in it (`stays: digit*, +/-*, …`) rather than on a loop: a loop's label beside `ready`
    /// sat where the edges coming back to `ready` pass.
    ///
    /// The `ratio` is taller than 9/16 on purpose: Graphviz applies it before it places the
    /// loops' labels, which widen the picture to about 16:9 (a test holds the result near it).
    public static var slide: String {
        var lines = [
            "digraph convcalc {",
            "    graph [size=\"16,9!\", ratio=0.65, dpi=120, nodesep=0.5, ranksep=0.6, fontname=\"Helvetica\"];",
            "    node [shape=ellipse, fontname=\"Helvetica\", fontsize=22, style=filled, fillcolor=\"#eef3fb\"];",
            "    edge [fontname=\"Helvetica\", fontsize=16];",
            "    start [shape=point, width=0.2];",
            "    start -> ready;",
        ]
        let label = { (cells: [Cell]) in cells.map { slideName($0.event) + ($0.guards.isEmpty ? "" : "*") }.joined(separator: ", ") }
        for edge in edges where edge.from == edge.to {
            lines.append("    \(edge.from) [label=<\(edge.from)<br/><font point-size=\"16\">stays: "
                         + xmlEscaped(label(edge.cells)) + "</font>>];")
        }
        for edge in edges where edge.from != edge.to {
            lines.append("    \(edge.from) -> \(edge.to) [label=\"\(label(edge.cells))\"];")
        }
        lines.append("    legend [shape=plaintext, style=\"\", fontsize=18, label=<" + slideLegend + ">];")
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// How a slide names an event: `.` as `point (.)`, the others as the table does.
    static func slideName(_ kind: Event.Kind) -> String {
        kind == .point ? "point (.)" : kind.rawValue
    }

    /// An HTML-like table: `* refused unless`, then one row per guarded key and the states
    /// where it needs the same guards (`swap* in integer, fraction: not a compound output; …`):
    /// a guard is said only where it applies.
    private static var slideLegend: String {
        var rows = ["<tr><td align=\"left\"><b>* refused unless</b></td></tr>"]
        for kind in Event.Kind.allCases {
            var groups: [(guards: [Guard], states: [Phase])] = []
            for cell in cells where cell.event == kind && !cell.guards.isEmpty {
                if let index = groups.firstIndex(where: { $0.guards == cell.guards }) {
                    groups[index].states.append(cell.from)
                } else {
                    groups.append((cell.guards, [cell.from]))
                }
            }
            for group in groups {
                let states = group.states.map(\.rawValue).joined(separator: ", ")
                let text = " in " + states + ": " + group.guards.map(\.text).joined(separator: "; ")
                rows.append("<tr><td align=\"left\"><b>" + xmlEscaped(slideName(kind)) + "*</b>" + xmlEscaped(text) + "</td></tr>")
            }
        }
        return "<table border=\"0\" cellborder=\"0\" cellspacing=\"2\">" + rows.joined() + "</table>"
    }
}
