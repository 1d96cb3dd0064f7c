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
    /// (`°F` → `F`, `≈` → `~`, `──▶` → `-->`, `✗` → `x`). A `°` with no letter after it is
    /// the angle's degree, shown `deg` (it showed as nothing: `≈ 57.3 ` for `1 rad to °`), and
    /// `Å` is `angstrom`: each a spelling convcalc reads back.
    public func text(_ text: String) -> String {
        guard !unicode else { return text }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else if scalar == "°" {
                result += next.map { $0.isASCII && $0.properties.isAlphabetic } == true ? "" : "deg"
            } else {
                result += Glyphs.ascii[scalar] ?? "?"
            }
        }
        return result
    }

    /// `text` written `count` times: a border's run of `─` (the generic `String(repeating:count:)`
    /// builds a run of a non-ASCII glyph a character at a time).
    static func repeated(_ text: String, _ count: Int) -> String {
        var text = text
        return text.withUTF8 { glyph in
            String(unsafeUninitializedCapacity: glyph.count * max(0, count)) { bytes in
                for copy in 0..<max(0, count) {
                    for (offset, byte) in glyph.enumerated() { bytes[copy * glyph.count + offset] = byte }
                }
                return glyph.count * max(0, count)
            }
        }
    }

    /// Each character's ASCII form (`°` none, as `°C` is `C`: `text(_:)` shows an angle's
    /// `deg`); the man page gives a few to groff.
    static let ascii: [Unicode.Scalar: String] = [
        "°": "", "≈": "~", "─": "-", "━": "-", "▶": ">", "◀": "<", "→": "->", "✗": "x", "✓": "ok",
        "±": "+/-", "−": "-", "…": "...", "×": "x", "│": "|", "·": "*", "℃": "C", "℉": "F",
        "❯": ">", "•": "*", "←": "<-", "⏎": "Ret", "²": "2", "³": "3", "µ": "u", "–": "-", "↑": "^", "↓": "v",
        "Å": "angstrom", "\u{212B}": "angstrom",
        // Letters of unit names (`ångströms`, a units file's `réaumur`), without their marks.
        "å": "a", "ä": "a", "à": "a", "á": "a", "â": "a", "é": "e", "è": "e", "ê": "e", "ë": "e", "í": "i", "ï": "i",
        "ö": "o", "ó": "o", "ô": "o", "ø": "o", "ü": "u", "ú": "u", "û": "u", "ç": "c", "ñ": "n", "ß": "ss",
    ]
}
