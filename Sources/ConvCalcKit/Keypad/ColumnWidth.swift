/// How many terminal columns text takes, as the terminal (through ncurses and glibc's
/// `wcwidth`) places it: two for East Asian wide and fullwidth characters and most emoji,
/// none for combining marks, one for everything else.
///
/// The keypad measures text from outside — a lesson's name and lines, refusals quoting what
/// was typed — with it, so such text is clipped to its panel and never runs on into the
/// next row of the screen. The table (`ColumnWidth+Table.swift`) is generated from glibc by
/// `Scripts/column-widths.py`; a test keeps the two equal.
public enum ColumnWidth {
    /// The columns `scalar` takes: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }  // ASCII and Latin-1: one column each
        // Letterlike symbols, arrows and operators, box drawing and shapes (the keypad's own
        // glyphs): one column each, without a search (the table test covers these ranges too).
        if (0x2100...0x2319).contains(value) || (0x2500...0x25FC).contains(value) { return 1 }
        if contains(value, in: zero) { return 0 }
        return contains(value, in: wide) ? 2 : 1
    }

    /// The columns `text` takes.
    public static func of(_ text: String) -> Int {
        var columns = 0
        for scalar in text.unicodeScalars { columns += of(scalar) }
        return columns
    }

    /// The longest start of `text` that fits in `columns` (whole characters only).
    public static func prefix(of text: String, fitting columns: Int) -> Substring {
        var used = 0
        var end = text.startIndex
        for character in text {
            var width = 0
            for scalar in character.unicodeScalars { width += of(scalar) }
            if used + width > columns { break }
            used += width
            end = text.index(after: end)
        }
        return text[..<end]
    }

    /// True when `value` is in one of the sorted, disjoint `ranges` (a binary search).
    private static func contains(_ value: UInt32, in ranges: [(first: UInt32, last: UInt32)]) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].first {
                high = middle - 1
            } else if value > ranges[middle].last {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
