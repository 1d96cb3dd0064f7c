/// A lesson's `#` comments, as the lesson panel tells them: the comments just before each
/// typed line belong to that line, and those after the last typed line close the lesson.
///
/// ```
/// # C starts a fresh entry in 'integer'; +/- flips its sign; 5 replaces the leading 0;
/// # '.' moves to 'fraction'; Return commits back to 'ready'.
/// > C +/- 5 . 2
/// ```
/// tells `C +/- 5 . 2` one paragraph: the comment lines of a block are joined with a blank,
/// so the panel wraps them to its own width; an empty comment (`#`) or a blank line between
/// comments starts a new paragraph. Every byte is escaped (`VisibleText`).
public enum LessonNarration {
    /// The paragraphs told before each typed line, by the line's index, and one more entry:
    /// those told after the last line.
    public static func paragraphs(of transcript: Transcript) -> [[String]] {
        var told: [[String]] = []
        var paragraphs: [String] = []
        var paragraph: String?
        func endParagraph() {
            if let text = paragraph { paragraphs.append(text) }
            paragraph = nil
        }
        for line in transcript.lines {
            switch line.kind {
            case .comment:
                let text = commentText(line.bytes)
                if text.isEmpty {
                    endParagraph()
                } else {
                    paragraph = paragraph.map { $0 + " " + text } ?? text
                }
            case .blank:
                endParagraph()
            case .input:
                endParagraph()
                told.append(paragraphs)
                paragraphs = []
            case .header, .expected:
                continue
            }
        }
        endParagraph()
        told.append(paragraphs)
        return told
    }

    /// A comment's words: after its `#` and the blanks that follow, escaped, without trailing blanks.
    static func commentText(_ bytes: ArraySlice<UInt8>) -> String {
        let words = bytes.dropFirst().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let text = words.withUnsafeBufferPointer { VisibleText.of($0, limit: Int.max) }
        return String(text.reversed().drop { $0 == " " }.reversed())
    }

    /// `paragraphs` wrapped to `width` columns at blanks, a blank line between paragraphs.
    public static func lines(_ paragraphs: [String], width: Int) -> [String] {
        var lines: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append("") }
            lines += TextWrap.lines(paragraph, width: width)
        }
        return lines
    }

    /// The furthest `lines` of comments can be scrolled in `rows` rows: none when they fit,
    /// else until their last line is in view above the row that says where the rest is.
    public static func scrollLimit(lines: Int, rows: Int) -> Int {
        lines <= rows ? 0 : lines - max(1, rows - 1)
    }
}
