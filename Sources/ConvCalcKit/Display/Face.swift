/// The interactive calculator face: the two displays right-aligned in a box, coloured
/// like the original keypad (output on light cyan, input on white, convert in orange).
///
/// ```
/// ╭──────────────────────────────────╮
/// │                        ≈ 3.28 ft │
/// │                              1 m │
/// ╰──────────────────────────────────╯
/// ```
/// The box is as wide as the terminal allows (at most `preferredWidth`) and grows to fit
/// any value; when even the terminal is too narrow, the displays are printed unboxed so
/// that no digit is ever cut.
public struct Face: Sendable {
    /// The terminal width in columns.
    public var columns: Int
    /// True to use ANSI colours.
    public var colors: Bool
    /// True for box-drawing characters, false for ASCII (`+-|`) in non-UTF-8 locales.
    public var unicode: Bool

    /// A face for a terminal `columns` wide, with or without colour and box-drawing characters.
    public init(columns: Int, colors: Bool, unicode: Bool) {
        self.columns = columns
        self.colors = colors
        self.unicode = unicode
    }

    /// The widest the box gets when the terminal is wider.
    public static let preferredWidth = 40

    /// ANSI styles of the keypad.
    public enum Style: String, Sendable {
        case outputDisplay = "\u{1B}[30;48;5;195m"
        case inputDisplay = "\u{1B}[30;48;5;231m"
        case convertKey = "\u{1B}[38;5;208m"
        case functionKey = "\u{1B}[38;5;249m"
        case numberKey = "\u{1B}[38;5;252m"
        case error = "\u{1B}[31m"
        case dim = "\u{1B}[2m"
        /// Ends any style.
        public static let reset = "\u{1B}[0m"
    }

    /// `text` in `style`, or plain when colours are off.
    public func paint(_ text: String, _ style: Style) -> String {
        colors ? style.rawValue + text + Style.reset : text
    }

    /// The face for the displays.
    public func render(_ displays: Displays) -> String {
        let state = displays.state
        let output = glyphs.text(state.outputText)
        let input = glyphs.text(state.entry.text + " " + state.converter.inputUnit.symbol)
        let widest = max(output.count, input.count)
        var text: String
        if widest + 4 > columns {
            text = paint(output, .outputDisplay) + "\n" + paint(input, .inputDisplay) + "\n"
        } else {
            let inner = max(widest + 2, min(columns, Face.preferredWidth) - 2)
            let (top, bottom, side) = unicode
                ? ("╭" + String(repeating: "─", count: inner) + "╮", "╰" + String(repeating: "─", count: inner) + "╯", "│")
                : ("+" + String(repeating: "-", count: inner) + "+", "+" + String(repeating: "-", count: inner) + "+", "|")
            func row(_ value: String, _ style: Style) -> String {
                side + paint(String(repeating: " ", count: inner - value.count - 1) + value + " ", style) + side + "\n"
            }
            text = top + "\n" + row(output, .outputDisplay) + row(input, .inputDisplay) + bottom + "\n"
        }
        if displays.says { text += Sentence.of(state) + "\n" }
        return text
    }

    /// The keys line of the welcome and of the prompt's hints, each key group in its colour.
    public var keys: String {
        paint("0-9 .", .numberKey) + "  " + paint("C +/-", .functionKey) + "  " + paint("convert", .convertKey)
    }

    /// The prompt for `state`: the converter (`°F→°C ❯ `, ASCII `F->C> `), or `convert ❯ `
    /// in the menu; with its visible text (without colour codes).
    public func prompt(for state: State) -> (text: String, visible: String) {
        let arrow = unicode ? "→" : "->", mark = unicode ? " ❯ " : "> "
        let label = state.phase == .choosing ? "convert"
            : glyphs.text(state.converter.inputUnit.symbol) + arrow + glyphs.text(state.converter.outputSymbol)
        return (paint(label, .convertKey) + mark, label + mark)
    }

    /// The terminal's character set: outside UTF-8 every symbol is written in ASCII (`m²` as
    /// `m2`, `≈` as `~`). libedit cannot even show a prompt that is not (it crashed on `m²`).
    public var glyphs: Glyphs { Glyphs(unicode: unicode) }
}
