import ArgumentParser
import ConvCalcKit

/// What a calculator is asked to start with: plain values, whether they came from
/// ArgumentParser (`CalculatorOptions`) or from the quick recognizer (`QuickArguments`).
struct CalculatorSettings: Equatable {
    var format: OutputFormat?
    var precision: Precision?
    var converter: String?
    var strict = false
    var say = false
    var trace = false

    /// Refuses a precision out of range and a converter that does not exist, worded for the
    /// flags that gave them.
    func validate() throws {
        if let precision, !precision.isInRange {
            throw ValidationError("--precision must be 0 to \(State.maxPrecision), or 1sig to 15sig, not \(precision.text)")
        }
        if let converter, let refusal = Self.refusal(ofConverter: converter) { throw ValidationError(refusal) }
    }

    /// Why `--converter NAME` is refused (`--converter: 'mi' is one unit; …`), or nil when it names a converter.
    static func refusal(ofConverter name: String) -> String? {
        guard case .failure(var reason) = ConverterQuery.resolve(name) else { return nil }
        if case .valueInConverterName(let text) = reason { reason = .valueInConverterFlag(text) }
        return LineError.forConverterFlag(name: name, reason)
    }

    /// Sets what `flag` asks for, from the quick reader (`QuickFlags`); false for a flag that is
    /// not a calculator's or a value it cannot read (the full parser then words the error).
    mutating func take(_ flag: FlagName, _ value: String?) -> Bool {
        switch flag {
        case .format:
            guard let format = value.flatMap(OutputFormat.init(rawValue:)) else { return false }
            self.format = format
        case .precision:
            guard let precision = value.flatMap(Precision.init(text:)) else { return false }
            self.precision = precision
        case .converter: converter = value
        case .strict: strict = true
        case .say: say = true
        case .trace: trace = true
        default: return false
        }
        return true
    }

    /// A session continuing from `restored` (or the defaults), set up by these settings.
    func makeSession(from restored: State? = nil) throws -> Session {
        let chosen = try converter.map { try ConverterQuery.resolve($0).get() }
        return Session.starting(from: restored, converter: chosen, precision: precision, says: say, traces: trace)
    }
}
