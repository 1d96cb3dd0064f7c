/// The machine as data, derived by sending one sample of every event kind to sample states
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
        /// The conditions an event it accepts here must still meet, or the machine refuses it
        /// (`significantDigitsFit`), found by sending it to the phase's edge states when
        /// asked (the keypad's panel never asks, so it starts without the probing).
        public var guards: [Guard] {
            to == nil ? [] : MachineExport.guards(of: event, in: MachineExport.edges(from))
        }
        /// What else sends this event in this phase: `empty line` for cancel in the menu.
        public let alsoSentBy: String?

        /// The edge's label: `digit [≤ 15 significant digits]`, `cancel (empty line)`.
        public var label: String {
            var text = event.rawValue
            if let alsoSentBy { text += " (\(alsoSentBy))" }
            if !guards.isEmpty { text += " [" + guardText + "]" }
            return text
        }

        /// The guards as the table and the diagrams show them: `≤ 15 significant digits; within the kind's limit`.
        public var guardText: String {
            guards.map(\.text).joined(separator: "; ")
        }
    }

    /// A typical state of each phase: what the machine is in after typing `5`, `5.`, `convert`.
    /// (Reached directly, so the table and the keypad's panel start without the edge states.)
    public static func sample(_ phase: Phase) -> State {
        guard let state = state(after: typicalEvents(phase)) else { preconditionFailure("no typical \(phase) state") }
        return state
    }

    /// The edge states of every phase, in `Phase.allCases` order, reached once.
    private static let edgesByPhase: [[State]] = Phase.allCases.map(edgeStates)

    /// The edge states of `phase`.
    static func edges(_ phase: Phase) -> [State] {
        edgesByPhase[Phase.allCases.firstIndex(of: phase) ?? 0]
    }

    /// A typical event of each kind.
    public static func sample(_ kind: Event.Kind) -> Event {
        switch kind {
        case .digit: .digit(5)
        case .point: .point
        case .sign: .sign
        case .exponent: .exponent
        case .clear: .clear
        case .commit: .commit
        case .convert: .convert
        case .pick: .pick(Converter.builtIn[2])
        case .cancel: .cancel
        case .swap: .swap
        case .reset: .reset
        case .precision: .precision(.places(3))
        }
    }

    /// Every phase × event kind, in declaration order.
    public static let cells: [Cell] = Phase.allCases.flatMap { phase in
        let emptyLine = emptyLineSends(in: phase)
        return Event.Kind.allCases.map { kind in
            let target = try? Machine.transition(sample(phase), sample(kind)).get().phase
            return Cell(from: phase, event: kind, to: target, alsoSentBy: emptyLine == kind ? "empty line" : nil)
        }
    }

    /// The accepted transitions grouped by (from, to), with their cells.
    static var edges: [(from: Phase, to: Phase, cells: [Cell])] {
        var grouped: [(from: Phase, to: Phase, cells: [Cell])] = []
        for cell in cells {
            guard let to = cell.to else { continue }
            if let index = grouped.firstIndex(where: { $0.from == cell.from && $0.to == to }) {
                grouped[index].cells.append(cell)
            } else {
                grouped.append((cell.from, to, [cell]))
            }
        }
        return grouped
    }

    /// The guards an event fails in `edges`, the edge states of a phase.
    static func guards(of kind: Event.Kind, in edges: [State]) -> [Guard] {
        var found: [Guard] = []
        for state in edges {
            for event in edgeEvents(kind) {
                if case .failure(let rejection) = Machine.transition(state, event), let unmet = rejection.unmetGuard,
                   !found.contains(unmet) {
                    found.append(unmet)
                }
            }
        }
        return found
    }

    /// The event an empty line sends in `phase`, if any (in the menu: cancel).
    static func emptyLineSends(in phase: Phase) -> Event.Kind? {
        var steps: [Step] = []
        var nothing: [UInt8] = []
        let parsed: Void? = nothing.withUnsafeMutableBufferPointer { buffer in
            try? LineParser.parse(LineBytes(UnsafeBufferPointer(buffer)), in: phase, into: &steps)
        }
        guard parsed != nil, case .event(let event)? = steps.first?.action else { return nil }
        return event.kind
    }
}
