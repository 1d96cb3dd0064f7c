extension KeyMap {
    /// Keys of the open precision picker: Up/Down (or `+`/`-`) step the choice, `s` switches
    /// places and significant digits, Return or a click on the picker sets it, Esc or a
    /// click outside closes it; quitting keys keep their meaning, others do nothing.
    func precisionPickerCommand(for key: InputKey) -> KeypadCommand {
        switch key {
        case .up, .character("+"): return .precisionPicker(.step(1))
        case .down, .character("-"): return .precisionPicker(.step(-1))
        case .character("s"), .character("S"): return .precisionPicker(.switchMode)
        case .enter: return .precisionPicker(.choose)
        case .escape: return .precisionPicker(.close)
        case .character("q"), .character("Q"): return .quit
        case .mouse(let report):
            guard report.isLeftPress, let layout else { return .release }
            return PrecisionPicker.box(in: layout, glyphs: glyphs).contains(report.point) ? .precisionPicker(.choose) : .precisionPicker(.close)
        default: return .ignored
        }
    }
}
