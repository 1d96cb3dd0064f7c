import ConvCalcKit

extension PositionalLine {
    /// `convcalc -40 F to C`, `convcalc 5 ft -6 in`, `convcalc -40 F -> C`: words of a line,
    /// one of which starts with `-` as no option does (a value with a minus, an arrow), so that
    /// the command line reads it as an option (`-1.5h` asked for the help). Nil when no word but
    /// an option's value is so (`-e -40`, `--converter -40` are values).
    struct DashedLine {
        /// The first word read as an option that is none.
        let dashed: String
        /// The words of the line: every word that is no option nor an option's value, in order,
        /// `--` read past as the positional words are (`-40 F -- to C` is `-40 F to C`).
        let line: String
        /// The options given, with their values, in order.
        let options: [String]
        /// Standard input named as a file (`-`): kept as a file in the command offered.
        let readsStandardInput: Bool

        /// The command line read.
        private let read: CommandWords

        init?(_ arguments: [String]) {
            read = CommandWords(arguments)
            guard let dashed = read.firstDashed else { return nil }
            (self.dashed, self.line, self.options, self.readsStandardInput)
                = (dashed, read.words.joined(separator: " "), read.options, read.readsStandardInput)
        }

        /// The arguments of the command offered, the line as `-e` first: an option given last
        /// with no value (`--precision`) then meets none, as it did (not the `-e`).
        var offered: [String] { ["-e", line] + options + (readsStandardInput ? ["-"] : []) }

        /// The usage error: what the dashed word is, and the command to write, or why the line it
        /// would give is refused.
        var message: String {
            let what = CommandWords.isValue(dashed) ? "a value with a minus"
                : CommandWords.isDashedWord(dashed) ? "a connector"  // an arrow
                : UnitPair.isConnector(String(dashed.drop { $0 == "-" })) ? "a connector with a hyphen" : "a unit with a sign"
            let said = "convcalc: '\(VisibleText.of(dashed))' is \(what), not an option"
            let command = read.command(line) + (readsStandardInput ? " -" : "")
            guard let refused = PositionalLine.refusal(of: line) else { return said + "; to convert, write " + command }
            return said + "; read as a line (\(command)), it is refused: \(refused.message)"
        }
    }
}
