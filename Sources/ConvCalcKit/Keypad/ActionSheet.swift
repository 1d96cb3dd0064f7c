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

    /// The sheet centred on a screen of `size` (at least the keypad's minimum size).
    public init(size: ScreenSize) {
        let room = size.columns - 4
        let form = Form.allCases.first { form in
            Converter.builtIn.indices.allSatisfy { ActionSheet.text(of: $0, form: form).count <= room }
        } ?? .units
        let width = min(size.columns, (Converter.builtIn.indices.map { ActionSheet.text(of: $0, form: form).count }.max() ?? 0) + 4)
        let height = min(size.rows, Converter.builtIn.count + 2)
        let box = ScreenRect(x: (size.columns - width) / 2, y: max(0, (size.rows - height) / 2), width: width, height: height)
        self.box = box
        self.form = form
        rows = Converter.builtIn.indices.map { ScreenRect(x: box.x + 1, y: box.y + 1 + $0, width: box.width - 2, height: 1) }
    }

    /// The index of the converter whose row is at `point`, or nil outside the rows (a click
    /// there cancels).
    public func row(at point: ScreenPoint) -> Int? {
        rows.firstIndex { $0.contains(point) }
    }

    /// The text of converter `index`: `3. miles to kilometers  mi → km`.
    public static func text(of index: Int, form: Form) -> String {
        let converter = Converter.builtIn[index]
        let units = "\(converter.inputUnit.symbol) → \(converter.outputUnit.symbol)"
        switch form {
        case .full: return "\(index + 1). \(converter.label)  \(units)"
        case .name: return "\(index + 1). \(converter.label)"
        case .units: return "\(index + 1). \(units)"
        }
    }

    /// The text of the row of converter `index`, marked `*` when it is the current one.
    public func line(_ index: Int, current: Converter) -> String {
        let mark = Converter.builtIn[index] == current ? "*" : " "
        let text = mark + ActionSheet.text(of: index, form: form)
        return text + String(repeating: " ", count: max(0, box.width - 2 - text.count))
    }
}
