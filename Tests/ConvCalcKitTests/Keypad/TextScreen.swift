@testable import ConvCalcKit

/// A screen made of characters and styles, for drawing the keypad in tests.
final class TextScreen: Screen {
    let size: ScreenSize
    /// The size the terminal says it is (more than `size` when drawn in part).
    var reportedSize: ScreenSize
    private(set) var cells: [[Character]]
    private(set) var styles: [[Style]]
    /// Writes that started outside the screen.
    private(set) var strayWrites = 0

    init(columns: Int, rows: Int, reported: ScreenSize? = nil) {
        size = ScreenSize(columns: columns, rows: rows)
        reportedSize = reported ?? size
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        styles = Array(repeating: Array(repeating: .normal, count: columns), count: rows)
    }

    func erase() {
        cells = Array(repeating: Array(repeating: " ", count: size.columns), count: size.rows)
        styles = Array(repeating: Array(repeating: .normal, count: size.columns), count: size.rows)
    }

    func put(_ text: String, at point: ScreenPoint, style: Style) {
        guard point.y >= 0, point.y < size.rows, point.x >= 0, point.x < size.columns else {
            strayWrites += 1
            return
        }
        for (offset, character) in text.enumerated() where point.x + offset < size.columns {
            cells[point.y][point.x + offset] = character
            styles[point.y][point.x + offset] = style
        }
    }

    func present() {}

    /// The rows as text.
    var lines: [String] { cells.map { String($0) } }
    var text: String { lines.joined(separator: "\n") }

    /// The style of the first cell of the first occurrence of `text`.
    func style(of text: String) -> Style? {
        for (row, line) in lines.enumerated() {
            if let range = line.range(of: text) {
                return styles[row][line.distance(from: line.startIndex, to: range.lowerBound)]
            }
        }
        return nil
    }
}

/// A keypad model after pressing `keys` (each one event through the model).
func keypad(after keys: String, start: State = .initial) -> KeypadModel {
    var model = KeypadModel(start: start)
    var decoder = KeyDecoder()
    decoder.feed(keys)
    while let key = decoder.next(flush: true) {
        let map = KeyMap(layout: nil, phase: model.state.phase, showsHelp: model.showsHelp, plays: model.player != nil,
                         typesLineNumber: model.lineNumber != nil)
        model.perform(map.command(for: key))
    }
    return model
}
