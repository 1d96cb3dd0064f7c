/// Where a lesson stands at the start of a line: what playing the lines before it left.
///
/// A `LessonPlayer` keeps one for the line it is on, and its `LessonTrail` one every
/// `LessonTrail.interval` lines, to go back to instead of playing the lesson from its start.
/// It holds no expanded copy of the lesson: the line next, the rest still to read (a
/// position in the transcript's bytes), and the comments told before the line.
struct LessonPlace: Sendable {
    /// The line next to play (0-based).
    private(set) var lineIndex = 0
    /// The line next to play; nil after the last.
    private(set) var line: Transcript.Exchange?
    /// The lines after `line`, read as they are reached.
    private var rest: Transcript.Exchanges
    /// The comments told before `line`.
    private(set) var narration: [String]
    /// The line path's session after the lines before: it decides what the next line means.
    var reference: Session
    /// How many of the lesson's steps the lines before leave in effect.
    var stepCount = 0
    /// Lines whose output differed from the transcript so far.
    var mismatches = 0
    /// The outcome of the last line played to its end.
    var finished: LessonPlayer.PlayedLine?
    /// Why the last line played was refused, if it was.
    var refusal: String?
    /// True when the refused line had sent events, undone since; false for one that sent none
    /// (`C 5 x`: `x` is no key).
    var refusalUndid = false
    /// True once every line was played, or a `quit` line was.
    var isAtEnd = false

    /// The place before the first line of `transcript`, whose line path starts as `origin`.
    init(start transcript: Transcript, origin: Session) {
        rest = transcript.exchanges
        line = rest.next()
        narration = LessonNarration.paragraphs(transcript.lines)
        reference = origin
        isAtEnd = line == nil
    }

    /// Moves on to the line after `line`, whose comments are read as it goes: the lesson's end
    /// when `quits` or when there is none.
    mutating func advance(quits: Bool) {
        guard let played = line else { return }
        narration = LessonNarration.paragraphs(played.lines.dropFirst())
        line = rest.next()
        lineIndex += 1
        isAtEnd = quits || line == nil
    }
}
