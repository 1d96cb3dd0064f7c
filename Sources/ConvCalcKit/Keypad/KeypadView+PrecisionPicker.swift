extension KeypadView {
    /// The precision picker over the keys (`PrecisionPicker.box`): the choice highlighted, its keys under it.
    func drawPrecisionPicker(_ picker: PrecisionPicker, _ model: KeypadModel, _ layout: KeypadLayout, on screen: Screen) {
        let box = PrecisionPicker.box(in: layout, glyphs: glyphs)
        drawPanels(covered: box, model, layout, on: screen)
        screen.fill(box, style: .normal)
        screen.box(box, title: "precision", glyphs: glyphs)
        var lines: [StyledLine] = [[Span(picker.lines[0], .selected)]]
        lines += picker.lines.dropFirst().map { [Span($0, .dim)] }
        let padding = PrecisionPicker.widestLine(glyphs) + 4 <= box.width ? 1 : 0
        put(lines, inside: box, on: screen, padding: padding)
    }
}

extension KeypadView {
    /// The hint line while the precision picker is open: its own keys, not the keypad's (`s`
    /// switches places and significant digits there, it does not swap), and the way out last,
    /// down to 20 columns (`↑/↓  s  ⏎  Esc  q`).
    func precisionPickerHint(width: Int) -> String {
        let variants = [
            "↑/↓ more, fewer  s places/sig  ⏎ set  Esc cancel  q quit",
            "↑/↓  s places/sig  ⏎ set  Esc cancel  q quit",
            "↑/↓  s places/sig  ⏎ set  Esc  q quit",
            "↑/↓  s  ⏎ set  Esc  q quit",
            "↑/↓  s  ⏎  Esc  q",
        ]
        return variants.first { glyphs.text($0).count <= width } ?? ""
    }
}
