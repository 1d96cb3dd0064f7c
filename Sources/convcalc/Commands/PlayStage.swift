import ConvCalcKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `convcalc play` shows: the transcript's comments and blank lines, each typed line,
/// and what the session prints for it now. Every byte from the file is escaped.
struct PlayStage {
    /// True to colour: comments dim, typed lines bold, errors red.
    let colors: Bool
    /// True to wait for Return before each typed line (`--step`, stdin and stdout a terminal).
    let waits: Bool
    /// The columns comments and output lines (`showOutput`; a text answer's paragraphs
    /// joined first, `printed`) are wrapped to, at blanks
    /// (`TextWrap.lines`, a comment's next lines indented under the `#`'s text), a block of
    /// comment lines joined into one paragraph as the keypad's lesson panel tells it
    /// (`CommentBlock`; each line wrapped alone left fragments, `  event, the`; an indented line
    /// stays its own, `#   5 mi to km`): the terminal's width when stdout is one, where the
    /// terminal broke a long line mid-word; nil on a pipe or a file, where each comment is its
    /// line of the transcript, escaped, and each output line the session's.
    let width: Int?
    /// The paragraph of comment lines read so far, shown when a line that is no comment of
    /// it comes (at a terminal only).
    private var paragraph: CommentBlock?
    private var output = OutputStream(descriptor: STDOUT_FILENO)
    /// The terminal's end-of-input key (Ctrl-D), read as a key while the stage waits; nil when
    /// the terminal has none, or its modes could not be read (canonical mode: it ends stdin).
    private var endOfInputKey: UInt8?

    init(colors: Bool, waits: Bool, width: Int?) {
        self.colors = colors
        self.waits = waits
        self.width = width
    }

    /// Plays `transcript` through `session`, until its end, a `quit`, or the end of stdin
    /// while waiting for Return. Throws when a line is typed after a `quit` (the transcript is
    /// invalid, as `check` says: it would never be replayed).
    mutating func play(_ transcript: Transcript, in session: inout Session) throws(TranscriptError) {
        defer { output.flush() }
        var quit: (line: Int, input: String)?
        if waits {
            showWrapped(PlayStage.stepHint)
            typedNotEchoed()
        }
        defer { if waits { TerminalModes.restore() } }
        defer { endParagraph() }
        for line in transcript.lines {
            if case .comment = line.kind, width != nil, !line.bytes.starts(with: TranscriptHeader.recordedNoteStart.utf8) {
                let text = LessonNarration.commentText(line.bytes[...])
                if text.isEmpty {  // `#` alone: the paragraph ends, the line shows
                    endParagraph()
                    show("#", "2")
                } else {
                    CommentBlock.add(text, to: &paragraph)
                }
                continue
            }
            endParagraph()
            switch line.kind {
            case .header, .comment:
                showWrapped(line.bytes.withUnsafeBufferPointer { VisibleText.of($0, limit: Int.max) })
            case .blank:
                show("", nil)
            case .expected:
                continue
            case .input(let input):
                if let quit {
                    throw TranscriptError.typedAfterQuit(line: line.number, quitLine: quit.line, quit: quit.input)
                }
                // Stepping, the typed line shows first and waits, its Return ending it on the
                // screen: the class may say what it will do before its answer shows.
                let typed = VisibleText.of(TranscriptText.inputLine(input), limit: Int.max)
                show(typed, "1", ending: waits ? "" : "\n")
                // Stopped while waiting (Ctrl-D): the line shown ends, so the shell's prompt starts its own.
                if waits && !waitForReturn(showing: typed) { return show("", nil) }
                let outcome = session.handle(input)
                for shown in printed(outcome) {
                    switch shown {
                    case .output(let text): showOutput(VisibleText.of(text, limit: Int.max), nil)
                    case .error(let message): showOutput(VisibleText.of("! " + message, limit: Int.max), "31")
                    }
                }
                if outcome.shows == .quit { quit = (line.number, input) }
            }
        }
    }

    /// Shows the paragraph of comments read so far, if any: each of its lines after `# `, an
    /// indented one's next lines under its text.
    private mutating func endParagraph() {
        guard let block = paragraph else { return }
        paragraph = nil
        for line in CommentBlock.lines(of: block.text) { showWrapped("# " + line, indent: 2 + line.prefix { $0 == " " }.count) }
    }

    /// Shows a comment (dim), wrapped at blanks to `width` when there is one, the next lines `indent` in.
    private mutating func showWrapped(_ text: String, indent: Int = 2) {
        guard let width else { return show(text, "2") }
        for line in TextWrap.lines(text, width: width, indent: indent) { show(line, "2") }
    }

    /// The lines the session printed for `outcome`; at a terminal, a text answer's (`help
    /// units`, written for 80 columns) joined where `HelpText.wrapped` broke them
    /// (`HelpText.unwrapped`), so that `showOutput` wraps each paragraph and table row whole:
    /// wrapped line by line, a line of 80 columns left a word or two alone on a short line at 40.
    /// The displays, a menu and an error keep their lines.
    private func printed(_ outcome: Outcome) -> [ExpectedLine] {
        let lines = ExpectedLine.lines(of: outcome)
        let texts = lines.compactMap { line -> String? in if case .output(let text) = line { text } else { nil } }
        guard width != nil, case .info = outcome.shows, texts.count == lines.count else { return lines }
        return HelpText.unwrapped(texts).map(ExpectedLine.output)
    }

    /// Shows a line the session printed, wrapped at blanks to `width` when there is one, as
    /// comments are: its leading blanks kept (the help's indented lines), the next lines two
    /// columns further in (under an error's message, after `! `), or a table row's under its
    /// last column (the help's descriptions: `TextWrap.linesUnderLastColumn`). The terminal broke words
    /// (`! cannot convert length (mi) to mass (k` / `g)` at 40 columns). On a pipe or in a file
    /// the line is the session's, byte for byte.
    private mutating func showOutput(_ text: String, _ color: String?) {
        guard let width else { return show(text, color) }
        for line in TextWrap.linesUnderLastColumn(text, width: width, indent: 2) { show(line, color) }
    }

    private mutating func show(_ text: String, _ color: String?, ending: String = "\n") {
        if colors, let color {
            output.buffer.append(string: "\u{1B}[\(color)m\(text)\u{1B}[0m" + ending)
        } else {
            output.buffer.append(string: text + ending)
        }
        output.flushIfLarge()  // what is shown streams: a long transcript is never held whole
    }

    /// What `--step` shows first, so that the class knows which key plays the next line.
    static let stepHint = "(--step: each typed line shows first; press Return to play it; Ctrl-D stops)"

    /// Turns the terminal's echo off while the stage waits, Return's new line too: what a
    /// class types at the waiting line was shown glued to it (`> convert mi->kmhello`), and a
    /// Return typed ahead had its new line echoed before the line it was to end. The stage ends
    /// the waiting line itself when Return plays it. Keys are read as they are typed (canonical
    /// mode off), so a stray key is dropped at once and one Ctrl-D stops: in canonical mode the
    /// first Ctrl-D only ended the hidden line a stray `x` began. The terminal's modes come back
    /// at the end, and on a signal that ends the program.
    private mutating func typedNotEchoed() {
        TerminalModes.save()
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return Signals.restoreModesOnEnding() }
        let key = withUnsafeBytes(of: modes.c_cc) { $0[Int(VEOF)] }
        endOfInputKey = key == 0 ? nil : key  // 0: the terminal has none (_POSIX_VDISABLE)
        modes.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON)
        withUnsafeMutableBytes(of: &modes.c_cc) { keys in
            keys[Int(VMIN)] = 1  // each key as it comes
            keys[Int(VTIME)] = 0
        }
        Signals.restoreModesOnEnding(resuming: modes)  // after Ctrl-Z and fg, these modes again
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    }

    /// Drops what was typed before the waiting line `typed` shows (one Return plays one line:
    /// two quick Returns played two), shows it, and reads keys up to a Return, then ends the
    /// waiting line so the answer starts its own; false at Ctrl-D or the end of stdin. Other
    /// keys are dropped. What is typed once the line shows is kept: the drop comes first.
    private mutating func waitForReturn(showing typed: String) -> Bool {
        _ = tcflush(STDIN_FILENO, TCIFLUSH)
        output.flush()
        while let key = nextKey(showing: typed) {
            if key == endOfInputKey { return false }
            if key == UInt8(ascii: "\n") {
                show("", nil)
                return true
            }
        }
        return false
    }

    /// The next byte typed, or nil at the end of stdin. When the program runs on after Ctrl-Z
    /// and `fg` (the shell's lines now follow the waiting line), `typed` shows again on the
    /// line the cursor is on: `Signals` set the stage's modes back before saying so.
    private mutating func nextKey(showing typed: String) -> UInt8? {
        var sources = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: Signals.wakeUp.read, events: Int16(POLLIN), revents: 0)]
        while true {
            if Signals.takeContinued() {
                show("\r" + typed, "1", ending: "")
                output.flush()
            }
            let ready = poll(&sources, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            if sources[1].revents != 0 {
                Signals.drainWakeUp()
                continue
            }
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            return count == 1 ? byte : nil
        }
    }
}
