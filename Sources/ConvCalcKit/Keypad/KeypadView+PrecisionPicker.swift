extension KeypadView {
    /// The precision picker over the keys (`PrecisionPicker.box`): the choice highlighted, its keys under it.
    func drawPrecisionPicker(_ picker: PrecisionPicker, _ layout: KeypadLayout, on screen: Screen) {
        let box = PrecisionPicker.box(in: layout)
        clearPanelRows(under: box, layout, on: screen)
        screen.fill(box, style: .normal)
        screen.box(box, title: "precision", glyphs: glyphs)
        var lines: [StyledLine] = [[Span(picker.lines[0], .selected)]]
        lines += picker.lines.dropFirst().map { [Span($0, .dim)] }
        put(lines, inside: box, on: screen)
    }
}
