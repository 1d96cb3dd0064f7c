/// The action sheet of the original app: a pop-up list of the converters over the keypad,
/// opened by `Convert`. It is shown while the machine is in `choosing`; a pick or cancel
/// closes it, with the same events as the menu at the line prompt.
public struct ActionSheet: Equatable, Sendable {
    /// The box, borders included.
    public let box: ScreenRect
    /// The row of each converter, in menu order.
    public let rows: [ScreenRect]
    /// How the converters are written: with names and units, names only, or units only.
    public let form: Form

    /// How much of a converter a row shows.
    public enum Form: CaseIterable, Sendable {
        case full, name, units
    }

    /// The sheet of the screen `layout` lays out: centred on it, or, while a lesson is played
    /// in a panel beside the keypad, centred over the keypad's column, so the lesson's
    /// comparison of expected and actual stays in view (the rows then name the converters only).
    public init(layout: KeypadLayout, lesson: Bool) {
        if lesson, let panel = layout.panel, panel.x > 0 {
            self.init(size: layout.size, area: ScreenRect(x: 0, y: 0, width: panel.x - 1, height: layout.size.rows))
        } else {
            self.init(size: layout.size)
        }
    }

    /// The sheet centred in `area` (the whole screen of `size` by default, at least the
    /// keypad's minimum size).
    public init(size: ScreenSize, area: ScreenRect? = nil) {
        let area = area ?? ScreenRect(x: 0, y: 0, width: size.columns, height: size.rows)
        let room = area.width - 4
        let form = Form.allCases.first { form in
            Converter.builtIn.indices.allSatisfy { ActionSheet.text(of: $0, form: form).count <= room }
        } ?? .units
        let width = min(area.width, (Converter.builtIn.indices.map { ActionSheet.text(of: $0, form: form).count }.max() ?? 0) + 4)
        let height = min(area.height, Converter.builtIn.count + 2)
        let box = ScreenRect(x: area.x + (area.width - width) / 2, y: area.y + max(0, (area.height - height) / 2),
                             width: width, height: height)
        self.box = box
        self.form = form
        rows = Converter.builtIn.indices.map { ScreenRect(x: box.x + 1, y: box.y + 1 + $0, width: box.width - 2, height: 1) }
    }

    /// The index of the converter whose row is at `point`, or nil outside the rows (a click
    /// there cancels).
    public func row(at point: ScreenPoint) -> Int? {
        rows.firstIndex { $0.contains(point) }
    }

    /// The text of converter `index`: ` 3. miles to kilometers  mi → km`, its number
    /// right-aligned under the widest (` 9.` above `10.`).
    public static func text(of index: Int, form: Form) -> String {
        let converter = Converter.builtIn[index]
        let units = converter.symbols
        let digits = String(index + 1)
        let number = String(repeating: " ", count: max(0, String(Converter.builtIn.count).count - digits.count)) + digits + ". "
        switch form {
        case .full: return number + "\(converter.label)  \(units)"
        case .name: return number + converter.label
        case .units: return number + units
        }
    }

    /// The text of the row of converter `index`, marked `*` when it is the current one.
    public func line(_ index: Int, current: Converter) -> String {
        let mark = Converter.builtIn[index] == current ? "*" : " "
        let text = mark + ActionSheet.text(of: index, form: form)
        return text + String(repeating: " ", count: max(0, box.width - 2 - text.count))
    }
}
