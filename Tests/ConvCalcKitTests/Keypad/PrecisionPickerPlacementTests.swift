import Testing
@testable import ConvCalcKit

/// The precision picker opens over the keys, at every size the keypad draws: the displays,
/// the panels and the status line stay as they are (at 30×14 it covered the input display, at
/// 20×12 hid it); the hint line names the picker's keys (`KeypadHintTests`).
@Suite struct PrecisionPickerPlacementTests {
    /// Every cell the open picker changes, but the hint line's, lies on the keys (`KeypadLayout.keysArea`), from the
    /// smallest keypad (20×12; 20×17 with a lesson) to 60×30, and the choice is shown whole.
    @Test(arguments: [false, true])
    func thePickerDrawsOnlyOverTheKeys(lesson: Bool) throws {
        var model = keypad(after: "98.6\r")
        if lesson {
            let player = try LessonPlayer(name: "t", transcript: Transcript(parsing: "> 212\n100 °C\n212 °F\n"))
            model = KeypadModel(start: player.start, lesson: player)
        }
        model.perform(.press(.precision))
        let picker = try #require(model.precisionPicker)
        var closed = model
        closed.precisionPicker = nil
        let least = KeypadLayout.minimum(displayWidth: max(model.displays.output.count, model.displays.input.count), lesson: lesson)
        var drawn = 0
        for columns in least.columns...60 {
            for rows in least.rows...30 {
                let view = KeypadView(glyphs: Glyphs(unicode: true))
                let open = TextScreen(columns: columns, rows: rows), before = TextScreen(columns: columns, rows: rows)
                let layout = try #require(view.draw(model, on: open), "\(columns)×\(rows)")
                view.draw(closed, on: before)
                let keys = layout.keysArea
                var outside: [ScreenPoint] = []
                for y in 0..<rows where y != layout.hint.y {
                    for x in 0..<columns where !keys.contains(ScreenPoint(x: x, y: y)) {
                        if open.cells[y][x] != before.cells[y][x] || open.styles[y][x] != before.styles[y][x] {
                            outside.append(ScreenPoint(x: x, y: y))
                        }
                    }
                }
                #expect(outside.isEmpty, "\(columns)×\(rows): \(outside.count) cells beside the keys \(keys)\n\(open.text)")
                #expect(open.text.contains(picker.text), "\(columns)×\(rows)\n\(open.text)")
                drawn += 1
            }
        }
        #expect(drawn > 100)
    }
}
