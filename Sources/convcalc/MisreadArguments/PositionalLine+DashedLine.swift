import ConvCalcKit

extension PositionalLine {
    /// `convcalc -40 F to C`, `convcalc 5 ft -6 in`, `convcalc -40 F -> C`: words of a line,
    /// one of which starts with `-` as no option does (a value with a minus, an arrow), so that
    /// the command line reads it as an option (`-1.5h` asked for the help). Nil when no word but
    /// an option's value is so (`-e -40`, `--converter -40` are values).
    struct DashedLine {
        /// The first word read as an option that is none.
        let dashed: String
        /// The command line read.
        private let read: CommandWords

        init?(_ arguments: [String]) {
            read = PositionalLine.read(arguments)
            guard let dashed = read.firstDashed else { return nil }
            self.dashed = dashed
        }

        /// The arguments of the command offered, each line one `-e` where it started: an option
        /// given after the line with no value (`-40 F --precision`) then meets none, as it did.
        var offered: [String] { read.arguments() }

        /// The usage error: what the dashed word is, and the command to write, or why a line it
        /// would give is refused.
        var message: String {
            let what = CommandWords.isValue(dashed) ? "a value with a minus"
                : CommandWords.isDashedWord(dashed) ? "a connector"  // an arrow
                : UnitPair.isConnector(String(dashed.drop { $0 == "-" })) ? "a connector with a hyphen" : "a unit with a sign"
            let said = "convcalc: '\(VisibleText.of(dashed))' is \(what), not an option"
            guard let refused = read.lines.lazy.compactMap({ PositionalLine.refusal(of: $0.text) }).first else {
                return said + "; to convert, write " + read.command()
            }
            return said + "; read as a line (\(read.command())), it is refused: \(refused.message)"
        }
    }
}
