extension KeypadModel {
    /// Carries out `action` in the open precision picker: a step or a switch changes the
    /// choice, a step past its range's end says so on the status line; choosing sends it to
    /// the machine (which may refuse it) and closes the picker.
    mutating func pick(_ action: PrecisionPicker.Action) {
        guard var picker = precisionPicker else { return }
        switch action {
        case .step(let delta):
            if let limit = picker.limit(toward: delta) { status = (limit, true) }
            picker.step(delta)
        case .switchMode: picker.switchMode()
        case .choose:
            precisionPicker = nil
            perform(.send(.precision(picker.choice)))
            return
        case .close:
            precisionPicker = nil
            return
        }
        precisionPicker = picker
    }
}
