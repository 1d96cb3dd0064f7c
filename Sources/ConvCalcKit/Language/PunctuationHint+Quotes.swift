/// The quotes around the words of a refused line, as `PunctuationHint.cleaned` takes them off:
/// a pair around a word whatever it holds (`'8540'`, `"5"`, `'6'2"'`), one opened before a word
/// and closed after a later one (`'5 mi' to km`, `'1 × 10^2' in`), of any kind and closed by any
/// of its kind (`“5"m`), opened between a number and letters when the line closes it later
/// (`7.1e4"survey ft"`), doubled (`‘‘351’’`). A mark glued to a number is a height's otherwise
/// (`12''` is 12 in, `6'2"` 6 ft 2 in), and a word of marks alone is feet and inches (`1.8 m to '"`).
struct QuoteMarks {
    /// The quote taken before a word and not closed yet (`'1 × 10^2' in`: from `'1` to `10^2'`).
    private var open: Character?
    /// True once a quote was taken from the line.
    private(set) var taken = false

    /// `word` (a token of `line`, its brackets taken) without its quotes; what follows a quote
    /// that closes one opened before, to stand as a word of its own (`“5”mi`: 5 mi); and whether
    /// the word was rebuilt, no longer a slice of the token. `afterNumber`: glued to a number
    /// before it; `next`: the token after it.
    mutating func take(_ typed: Substring, afterNumber: Bool, at token: LineBytes.Token, next: LineBytes.Token?,
                       line: LineBytes) -> (word: Substring, apart: Substring?, rejoined: Bool) {
        var word = typed
        // Quotes around words (`'5 mi' to km`, `"10 km"`): before a word, or after one that ends in
        // a letter (`6'2"` keeps its feet and inches, written after digits).
        // A mark glued to a number is a height's (`12''` is 12 in: a quote taken made it 12 ft).
        // A word of marks alone is feet and inches (`1.8 m to '"`), no quotes; a word between a
        // pair is quoted whatever it holds (`'8540'`, `"5"`, `'6'2"'`: a mark after digits alone is feet).
        var marksOnly = word.allSatisfy { "'\"‘’“”".contains($0) }
        // What follows a quote that closes one opened before is a word of its own (`“5”mi`: 5 mi).
        var apart: Substring?, rejoined = false  // rejoined: `word` is no longer a slice of `typed`
        // The quote that closes one opened before, glued after digits too (`'1 × 10^2' in`: no 10^2 feet).
        // A mark glued after a number with digits glued after it is a height's feet (`'5'10" to cm'`:
        // taken as the quote's end, it offered `510"`).
        let heightMark = afterNumber && next.map { $0.start == token.end && line.string($0).first?.isNumber == true } == true
        func close() {
            guard !heightMark, let opened = open, let at = word.firstIndex(where: { Self.closes($0, opened) }),
                  // between digits, a height's feet (`'5'10"`)
                  !(at > word.startIndex && word[word.index(before: at)].isNumber && word.index(after: at) < word.endIndex
                    && word[word.index(after: at)].isNumber) else { return }
            // A doubled quote closes as one (`''1 m 70 cm to in''`: the second was left, read as feet).
            let after = word[word.index(after: at)...].drop { Self.closes($0, opened) }
            // Marks after the quote stay the word's, taken below (`'swap'.`, `'83.7'?`: a `.` apart is the point key).
            if after.allSatisfy({ ".,;:!?…".contains($0) }) {
                word = word[..<at] + after
                rejoined = true
            } else {
                apart = after
                word = word[..<at]
            }
            open = nil
            taken = true
            marksOnly = false
        }
        close()
        if !afterNumber, !marksOnly, word.count >= 3, let first = word.first, let last = word.last,
           ["''", "\"\"", "‘’", "“”", "’’", "””"].contains(String([first, last])) {
            word = word.dropFirst().dropLast()
            taken = true
        }
        while !afterNumber, !marksOnly, let first = word.first, "'\"‘’“”".contains(first), word.index(after: word.startIndex) < word.endIndex {
            word = word.dropFirst()
            taken = true
            open = first
        }
        close()  // in the word that opened it (`‘‘351’’`, `“5”mi`)
        // A quote between digits and letters inside the word that the line closes later opens one
        // (`(7.1e4"survey ft")`: it offered `7.1e4"survey ft`, inches).
        if open == nil, let at = word.firstIndex(where: { "'\"‘“”’".contains($0) }), at > word.startIndex,
           word[word.index(before: at)].isNumber, word.index(after: at) < word.endIndex, word[word.index(after: at)].isLetter,
           !word[word.index(after: at)...].contains(where: { Self.closes($0, word[at]) }),
           line.string(LineBytes.Token(start: token.end, end: line.end)).contains(where: { Self.closes($0, word[at]) }) {
            open = word[at]
            apart = word[word.index(after: at)...]
            word = word[..<at]
            taken = true
        }
        // A mark glued after a number, before letters, that the line closes later opens a quote
        // (`7.1e4"survey ft"`: it offered `7.1e4"survey ft`, inches).
        if afterNumber, marksOnly, word.count == 1, let quote = word.first, let next,
           next.start == token.end, line.string(next).first?.isLetter == true,
           line.string(LineBytes.Token(start: next.start, end: line.end)).contains(where: { Self.closes($0, quote) }) {
            word = word.prefix(0)
            open = quote
            taken = true
        }
        var end = word.endIndex
        var closed: Character?
        while end > word.startIndex, "'\"‘’“”".contains(word[word.index(before: end)]),
              word.index(before: end) > word.startIndex, word[word.index(before: word.index(before: end))].isLetter {
            end = word.index(before: end)
            closed = word[end]
            taken = true
            open = nil
        }
        word = word[..<end]
        // The quote it closed opened after the digits before (`20000'in'`: quotes around in, no feet).
        if let closed, let opening = word.lastIndex(where: { Self.closes(closed, $0) }),
           opening > word.startIndex, word[word.index(before: opening)].isNumber, word.index(after: opening) < word.endIndex,
           word[word.index(after: opening)].isLetter {
            apart = word[word.index(after: opening)...]
            word = word[..<opening]
        }
        return (word, apart, rejoined)
    }

    /// True when `mark` closes a quote opened with `open`: a double quote of any kind one opened
    /// with a double (`“5"m`, `"5”`: the straight one left read as inches), a single one a single.
    static func closes(_ mark: Character, _ open: Character) -> Bool {
        let doubles: Set<Character> = ["\"", "“", "”"], singles: Set<Character> = ["'", "‘", "’"]
        return doubles.contains(open) ? doubles.contains(mark) : singles.contains(open) && singles.contains(mark)
    }
}
