#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// The interactive calculator: read a line, hand it to the session, render its outcome.
///
/// Remembers the state and the history between sessions, leaves cleanly on Ctrl-D, `quit`,
/// SIGTERM and SIGHUP (status 128 + the signal), and treats Ctrl-C as "drop this line" (or
/// "cancel" in the menu).
struct Repl {
    var session: Session
    let reader: LineReader
    var face: Face
    /// Set when the user asked for `--format plain|json`, or stdout is not a terminal: that
    /// renderer instead of the face.
    let format: OutputFormat?
    let stateFile: StateFile?
    let history: HistoryFile?
    let recorder: Recorder?
    var welcome: Bool
    /// Lines read so far, for the `line` of JSON errors.
    var lineNumber = 0
    var output = OutputStream(descriptor: STDOUT_FILENO)
    var errors = OutputStream(descriptor: STDERR_FILENO)

    /// Runs until the user leaves; returns the exit status.
    mutating func run() -> Int32 {
        let completionPhase = CurrentPhase(session.state.phase)
        reader.completer = { text in
            let complete = Completion.complete(text, phase: completionPhase.phase)
            let result = TerminalText.localeIsASCII ? complete.asciiOnly : complete
            return CompletionAnswer(replacing: result.replacedCount, insertion: result.insertion, choices: result.listed)
        }
        if welcome {
            say("Welcome to convcalc! Type a number, then Return; keys: \(face.keys).")
            say("Or convert on one line: \(Reference.conversions[0].lines[0]). 'help' lists everything, Ctrl-D leaves.")
        }
        if format == nil {  // the face at start; a chosen format answers lines only
            show(Outcome(.displays(Displays(state: session.state, says: session.says))))
        }
        defer {
            stateFile?.save(session.state)
            output.flush()
        }
        while true {
            completionPhase.phase = session.state.phase
            let prompt = face.prompt(for: session.state)
            output.flush()
            switch reader.readLine(prompt: prompt.text, visible: prompt.visible) {
            case .end:
                endTerminalLine()
                return 0
            case .terminated(let number):
                endTerminalLine()
                return 128 + number
            case .interrupted:
                endTerminalLine()
                if session.state.phase == .choosing { apply("cancel", remember: false) }
            case .line(let line):
                lineNumber += 1
                if apply(line, remember: true).shows == .quit { return 0 }
            }
        }
    }

    /// Handles one typed line; returns its outcome.
    @discardableResult
    private mutating func apply(_ line: String, remember: Bool) -> Outcome {
        // Longer than any reader takes (replay skips such a line too): refused, state untouched.
        let outcome = line.utf8.count > LineSplitter.defaultMaximumLength
            ? Outcome(.rejected(LineError(.lineTooLong(LineSplitter.defaultMaximumLength), column: 1)))
            : session.handle(line)
        if remember, let entry = HistoryFile.entry(for: line) {
            reader.remember(entry)
            history?.append(entry)
        }
        recorder?.record(line, outcome: outcome)
        if let notice = recorder?.takeStopNotice() { FileText.warn("convcalc: warning: " + notice) }  // as it happens
        if outcome.error == nil { stateFile?.save(session.state) }
        show(outcome)
        return outcome
    }

    /// Renders `outcome` with the chosen format, or the face (as wide as the terminal is now).
    private mutating func show(_ outcome: Outcome) {
        face.columns = Terminal.columns()  // read again each time: the terminal may have been resized
        let renderer = format?.renderer ?? FaceRenderer(face: face)
        renderer.render(outcome, at: Place("", line: lineNumber), into: output.buffer, errors: errors.buffer)
        if !errors.buffer.isEmpty {
            output.flush()
            errors.flush()
        }
    }

    /// Moves the terminal to a new line after ^C or ^D (not written into redirected output).
    private mutating func endTerminalLine() {
        if format == nil { say("") } else { FileText.warn("") }
    }

    private mutating func say(_ text: String) {
        output.buffer.append(string: text + "\n")
    }
}

/// The calculator's phase as the last line left it, shared with libedit's completion callback
/// (which completes words differently in the menu): a reference, since the callback cannot
/// capture the REPL it is called from.
final class CurrentPhase: @unchecked Sendable {
    var phase: Phase
    init(_ phase: Phase) { self.phase = phase }
}
