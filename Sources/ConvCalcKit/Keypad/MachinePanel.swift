/// The machine, live: its states with the current one lit, the transitions out of it
/// (grouped by target state, refused events last, with those the current value refuses:
/// `✗ swap` below absolute zero), and the last transition taken.
///
/// Everything is derived from `MachineExport.cells`, the same data `convcalc machine` prints,
/// and from `Machine.transition` for the current state, so the panel can never disagree
/// with the machine.
public enum MachinePanel {
    /// The transition table, computed once.
    static let cells = MachineExport.cells

    /// Rows the last transition may take.
    static let lastStepRows = 2

    /// The height of a panel `width` wide (borders and margins included) that fits the tallest
    /// state. A value that refuses an event its state takes (`✗ swap`) may need a row more:
    /// `lines(…rows:)` then takes it from the last step's rows, or a shorter form.
    public static func height(width: Int) -> Int {
        let inner = width - 4
        let tallest = Phase.allCases.map { transitions(from: $0, width: inner).count }.max() ?? 0
        return 2 + states(current: .ready, width: inner).count + tallest + lastStepRows
    }

    /// The panel's lines for a calculator in `state` after `last`, `width` characters wide.
    public static func lines(state: State, last: TraceStep?, width: Int) -> [StyledLine] {
        var lines = states(current: state.phase, width: width)
        lines += transitions(in: state, width: width).map { [Span($0, .normal)] }
        if let last {
            let style: Style = last.refusal == nil ? .current : .error
            let text = TextWrap.lines(TraceText.plain(last), width: width, indent: 2)
            var shown = Array(text.prefix(lastStepRows))
            if text.count > lastStepRows { shown[lastStepRows - 1] = TextWrap.clip(shown[lastStepRows - 1] + " …", width: width) }
            lines += shown.map { [Span($0, style)] }
        }
        return lines
    }

    /// The names of the states, the current one highlighted, wrapped to `width`.
    static func states(current: Phase, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = [[]]
        var used = 0
        for phase in Phase.allCases {
            let name = " \(phase.rawValue) "
            if used > 0 && used + name.count > width {
                lines.append([])
                used = 0
            }
            lines[lines.count - 1].append(Span(name, phase == current ? .current : .dim))
            used += name.count
        }
        return lines
    }

    /// `clear, digit ──▶ integer` for each target state, then `✗ pick, cancel`, wrapped.
    static func transitions(from phase: Phase, width: Int) -> [String] {
        let index = Phase.allCases.firstIndex(of: phase) ?? 0
        if width >= widest[index] { return unwrapped[index] }  // the usual case: nothing to wrap
        return unwrapped[index].flatMap { TextWrap.lines($0, width: width, indent: 4) }
    }

    /// The characters in the longest unwrapped transition text of each phase.
    private static let widest: [Int] = unwrapped.map { $0.map(\.count).max() ?? 0 }

    /// The keys of each phase and the kind of event each sends (`KeyMap.events`), in
    /// `Phase.allCases` order: computed once.
    static let keys: [[KeyMap.SentEvent]] = Phase.allCases.map(KeyMap.events)

    /// The cells out of each phase whose event a key of the keypad sends there, in
    /// `Phase.allCases` order: the events the panel names, whole or compact (no key sends line-end in
    /// the menu: Return picks there; no key picks or cancels outside it).
    static let sentCells: [[MachineExport.Cell]] = Phase.allCases.indices.map { index in
        cells.filter { cell in cell.from == Phase.allCases[index] && keys[index].contains { $0.kind == cell.event } }
    }

    /// The transitions out of each phase, unwrapped, in `Phase.allCases` order: computed once.
    private static let unwrapped: [[String]] = Phase.allCases.indices.map { texts(sentCells[$0], keys[$0]) }

    /// The transitions of `sent`, one text for each target and one for the refusals: the
    /// targets in the order of the first event leading to each, the refusals last. Each event
    /// comes with the keys that send it when they differ from their usual meaning:
    /// `pick (Return, 1–8, click a row)`.
    static func texts(_ sent: [MachineExport.Cell], _ keys: [KeyMap.SentEvent]) -> [String] {
        var targets: [Phase] = []
        for cell in sent {
            if let target = cell.to, !targets.contains(target) { targets.append(target) }
        }
        var texts = targets.map { target in list(sent, leadingTo: target, keys) + " ──▶ " + target.rawValue }
        let refused = list(sent, leadingTo: nil, keys)
        if !refused.isEmpty { texts.append("✗ " + refused) }
        return texts
    }

    /// The events of `cells` that lead to `target` (nil: the refused ones), separated by
    /// commas, each with the keys that send it unusually (a loop: the generic `joined` costs
    /// more at start-up than the rest of the panel's texts).
    private static func list(_ cells: [MachineExport.Cell], leadingTo target: Phase?,
                             _ keys: [KeyMap.SentEvent]) -> String {
        var text = ""
        for cell in cells where cell.to == target {
            if !text.isEmpty { text += ", " }
            text += cell.event.rawValue
            var unusual = ""
            for key in keys where key.kind == cell.event && !key.isUsual {
                unusual += (unusual.isEmpty ? "" : ", ") + key.name
            }
            if !unusual.isEmpty { text += " (" + unusual + ")" }
        }
        return text
    }
}
