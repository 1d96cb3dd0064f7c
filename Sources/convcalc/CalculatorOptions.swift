import ArgumentParser
import ConvCalcKit

extension OutputFormat: ExpressibleByArgument {}

extension Precision: ExpressibleByArgument {
    /// `--precision 4` (decimal places) or `--precision 4sig` (significant digits).
    public init?(argument: String) {
        self.init(text: argument)
    }
}

/// The options that set up a calculator.
struct CalculatorOptions: ParsableArguments {
    @Option(name: FlagName.format.name, help: ArgumentHelp("Output format: plain (two display lines) or json (one object per input line)."
        + " Default: plain; at a terminal, the boxed calculator face.", valueName: "plain|json"))
    var format: OutputFormat?

    @Option(name: FlagName.precision.name, parsing: .unconditional, help: FlagName.precisionHelp, completion: .precisions)
    var precision: Precision?

    @Option(name: FlagName.converter.name, help: FlagName.converterHelp, completion: .converters)
    var converter: String?

    @Flag(name: FlagName.strict.name, help: "Stop at the first rejected line (exit status 1).")
    var strict = false

    @Flag(name: FlagName.say.name, help: "Add a sentence under the displays: 'The distance in ft is about 3.28'.")
    var say = false

    @Flag(name: FlagName.trace.name, help: "Show every event the machine receives: state before, event, state after, what changed.")
    var trace = false

    func validate() throws {
        try settings.validate()
    }

    /// The settings these options ask for.
    var settings: CalculatorSettings {
        CalculatorSettings(format: format, precision: precision, converter: converter, strict: strict, say: say,
                           trace: trace)
    }
}
