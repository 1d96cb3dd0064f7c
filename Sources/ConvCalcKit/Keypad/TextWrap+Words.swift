extension TextWrap {
    /// `text` wrapped as `lines` wraps it, its leading blanks (at most half the width: room is
    /// left to wrap) kept before each of its lines: `  2. …` under `* 1. …`, an indented
    /// comment line. The next lines are `indent` further in.
    public static func linesKeepingIndent(_ text: String, width: Int, indent: Int = 0) -> [String] {
        let lead = String(text.prefix { $0 == " " }.prefix(width / 2))
        return lines(String(text.dropFirst(lead.count)), width: width - lead.count, indent: indent).map { lead + $0 }
    }

    /// `text` wrapped as `linesKeepingIndent` wraps it, a row of a table going on under its
    /// last column: the help's `  EE  exp         the exponent: …` under `the`, where its
    /// columns are apart by two blanks or more, when that column leaves half the width to
    /// wrap in; past that, the last column goes on lines of its own under the row, `indent`
    /// further in, no word of it left at the row's end, where it read as the row's answer
    /// (`precision 4 sig   4` over `significant digits`). Other lines go on `indent` further in
    /// than their leading blanks.
    public static func linesUnderLastColumn(_ text: String, width: Int, indent: Int) -> [String] {
        let lead = text.prefix { $0 == " " }.count
        guard let column = lastColumn(of: text), column > lead else { return linesKeepingIndent(text, width: width, indent: indent) }
        if column <= width / 2 { return linesKeepingIndent(text, width: width, indent: column - lead) }
        guard ColumnWidth.of(text) > width else { return [text] }
        var start = text.startIndex, seen = 0
        while seen < column, start < text.endIndex {
            seen += ColumnWidth.of(String(text[start]))
            start = text.index(after: start)
        }
        let row = String(text[..<start].reversed().drop { $0 == " " }.reversed())
        let under = String(repeating: " ", count: min(lead + indent, width / 2)) + text[start...]
        return linesKeepingIndent(row, width: width, indent: indent) + linesKeepingIndent(under, width: width, indent: indent)
    }

    /// The column of the last word of `text` after two blanks or more that follow a word
    /// (`  +/-  ± neg      change the sign`: 18, where `change` starts); nil for no such word.
    static func lastColumn(of text: String) -> Int? {
        var column = 0, blanks = 0, afterWord = false
        var last: Int?
        for scalar in text.unicodeScalars {
            if scalar == " " {
                blanks += 1
            } else {
                if afterWord && blanks >= 2 { last = column }
                afterWord = true
                blanks = 0
            }
            column += ColumnWidth.of(scalar)
        }
        return last
    }

    /// `text` cut to `width` columns at a blank, ending in `ellipsis` when it was wider, its
    /// leading blanks kept (`  2. celsius …`: they were taken for a long word, and the row cut
    /// mid-word): no word is cut unless a single one is wider than the line.
    public static func clipAtBlank(_ text: String, width: Int, ellipsis: String = "…") -> String {
        guard ColumnWidth.of(text) > width else { return text }
        let lead = String(text.prefix { $0 == " " })
        let rest = text.dropFirst(lead.count)
        let room = width - lead.count - ColumnWidth.of(ellipsis) - 1
        guard room > 0 else { return clip(text, width: width, ellipsis: ellipsis) }
        let first = lines(String(rest), width: room)[0]
        guard rest.hasPrefix(first + " ") else { return clip(text, width: width, ellipsis: ellipsis) }  // one long word
        return lead + first + " " + ellipsis
    }
}
