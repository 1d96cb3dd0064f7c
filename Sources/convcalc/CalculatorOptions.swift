import ArgumentParser
import ConvCalcKit

extension OutputFormat: ExpressibleByArgument {}

/// The options that set up a calculator, shared by the calculator and its subcommands.
struct CalculatorOptions: ParsableArguments {
    @Option(help: "Output format: plain (two display lines) or json (one object per input line).")
    var format: OutputFormat = .plain

    @Option(help: ArgumentHelp("Decimal places of the output, 0 to 12.", valueName: "n"))
    var precision: Int = 2

    @Option(help: ArgumentHelp("The starting converter: a menu number, a name or a unit pair (mi->km).",
                               valueName: "name-or-index"))
    var converter: String?

    @Flag(help: "Stop at the first rejected line (exit status 1).")
    var strict = false

    @Flag(help: "Add a sentence under the displays: 'The distance in ft is 3.28'.")
    var say = false

    func validate() throws {
        guard (0...State.maxPrecision).contains(precision) else {
            throw ValidationError("--precision must be 0 to \(State.maxPrecision), not \(precision)")
        }
        if let converter, case .failure(let reason) = ConverterQuery.resolve(converter) {
            throw ValidationError("--converter: " + LineError(reason, column: 1).message)
        }
    }

    /// A session in the state these options ask for.
    func makeSession() throws -> Session {
        var state = State.initial
        state.precision = precision
        if let converter {
            state.converter = try ConverterQuery.resolve(converter).get()
        }
        var session = Session(state: state)
        session.says = say
        return session
    }
}
