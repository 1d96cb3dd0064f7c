extension KeypadLayout {
    /// Rows taken by the six button rows of height `buttonHeight` with `gap` blank rows between.
    static func keypadRows(buttonHeight: Int, gap: Int) -> Int {
        KeypadKey.rows.count * buttonHeight + (KeypadKey.rows.count - 1) * gap
    }

    /// Button heights and gaps, roomiest first.
    static let keypadShapes = [(height: 3, gap: 1), (height: 3, gap: 0), (height: 1, gap: 1), (height: 1, gap: 0)]

    /// The display box and the buttons in a column `width` wide and `height` high from the
    /// top, in the roomiest shape that leaves `keepFree` rows below it (or else the smallest).
    static func keypad(x: Int, width: Int, height: Int, keepFree: Int) -> (ScreenRect, [KeypadButton]) {
        let box = ScreenRect(x: x, y: 0, width: width, height: 4)
        let shape = keypadShapes.first { box.height + keypadRows(buttonHeight: $0.height, gap: $0.gap) + keepFree <= height }
            ?? keypadShapes[keypadShapes.count - 1]
        var buttons: [KeypadButton] = []
        for (row, keys) in KeypadKey.rows.enumerated() {
            let top = box.bottom + row * (shape.height + shape.gap)
            for (column, key) in keys.enumerated() {
                // Columns share the width; the 1-column gaps come out of it.
                let left = x + column * (width + 1) / keys.count
                let right = x + (column + 1) * (width + 1) / keys.count - 1
                buttons.append(KeypadButton(key: key, rect: ScreenRect(x: left, y: top, width: right - left, height: shape.height)))
            }
        }
        return (box, buttons)
    }

    /// The rows from the top of the buttons to the bottom of the last one.
    static func keypadHeight(_ buttons: [KeypadButton]) -> Int {
        guard let first = buttons.first, let last = buttons.last else { return 0 }
        return last.rect.bottom - first.rect.y
    }
}
