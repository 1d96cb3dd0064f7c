extension TextWrap {
    /// `text` wrapped as `lines` wraps it, its leading blanks (at most half the width: room is
    /// left to wrap) kept before each of its lines: `  2. …` under `* 1. …`, an indented
    /// comment line. The next lines are `indent` further in.
    public static func linesKeepingIndent(_ text: String, width: Int, indent: Int = 0) -> [String] {
        let lead = String(text.prefix { $0 == " " }.prefix(width / 2))
        return lines(String(text.dropFirst(lead.count)), width: width - lead.count, indent: indent).map { lead + $0 }
    }

    /// `text` cut to `width` columns at a blank, ending in `ellipsis` when it was wider: no word
    /// is cut unless a single one is wider than the line.
    public static func clipAtBlank(_ text: String, width: Int, ellipsis: String = "…") -> String {
        guard ColumnWidth.of(text) > width else { return text }
        let room = width - ColumnWidth.of(ellipsis) - 1
        guard room > 0 else { return clip(text, width: width, ellipsis: ellipsis) }
        let first = lines(text, width: room)[0]
        guard text.hasPrefix(first + " ") else { return clip(text, width: width, ellipsis: ellipsis) }  // one long word
        return first + " " + ellipsis
    }
}
