/// The machine as a Graphviz digraph for a slide: laid out top to bottom at 16:9, its edges
/// labelled with keys only, the guards in a legend.
extension MachineExport {
    /// A Graphviz digraph that `dot -Tpng` lays out as a 1920×1080-ish picture with big type.
    /// A guarded event is marked `*` on its edge (`digit*`); the legend says, per key, what
    /// it needs (`digit*: ≤ 15 significant digits; …`). The keys that keep a state are written
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
        let label = { (cells: [Cell]) in cells.map { $0.event.rawValue + ($0.guards.isEmpty ? "" : "*") }.joined(separator: ", ") }
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

    /// An HTML-like table: `* refused unless`, then one row per guarded key with every guard
    /// it meets in any state.
    private static var slideLegend: String {
        var rows = ["<tr><td align=\"left\"><b>* refused unless</b></td></tr>"]
        for kind in Event.Kind.allCases {
            var guards: [Guard] = []
            for cell in cells where cell.event == kind {
                guards += cell.guards.filter { !guards.contains($0) }
            }
            guard !guards.isEmpty else { continue }
            let text = kind.rawValue + ": " + guards.map(\.text).joined(separator: "; ")
            rows.append("<tr><td align=\"left\">" + xmlEscaped(text) + "</td></tr>")
        }
        return "<table border=\"0\" cellborder=\"0\" cellspacing=\"2\">" + rows.joined() + "</table>"
    }
}
