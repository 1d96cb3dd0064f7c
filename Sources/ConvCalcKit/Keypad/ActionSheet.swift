/// The action sheet of the original app: a pop-up list of the converters over the keypad,
/// opened by `Convert`. It is shown while the machine is in `choosing`; a pick or cancel
/// closes it, with the same events as the menu at the line prompt.
///
/// It leaves the status and hint lines in view. When the converters do not all fit (a units
/// file's join the eight), it shows those around the highlighted one, which stays in view, and
/// its last row says where the rest are — `(more: Down)`, `(more: Up, Down)`, `(more: Up)` —
/// as the lesson panel does.
public struct ActionSheet: Equatable, Sendable {
    /// The box, borders included.
    public let box: ScreenRect
    /// The row of each converter shown, from `first` on, in menu order.
    public let rows: [ScreenRect]
    /// The index of the converter in the first row.
    public let first: Int
    /// The row saying that more converters are above or below, nil when all are shown.
    public let moreRow: ScreenRect?
    /// What `moreRow` says: `(more: Down)`, `(more: Up, Down)` or `(more: Up)`.
    public let more: String
    /// How the converters are written: with names and units, names only, or units only.
    public let form: Form
    /// The converters, in menu order.
    public let converters: [Converter]
    /// The glyphs the rows are drawn with: the rows are measured as drawn (ASCII writes
    /// ` -> ` where UTF-8 writes `→`, two columns more).
    public let glyphs: Glyphs
    /// A pair typed by name that the sheet does not list, shown in a last row of its own,
    /// `typed: pounds to kilograms  lb → kg` (`KeypadModel.offTheSheet`): the pair a lesson
    /// picks next (lesson 10's `convert lb->kg`: the class saw a pick of something not on the
    /// sheet), or the current converter (`in->cm`: no row was marked). Nil otherwise.
    public let typed: Converter?
    /// The row of `typed`, the sheet's last, under the converters, highlighted as a selection
    /// one past the last converter; nil without one.
    public let typedRow: ScreenRect?
    /// The text of each row as drawn after its mark, the converters' then `typed`'s
    /// (`ActionSheet.texts`).
    private let texts: [String]

    /// How much of a converter a row shows.
    public enum Form: CaseIterable, Sendable {
        case full, name, units
    }

    /// The sheet of the screen `layout` lays out, converter `selection` in view: centred on it,
    /// or, while a lesson is played in a panel beside the keypad, centred over the keypad's
    /// column, so the lesson's comparison of expected and actual stays in view (the rows then
    /// name the converters only).
    public init(layout: KeypadLayout, lesson: Bool, selection: Int = 0, converters: [Converter] = Converter.builtIn,
                typed: Converter? = nil, glyphs: Glyphs = Glyphs(unicode: true)) {
        if lesson, let panel = layout.panel, panel.x > 0 {
            self.init(size: layout.size, area: ScreenRect(x: 0, y: 0, width: panel.x - 1, height: layout.size.rows - 2),
                      selection: selection, converters: converters, typed: typed, glyphs: glyphs)
        } else {
            self.init(size: layout.size, selection: selection, converters: converters, typed: typed, glyphs: glyphs)
        }
    }

    /// The sheet centred in `area` (by default the whole screen of `size` but its status and
    /// hint lines, at least the keypad's minimum size), converter `selection` in view, its
    /// rows measured as `glyphs` draw them; `typed`, when the converters do not hold it, in a
    /// last row of its own.
    public init(size: ScreenSize, area: ScreenRect? = nil, selection: Int = 0, converters: [Converter] = Converter.builtIn,
                typed: Converter? = nil, glyphs: Glyphs = Glyphs(unicode: true)) {
        let area = area ?? ScreenRect(x: 0, y: 0, width: size.columns, height: size.rows - 2)
        let typed = typed.flatMap { converters.contains($0) ? nil : $0 }
        let extra = typed == nil ? 0 : 1
        let room = area.width - 4
        let widths = { (form: Form) in
            ActionSheet.texts(form: form, of: converters, typed: typed, glyphs: glyphs).map(ColumnWidth.of)
        }
        let form = Form.allCases.first { form in widths(form).allSatisfy { $0 <= room } } ?? .units
        let width = min(area.width, (widths(form).max() ?? 0) + 4)
        let height = min(area.height, converters.count + 2 + extra)
        // The typed row grows the sheet upward: its bottom stays where it is without it, and so
        // do the rows a covered panel is drawn again in below it (the lesson's, at 20×17).
        let top = max(0, (area.height - height + extra) / 2 - extra)
        let box = ScreenRect(x: area.x + (area.width - width) / 2, y: area.y + top, width: width, height: height)
        let inside = max(1, height - 2 - extra)
        let shown = converters.count <= inside ? converters.count : max(1, inside - 1)
        let first = max(0, min(selection - shown / 2, converters.count - shown))
        self.box = box
        self.form = form
        self.converters = converters
        self.glyphs = glyphs
        self.typed = typed
        texts = ActionSheet.texts(form: form, of: converters, typed: typed, glyphs: glyphs)
        typedRow = typed == nil ? nil : ScreenRect(x: box.x + 1, y: box.y + 1 + inside, width: box.width - 2, height: 1)
        self.first = first
        rows = (0..<shown).map { ScreenRect(x: box.x + 1, y: box.y + 1 + $0, width: box.width - 2, height: 1) }
        let below = first + shown < converters.count
        moreRow = first > 0 || below ? ScreenRect(x: box.x + 1, y: box.y + 1 + shown, width: box.width - 2, height: 1) : nil
        more = first > 0 && below ? "(more: Up, Down)" : first > 0 ? "(more: Up)" : "(more: Down)"
    }

    /// The index of the converter whose row is at `point`, or nil outside the rows (a click
    /// there, the row saying more included, cancels).
    public func row(at point: ScreenPoint) -> Int? {
        rows.firstIndex { $0.contains(point) }.map { first + $0 }
    }

    /// The text of each row as `glyphs` draw it, the converters' then `typed`'s: the converter's
    /// number (right-aligned under the widest: ` 9.` above `10.`) or `typed: `, then what the
    /// row says of it in `form`; in the full form the pairs start in one column, two blanks after
    /// the widest name (` 3. miles to kilometers  mi → km` over ` 5. meters to feet        m → ft`:
    /// each pair after its own name read as a ragged column).
    static func texts(form: Form, of converters: [Converter], typed: Converter?, glyphs: Glyphs) -> [String] {
        let digits = String(converters.count).count
        let numbers = converters.indices.map { String(repeating: " ", count: digits - String($0 + 1).count) + "\($0 + 1). " }
        let entries: [(head: String, converter: Converter)] = zip(numbers, converters).map { ($0, $1) }
            + (typed.map { [("typed: ", $0)] } ?? [])
        let names = entries.map { glyphs.text($0.head + (form == .units ? $0.converter.symbols : $0.converter.label)) }
        guard form == .full else { return names }
        let column = (names.map(ColumnWidth.of).max() ?? 0) + 2
        return zip(names, entries).map { name, entry in
            name + String(repeating: " ", count: column - ColumnWidth.of(name)) + glyphs.text(entry.converter.symbols)
        }
    }

    /// The text of `typed`'s row as drawn, marked `*` when it is the current converter; nil without one.
    public func typedLine(current: Converter) -> String? {
        guard let typed else { return nil }
        return padded((typed == current ? "*" : " ") + texts[converters.count])
    }

    /// The text of the row of converter `index` as drawn, marked `*` when it is the current one.
    public func line(_ index: Int, current: Converter) -> String {
        padded((converters[index] == current ? "*" : " ") + texts[index])
    }

    /// `text` padded with blanks to the inside of the box.
    private func padded(_ text: String) -> String {
        text + String(repeating: " ", count: max(0, box.width - 2 - ColumnWidth.of(text)))
    }
}
