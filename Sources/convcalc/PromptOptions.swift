import ArgumentParser
import ConvCalcKit

/// The options of the interactive prompt and of what is remembered.
struct PromptOptions: ParsableArguments {
    @Flag(help: "No colour (also when NO_COLOR is set, or stdout is not a terminal).")
    var noColor = false

    @Flag(help: "Neither restore nor save the state.")
    var noState = false

    @Option(help: ArgumentHelp("Remember the state in FILE instead of $XDG_STATE_HOME/convcalc/state.json."
        + " Replay uses it only when given.", valueName: "file"))
    var state: String?

    @Option(help: ArgumentHelp("Write the interactive session to FILE as a transcript for 'convcalc check'.",
                               valueName: "file"))
    var record: String?
}
