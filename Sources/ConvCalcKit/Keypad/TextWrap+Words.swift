extension TextWrap {
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
