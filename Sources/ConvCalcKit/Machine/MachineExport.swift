/// The machine as data, derived by sending one sample of every event kind to a sample state
/// of every phase through `Machine.transition`. Nothing here is typed by hand: the table,
/// the Graphviz and the Mermaid diagrams are all drawn from `cells`.
public enum MachineExport {
    /// One cell of the transition table: in `from`, `event` leads to `to`, or is refused.
    public struct Cell: Equatable, Sendable {
        /// The phase the event is sent in.
        public let from: Phase
        /// The kind of event.
        public let event: Event.Kind
        /// The target phase, or nil when the machine refuses the event there.
        public let to: Phase?
    }

    /// A typical state of each phase: what the machine is in after typing `5`, `5.`, `convert`.
    public static func sample(_ phase: Phase) -> State {
        switch phase {
        case .ready: State.initial
        case .integer: State(phase: .integer, entry: Entry(digit: 5))
        case .fraction: State(phase: .fraction, entry: Entry(value: ExactDecimal(digits: 5), hasPoint: true))
        case .choosing: State(phase: .choosing)
        }
    }

    /// A typical event of each kind.
    public static func sample(_ kind: Event.Kind) -> Event {
        switch kind {
        case .digit: .digit(5)
        case .point: .point
        case .sign: .sign
        case .clear: .clear
        case .commit: .commit
        case .convert: .convert
        case .pick: .pick(Converter.builtIn[2])
        case .cancel: .cancel
        case .swap: .swap
        case .reset: .reset
        case .precision: .precision(3)
        }
    }

    /// Every phase × event kind, in declaration order.
    public static var cells: [Cell] {
        Phase.allCases.flatMap { phase in
            Event.Kind.allCases.map { kind in
                let target = try? Machine.transition(sample(phase), sample(kind)).get().phase
                return Cell(from: phase, event: kind, to: target)
            }
        }
    }

    /// The accepted transitions grouped by (from, to), with their event kinds.
    static var edges: [(from: Phase, to: Phase, events: [Event.Kind])] {
        var grouped: [(from: Phase, to: Phase, events: [Event.Kind])] = []
        for cell in cells {
            guard let to = cell.to else { continue }
            if let index = grouped.firstIndex(where: { $0.from == cell.from && $0.to == to }) {
                grouped[index].events.append(cell.event)
            } else {
                grouped.append((cell.from, to, [cell.event]))
            }
        }
        return grouped
    }

    /// States × events, each cell the target state or `error`.
    public static var table: String {
        let width = Event.Kind.allCases.map { max($0.rawValue.count, 8) }
        var lines = ["| state    | " + zip(Event.Kind.allCases, width).map { pad($0.rawValue, $1) }.joined(separator: " | ") + " |"]
        lines.append("|----------|" + width.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
        for phase in Phase.allCases {
            let row = cells.filter { $0.from == phase }
            lines.append("| " + pad(phase.rawValue, 8) + " | "
                + zip(row, width).map { pad($0.to?.rawValue ?? "error", $1) }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Graphviz digraph.
    public static var dot: String {
        var lines = ["digraph convcalc {", "    rankdir=LR;", "    node [shape=ellipse, fontname=\"Helvetica\"];",
                     "    start [shape=point];", "    start -> ready;"]
        for edge in edges {
            let label = edge.events.map(\.rawValue).joined(separator: ", ")
            lines.append("    \(edge.from) -> \(edge.to) [label=\"\(label)\"];")
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// A Mermaid `stateDiagram-v2`, as GitHub renders it.
    public static var mermaid: String {
        var lines = ["stateDiagram-v2", "    [*] --> ready"]
        for edge in edges {
            lines.append("    \(edge.from) --> \(edge.to) : \(edge.events.map(\.rawValue).joined(separator: ", "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
