#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import CBuildInfo
import ConvCalcKit

/// The `convcalc` command: a keypad conversion calculator for the terminal.
@main
struct ConvCalc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convcalc",
        abstract: "A keypad conversion calculator: type numbers, see them converted exactly.",
        // Written out: ArgumentParser's own line ends in `<subcommand>` as if one were needed.
        usage: "convcalc [<options>] [<file> ...]\nconvcalc <subcommand> [<options>] [<arguments> ...]",
        discussion: discussion,
        version: Version.line,
        subcommands: [Check.self, Play.self, MachineCommand.self, ManualSections.self, Keypad.self, UnitsCommand.self]
    )

    /// The text under the overview: how a line reads, the one-line conversions and the
    /// examples (from `Reference`, as the man page's), and the exit status.
    static let discussion = """
        Type keys at the prompt, or pipe them in. A line holds keys, read left to right:
          212          the keys 2 1 2; Return commits the entry
          C +/- 40     clear, change sign, type 40  (so is: -40)
          convert 3    pick converter 3 (miles to kilometers); 'convert'
                       alone opens the menu
          convert ft->in, swap, precision 4, list, units, help, quit


        """ + Reference.conversionsHeading + "\n" + Reference.conversionRows.joined(separator: "\n") + """


        EXAMPLES (each # says what it does; an indented line is what it prints)

        """ + examples + """

        Exit status: 0 when every line was accepted, 1 when a line was rejected,
        2 when an input file could not be read or it or an -e line is a
        transcript, 64 for a usage error, 66 when a --units file could not be
        read, 71 when no file descriptor was free to read the command line,
        74 when output could not be written (a full disk, a --record file),
        128 + n when signal n ended it (143 for SIGTERM).
        """

    /// `Reference.examples` as a shell session: `  # meaning`, `  command`, then what it prints.
    private static var examples: String {
        Reference.examples.map { example in
            "  # \(example.meaning)\n  \(example.command)\n"
                + (example.output ?? "").split(separator: "\n").map { "    \($0)\n" }.joined()
        }.joined()
    }

    @OptionGroup var options: CalculatorOptions
    @OptionGroup var prompt: PromptOptions
    @OptionGroup var units: UnitsOption

    // No completion kind here: ArgumentParser's bash script would then offer files before the
    // subcommands; files complete through bash's default completion (Scripts/completions.sh).
    @Argument(help: ArgumentHelp("Files of input lines to replay, in order; '-' is stdin.", valueName: "file"))
    var files: [String] = []

    @Option(name: FlagName.execute.name, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Replay LINE before any file (repeatable); stdin is then not read.", valueName: "line"))
    var lines: [String] = []

    /// Picks the parser: `convcalc help …` and `convcalc SUBCOMMAND …` go through ArgumentParser's
    /// root command (a file named like a subcommand is replayed as `./check`); a plain `-e`
    /// replay takes the quick path; anything else the full parser.
    static func main() {
        // The command line is read from /proc, which takes a file descriptor: with none free
        // (`ulimit -n 3`) it comes back empty, and `--version`, `--bogus` or `check FILE` ran as
        // a plain replay of stdin (exit 0). Nothing is done on a command line not read.
        guard CommandLine.argc > 0 else {
            let message = "convcalc: cannot read its command line: no file descriptor was free (ulimit -n); nothing was done\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            _exit(71)
        }
        StandardStreams.prepare()  // first: no file opened later may become stderr
        LocaleData.dropUntrusted()  // before any locale is set: its data may be another user's code
        VisibleText.charset = Terminal.outsideTextCharset()  // before any text is escaped
        TerminalText.localeIsASCII = VisibleText.charset == .ascii
        // A file-size limit (a full disk, `ulimit -f`) must fail the write, not kill the
        // program halfway through saving: the old state file is then kept intact.
        signal(SIGXFSZ, SIG_IGN)
        Signals.unblockAll()
        Signals.dropRuntimeBacktracer()
        let arguments = givenArguments
        refuseTooMany(arguments)
        if arguments.first == "---completion" { StandardStreams.silenceErrors() }
        // GNU units' database is summed up where someone watches a prompt start, as GNU units counts
        // its units at an interactive start only: a script (`-e`, a pipe, a subcommand) is not told.
        // Asked only when a database was read: no start pays for the question.
        UnitsFiles.load(arguments) {  // before anything reads the unit catalog
            Terminal.isTerminal(STDIN_FILENO) && Terminal.isTerminal(STDERR_FILENO)
                && arguments.first.map { subcommand(named: $0) == nil && $0 != "help" && $0 != "keypad" } ?? true
                && !arguments.contains { FlagName.split($0)?.flag == .execute }
        }
        // Where the output goes, asked once and only on the way to a usage error (`RedirectedOutput`).
        lazy var arrowTarget = RedirectedOutput.arrowTarget()
        if arguments.first == "---completion" {
            // The shell's completion asking ArgumentParser (`---completion units -- positional@0 …`):
            // the subcommand it names comes after it (it was refused as a subcommand after options,
            // so `units <Tab>` and `keypad --converter <Tab>` offered nothing).
            run(ConvCalc.self, named: "convcalc", arguments)
        } else if let first = arguments.first, first == "help" {
            help(Array(arguments.dropFirst()))
        } else if arguments.first == "keypad", let quick = QuickKeypadArguments(Array(arguments.dropFirst())) {
            quick.runAndExit()
        } else if let first = arguments.first, let command = subcommand(named: first) {
            let rest = Array(arguments.dropFirst())
            run(command, named: "convcalc \(first)", first == "units" ? UnitsCommand.verboseBeforeCheck(rest) : rest)
        } else if let quick = QuickArguments(arguments) {  // declines any word that is not an option
            quick.runAndExit()
        } else if let option = PositionalLine.dashedOption(arguments, arrowTarget: arrowTarget) {  // `–e`
            usageError(option)
        } else if let converter = PositionalLine.splitConverter(arguments, arrowTarget: arrowTarget) {
            usageError(converter)  // `convcalc --converter mi 2 to km 2` unquoted
        } else if let arrow = PositionalLine.splitArrow(arguments, target: arrowTarget) {
            usageError(arrow)  // `convcalc 5 mi -> km` unquoted
        } else if let connector = PositionalLine.unquotedConnector(arguments, target: arrowTarget) {
            usageError(connector)  // `convcalc 5 mi > ft` unquoted
        } else if let oneLine = PositionalLine.gnuOneLine(arguments) {
            usageError(oneLine)  // `convcalc -1 '5 mi' km`, GNU units' one-line option: not a value to convert (it offered -e '-1')
        } else if let haveWant = PositionalLine.haveWant(arguments) {  // `convcalc '98.6 F' C`, `convcalc '-40 F' C`
            usageError(haveWant)
        } else if let dashed = PositionalLine.DashedLine(arguments) {  // `convcalc -40 F to C`, `convcalc 5 mi -> km`
            // The options' own error first, as the command offered would meet it (`--json`, `--state` with no value).
            // `--help` parses as a command of its own, which prints the help.
            do {
                if !(try ConvCalc.parseAsRoot(dashed.offered) is ConvCalc) { run(ConvCalc.self, named: "convcalc", dashed.offered) }
            } catch {
                fail(ConvCalc.self, named: "convcalc", error, arguments: dashed.offered)
            }
            usageError(dashed.message)
        } else if let name = subcommandAfterOptions(arguments) {
            usageError("convcalc: '\(VisibleText.of(name))' is a subcommand: it comes first, before options"
                + " (convcalc \(VisibleText.of(name)) --help says which it takes)")
        } else {
            run(ConvCalc.self, named: "convcalc", arguments)
        }
    }

    /// The command line as read: the arguments after the program's name, `-e212` written `-e 212`,
    /// `--precision 4 sig`'s words joined and a subcommand named after `--units FILE` put first. Read once, at `main`'s start.
    static let givenArguments = commandFirst(FlagName.joiningPrecisionWords(FlagName.separatingShortValues(Array(CommandLine.arguments.dropFirst()))))

    /// The most options, and arguments of any kind, one command line given to the full parser
    /// may hold: its time grows with their square.
    static let maxOptions = 1024, maxArguments = 4096

    /// Ends the program with a usage error convcalc reads itself (words that are a line, not
    /// files; a subcommand after options): `message`, then where the usage is, as ArgumentParser
    /// ends its own; status 64.
    static func usageError(_ message: String) -> Never {
        // A command offered while the output goes to an empty file named as a unit that a line given would
        // take after `>`, which no reading above took for the line's (`-e 5 mi > ft -e 3 yd`, `5 mi >> ft`):
        // said, as pasting the offer loses that unit.
        let unitFile = message.contains(" -e ") ? RedirectedOutput.emptyUnitFile() : nil
        let note = unitFile.map { name in
            message.contains("'\(VisibleText.of(name))'") || message.contains("UNIT")
                || !givenArguments.contains("-") && !givenArguments.contains("=")
                    && !PositionalLine.read(givenArguments).lines.contains { line in
                        line.text.split(separator: " ").first.map { PositionalLine.looksLikeAValue(String($0)) } == true
                            && PositionalLine.refusal(of: line.text + " > " + name) == nil } ? ""
            : "\n(the output goes to the file '\(VisibleText.of(name))', which is empty: a '>' or an arrow before \(VisibleText.of(name))"
                + " was read by the shell; if it was meant for a line, put it inside that line's quotes)" } ?? ""
        FileText.warn(message + note + "\nSee 'convcalc --help'.")
        leave(64)
    }

    /// `convcalc help [SUBCOMMAND]`: the help of the command or of one subcommand.
    static func help(_ arguments: [String]) -> Never {
        guard let name = arguments.first else {
            TerminalText.print(helpMessage(), terminator: "\n")
            leave(0)
        }
        guard let command = subcommand(named: name) else {
            // `convcalc help line-end`, `help mph`: the calculator's own help, which a line asks, when it answers;
            // `convcalc help 5 mi to km`, a line to convert: that line (help would only say it is one).
            let words = arguments.joined(separator: " "), line = "help " + words
            let asked = PositionalLine.refusal(of: words) == nil && words.contains(" ")
                ? "; to convert, write " + PositionalLine.command(words)
                : HelpText.answers(words) ? "; for the calculator's help on a key, an event or a unit, write " + PositionalLine.command(line) : ""
            usageError("convcalc: no subcommand '\(VisibleText.of(name))'; the subcommands are "
                + subcommandNames.joined(separator: ", ") + asked)
        }
        guard arguments.count == 1 else {
            FileText.warn("convcalc: 'help' takes one subcommand name, as in 'convcalc help \(name)'.")
            leave(64)
        }
        TerminalText.print(helpMessage(for: command), terminator: "\n")
        leave(0)
    }

    /// Refuses a command line of more than `maxOptions` options or `maxArguments` arguments
    /// (exit 64), whichever parser would read it: ArgumentParser's time grows with their square
    /// (10,000 `-e` with `--state` took 9 s; 16,000 file names 8 s), and the quick readers, which
    /// would take any number, keep the same limit so the rule is one (README's exit statuses).
    static func refuseTooMany(_ arguments: [String]) {
        let named = arguments.first.flatMap { subcommand(named: $0) == nil ? nil : $0 }
        let name = named.map { "convcalc \($0)" } ?? "convcalc"
        let given = named == nil ? arguments[...] : arguments.dropFirst()
        let options = given.count { $0.utf8.count > 1 && $0.utf8.first == UInt8(ascii: "-") }  // bytes: it runs at every start
        if options > maxOptions {
            FileText.warn("\(name): \(options) options are more than the \(maxOptions) one command line may give;"
                + " put the lines in a file (convcalc FILE) and join the units files into fewer")
            leave(64)
        }
        if given.count > maxArguments {
            FileText.warn("\(name): \(given.count) arguments are more than the \(maxArguments) one command line may give;"
                + " give the files in batches (xargs -n 1000 \(name))")
            leave(64)
        }
    }

    /// Runs the command or a subcommand; its help and errors name it (`convcalc machine`), and
    /// every error message is escaped (it may quote a hostile argument).
    static func run(_ command: ParsableCommand.Type, named name: String, _ arguments: [String]) -> Never {
        if command != ConvCalc.self && (arguments.contains("--help") || arguments.contains("-h")) {
            TerminalText.print(helpMessage(for: command), terminator: "\n")
            leave(0)
        }
        if command != ConvCalc.self && arguments.contains("--version") {  // listed in every subcommand's help
            TerminalText.print(Version.line)
            leave(0)
        }
        do {
            var parsed = try command.parseAsRoot(arguments)
            try parsed.run()
            leave(0)
        } catch {
            fail(command, named: name, error, arguments: arguments)
        }
    }

    /// Reports `error` of `command` (its name in messages is `name`), escaped, and exits with
    /// its status: 0 after printing the help or version it asked for. The message may quote
    /// `arguments`: any line break in them is shown escaped (`\x0A`), so a quoted argument can
    /// never start a line of its own that looks like a message.
    static func fail(_ command: ParsableCommand.Type, named name: String, _ error: Error, arguments: [String]) -> Never {
        let status = command.exitCode(for: error)
        if status == .success {  // --help, --version
            TerminalText.print(command.fullMessage(for: error), terminator: "\n")
            leave(0)
        }
        var message = command.message(for: error)
        var broken: [String] = []
        for argument in arguments {
            let pieces: [String] = [argument] + argument.split(separator: "=", maxSplits: 1).map(String.init)
            broken += pieces.filter { piece in piece.contains(where: { $0.isNewline }) }
        }
        broken.sort { $0.count > $1.count }  // longest first: a whole argument before its value
        for argument in broken {
            message = message.replacing(argument, with: VisibleText.of(argument, limit: .max))
        }
        // `convcalc -t 1m ft`: GNU units' options and arguments, the conversion said as convcalc takes it.
        if name == "convcalc", message.hasPrefix("Unknown option"), let call = PositionalLine.gnuUnitsCall(arguments) {
            message += "; " + call
        }
        // `--converter '-40 F to C'`: a value that starts with '-' is read as another option.
        if message.hasPrefix("Missing value for '--"), let said = joinedValueMessage(message, arguments) { message = said }
        // `--json`, as other tools spell it (it was asked whether `--say` was meant).
        if message.hasPrefix("Unknown option '--json'") { message = "Unknown option '--json': JSON output is --format json" }
        if !message.isEmpty {
            let help = name == "convcalc" ? "convcalc --help" : "convcalc help \(name.dropFirst(9))"
            FileText.warn("\(name): " + VisibleText.lines(message)
                + (status == .validationFailure ? "\nSee '\(help)'." : ""))
        }
        leave(status.rawValue)
    }

    /// For "Missing value for '--state <file>'" where the argument after the option starts with
    /// `-` and is no option convcalc knows (`--state -a.json`, `--converter '-40 F to C'`): the
    /// message said again with how to give it, joined (`; a value that starts with '-' is joined
    /// to its option: --state=-a.json`), or, for a value to convert given as the converter, that
    /// alone (no value was missing).
    static func joinedValueMessage(_ message: String, _ arguments: [String]) -> String? {
        let option = message.dropFirst("Missing value for '".count).prefix { $0 != " " && $0 != "'" }
        guard let index = arguments.firstIndex(of: String(option)), index + 1 < arguments.count,
              case let value = arguments[index + 1], value.hasPrefix("-"), value != "--", FlagName.split(value) == nil
        else { return nil }
        // `--converter '-40 F to C'`: a value to convert, which the joined name would refuse as one.
        if option == "--converter", PositionalLine.looksLikeAValue(value), PositionalLine.refusal(of: value) == nil {
            return "'\(VisibleText.of(value))' after --converter is a value to convert, not a converter: write "
                + PositionalLine.command(value)
        }
        return message + "; a value that starts with '-' is joined to its option: \(option)=" + ShellWord.of(value, limit: Int(PATH_MAX))
    }

    /// `arguments` with a subcommand's name first when only `--units FILE` options stand before
    /// it (`convcalc --units my.units units beauty` is `convcalc units --units my.units beauty`):
    /// the option every calculator command takes may go on either side of the name.
    static func commandFirst(_ arguments: [String]) -> [String] {
        var index = 0
        while index < arguments.count, let (flag, value) = FlagName.split(arguments[index]), flag == .units {
            index += value == nil ? 2 : 1
        }
        guard index > 0, index < arguments.count, Self.takesUnits.contains(arguments[index]) else { return arguments }
        return [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
    }

    /// The first word that is no option nor an option's value, when it names a subcommand and no
    /// file: `convcalc --no-state units --check F` (the root command's parser blamed the
    /// subcommand's own option, `Unknown option '--check'`; with none, it read `units` as a file).
    static func subcommandAfterOptions(_ arguments: [String]) -> String? {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("-"), argument != "--", argument != "-" else {
                return argument != "--" && subcommand(named: argument) != nil && access(argument, F_OK) != 0 ? argument : nil
            }
            let flag = FlagName.split(argument)
            index += flag.map { $0.flag.takesValue && $0.value == nil ? 2 : 1 } ?? 1
        }
        return nil
    }

    /// The subcommands that read units files (`--units`).
    static let takesUnits: Set = ["check", "play", "keypad", "units"]

    /// The names of the subcommands, for messages.
    static let subcommandNames = ["check", "play", "machine", "keypad", "units"]

    /// The subcommand called `name`, spelled out: asking ArgumentParser for names costs start-up time.
    static func subcommand(named name: String) -> ParsableCommand.Type? {
        switch name {
        case "check": Check.self
        case "play": Play.self
        case "machine": MachineCommand.self
        case "manual-sections": ManualSections.self
        case "keypad": Keypad.self
        case "units": UnitsCommand.self
        default: nil
        }
    }

    mutating func validate() throws {
        try options.validate()
        try prompt.settings.validate()
        if prompt.record != nil, !(lines.isEmpty && files.isEmpty && Terminal.typesAtThePrompt) {
            throw ValidationError("--record records the interactive calculator only (stdin a terminal, no FILE, no -e); "
                + "to make a transcript of lines, write each as '> LINE' and run 'convcalc check --update FILE'")
        }
    }

    mutating func run() throws {
        if lines.isEmpty && files.isEmpty && Terminal.typesAtThePrompt {
            let status = try Interactive(options: options.settings, prompt: prompt.settings).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        if let first = PositionalLine.misreadWord(files, arguments: Self.givenArguments) {  // `convcalc 5 mi to km`, `-e 212 5 mi to km`
            Self.usageError(PositionalLine.message(first: first, arguments: Self.givenArguments))
        }
        if let taken = PositionalLine.valueTaken(Self.givenArguments) { Self.usageError(taken) }  // `--state 5 mi to km`
        // `convcalc -e -40 F to C`: the words alone are no line, but go on with the `-e` line before them.
        if let split = PositionalLine.splitExecuteLine(Self.givenArguments) { Self.usageError(split) }
        if let refused = PositionalLine.refusedLine(files, arguments: Self.givenArguments) {  // `convcalc 5 ft 10`: why, as a line
            Self.usageError(refused)
        }
        let stateFile = prompt.noState ? nil : prompt.state.map(StateFile.init)
        let sources = lines.isEmpty && files.isEmpty ? [InputSource.standardInput] :
            [lines.isEmpty ? nil : .lines(lines)].compactMap { $0 } + files.map(InputSource.file)
        let status = try ReplayCommand.run(sources, options: options.settings, stateFile: stateFile)
        if status != 0 { throw ExitCode(status) }
    }
}

/// Ends the program with `status` (the C library's `exit`, which a command's own `exit`
/// method hides inside the type).
func leave(_ status: Int32) -> Never {
    exit(status)
}

/// The version: the same as the VERSION file that the scripts and the package read (a test
/// checks), plus the git commit when Scripts/build.sh built from a checkout.
enum Version {
    static let current = "0.1.0"

    /// What `convcalc --version` prints: `convcalc 0.1.0 (commit 1a2b3c4d5e6f)`.
    static var line: String {
        let commit = String(cString: convcalc_build_commit())
        return "convcalc \(current)" + (commit.isEmpty ? "" : " (commit \(commit))")
    }
}
