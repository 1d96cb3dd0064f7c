extension MachinePanel {
    /// The transitions out of `state`'s phase (`transitions(from:width:)`), an event its phase
    /// takes but `state` refuses shown among the refusals: `✗ swap` where the swap would be
    /// below absolute zero or has no value, not `swap ──▶ ready`.
    static func transitions(in state: State, width: Int) -> [String] {
        let index = Phase.allCases.firstIndex(of: state.phase) ?? 0
        let sent = sentCells(in: state)
        if sent == sentCells[index] { return transitions(from: state.phase, width: width) }  // the usual case
        return texts(sent, keys[index]).flatMap { TextWrap.lines($0, width: width, indent: 4) }
    }

    /// `sentCells` of `state`'s phase, each event the phase takes but `state` refuses made a
    /// refusal (`to` nil): a swap whose output is below absolute zero, or has no value, or
    /// comes from a compound converter; `+/-` past its kind's limit; a digit when every digit is
    /// refused (15 digits typed, an exponent of 99). Other events that carry a value are not asked
    /// (`Event.Kind.carriesValue`): whether a pick or a precision is taken depends on which.
    static func sentCells(in state: State) -> [MachineExport.Cell] {
        func refuses(_ event: Event) -> Bool {
            if case .failure = Machine.transition(state, event) { true } else { false }
        }
        return sentCells[Phase.allCases.firstIndex(of: state.phase) ?? 0].map { cell in
            guard cell.to != nil else { return cell }
            let refused = cell.event == .digit ? (0...9).allSatisfy { refuses(.digit($0)) }
                : !cell.event.carriesValue && refuses(MachineExport.sample(cell.event))
            return refused ? MachineExport.Cell(from: cell.from, event: cell.event, to: nil, alsoSentBy: cell.alsoSentBy) : cell
        }
    }
}
