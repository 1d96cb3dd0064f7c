import ArgumentParser
import ConvCalcKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts `convcalc keypad` from plain values, whichever parser read them: the remembered
/// state or a lesson, the recording, the terminal and the screen, then the key loop.
struct KeypadLaunch: Equatable {
    var settings: CalculatorSettings
    var prompt: PromptSettings
    /// The transcript to play as a lesson.
    var play: String?
    /// The quiz asked for (`--quiz [LESSON]`, `--seed N`), if any.
    var quiz: QuizRequest?

    /// Refuses a lesson from stdin, a lesson with flags it would ignore, an empty file name,
    /// `--no-state` with `--state`, a precision out of range and a converter that does not exist.
    func validate() throws {
        try quiz?.validate(play: play)
        if play == "" { throw ValidationError("--play needs a transcript file; '' names none") }
        if play == "-" {
            throw ValidationError("--play needs a transcript file: the keypad reads its keys from the terminal, so the"
                + " lesson cannot come from stdin ('-')")
        }
        if quiz != nil && quiz?.lesson == nil && prompt.state != nil {  // a drawn quiz remembers nothing either
            throw ValidationError("--quiz remembers nothing: drop --state")
        }
        if play != nil || quiz?.lesson != nil {
            let flag = play != nil ? "--play" : "--quiz LESSON"
            let ignored = [(settings.converter != nil, "--converter"), (settings.precision != nil, "--precision"),
                           (prompt.state != nil, "--state")].filter(\.0).map(\.1)
            if !ignored.isEmpty {
                throw ValidationError("\(flag) starts from the lesson's own state and remembers nothing: drop "
                    + ignored.joined(separator: " and "))
            }
        }
        try prompt.validate()
        try settings.validate()
    }

    /// Runs the keypad until it is left; throws `ExitCode` for a status other than 0.
    func run() throws {
        guard Terminal.isTerminal(STDIN_FILENO) && Terminal.isTerminal(STDOUT_FILENO) else {
            FileText.warn("convcalc keypad: needs a terminal on stdin and stdout;"
                + " for scripts, pipe keys to 'convcalc' instead")
            throw ExitCode(64)
        }
        guard TerminalModes.isForeground else {  // it would stop at its first terminal call
            FileText.warn("convcalc keypad: runs in the foreground of its terminal; start it without '&'"
                + " (under timeout, use timeout --foreground)")
            throw ExitCode(64)
        }
        let lesson = try (play ?? quiz?.lesson).map(KeypadLaunch.lesson)
        let folder = lesson != nil || quiz != nil || prompt.noState ? nil : prompt.rememberingFolder()
        let stateFile = lesson != nil || quiz != nil ? nil : prompt.stateFile(in: folder)
        var restored: State?
        if case .state(let saved)? = stateFile?.load() { restored = saved }
        try prompt.refuseRecordingOver([("the lesson being played", play), ("the quiz's lesson", quiz?.lesson),
                                         ("the state file", stateFile?.path),
                                         ("the damaged state file kept aside", stateFile?.keptAside)])
        let start = try lesson.map { Session.starting(from: $0.start) } ?? settings.makeSession(from: restored)
        let unicode = Terminal.adoptLocale()
        TerminalModes.save()
        Signals.install(interruptEnds: true)  // before ncurses starts, so it leaves the signals to them
        Signals.writeBeforeStopping(Array("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l".utf8))
        Signals.writeAfterContinuing(Array(CursesScreen.backOnScreen.utf8))  // then the loop redraws all (`refit`)
        let screen: CursesScreen
        do {
            screen = try CursesScreen(color: Terminal.allowsColor(flag: prompt.noColor))
        } catch .system(let number) {
            FileText.warn("convcalc keypad: cannot read the terminal's description: \(String(cString: strerror(number)))")
            throw ExitCode(71)
        } catch .padding(let name, let milliseconds) {
            let type = StatePaths.environment("TERM").map { " '\(VisibleText.of($0))'" } ?? ""
            let wait = milliseconds >= 100_000_000 ? "longer than a day, or as long as its parameters say," : "\(milliseconds) ms"
            FileText.warn("convcalc keypad: the terminfo entry of the terminal type\(type) asks to wait \(wait) when it writes"
                + " '\(VisibleText.of(name))' (its mandatory padding), more than the \(CursesScreen.longestPadding) ms the keypad allows;"
                + " set TERM to your terminal's type (such as xterm-256color), or use the prompt ('convcalc') there")
            throw ExitCode(64)
        } catch .cannotMoveCursor {
            let problem = StatePaths.environment("TERM").flatMap { $0.isEmpty ? nil : $0 }.map { "the terminal type '\(VisibleText.of($0))' has no terminfo entry"
                + " that can move the cursor" } ?? "TERM is not set, so the terminal's type is unknown"
            FileText.warn("convcalc keypad: \(problem); set TERM to your terminal's type (such as xterm-256color),"
                + " or use the prompt ('convcalc') there")
            throw ExitCode(64)
        }
        // The recording is opened once the terminal is known to work: a refused one writes nothing.
        var writer: KeypadTranscriptWriter?
        if let path = prompt.record {
            do {
                writer = try KeypadTranscriptWriter(path: path, start: start)
            } catch {
                screen.close()
                TerminalModes.restore()
                FileText.warn("convcalc: cannot record: \(error.message)")
                throw ExitCode(74)  // output that cannot be written (docs/GUIDE.md: Exit status)
            }
        }
        var model = quiz.map { KeypadModel(start: start.state, quiz: $0.quiz(lesson: lesson)) }
            ?? KeypadModel(start: start.state, lesson: lesson)
        if let warning = FileText.lastWarning {  // printed, but hidden by the full screen until it ends
            model.status = (warning.hasPrefix("convcalc: ") ? String(warning.dropFirst(10)) : warning, true)
        }
        var runner = KeypadRunner(model: model, screen: screen,
                                  view: KeypadView(glyphs: Glyphs(unicode: unicode)), stateFile: stateFile, writer: writer)
        let status = runner.run()
        if let score = runner.quizScore { TerminalText.print(score) }  // the terminal is the shell's again: the score stays
        if status != 0 { throw ExitCode(status) }
    }

    /// The lesson in the transcript at `path`; exit status 2 when it cannot be read or is
    /// not a valid transcript.
    static func lesson(_ path: String) throws -> LessonPlayer {
        do throws(TranscriptFile.Unusable) {
            let transcript = try TranscriptFile.transcript(in: path)
            let name = path.split(separator: "/").last.map(String.init) ?? path
            do throws(TranscriptError) {
                return try LessonPlayer(name: name, transcript: transcript)
            } catch {
                throw TranscriptFile.Unusable(path, error)
            }
        } catch {
            FileText.warn(error.message)
            throw ExitCode(2)
        }
    }
}
