extension Completion {
    /// The word a shell hands over for completion, with the shell's quoting taken off: bash
    /// writes the `>` of a completed `km->` as `km-\>` and passes that back on the next Tab,
    /// so without this the pair would never complete past the arrow. `'km->'` and `"km->"`
    /// are `km->` too; an unclosed quote is the word typed so far (`'km-` is `km-`). Inside
    /// double quotes a backslash escapes only `$`, `` ` ``, `"`, `\` and a line break, as in bash.
    public static func shellUnquoted(_ word: String) -> String {
        var result = ""
        var quote: Character?
        var escaping = false
        for character in word {
            if escaping {
                if quote == "\"" && !"$`\"\\\n".contains(character) { result.append("\\") }
                result.append(character)
                escaping = false
                continue
            }
            switch (quote, character) {
            case (nil, "\\"), ("\"", "\\"): escaping = true
            case (nil, "'"), (nil, "\""): quote = character
            case ("'", "'"), ("\"", "\""): quote = nil
            default: result.append(character)
            }
        }
        return result
    }
}
