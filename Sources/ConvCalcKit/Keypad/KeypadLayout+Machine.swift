extension KeypadLayout {
    /// This layout with the machine panel grown by up to `rows` rows into the panel right under
    /// it (the event log or the lesson), which keeps at least `minimumPanelRows`: so a long
    /// refusal's reason does not push the machine's states out of its panel (60×24). Unchanged
    /// when the two panels are not stacked alike (a projector's 40×20 puts the machine beside).
    func machineGrown(by rows: Int) -> KeypadLayout {
        guard rows > 0, let machine, let panel, panel.x == machine.x, panel.width == machine.width,
              panel.y == machine.bottom else { return self }
        let extra = min(rows, panel.height - KeypadLayout.minimumPanelRows)
        guard extra > 0 else { return self }
        return KeypadLayout(size: size, displayBox: displayBox, buttons: buttons,
                            machine: ScreenRect(x: machine.x, y: machine.y, width: machine.width, height: machine.height + extra),
                            panel: ScreenRect(x: panel.x, y: panel.y + extra, width: panel.width, height: panel.height - extra),
                            status: status, hint: hint)
    }
}

extension KeypadLayout {
    /// This layout with the compact machine panel beside the keypad grown down to the bottom of
    /// the panel under both (the event log or the lesson), that panel narrowed to the keypad's
    /// column: so a refusal too long for the panel beside the keypad is shown whole with the
    /// state named (a lesson's `convert 3 4` at 40×20). Unchanged when the machine is not beside
    /// the keypad with the panel under both, or the keypad's column is narrower than a panel.
    func machineDownTheSide() -> KeypadLayout {
        guard let machine, let panel, machine.x > panel.x, panel.y == machine.bottom,
              machine.x - 1 - panel.x >= KeypadLayout.minimumKeypadWidth else { return self }
        return KeypadLayout(size: size, displayBox: displayBox, buttons: buttons,
                            machine: ScreenRect(x: machine.x, y: machine.y, width: machine.width, height: panel.bottom - machine.y),
                            panel: ScreenRect(x: panel.x, y: panel.y, width: machine.x - 1 - panel.x, height: panel.height),
                            status: status, hint: hint)
    }
}
