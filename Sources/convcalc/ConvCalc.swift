#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ConvCalcKit

/// The `convcalc` command: a keypad conversion calculator for the terminal.
@main
struct ConvCalc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convcalc",
        abstract: "A keypad conversion calculator: type numbers, see them converted exactly.",
        discussion: """
            Type keys at the prompt, or pipe them in. A line holds keys, read left to right:
              212          the keys 2 1 2; Return commits the entry
              C +/- 40     clear, change sign, type 40  (so is: -40)
              convert 3    pick converter 3 (miles to kilometers); 'convert' alone opens the menu
              convert ft->in, swap, precision 4, list, units, help, quit

            EXAMPLES
              convcalc                          start the interactive calculator
              printf '212\\n98.6\\n' | convcalc   replay keys from a pipe
              convcalc -e 'convert mi km' -e 26.2
              convcalc --format json session.txt
              convcalc check Examples/*.txt     replay transcripts and compare

            Exit status: 0 when every line was accepted, 1 when a line was rejected,
            2 when an input file could not be read, 64 for a usage error.
            """,
        version: "convcalc \(Version.current)",
        subcommands: [Check.self, MachineCommand.self]
    )

    @OptionGroup var options: CalculatorOptions
    @OptionGroup var prompt: PromptOptions

    @Argument(help: ArgumentHelp("Files of input lines to replay, in order; '-' is stdin.", valueName: "file"))
    var files: [String] = []

    @Option(name: [.customShort("e"), .customLong("execute")], parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Replay LINE before any file (repeatable); stdin is then not read.", valueName: "line"))
    var lines: [String] = []

    /// Dispatches `convcalc SUBCOMMAND …` first: the calculator's own positional file
    /// arguments would otherwise take the subcommand's name for a file (`./check` replays a
    /// file named check).
    static func main() {
        // A file-size limit (a full disk, `ulimit -f`) must fail the write, not kill the
        // program halfway through saving: the old state file is then kept intact.
        signal(SIGXFSZ, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, let command = subcommand(named: first) {
            command.main(Array(arguments.dropFirst()))
        } else if let quick = QuickArguments(arguments) {
            quick.runAndExit()
        } else {
            main(arguments)
        }
    }

    /// The subcommand called `name`, spelled out: asking ArgumentParser for names costs start-up time.
    static func subcommand(named name: String) -> ParsableCommand.Type? {
        switch name {
        case "check": Check.self
        case "machine": MachineCommand.self
        default: nil
        }
    }

    mutating func validate() throws {
        try options.validate()
    }

    mutating func run() throws {
        if lines.isEmpty && files.isEmpty && Terminal.isTerminal(STDIN_FILENO) {
            let status = try Interactive(options: options.settings, prompt: prompt).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        let stateFile = prompt.noState ? nil : prompt.state.map(StateFile.init)
        let sources = lines.isEmpty && files.isEmpty ? [InputSource.standardInput] :
            [lines.isEmpty ? nil : .lines(lines)].compactMap { $0 } + files.map(InputSource.file)
        let status = try Replay.run(sources, options: options.settings, stateFile: stateFile)
        if status != 0 { throw ExitCode(status) }
    }
}

/// The version, kept in one place.
enum Version {
    static let current = "0.1.0"
}
