import ArgumentParser

/// The long names of the flags that set up a calculator, declared once: ArgumentParser's
/// `CalculatorOptions` and the quick recognizer (`QuickArguments`) both read them.
enum FlagName: String, CaseIterable {
    case format, precision, converter, strict, say, trace, execute

    /// The flag as typed: `--format`.
    var long: String { "--" + rawValue }
    /// The name ArgumentParser declares.
    var name: NameSpecification { .customLong(rawValue) }
}
