#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CEditLine
import ConvCalcKit

/// Word moves at the prompt, by the calculator's words (between blanks, so `°C` and `+/-` are
/// whole words): Ctrl-Left and Alt-B back, Ctrl-Right and Alt-F forward, Ctrl-W deletes the
/// word before the cursor.
extension EditLineReader {
    /// Adds the word commands to libedit and binds their keys (xterm and rxvt spellings).
    static func bindWordMoves(_ editLine: OpaquePointer) {
        convcalc_el_add_function(editLine, "convcalc-word-back", "Move back a word", { editLine, _ in
            EditLineReader.moveByWord(editLine, forward: false)
        })
        convcalc_el_add_function(editLine, "convcalc-word-forward", "Move forward a word", { editLine, _ in
            EditLineReader.moveByWord(editLine, forward: true)
        })
        convcalc_el_add_function(editLine, "convcalc-delete-word", "Delete the word before the cursor", { editLine, _ in
            EditLineReader.deleteWordBack(editLine)
        })
        for key in ["\\e[1;5D", "\\e[5D", "\\eOd", "\\eb"] { convcalc_el_bind(editLine, key, "convcalc-word-back") }
        for key in ["\\e[1;5C", "\\e[5C", "\\eOc", "\\ef"] { convcalc_el_bind(editLine, key, "convcalc-word-forward") }
        convcalc_el_bind(editLine, "^W", "convcalc-delete-word")
    }

    /// The line being edited: its characters' blankness, the cursor and the length, in characters.
    private static func line(_ editLine: OpaquePointer?) -> (isBlank: (Int) -> Bool, cursor: Int, count: Int)? {
        guard let info = el_wline(editLine)?.pointee else { return nil }
        let buffer = info.buffer
        let blank: (Int) -> Bool = { index in
            let character = buffer?[index] ?? 0
            return character == 0x20 || character == 0x09
        }
        return (blank, info.cursor - info.buffer, info.lastchar - info.buffer)
    }

    private static func moveByWord(_ editLine: OpaquePointer?, forward: Bool) -> UInt8 {
        guard let line = line(editLine) else { return UInt8(CC_ERROR) }
        let target = forward ? WordBounds.nextEnd(cursor: line.cursor, count: line.count, isBlank: line.isBlank)
            : WordBounds.previousStart(cursor: line.cursor, isBlank: line.isBlank)
        el_cursor(editLine, Int32(target - line.cursor))
        return UInt8(CC_CURSOR)
    }

    private static func deleteWordBack(_ editLine: OpaquePointer?) -> UInt8 {
        guard let line = line(editLine) else { return UInt8(CC_ERROR) }
        let start = WordBounds.previousStart(cursor: line.cursor, isBlank: line.isBlank)
        guard start < line.cursor else { return UInt8(CC_REFRESH_BEEP) }
        el_deletestr(editLine, Int32(line.cursor - start))
        return UInt8(CC_REFRESH)
    }
}
