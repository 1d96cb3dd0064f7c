/// Reads lines at the interactive prompt. The libedit adapter is the real one; tests use a
/// scripted reader.
protocol LineReader: AnyObject {
    /// Reads one line, showing `prompt` (`visible` is the prompt without colour codes).
    func readLine(prompt: String, visible: String) -> LineReadResult
    /// Adds an accepted line to the in-memory history (Up-arrow).
    func remember(_ line: String)
    /// Called with the text before the cursor when Tab is pressed.
    var completer: ((String) -> CompletionAnswer)? { get set }
}

/// What one read gave.
enum LineReadResult: Equatable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line being typed was dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the end of input.
    case end
    /// SIGTERM or SIGHUP: leave cleanly.
    case terminated(Int32)
}

/// What Tab does: insert text, and list the choices when there are several.
struct CompletionAnswer {
    /// Characters before the cursor to remove first (a word written in another case).
    var replacing = 0
    var insertion: String
    var choices: [String]
}
