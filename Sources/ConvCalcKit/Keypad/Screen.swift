/// Where the keypad draws: a grid of character cells, each with a style.
///
/// The terminal adapter implements it with ncurses; tests implement it with a plain grid of
/// characters. The keypad never writes escape sequences itself.
public protocol Screen: AnyObject {
    /// The size of the screen now.
    var size: ScreenSize { get }
    /// The size the terminal says it is, when more than `size` can hold (it is drawn in part);
    /// else `size`.
    var reportedSize: ScreenSize { get }
    /// Blanks the whole screen.
    func erase()
    /// Writes `text` from `point` rightwards in `style`; text beyond the right edge is dropped
    /// (the layout makes sure no number ever reaches it).
    func put(_ text: String, at point: ScreenPoint, style: Style)
    /// Fills `rect` with blanks in `style` (by default, a row of blanks put on each row).
    func fill(_ rect: ScreenRect, style: Style)
    /// Shows what was drawn since the last call.
    func present()
}

extension Screen {
    public var reportedSize: ScreenSize { size }

    /// Fills `rect` with rows of blanks in `style`.
    public func fill(_ rect: ScreenRect, style: Style) {
        let blank = String(repeating: " ", count: max(0, rect.width))
        for row in rect.y..<rect.bottom {
            put(blank, at: ScreenPoint(x: rect.x, y: row), style: style)
        }
    }

    /// Draws a box around the inside of `rect`, with `title` in its top border.
    public func box(_ rect: ScreenRect, title: String = "", glyphs: Glyphs, style: Style = .border) {
        guard rect.width >= 2 && rect.height >= 2 else { return }
        let parts = glyphs.box
        let inner = rect.width - 2
        var top = Glyphs.repeated(parts.horizontal, inner)
        let titleWidth = ColumnWidth.of(title)
        if !title.isEmpty && titleWidth + 3 <= inner {
            top = parts.horizontal + " " + title + " " + Glyphs.repeated(parts.horizontal, inner - titleWidth - 3)
        }
        put(parts.topLeft + top + parts.topRight, at: ScreenPoint(x: rect.x, y: rect.y), style: style)
        for row in (rect.y + 1)..<(rect.bottom - 1) {
            put(parts.vertical, at: ScreenPoint(x: rect.x, y: row), style: style)
            put(parts.vertical, at: ScreenPoint(x: rect.right - 1, y: row), style: style)
        }
        put(parts.bottomLeft + Glyphs.repeated(parts.horizontal, inner) + parts.bottomRight,
            at: ScreenPoint(x: rect.x, y: rect.bottom - 1), style: style)
    }
}
