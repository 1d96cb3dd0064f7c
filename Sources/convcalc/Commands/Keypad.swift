import ArgumentParser
import ConvCalcKit

extension ConvCalc {
    /// `convcalc keypad`: the calculator as a full-screen keypad, one key one event, with the
    /// state machine lit up as keys are pressed. `KeypadLaunch` does the work; a plain
    /// command line skips this parser (`QuickKeypadArguments`).
    struct Keypad: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "keypad",
            abstract: "The calculator as a live keypad: every key is one event, the state machine lit up.",
            discussion: """
                Keys: 0-9 .  c (C)  - n (+/-)  e (EE)  Return (line-end; in the menu: pick)
                k or Space (Convert)  p (prec: the precision picker)  s (swap)  r (reset)
                Left/Right or u/U (time travel)  PgUp/PgDn (events)  ? (help)
                q or Ctrl-D (quit). The mouse presses buttons and picks converters.

                Lessons: 'convcalc keypad --play Examples/03-number-entry.txt' loads a
                transcript; Space sends its next key, one event at a time, and shows what the
                transcript expects beside what the keypad shows. A lesson starts from the
                state its header names and does not touch the remembered state. Between
                Spaces, step back and forth or try keys of your own: the next Space puts the
                keypad back where the lesson was.

                Quiz: 'convcalc keypad --quiz Examples/03-number-entry.txt' asks, before
                each key of the lesson is applied, which state it leads to: r ready,
                i integer, f fraction, e exponent, c choosing, or x if the machine refuses
                it. Right or wrong is shown with the transition and its guard, then the
                key is applied. The score ends the quiz, is printed on leaving and, with
                --record, is the transcript's last line (a comment). Without a lesson:
                \(QuizRequest.randomKeys) random keys weighted toward the interesting edges, from --seed N
                (or a seed drawn and shown), so a class can share one quiz.
                """
        )

        @Option(name: FlagName.precision.name, help: FlagName.precisionHelp, completion: .precisions)
        var precision: Precision?

        @Option(name: FlagName.converter.name, help: FlagName.converterHelp, completion: .converters)
        var converter: String?

        @Option(name: FlagName.play.name, help: ArgumentHelp("Play the transcript FILE key by key: Space sends the next key. It starts from the transcript's own state (not with --converter, --precision or --state).",
                                                             valueName: "file"), completion: .file())
        var play: String?

        @Flag(name: .customLong("quiz"), help: ArgumentHelp("A quiz: before each key, say which state it leads to, or that it"
            + " is refused; a score at the end. The keys of LESSON, or random ones."))
        var quiz = false

        @Argument(help: ArgumentHelp("With --quiz: the transcript whose keys are asked.", valueName: "lesson"), completion: .file())
        var lesson: String?

        @Option(name: .customLong("seed"), help: ArgumentHelp("The seed of a quiz of random keys (shown on screen and with the score).",
                                                              valueName: "n"))
        var seed: UInt64?

        @OptionGroup var prompt: PromptOptions
        @OptionGroup var units: UnitsOption

        func validate() throws {
            if !quiz && (lesson != nil || seed != nil) {
                throw ValidationError(lesson.map { "a lesson after 'keypad' ('\(VisibleText.of($0))') is asked with --quiz LESSON,"
                    + " or played with --play LESSON" } ?? "--seed is the seed of a quiz: add --quiz")
            }
            try launch.validate()
        }

        func run() throws {
            try launch.run()
        }

        /// The launch these options ask for (the quick parser's is held equal to it by a test).
        var launch: KeypadLaunch {
            KeypadLaunch(settings: CalculatorSettings(precision: precision, converter: converter),
                         prompt: prompt.settings, play: play, quiz: quiz ? QuizRequest(lesson: lesson, seed: seed) : nil)
        }
    }
}
