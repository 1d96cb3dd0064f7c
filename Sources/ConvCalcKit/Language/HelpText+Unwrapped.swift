extension HelpText {
    /// The lines of a text answer (`help`, `help units`, `units`…) with the breaks `wrapped`
    /// made at `width` taken out, for a reader that wraps them to another width (`play`):
    /// wrapped again line by line, a line of 80 columns left a word or two alone at 40.
    ///
    /// The rule is `wrapped`'s, read back: a line goes on the line before it when it starts
    /// with exactly the blanks `wrapped` gives its paragraph's next lines (a table row's
    /// description column, `  EE  exp         the exponent…`; else 2), and its first word
    /// would not have fitted after the line before in `width` columns, which does not end in
    /// `:` (it introduces the lines after it: `help KEY also takes:` over the event names).
    /// Every other line — a table's rows, a heading, a line short of the width — keeps its
    /// line. Joined, the parts are apart by one blank, the next line's indent dropped.
    public static func unwrapped(_ lines: [String], width: Int = width) -> [String] {
        var joined: [String] = []
        var indent = 0  // the blanks `wrapped` gives the next lines of the last paragraph
        var previous = ""  // the line before, as it was
        for line in lines {
            let lead = line.prefix { $0 == " " }.count
            let text = line.dropFirst(lead)
            let firstWord = text.prefix { $0 != " " }
            if !joined.isEmpty, lead == indent, !firstWord.isEmpty, previous.last != ":",
               ColumnWidth.of(previous + " " + firstWord) > width {
                joined[joined.count - 1] += " " + text
            } else {
                joined.append(line)
                indent = min(descriptionColumn(Substring(line), width: width) ?? 2, width / 2)
            }
            previous = line
        }
        return joined
    }
}
