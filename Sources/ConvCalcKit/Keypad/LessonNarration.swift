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
    /// The paragraphs of the comments in `lines`, up to the first typed line among them: told
    /// before that line (`Transcript.lines`), or after a line when given the lines that follow
    /// its `> ` line (`Transcript.Exchange.lines.dropFirst()`). Only the paragraphs are held.
    public static func paragraphs(_ lines: some Sequence<Transcript.Line>) -> [String] {
        var paragraphs: [String] = []
        var paragraph: String?
        func endParagraph() {
            if let text = paragraph { paragraphs.append(text) }
            paragraph = nil
        }
        for line in lines {
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
                return paragraphs
            case .header, .expected:
                continue
            }
        }
        endParagraph()
        return paragraphs
    }

    /// The paragraphs told after the last typed line of `transcript`: the lesson's close.
    /// One walk of its lines, holding only the paragraphs since the last typed line.
    public static func closing(of transcript: Transcript) -> [String] {
        var last: Transcript.Exchange?
        for exchange in transcript.exchanges { last = exchange }
        return last.map { paragraphs($0.lines.dropFirst()) } ?? []
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
}
