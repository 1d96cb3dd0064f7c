extension Reference {
    /// A row of the keys-and-commands table: a word of the language, or keys that are not words.
    enum CommandEntry {
        case word(Keyword, argument: String? = nil)
        case keys(String, meaning: String)

        var row: [String] {
            switch self {
            case .word(let word, let argument):
                let suffix = argument.map { " " + $0 } ?? ""
                return [word.spellings.map { "`\($0)\(suffix)`" }.joined(separator: ", "), Reference.meaning(of: word)]
            case .keys(let keys, let meaning):
                return [keys, meaning]
            }
        }
    }

    /// The rows in README's order. Every word of the language appears (a test checks).
    static let commandEntries: [CommandEntry] = [
        .keys("`0`…`9`, `.`", meaning: "number keys. A leading `0` is replaced; a second `.` is an error."),
        .word(.sign),
        .keys("`-40`, `−40`", meaning: "shorthand for the keys `4 0 +/-`"),
        .word(.clear),
        .word(.convert),
        .keys("`convert X`", meaning: "pick directly: `convert 3`, `convert miles to kilometers`, `convert mi->km`,"
            + " `convert mi km`, `convert °F->°C`, `convert F C`"),
        .word(.cancel),
        .word(.swap),
        .word(.reset),
        .word(.precision, argument: "N"),
        .word(.list),
        .word(.units, argument: "[KIND]"),
        .word(.state),
        .word(.say, argument: "on|off"),
        .word(.trace, argument: "on|off"),
        .word(.help, argument: "[KEY]"),
        .word(.quit),
    ]

    /// The words the table lists. When the word table replaces `Keyword`, this and `meaning(of:)`
    /// read its entries' spellings and help instead.
    static var listedWords: [Keyword] {
        commandEntries.compactMap { if case .word(let word, _) = $0 { word } else { nil } }
    }

    /// What a word does, as the reference says it.
    static func meaning(of word: Keyword) -> String {
        switch word {
        case .sign: "change sign: of the entry while typing, of the shown value in `ready`"
        case .clear: "clear the entry to 0; the converter stays"
        case .convert: "alone: show the numbered menu; the **next line** picks (number, name or unit pair),"
            + " `cancel` or an empty line leaves it unchanged"
        case .cancel: "in the menu: close it and keep the converter"
        case .swap: "reverse the converter (°F→°C becomes °C→°F) and move the shown output into the input"
            + " (rounded to 15 significant digits if it is longer)"
        case .reset: "back to 0, fahrenheit to celsius, 2 decimal places"
        case .precision: "show N decimal places, 0…12 (alone: show the current precision)"
        case .list: "the numbered converters"
        case .units: "the units, or one kind's units with their definitions"
        case .state: "the machine's state, entry, converter and precision"
        case .say: "add the sentence `The distance in ft is 3.28` under the displays"
        case .trace: "show every event the machine receives: state before, event, state after, what changed"
        case .help: "the keys and commands; `help KEY` says what KEY does in the current state"
        case .quit: "leave (so does the end of input); anything after it on the line is ignored"
        }
    }
}
