import ArgumentParser
import ConvCalcKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ConvCalc {
    /// `convcalc keypad`: the calculator as a full-screen keypad, one key one event, with the
    /// state machine lit up as keys are pressed.
    struct Keypad: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "keypad",
            abstract: "The calculator as a live keypad: every key is one event, the state machine lit up.",
            discussion: """
                Keys: 0-9 .  c (C)  - n (+/-)  Return (commit)  k or Space (Convert)  s (swap)
                r (reset)  Left/Right or u/U (time travel)  PgUp/PgDn (events)  ? (help)
                q or Ctrl-D (quit). The mouse presses buttons and picks converters.

                Lessons: 'convcalc keypad --play Examples/03-number-entry.txt' loads a
                transcript; Space sends its next key, one event at a time, and shows what the
                transcript expects beside what the keypad shows. A lesson starts from the
                defaults and does not touch the remembered state.
                """
        )

        @Option(help: ArgumentHelp("Decimal places of the output, 0 to 12 (default 2).", valueName: "n"))
        var precision: Int?

        @Option(help: ArgumentHelp("The starting converter: a menu number, a name or a unit pair (mi->km).",
                                   valueName: "name-or-index"))
        var converter: String?

        @Option(help: ArgumentHelp("Play the transcript FILE key by key: Space sends the next key.", valueName: "file"))
        var play: String?

        @OptionGroup var prompt: PromptOptions

        func validate() throws {
            if let precision, !(0...State.maxPrecision).contains(precision) {
                throw ValidationError("--precision must be 0 to \(State.maxPrecision), not \(precision)")
            }
            if let converter, case .failure(let reason) = ConverterQuery.resolve(converter) {
                throw ValidationError("--converter: " + LineError(reason, column: 1).message)
            }
        }

        func run() throws {
            guard Terminal.isTerminal(STDIN_FILENO) && Terminal.isTerminal(STDOUT_FILENO) else {
                FileText.warn("convcalc keypad: needs a terminal on stdin and stdout;"
                    + " for scripts, pipe keys to 'convcalc' instead")
                throw ExitCode(64)
            }
            var lesson: LessonPlayer?
            if let play {
                guard let text = FileText.read(play) else {
                    FileText.warn("convcalc: cannot read '\(VisibleText.of(play))': \(String(cString: strerror(errno)))")
                    throw ExitCode(2)
                }
                let name = play.split(separator: "/").last.map(String.init) ?? play
                lesson = LessonPlayer(name: name, transcript: Transcript(parsing: text))
            }
            let stateFile = lesson != nil || prompt.noState ? nil : (prompt.state ?? StatePaths.stateFile).map(StateFile.init)
            var base = State.initial
            if case .state(let restored)? = stateFile?.load() { base = restored }
            let settings = CalculatorSettings(precision: precision, converter: converter)
            let start = try settings.makeSession(from: base).state
            var writer: KeypadTranscriptWriter?
            if let path = prompt.record {
                writer = KeypadTranscriptWriter(path: path, start: start)
                if writer == nil {
                    FileText.warn("convcalc: cannot record to '\(VisibleText.of(path))': \(String(cString: strerror(errno)))")
                    throw ExitCode(2)
                }
            }
            let unicode = Terminal.adoptLocale()
            guard let screen = CursesScreen(color: Terminal.allowsColor(flag: prompt.noColor)) else {
                let type = StatePaths.environment("TERM") ?? "unset"
                FileText.warn("convcalc keypad: the terminal type '\(VisibleText.of(type))' cannot move the cursor")
                throw ExitCode(64)
            }
            var runner = KeypadRunner(model: KeypadModel(start: start, lesson: lesson), screen: screen,
                                      view: KeypadView(glyphs: Glyphs(unicode: unicode)), stateFile: stateFile, writer: writer)
            let status = runner.run()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
