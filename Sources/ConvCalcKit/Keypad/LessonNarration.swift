/// A lesson's `#` comments, as the lesson panel tells them: the comments just before each
/// typed line belong to that line, and those after the last typed line close the lesson.
///
/// ```
/// # C starts a fresh entry in 'integer'; +/- flips its sign; 5 replaces the leading 0;
/// # '.' moves to 'fraction'; line-end commits back to 'ready'.
/// > C +/- 5 . 2
/// ```
/// tells `C +/- 5 . 2` one paragraph: the comment lines of a block are joined with a blank,
/// so the panel wraps them to its own width, an indented line kept on its own (`CommentBlock`);
/// an empty comment (`#`) or a blank line between comments starts a new paragraph. Every byte
/// is escaped (`VisibleText`). A recording's note on how it was made
/// (`TranscriptHeader.recordedNote`) is not told.
public enum LessonNarration {
    /// The paragraphs of the comments in `lines`, up to the first typed line among them: told
    /// before that line (`Transcript.lines`), or after a line when given the lines that follow
    /// its `> ` line (`Transcript.Exchange.lines.dropFirst()`). Only the paragraphs are held.
    /// At most `toldLimit` bytes of comments are told before a line (about 800 rows of a wide
    /// panel): more is cut, and a last paragraph says so. The panel wraps what it tells at every
    /// draw, so 15 MB of comments took seconds a key press.
    public static func paragraphs(_ lines: some Sequence<Transcript.Line>) -> [String] {
        var paragraphs: [String] = []
        var paragraph: CommentBlock?
        var told = 0, cut = false
        func endParagraph() {
            if let block = paragraph { paragraphs.append(block.text) }
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
                } else {
                    CommentBlock.add(text, to: &paragraph)
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

    /// A comment's words: after its `#` and the blank that follows, escaped, without trailing
    /// blanks; empty when it has none. The blanks after that first one are its indentation,
    /// kept as spaces (`#   5 mi to km` is `  5 mi to km`: a line of its own, `CommentBlock`).
    public static func commentText(_ bytes: ArraySlice<UInt8>) -> String {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var rest = bytes.dropFirst()
        if let first = rest.first, isBlank(first) { rest = rest.dropFirst() }
        let indent = rest.prefix(while: isBlank).count
        let text = rest.dropFirst(indent).withUnsafeBufferPointer { VisibleText.of($0, limit: Int.max) }
        let words = String(text.reversed().drop { $0 == " " }.reversed())
        return words.isEmpty ? "" : String(repeating: " ", count: indent) + words
    }

    /// `paragraphs` wrapped to `width` columns at blanks, a blank line between paragraphs; an
    /// indented line of one (`CommentBlock`) starts its own row, its indentation kept.
    public static func lines(_ paragraphs: [String], width: Int) -> [String] {
        var lines: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append("") }
            for line in CommentBlock.lines(of: paragraph) { lines += TextWrap.linesKeepingIndent(String(line), width: width) }
        }
        return lines
    }
}
