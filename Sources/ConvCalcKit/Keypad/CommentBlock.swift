/// A block of comment lines joined as a lesson tells them, in the lesson panel and in `play`
/// at a terminal: one paragraph, each line's words after a blank, so that it wraps whole —
/// but a line indented past the blank after `#` (`#   5 mi to km`) starts a line of its own,
/// its indentation kept, and so does the line after it, as Markdown keeps indented text apart.
///
/// ```
/// # Try these:
/// #   5 mi to km
/// #   10 mi to km
/// ```
/// is `Try these:\n  5 mi to km\n  10 mi to km`: the lines are apart after a new line, which a
/// comment's text never holds (`commentText` escapes it).
public struct CommentBlock: Sendable {
    /// The block's text, its lines apart after `\n`.
    public private(set) var text: String
    /// True when the last line added is indented: the next one starts its own line.
    private var endsIndented: Bool

    /// A block starting with the comment text `first` (`LessonNarration.commentText`, not empty).
    public init(_ first: String) {
        text = first
        endsIndented = first.first == " "
    }

    /// Adds the comment text `next` after a blank, or on a line of its own when it or the line
    /// before is indented. In place: a paragraph copied at each line was quadratic in its lines.
    public mutating func add(_ next: String) {
        let indented = next.first == " "
        text.append(indented || endsIndented ? "\n" : " ")
        text.append(next)
        endsIndented = indented
    }

    /// Adds the comment text `next` to `block`, or starts it with `next` when there is none.
    public static func add(_ next: String, to block: inout CommentBlock?) {
        if block == nil { block = CommentBlock(next) } else { block?.add(next) }
    }

    /// The lines of `text`, a block's text: those that start indented keep their blanks.
    public static func lines(of text: String) -> [Substring] {
        text.split(separator: "\n")
    }
}
