/// A word as the parser reads it from a line: what it does and whether it works in the menu,
/// plain values only, so reading a line's words costs no reference counting. The full `Word`
/// (spellings, help) is looked up only for messages.
struct TypedWord: Sendable {
    /// The word's index in `Words.all`.
    let index: Int
    /// What the word does when typed.
    let role: Word.Role
    /// True when it may be typed while the converter menu is open.
    let worksInMenu: Bool
    /// True when it reads the rest of the line.
    let takesRestOfLine: Bool
    /// True for the keys that are part of the number being typed (`+/-`, `EE`): a unit after
    /// them still applies to the whole number.
    let continuesNumber: Bool

    /// The word itself.
    var word: Word { Words.all[index] }
}

extension Words {
    /// The word typed as `bytes` (ASCII case ignored), when it is typed as a word at all.
    static func typedWord(_ bytes: UnsafeBufferPointer<UInt8>) -> TypedWord? {
        guard let position = typedTable.spellings.firstIndex(ofLowercased: bytes) else { return nil }
        return typedTable.words[position]
    }

    /// True when `text` is typed as a key (`+/-`, `C`, `swap`): what the hints move apart from
    /// a unit or a number glued to it, and after a conversion's output.
    static func isKey(_ text: some StringProtocol) -> Bool {
        if case .key? = Array(text.utf8).withUnsafeBufferPointer({ typedWord($0)?.role }) { true } else { false }
    }

    /// Every spelling of the words typed as words, lowercased, each with its word.
    private static let typedTable: (spellings: ByteStrings, words: [TypedWord]) = {
        var spellings: [String] = []
        var words: [TypedWord] = []
        for (index, word) in all.enumerated() {
            switch word.role {
            case .numberKey, .lineEnd, .menuChoice: continue
            default: break
            }
            for spelling in word.spellings {
                spellings.append(spelling.lowercased())
                words.append(TypedWord(index: index, role: word.role, worksInMenu: word.worksInMenu,
                                       takesRestOfLine: word.takesRestOfLine,
                                       continuesNumber: word.role == .key(.sign) || word.role == .key(.exponent)))
            }
        }
        return (ByteStrings(spellings), words)
    }()
}
