import ConvCalcKit

extension PositionalLine {
    /// `convcalc --converter mi 2 to km 2`, `convcalc --converter miles to kilometers`: a converter
    /// given unquoted, which the shell split at its blanks, so that `--converter` got its first word
    /// (`mi`: "one unit", and the pair it offered, `mi to km`, was another converter). The usage
    /// error offering the longest run of the words after it that names a converter, quoted; or, when
    /// none does, why all of them are refused (`--converter 'mi 2 to km 2'`: the powers apart); a
    /// unit followed by the `-` or `=` an unquoted arrow left, the output redirected to the file
    /// `target` (`RedirectedOutput`), is said so (`--converter mi -> ft`, and glued, `--converter
    /// mi->ft`, which reaches convcalc as `mi-`: --converter 'mi -> ft'), and so is a `>` before it
    /// (`--converter mi > ft`: it offered 'mi to km'). Nil when no word follows
    /// the flag's value, the value alone names a converter, or ends as an unquoted arrow left it
    /// with words after it (`--converter mi->km 5`: `mi-`, and `5` is another line's).
    static func splitConverter(_ arguments: [String], arrowTarget target: @autoclosure () -> RedirectedOutput?) -> String? {
        guard let flag = arguments.firstIndex(where: { FlagName.split($0)?.flag == .converter }),
              let (_, inline) = FlagName.split(arguments[flag]) else { return nil }
        let start = inline == nil ? flag + 1 : flag
        // An option after the flag is none of its value (`--converter -e 1`: the value is missing).
        guard start < arguments.count, case var value = inline ?? arguments[start], inline != nil || FlagName.split(value) == nil,
              case .failure = ConverterQuery.resolve(value) else { return nil }
        var rest = Array(arguments[(start + 1)...])
        // The arrow's mark glued to the unit is a word of its own (`mi-` of `mi->ft`).
        if let mark = value.last, mark == "-" || mark == "=", value.count > 1, UnitCatalog.find(String(value.dropLast())) != nil {
            (value, rest) = (String(value.dropLast()), [String(mark)] + rest)
        }
        // `--converter mi -> ft`: the shell left `-` of the arrow, and made a file `ft` (it offered mi to km).
        if let mark = rest.first, mark == "-" || mark == "=", UnitCatalog.find(value) != nil,
           CommandWords(Array(rest.dropFirst())).words.isEmpty, let target = target() {
            return markSaid(mark, after: value) + ": unquoted, the shell reads an arrow \(mark == "-" ? "->" : "=>") as '\(mark)' and"
                + " \(target.said); quote the converter\(target.quoting): --converter "
                + ShellWord.quoted(value + (mark == "-" ? " -> " : " => ") + target.written, limit: VisibleText.limit)
        }
        // `--converter mi > ft`: the shell read the connector, made the file `ft` empty (it offered mi to km).
        if UnitCatalog.find(value) != nil, CommandWords(rest).words.isEmpty, let target = target(), let name = target.name,
           case .success = ConverterQuery.resolve(value + " > " + name) {
            return "convcalc: --converter: unquoted, the shell reads the connector '>' as \(target.said); quote the converter:"
                + " --converter " + ShellWord.quoted(value + " > " + name, limit: VisibleText.limit)
        }
        // The words after the value, up to an option: those the shell split off it.
        let words = [value] + rest.prefix { !$0.hasPrefix("-") || CommandWords.isDashedWord($0) }
        guard words.count > 1, !value.hasSuffix("-"), !value.hasSuffix("=") else { return nil }
        let said = "convcalc: --converter: unquoted, the shell split the converter at its blanks"
        if let named = (2...words.count).reversed().lazy.map({ words.prefix($0).joined(separator: " ") }).first(where: { name in
            if case .success = ConverterQuery.resolve(name) { true } else { false }
        }) {
            return said + "; quote it: --converter " + ShellWord.quoted(named, limit: VisibleText.limit)
        }
        let whole = words.joined(separator: " ")
        guard let refusal = CalculatorSettings.refusal(ofConverter: whole) else { return nil }
        return said + "; quoted (--converter \(ShellWord.quoted(whole, limit: VisibleText.limit))), it is refused: "
            + refusal.dropFirst("--converter: ".count)
    }
}
