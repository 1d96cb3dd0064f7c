/// One word of the command language, declared once: how it is typed, what it parses to,
/// what `help` says about it and how Tab completes its argument.
///
/// Everything that knows a word — the parser, `help`, `help KEY`, completion, the the guide's
/// key table test and the man page — reads it from `Words.all`, so adding a command is one
/// entry there plus its behaviour.
public struct Word: Sendable {
    /// What a word does when it is typed.
    public enum Role: Sendable, Equatable {
        /// A key: sends one event to the machine (`C`, `+/-`, `swap`).
        case key(Event)
        /// A key typed as part of a number (`0`…`9`, `.`): not a word of its own.
        case numberKey(Event.Kind)
        /// Return, the end of a line: never typed as a word.
        case lineEnd
        /// A line typed while the menu is open: a number, a name or a unit pair.
        case menuChoice
        /// A command that reads the rest of the line as its argument.
        case command(Command)
        /// `state` or `list`: shows something, changes nothing.
        case query(Query.Simple)
        /// `quit`: leave; the rest of the line is ignored.
        case quit
    }

    /// The commands that read the rest of the line.
    public enum Command: Sendable, Equatable {
        case convert, precision, help, units, say, trace
    }

    /// What Tab offers after the word.
    public enum Completes: Sendable, Equatable {
        case nothing, converters, precisions, kinds, onOff, words
    }

    /// Typed spellings, matched case-insensitively; the first is the one `help` shows.
    public let spellings: [String]
    /// More names `help NAME` accepts: the machine's own name for the key (`point`, `sign`).
    public let aliases: [String]
    /// What the word does when typed.
    public let role: Role
    /// How the word is written in the help overview (`precision N`).
    public let usage: String
    /// The help overview's line for it.
    public let summary: String
    /// What `help KEY` says it does (the machine adds what it does now).
    public let meaning: String
    /// True when it may be typed while the converter menu is open (it changes nothing).
    public let worksInMenu: Bool
    /// What Tab completes after it.
    public let completes: Completes

    /// The event a key sends, when the word is a key.
    public var eventKind: Event.Kind? {
        switch role {
        case .key(let event): event.kind
        case .numberKey(let kind): kind
        case .lineEnd: .commit
        case .menuChoice: .pick
        case .command(.convert): .convert
        case .command(.precision): .precision
        default: nil
        }
    }

    /// True when the word reads the rest of the line (`quit` too: nothing may follow it).
    public var takesRestOfLine: Bool {
        switch role {
        case .command, .quit: true
        default: false
        }
    }

    /// True when `name` (already lowercased) is one of its spellings or aliases.
    func isNamed(_ name: String) -> Bool {
        spellings.contains { $0.lowercased() == name } || aliases.contains(name)
    }
}

extension Word.Role {
    /// True when a word of this role may follow a one-line conversion on its line without
    /// leaving nothing of it to see: keys act on the answer (`5 mi to km swap`), except a clear
    /// or reset that ends the line, EE, which would give its number an exponent, and cancel,
    /// which the closed menu refuses;
    /// `precision N` shows it again. `convert` would give its number another unit, a command
    /// or query would show in its place, and `quit` leave before it is shown. Number keys,
    /// Return and menu picks are never typed as words. The parser refuses the rest
    /// (`LineParser`); Tab does not offer them.
    func mayFollowConversion(endsLine: Bool, hasArgument: Bool) -> Bool {
        switch self {
        case .key(.clear), .key(.reset): !endsLine
        case .key(.exponent), .key(.cancel): false  // cancel: the menu is closed after a conversion
        case .key: true
        case .command(.precision): hasArgument
        case .command, .query, .quit, .numberKey, .lineEnd, .menuChoice: false
        }
    }
}
