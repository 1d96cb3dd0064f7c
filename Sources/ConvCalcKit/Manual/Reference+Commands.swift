extension Reference {
    /// The words the keys-and-commands table lists: the command language's word table. Words
    /// without a usage of their own (`.`, a menu pick) are part of another row.
    static var listedWords: [Word] { Words.all.filter { !$0.usage.isEmpty } }

    /// A row of the table: how the word is written, and the help overview's line for it.
    static func row(_ word: Word) -> [String] {
        [written(word), word.summary]
    }

    /// A command by its usage (`precision [N]`) and its other spellings; a number key or Return
    /// by its usage; any other key by all its spellings.
    static func written(_ word: Word) -> String {
        switch word.role {
        case .command:
            return ([word.usage] + word.spellings.dropFirst()).map { "`\($0)`" }.joined(separator: ", ")
        case .numberKey, .lineEnd:
            return "`\(word.usage)`"
        default:
            return word.spellings.map { "`\($0)`" }.joined(separator: ", ")
        }
    }
}
