import ArgumentParser

/// The long names of the flags that set up a calculator, declared once: ArgumentParser's
/// option groups (`CalculatorOptions`, `PromptOptions`, the keypad's) and the quick
/// recognizers (`QuickArguments`, `QuickKeypadArguments`) all read them.
enum FlagName: String, CaseIterable {
    case format, precision, converter, strict, say, trace, execute
    case noColor = "no-color", noState = "no-state", state, record, play

    /// The flag as typed: `--format`.
    var long: String { "--" + rawValue }
    /// The name ArgumentParser declares.
    var name: NameSpecification { .customLong(rawValue) }

    /// The flag and its value in one argument, `--precision=3`, split; nil for anything else.
    static func split(_ argument: String) -> (flag: FlagName, value: String?)? {
        guard argument.hasPrefix("--") else { return nil }
        let body = argument.dropFirst(2)
        guard let equals = body.firstIndex(of: "=") else {
            return FlagName(rawValue: String(body)).map { ($0, nil) }
        }
        return FlagName(rawValue: String(body[..<equals])).map { ($0, String(body[body.index(after: equals)...])) }
    }
}
