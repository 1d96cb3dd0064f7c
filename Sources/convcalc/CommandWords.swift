import ConvCalcKit

/// The arguments of a command line sorted once, as `convcalc` reads them: options with their
/// values, the words of a line (files, to the parser), and the signs of a line misread as
/// options. `PositionalLine`'s usage errors are all built from this one reading.
struct CommandWords {
    /// The words that are no option nor an option's value, in order; `--` read past (`-40 F --
    /// to C` is `-40 F to C`), `-` (standard input) not among them.
    private(set) var words: [String] = []
    /// The options given, with their values, in order (none after `--`).
    private(set) var options: [String] = []
    /// Standard input named as a file (`-`).
    private(set) var readsStandardInput = false
    /// How many of `options` came before the line's first word: the `-e` offered for the line
    /// goes there, so that lines keep the order typed (`5 mi to km -e '10 ft to m'`: the words'
    /// line first; nil when there is no word.
    private(set) var lineStart: Int?
    /// The first word that starts with `-` as an option does but is part of a line: a value with
    /// a minus (`-40`), an arrow (`->`), a unit or a connector with a hyphen after another word (`5 mi -km`, `5 mi -to km`).
    private(set) var firstDashed: String?

    init(_ arguments: [String]) {
        var index = 0, optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" && !optionsEnded { optionsEnded = true; continue }
            if argument == "-" { readsStandardInput = true; continue }
            if !optionsEnded, Self.isDashedWord(argument) || (!words.isEmpty && Self.isSignedUnit(argument)) {
                firstDashed = firstDashed ?? argument
                append(argument)
                continue
            }
            guard !optionsEnded, argument.hasPrefix("-") else { append(argument); continue }
            options.append(argument)
            if let (flag, value) = FlagName.split(argument), flag.takesValue, value == nil, index < arguments.count {
                options.append(arguments[index])
                index += 1
            }
        }
    }

    private mutating func append(_ word: String) {
        lineStart = lineStart ?? options.count
        words.append(word)
    }

    /// `convcalc OPTIONS -e 'LINE'` for `line` made of the words, its `-e` where they stood.
    func command(_ line: String) -> String {
        PositionalLine.command(line, options: options, at: lineStart)
    }

    /// True for a word that starts with `-` and is part of a line, no option: a value with a
    /// minus (`-40`, `-.5`, `-½`; `--40`, two, as no option is named), or an arrow (`->`, `-->`, `->km`).
    static func isDashedWord(_ word: String) -> Bool {
        guard word.hasPrefix("-") || word.hasPrefix("−") else { return false }
        return isValue(word) || word.drop(while: { $0 == "-" || $0 == "−" }).hasPrefix(">")
    }

    /// True for a value with one minus or two (`-40`, `--40`: ArgumentParser offered `--say` for it).
    static func isValue(_ word: String) -> Bool {
        PositionalLine.looksLikeAValue(word) || (word.hasPrefix("--") && PositionalLine.looksLikeAValue(String(word.dropFirst())))
    }

    /// True for a word that is a unit or a connector with a hyphen before it and no option (`5 mi
    /// -km`, `5 mi -to km`).
    static func isSignedUnit(_ word: String) -> Bool {
        guard word.hasPrefix("-"), FlagName.split(word) == nil, case let rest = String(word.drop { $0 == "-" }) else { return false }
        return UnitCatalog.find(rest) != nil || UnitPair.isConnector(rest)
    }
}
