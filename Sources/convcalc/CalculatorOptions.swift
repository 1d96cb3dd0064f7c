import ArgumentParser
import ConvCalcKit

extension OutputFormat: ExpressibleByArgument {}

extension Precision: ExpressibleByArgument {
    /// `--precision 4` (decimal places) or `--precision 4sig` (significant digits).
    public init?(argument: String) {
        self.init(text: argument)
    }
}

/// The long names of the flags that set up a calculator, declared once: ArgumentParser's
/// `CalculatorOptions` and the quick recognizer (`QuickArguments`) both read them.
enum FlagName: String, CaseIterable {
    case format, precision, converter, strict, say, trace, execute

    /// The flag as typed: `--format`.
    var long: String { "--" + rawValue }
    /// The name ArgumentParser declares.
    var name: NameSpecification { .customLong(rawValue) }
}

/// The options that set up a calculator.
struct CalculatorOptions: ParsableArguments {
    @Option(name: FlagName.format.name, help: ArgumentHelp("Output format: plain (two display lines) or json (one object per input line)."
        + " Default: plain; at a terminal, the boxed calculator face.", valueName: "plain|json"))
    var format: OutputFormat?

    @Option(name: FlagName.precision.name, parsing: .unconditional, help: ArgumentHelp("Decimal places of the output, 0 to 12 (default 2),"
        + " or significant digits, 1sig to 15sig.", valueName: "n|nsig"))
    var precision: Precision?

    @Option(name: FlagName.converter.name, help: ArgumentHelp("The starting converter: a menu number, a name or a unit pair (mi->km).",
                               valueName: "name-or-index"),
            completion: .custom { _, _, prefix in Completion.complete("convert " + prefix, phase: .ready).candidates })
    var converter: String?

    @Flag(name: FlagName.strict.name, help: "Stop at the first rejected line (exit status 1).")
    var strict = false

    @Flag(name: FlagName.say.name, help: "Add a sentence under the displays: 'The distance in ft is 3.28'.")
    var say = false

    @Flag(name: FlagName.trace.name, help: "Show every event the machine receives: state before, event, state after, what changed.")
    var trace = false

    func validate() throws {
        if let precision, !precision.isInRange {
            throw ValidationError("--precision must be 0 to \(State.maxPrecision), or 1sig to 15sig, not \(precision.text)")
        }
        if let converter, case .failure(let reason) = ConverterQuery.resolve(converter) {
            throw ValidationError("--converter: " + LineError(reason, column: 1).message)
        }
    }

    /// The settings these options ask for.
    var settings: CalculatorSettings {
        CalculatorSettings(format: format, precision: precision, converter: converter, strict: strict, say: say,
                           trace: trace)
    }
}

/// What a calculator is asked to start with: plain values, whether they came from
/// ArgumentParser (`CalculatorOptions`) or from the quick recognizer (`QuickArguments`).
struct CalculatorSettings {
    var format: OutputFormat?
    var precision: Precision?
    var converter: String?
    var strict = false
    var say = false
    var trace = false

    /// A session continuing from `restored` (or the defaults), set up by these settings.
    func makeSession(from restored: State? = nil) throws -> Session {
        let chosen = try converter.map { try ConverterQuery.resolve($0).get() }
        return Session.starting(from: restored, converter: chosen, precision: precision, says: say, traces: trace)
    }
}

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
