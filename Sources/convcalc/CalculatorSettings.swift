import ConvCalcKit

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
