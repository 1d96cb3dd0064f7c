import ConvCalcKit

extension PositionalLine {
    /// `convcalc –e '5 mi to km'`, `convcalc —precision 4 …`: an option written with a dash or
    /// a minus sign for its hyphens, as autocorrect writes `-e` and `--`, which was taken for a
    /// file (`cannot read '—e'`, after the lines ran) or a line. The usage error naming it and
    /// the command with hyphens, or, when a converter or an arrow was split too, what is said of
    /// that; nil when no argument is such an option (`–40` is a value with a dash, said by the
    /// line's own hint).
    static func dashedOption(_ arguments: [String], arrowTarget target: @autoclosure () -> RedirectedOutput?) -> String? {
        var fixed = arguments, first: (typed: String, written: String)?
        for (index, argument) in arguments.enumerated() {
            // A dash or minus first, not the hyphen an option is typed with.
            guard let start = argument.unicodeScalars.first, start != "-", UnitPair.isDash(start) else { continue }
            let name = String(String.UnicodeScalarView(argument.unicodeScalars.drop(while: UnitPair.isDash)))
            // One hyphen before a letter (`-e`), two before a name (`--precision`), whatever the dashes typed.
            guard let written = ["-" + name, "--" + name].first(where: { FlagName.split($0) != nil || $0 == "--help" || $0 == "--version" })
            else { continue }
            fixed[index] = written
            first = first ?? (argument, written)
        }
        guard let first else { return nil }
        let said = "convcalc: '\(VisibleText.of(first.typed))' is written with a dash, not hyphens: \(first.written) is the option"
        // A converter, an arrow or a connector the shell split too, a value an option took, said as with hyphens
        // (`—converter mi km`, `–e 5 mi -> ft`, `—state 5 mi to km`: it offered --state 5 -e 'mi to km').
        if let split = splitConverter(fixed, arrowTarget: target()) ?? splitArrow(fixed, target: target())
            ?? unquotedConnector(fixed, target: target()) ?? valueTaken(fixed) ?? haveWant(fixed) {
            return said + "; and " + split.dropFirst("convcalc: ".count)
        }
        // The lines the shell split, if any, quoted too (`—e 5 mi to km`).
        return said + "; write \(read(fixed).command())"
    }
}
