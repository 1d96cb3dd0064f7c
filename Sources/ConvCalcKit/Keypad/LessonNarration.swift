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
/// comments starts a new paragraph. Every byte is escaped (`VisibleText`). A recording's note
/// on how it was made (`TranscriptHeader.recordedNote`) is not told.
public enum LessonNarration {
    /// The paragraphs of the comments in `lines`, up to the first typed line among them: told
    /// before that line (`Transcript.lines`), or after a line when given the lines that follow
    /// its `> ` line (`Transcript.Exchange.lines.dropFirst()`). Only the paragraphs are held.
    /// At most `toldLimit` bytes of comments are told before a line (about 800 rows of a wide
    /// panel): more is cut, and a last paragraph says so. The panel wraps what it tells at every
    /// draw, so 15 MB of comments took seconds a key press.
    public static func paragraphs(_ lines: some Sequence<Transcript.Line>) -> [String] {
        var paragraphs: [String] = []
        var paragraph: String?
        var told = 0, cut = false
        func endParagraph() {
            if let text = paragraph { paragraphs.append(text) }
            paragraph = nil
        }
        func close() -> [String] {
            endParagraph()
            return cut ? paragraphs + [cutNote] : paragraphs
        }
        for line in lines {
            switch line.kind {
            case .comment:
                guard !cut, !line.bytes.starts(with: TranscriptHeader.recordedNoteStart.utf8) else { continue }
                var bytes = line.bytes
                if told + bytes.count > toldLimit {  // the part that fits, cut where a character starts
                    cut = true
                    var end = bytes.startIndex + max(0, toldLimit - told)
                    while end > bytes.startIndex && end < bytes.endIndex && bytes[end] & 0xC0 == 0x80 { end -= 1 }
                    // At a blank, so that no word is cut (`w952` for `w9520`), when the part holds one.
                    if let blank = bytes[..<end].lastIndex(of: UInt8(ascii: " ")), blank > bytes.startIndex + 1 { end = blank }
                    bytes = bytes[..<end]
                }
                told += bytes.count
                let text = commentText(bytes)
                if text.isEmpty {
                    endParagraph()
                } else if paragraph == nil {
                    paragraph = text
                } else {  // in place: a paragraph copied at each line was quadratic in its lines
                    paragraph?.append(" ")
                    paragraph?.append(text)
                }
            case .blank:
                endParagraph()
            case .input:
                return close()
            case .header, .expected:
                continue
            }
        }
        return close()
    }

    /// The most bytes of comments told before a line.
    public static let toldLimit = 64 * 1024

    /// The paragraph that ends comments cut at `toldLimit`.
    public static let cutNote = "(the comments go on past what the panel tells: read them in the lesson's file)"

    /// The paragraphs told after the last typed line of `transcript`: the lesson's close.
    /// One walk of its lines, holding only the paragraphs since the last typed line.
    public static func closing(of transcript: Transcript) -> [String] {
        var last: Transcript.Exchange?
        for exchange in transcript.exchanges { last = exchange }
        return last.map { paragraphs($0.lines.dropFirst()) } ?? []
    }

    /// A comment's words: after its `#` and the blanks that follow, escaped, without trailing blanks.
    public static func commentText(_ bytes: ArraySlice<UInt8>) -> String {
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
