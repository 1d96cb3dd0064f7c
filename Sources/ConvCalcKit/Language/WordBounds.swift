/// Where the words of a line being edited begin and end, for the prompt's word moves
/// (Ctrl-Left, Ctrl-Right, Ctrl-W). A word is what the calculator reads as one token:
/// characters between blanks, so `°C`, `+/-` and `mi->km` are one word each.
public enum WordBounds {
    /// The offset where the word before `cursor` starts (blanks just before it skipped).
    public static func previousStart(cursor: Int, isBlank: (Int) -> Bool) -> Int {
        var position = cursor
        while position > 0 && isBlank(position - 1) { position -= 1 }
        while position > 0 && !isBlank(position - 1) { position -= 1 }
        return position
    }

    /// The offset where the word at or after `cursor` ends, in a line `count` characters long.
    public static func nextEnd(cursor: Int, count: Int, isBlank: (Int) -> Bool) -> Int {
        var position = cursor
        while position < count && isBlank(position) { position += 1 }
        while position < count && !isBlank(position) { position += 1 }
        return position
    }
}
