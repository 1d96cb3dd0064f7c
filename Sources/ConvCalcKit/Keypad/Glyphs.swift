/// The characters the keypad draws with: box-drawing and symbols in a UTF-8 locale, ASCII
/// otherwise (`LANG=C`), so nothing shows as `?` or mojibake.
public struct Glyphs: Sendable, Equatable {
    /// True for box-drawing characters and symbols, false for ASCII.
    public let unicode: Bool

    /// The glyphs of a UTF-8 (`unicode`) or ASCII terminal.
    public init(unicode: Bool) {
        self.unicode = unicode
    }

    /// Corners and sides of a box: top left, top right, bottom left, bottom right, horizontal, vertical.
    public var box: (topLeft: String, topRight: String, bottomLeft: String, bottomRight: String,
                     horizontal: String, vertical: String) {
        unicode ? ("┌", "┐", "└", "┘", "─", "│") : ("+", "+", "+", "+", "-", "|")
    }

    /// `text` as this terminal can show it: unchanged in UTF-8, transliterated to ASCII otherwise
    /// (`°F` → `F`, `≈` → `~`, `──▶` → `-->`, `✗` → `x`).
    public func text(_ text: String) -> String {
        guard !unicode else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else {
                result += Glyphs.ascii[scalar] ?? "?"
            }
        }
        return result
    }

    private static let ascii: [Unicode.Scalar: String] = [
        "°": "", "≈": "~", "─": "-", "━": "-", "▶": ">", "◀": "<", "→": "->", "✗": "x", "✓": "ok",
        "±": "+/-", "−": "-", "…": "...", "×": "x", "│": "|", "·": ".", "℃": "C", "℉": "F",
        "❯": ">", "•": "*", "←": "<-", "⏎": "Ret",
    ]
}
