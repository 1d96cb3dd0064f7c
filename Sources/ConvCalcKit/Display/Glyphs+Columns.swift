extension Glyphs {
    /// `text` as a terminal that is not UTF-8 shows it, line by line: transliterated as
    /// `text(_:)` does a word at a time, keeping two things a character-by-character
    /// transliteration loses (`TerminalText` writes all of convcalc's own text so there).
    ///
    /// - A table's columns stay where they were: a run of two or more blanks gives or takes
    ///   the columns the words before it on the line gained or lost, keeping one blank at
    ///   least (`98.6 °F   37 °C` → `98.6 F    37 C`, `+/-  ± neg   change` → `+/- neg      change`).
    /// - A spelling is named once: a word whose ASCII form is the word before it is left out,
    ///   with the blanks before it (`->, →, =>` → `->, =>`; `+/-  ± neg` → `+/- neg`).
    public static func asciiKeepingColumns(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.unicodeScalars.allSatisfy(\.isASCII) ? String(line) : asciiLine(line)
        }.joined(separator: "\n")
    }

    private static func asciiLine(_ line: Substring) -> String {
        let ascii = Glyphs(unicode: false)
        var result = "", gained = 0, blanks = 0, previous = ""
        var index = line.startIndex
        while index < line.endIndex {
            guard line[index] != " " else {
                blanks += 1
                index = line.index(after: index)
                continue
            }
            let end = line[index...].firstIndex(of: " ") ?? line.endIndex
            let word = line[index..<end], shown = ascii.text(String(word))
            index = end
            if shown == previous && !word.unicodeScalars.allSatisfy(\.isASCII) {  // named already
                gained -= blanks + word.count
                blanks = 0
                continue
            }
            if blanks >= 2 && gained != 0 {
                let kept = max(1, blanks - gained)
                gained += kept - blanks
                blanks = kept
            }
            result += String(repeating: " ", count: blanks) + shown
            gained += shown.count - word.count
            blanks = 0
            previous = shown
        }
        return result + String(repeating: " ", count: blanks)
    }
}
