/// A run of text in one style.
public struct Span: Equatable, Sendable {
    /// The text.
    public var text: String
    /// Its style.
    public var style: Style

    /// `text` in `style`.
    public init(_ text: String, _ style: Style = .normal) {
        self.text = text
        self.style = style
    }
}

/// One line of a panel: spans drawn left to right.
public typealias StyledLine = [Span]

/// Breaking text into lines of a width, in terminal columns (`ColumnWidth`: a wide
/// character takes two).
public enum TextWrap {
    /// `text` broken at spaces into lines of at most `width` columns; a word wider than the
    /// width is cut into pieces, and only such a word. Continuation lines start with `indent`
    /// spaces, or with none when the width has no room after them (a terminal 2 columns wide)
    /// or a word fits the width only without them (it was cut); a width below 1 leaves
    /// `text` whole. The mark of an approximate number stays with it: `≈ 1.5` (`~ 1.5` in
    /// ASCII) is never broken (`words`).
    public static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
        guard width > 0 else { return [text] }
        guard width > indent else { return lines(text, width: width, indent: 0) }
        var lines: [String] = []
        var line = ""
        var used = 0  // the line's columns, kept as the line grows: measuring is not free
        for word in words(text, fitting: width - indent) {
            // The blanks of a gap (`in: 5   out: 6`) neither end a full line nor start the next: the
            // indent stays the one asked (it grew by the gap's blanks).
            if word.isEmpty && (used >= width || (!lines.isEmpty && line.allSatisfy { $0 == " " })) { continue }
            let length = ColumnWidth.of(String(word))
            let room = width - used - (line.isEmpty ? 0 : 1)
            if length <= room {
                if !line.isEmpty {
                    line += " "
                    used += 1
                }
                line += word
                used += length
                continue
            }
            if !line.trimmingBlanks.isEmpty { lines.append(line) }
            var rest = String(word)
            var restLength = length
            let lead = length > width - indent && length <= width ? 0 : indent
            line = String(repeating: " ", count: lead)
            used = lead
            while used + restLength > width {
                var piece = ColumnWidth.prefix(of: rest, fitting: width - used)
                if piece.isEmpty { piece = rest.prefix(1) }  // a wide character in one column: it goes alone
                lines.append(line + piece)
                restLength -= ColumnWidth.of(String(piece))
                rest = String(rest[piece.endIndex...])
            }
            line += rest
            used += restLength
        }
        if !line.trimmingBlanks.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The marks that belong to the word after them: the blank between is not a place to break.
    static let joinedMarks: Set<Substring> = ["≈", "~", "≤"]

    /// `text` split at spaces, a word that is or ends in a mark of `joinedMarks` kept with the word
    /// after it (`[≤ 15`: the `≤` ended a row of the quiz's panel), and a label (`out:`) with its
    /// value when they fit in `width` together: `out: ≈ 42.16`, `precision: 4` (a label ended one
    /// row of the keypad's panel and its value began the next).
    static func words(_ text: String, fitting width: Int = .max) -> [Substring] {
        let plain = text.split(separator: " ", omittingEmptySubsequences: false)
        var words: [Substring] = []
        var index = 0
        while index < plain.count {
            let word = plain[index]
            // The last word taken with this one: a mark's number, or a label's value (its mark and number).
            var last = index
            if word.last.map({ joinedMarks.contains(Substring(String($0))) }) == true, index + 1 < plain.count { last = index + 1 }
            if last == index, word.count > 1, word.last == ":", index + 1 < plain.count,
               case let value = plain[index + 1], !value.isEmpty, value.last != ":" {
                var valueEnd = index + 1
                if joinedMarks.contains(value), valueEnd + 1 < plain.count { valueEnd += 1 }
                if ColumnWidth.of(String(text[word.startIndex..<plain[valueEnd].endIndex])) <= width { last = valueEnd }
            }
            words.append(text[word.startIndex..<plain[last].endIndex])
            index = last + 1
        }
        return words
    }

    /// `text` cut to `width` columns, ending in `ellipsis` when it was wider.
    public static func clip(_ text: String, width: Int, ellipsis: String = "…") -> String {
        guard ColumnWidth.of(text) > width else { return text }
        let mark = ColumnWidth.of(ellipsis)
        guard width >= mark else { return String(ColumnWidth.prefix(of: text, fitting: max(0, width))) }
        return String(ColumnWidth.prefix(of: text, fitting: width - mark)) + ellipsis
    }
}
