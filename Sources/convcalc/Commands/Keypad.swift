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
                Keys: 0-9 .  c (C)  - n (+/-)  e (EE)  Return (commit)  k or Space (Convert)
                s (swap)  r (reset)  Left/Right or u/U (time travel)  PgUp/PgDn (events)  ? (help)
                q or Ctrl-D (quit). The mouse presses buttons and picks converters.

                Lessons: 'convcalc keypad --play Examples/03-number-entry.txt' loads a
                transcript; Space sends its next key, one event at a time, and shows what the
                transcript expects beside what the keypad shows. A lesson starts from the
                state its header names and does not touch the remembered state.
                """
        )

        @Option(name: FlagName.precision.name, help: ArgumentHelp("Decimal places of the output, 0 to 12 (default 2),"
            + " or significant digits, 1sig to 15sig.", valueName: "n|nsig"))
        var precision: Precision?

        @Option(name: FlagName.converter.name, help: ArgumentHelp("The starting converter: a menu number, a name or a unit pair (mi->km).",
                                                                  valueName: "name-or-index"))
        var converter: String?

        @Option(help: ArgumentHelp("Play the transcript FILE key by key: Space sends the next key.", valueName: "file"),
                completion: .file())
        var play: String?

        @OptionGroup var prompt: PromptOptions

        func validate() throws {
            if let precision, !precision.isInRange {
                throw ValidationError("--precision must be 0 to \(State.maxPrecision), or 1sig to 15sig, not \(precision.text)")
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
            let lesson = try play.map(Keypad.lesson)
            let folder = lesson != nil || prompt.noState ? nil : prompt.rememberingFolder()
            let stateFile = lesson != nil || prompt.noState ? nil : (prompt.state ?? folder.map { $0 + "/state.json" })
                .map(StateFile.init)
            var restored: State?
            if case .state(let saved)? = stateFile?.load() { restored = saved }
            let settings = CalculatorSettings(precision: precision, converter: converter)
            let start = try lesson.map { Session.starting(from: $0.start) } ?? settings.makeSession(from: restored)
            var writer: KeypadTranscriptWriter?
            if let path = prompt.record {
                do {
                    writer = try KeypadTranscriptWriter(path: path, start: start)
                } catch {
                    FileText.warn("convcalc: cannot record: \(error.message)")
                    throw ExitCode(2)
                }
            }
            let unicode = Terminal.adoptLocale()
            TerminalModes.save()
            Signals.install()  // before ncurses starts, so it leaves the signals to them
            Signals.writeBeforeStopping(Array("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l".utf8))
            guard let screen = CursesScreen(color: Terminal.allowsColor(flag: prompt.noColor)) else {
                let type = StatePaths.environment("TERM") ?? "unset"
                FileText.warn("convcalc keypad: the terminal type '\(VisibleText.of(type))' cannot move the cursor")
                throw ExitCode(64)
            }
            var runner = KeypadRunner(model: KeypadModel(start: start.state, lesson: lesson), screen: screen,
                                      view: KeypadView(glyphs: Glyphs(unicode: unicode)), stateFile: stateFile, writer: writer)
            let status = runner.run()
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
}
