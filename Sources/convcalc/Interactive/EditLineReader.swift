import CEditLine
import ConvCalcKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one owner of libedit's pointers: line editing (emacs keys, UTF-8), the prompt,
/// history (Up/Down, Ctrl-R) and Tab completion. The rest of the program sees `LineReader`.
final class EditLineReader: LineReader {
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let output: UnsafeMutablePointer<FILE>
    private var promptBytes: UnsafeMutablePointer<CChar>
    /// Where libedit's characters come from: only valid UTF-8 reaches it.
    private let input = TerminalInput(descriptor: TerminalModes.descriptor)
    var completer: ((String) -> CompletionAnswer)?

    /// The marker around colour codes in the prompt, so libedit does not count them.
    private static let ignore: CChar = 1

    /// Sets up libedit on the terminal. The line is edited on stdout, or on stderr when
    /// stdout is redirected (`editsOnStderr`).
    init(editsOnStderr: Bool, historySize: Int32) {
        TerminalModes.save()
        Signals.install()
        output = editsOnStderr ? convcalc_stderr() : convcalc_stdout()
        let output = output
        EditLineReader.fitTerminal()  // before libedit first reads the size
        if let reason = TerminalDescriptions.dumbReason {
            FileText.warn("convcalc: warning: \(reason); the terminal is taken as dumb")
        }
        editLine = TerminalDescriptions.read { el_init("convcalc", convcalc_stdin(), output, convcalc_stderr()) }
        history = history_winit()
        promptBytes = strdup("")
        convcalc_history_setsize(history, historySize)
        convcalc_history_setunique(history, 1)
        convcalc_el_set_editor(editLine, "emacs")
        convcalc_el_set_signal(editLine, 0)  // Signals catches them; readCharacter then fails with EINTR
        // Between lines (libedit's execute mode, while a line is answered and the state saved)
        // the terminal does not echo: lines typed or pasted ahead are echoed once, by libedit
        // as it reads them, not also by the terminal as they arrive. Nor does it gather lines:
        // in its line mode the kernel keeps about 4 KB of a line and drops the rest, so a long
        // line pasted after another lost its middle unsaid (and one of 2 MiB got under the 1 MiB
        // refusal); without it the bytes wait, and the paste with them, until they are read.
        // The setting takes effect at once: what was typed before it, in the terminal's line mode
        // (where a Ctrl-D is a mark that reads as NUL in any other mode), is read just before.
        input.beginLine()
        convcalc_el_setty(editLine, "-x", "-echo", "-icanon")
        convcalc_el_set_history(editLine, history)
        convcalc_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        convcalc_el_set_prompt(editLine, { editLine in
            EditLineReader.owner(of: editLine).promptBytes
        }, EditLineReader.ignore)
        convcalc_el_add_function(editLine, "convcalc-complete", "Complete a word", { editLine, _ in
            EditLineReader.owner(of: editLine).complete()
        })
        convcalc_el_bind(editLine, "^I", "convcalc-complete")
        EditLineReader.bindCharactersNotCommands(editLine)
        EditLineReader.bindWordMoves(editLine)
        convcalc_el_set_getcfn(editLine, { editLine, character in
            EditLineReader.owner(of: editLine).readCharacter(into: character)
        })
        EditLineReader.readSettings(editLine)
        bracketedPaste = !editsOnStderr && Terminal.isTerminal(STDOUT_FILENO)
            && StatePaths.environment("TERM") != nil && !Terminal.isDumb
        if bracketedPaste {
            setBracketedPaste(on: true)
            Signals.writeBeforeStopping(Array(EditLineReader.pasteOff.utf8))  // the shell gets it off
        }
    }

    /// Cuts a size libedit could not hold (`Terminal.cutToEditableSize`) before it reads it,
    /// saying so.
    private static func fitTerminal() {
        if let (reported, cut) = Terminal.cutToEditableSize() {
            FileText.warn("convcalc: warning: the terminal says it is \(reported), more than lines can be edited on"
                + " (\(Terminal.editableCells) cells): its size is set to \(cut)")
        }
        if let (reported, cut) = Terminal.cutSizeVariables() {
            FileText.warn("convcalc: warning: \(reported) is more than lines can be edited on"
                + " (\(Terminal.editableCells) cells): they are set to \(cut)")
        }
        if let (reported, cut) = Terminal.cutDescriptionSize() {
            FileText.warn("convcalc: warning: the terminal reports no size and its description says \(reported), more than"
                + " lines can be edited on (\(Terminal.editableCells) cells): COLUMNS and LINES are set to \(cut)")
        }
    }

    /// libedit's settings file, `$EDITRC` or else `~/.editrc` (key bindings, `settc`, `setty`):
    /// read only as convcalc reads any file — a regular file reached along a path no other user
    /// controls (`SafeFile`, `PathOwnership`). libedit opened it itself: root running with
    /// another user's `HOME` ran her bindings (`bind -s 5 9` changed root's numbers, `echotc`
    /// sent her escapes to root's terminal) and waited for ever on a FIFO put there.
    private static func readSettings(_ editLine: OpaquePointer) {
        guard let path = settingsPath, FileKind.status(path, followsLinks: false) != nil else { return }  // none: nothing to read
        do {
            _ = try SafeFile.read(path, limit: maxSettingsSize, checked: true)
        } catch {
            FileText.warn("convcalc: warning: the line editor's settings are not read: \(error.message)")
            return
        }
        el_source(editLine, path)
    }

    /// Where libedit's settings are read from: `$EDITRC`, else `~/.editrc`.
    static var settingsPath: String? {
        StatePaths.environment("EDITRC").flatMap { $0.isEmpty ? nil : $0 } ?? StatePaths.home.map { $0 + "/.editrc" }
    }

    /// The largest settings file read: far more than any `.editrc` holds.
    private static let maxSettingsSize = 1 << 20

    /// True when the terminal marks pasted text (bracketed paste, `ESC [ ? 2004 h`), so a
    /// pasted tab is a blank, not the Tab key (`TerminalInput`). Only when editing on stdout.
    private var bracketedPaste = false
    private static let pasteOn = "\u{1B}[?2004h", pasteOff = "\u{1B}[?2004l"

    private func setBracketedPaste(on: Bool) {
        fputs(on ? EditLineReader.pasteOn : EditLineReader.pasteOff, output)
        fflush(output)
    }

    deinit {
        if bracketedPaste { setBracketedPaste(on: false) }
        el_end(editLine)
        history_wend(history)
        free(promptBytes)
        TerminalModes.restore()
    }

    /// Keys that are characters, not libedit commands.
    ///
    /// libedit's emacs map treats U+0080–U+00FF as Meta keys unless the locale calls them
    /// printable: in the C locale `ø` (U+00F8) is M-x and `°` an argument digit, and the C1
    /// controls are commands in every locale. Terminals send Meta as ESC and a key, so here
    /// they are characters, inserted (and the calculator rejects the ones it does not know).
    /// `ESC x` opens libedit's own command line (editrc commands), which is no use at a
    /// calculator and crashes libedit 3.1 on a line with an unmatched quote: it is unbound.
    private static func bindCharactersNotCommands(_ editLine: OpaquePointer) {
        for code in 0o200...0o377 {
            convcalc_el_bind(editLine, "\\" + String(code, radix: 8), "ed-insert")
        }
        for key in ["\\ex", "\\eX"] {
            convcalc_el_bind(editLine, key, "ed-unassigned")
        }
        // Keys of the VT220 family (rxvt, PuTTY, the Linux console) that libedit does not
        // know: Home and End move, the rest do nothing (they inserted a stray `~`).
        for key in ["\\e[1~", "\\e[7~"] { convcalc_el_bind(editLine, key, "ed-move-to-beg") }
        for key in ["\\e[4~", "\\e[8~"] { convcalc_el_bind(editLine, key, "ed-move-to-end") }
        for code in [2, 5, 6] + Array(11...34) where code != 3 {
            convcalc_el_bind(editLine, "\\e[\(code)~", "ed-unassigned")
        }
    }

    private static func owner(of editLine: OpaquePointer?) -> EditLineReader {
        Unmanaged<EditLineReader>.fromOpaque(convcalc_el_get_clientdata(editLine)!).takeUnretainedValue()
    }

    func readLine(prompt: String, visible: String) -> LineReadResult {
        free(promptBytes)
        promptBytes = strdup(Self.escapeColours(prompt))
        while true {
            // A signal that came while the previous line was being handled acts now, before
            // typed-ahead input is read.
            if let signalled = actOnSignal() { return signalled }
            if Signals.takeResized() {
                EditLineReader.fitTerminal()
                el_resize(editLine)
            }
            // Stopped and continued while the last line was answered: the line about to be read
            // draws its prompt afresh, so nothing is redrawn (the prompt was drawn twice on a row).
            if Signals.takeContinued(), bracketedPaste { setBracketedPaste(on: true) }  // the shell had it off
            input.beginLine()
            lineIsCut = false
            var count: Int32 = 0
            // Wide characters, not el_gets' multibyte text: that goes through the locale's
            // conversion, which in the C locale drops `²` from `5 m² to ft²` (a wrong answer).
            if let line = el_wgets(editLine, &count) {
                var text = EditLineReader.string(line, count: Int(count))
                if text.hasSuffix("\n") { text.removeLast() }
                return .line(text)
            }
            let failure = errno
            if let signalled = actOnSignal() {
                el_reset(editLine)
                return signalled
            }
            if count == -1 && failure == EINTR {
                el_reset(editLine)
                continue
            }
            return .end
        }
    }

    /// What a pending SIGINT, SIGTERM or SIGHUP means for the line, or nil when none came.
    private func actOnSignal() -> LineReadResult? {
        guard let number = Signals.takeLeaving() else { return nil }
        guard number == SIGINT else { return .terminated(number) }
        input.discardTypedAhead()  // a paste stops with Ctrl-C, as typed keys do
        return .interrupted
    }

    /// True once the line being edited holds more characters than any line may
    /// (`LineSplitter.defaultMaximumLength`): the rest of it is read and dropped.
    private var lineIsCut = false

    /// True when the line being edited already holds more characters than a line may have
    /// bytes, so it will be refused whatever comes: libedit then gets no more of it. It keeps
    /// each character in several buffers (the line, undo, the screen's rows), about 25 bytes
    /// for each byte pasted: a 3 MB paste took 80 MB and 10 s before it was refused.
    private var lineIsFull: Bool {
        guard let line = el_wline(editLine)?.pointee, let buffer = line.buffer else { return false }
        return line.lastchar - buffer > LineSplitter.defaultMaximumLength
    }

    /// libedit's character source (EL_GETCFN): 1 with a character, 0 at the end, -1 on error.
    /// Past the longest line (`lineIsFull`) characters are dropped up to the line's end, so
    /// libedit holds a bounded line, more than 1 MiB long, which the calculator refuses.
    private func readCharacter(into character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
        while true {
            switch input.next() {
            case .character(let scalar):
                let endsLine = scalar == "\n" || scalar == "\r"
                if !endsLine && (lineIsCut || lineIsFull) {
                    lineIsCut = true
                    continue
                }
                character?.pointee = wchar_t(bitPattern: scalar.value)
                return 1
            case .end:
                return 0
            case .failed(let failure):
                errno = failure
                return -1
            case .resumed:
                if bracketedPaste { setBracketedPaste(on: true) }  // the shell had it off
                convcalc_el_refresh(editLine)
            }
        }
    }

    func remember(_ line: String) {
        _ = EditLineReader.withWide(line) { convcalc_history_enter(history, $0) }
    }

    /// Tab: asks the completer, inserts the common extension, lists the choices.
    private func complete() -> UInt8 {
        guard let completer, let info = el_wline(editLine)?.pointee, let buffer = info.buffer else { return UInt8(CC_ERROR) }
        let answer = completer(EditLineReader.string(buffer, count: info.cursor - buffer))
        if answer.replacing > 0 { el_deletestr(editLine, Int32(answer.replacing)) }  // `m` → `MJ`: the word as the unit writes it
        if !answer.insertion.isEmpty {
            EditLineReader.withWide(answer.insertion) { _ = el_winsertstr(editLine, $0) }
        }
        if answer.choices.count > 1 && answer.insertion.isEmpty {
            fputs("\n" + Self.columns(answer.choices), output)
            return UInt8(CC_REDISPLAY)
        }
        return UInt8(answer.choices.isEmpty ? CC_REFRESH_BEEP : CC_REFRESH)
    }

    /// The first `count` wide characters at `characters` as a string (a value that is no
    /// Unicode scalar, which the input never makes, becomes U+FFFD).
    static func string(_ characters: UnsafePointer<wchar_t>, count: Int) -> String {
        var text = String.UnicodeScalarView()
        for index in 0..<max(0, count) {
            text.append(Unicode.Scalar(UInt32(bitPattern: characters[index])) ?? "\u{FFFD}")
        }
        return String(text)
    }

    /// Calls `body` with `text` as a zero-terminated wide-character string.
    static func withWide<Result>(_ text: String, _ body: (UnsafePointer<wchar_t>) -> Result) -> Result {
        var characters = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        characters.append(0)
        return characters.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// The choices laid out in columns that fit the terminal.
    private static func columns(_ choices: [String]) -> String {
        let width = (choices.map(\.count).max() ?? 0) + 2
        let terminal = max(20, Int(convcalc_terminal_columns(STDOUT_FILENO)))
        let perRow = max(1, terminal / width)
        var text = ""
        for (index, choice) in choices.enumerated() {
            let last = index % perRow == perRow - 1 || index == choices.count - 1
            text += last ? choice + "\n" : choice + String(repeating: " ", count: width - choice.count)
        }
        return text
    }

    /// Wraps ANSI colour sequences in the ignore marker, as EL_PROMPT_ESC wants.
    private static func escapeColours(_ prompt: String) -> String {
        var text = ""
        var inEscape = false
        for scalar in prompt.unicodeScalars {
            if scalar == "\u{1B}" { text += "\u{1}"; inEscape = true }
            text.unicodeScalars.append(scalar)
            if inEscape && scalar == "m" { text += "\u{1}"; inEscape = false }
        }
        return text
    }
}
