/// Text written as one word for a POSIX shell (bash, zsh, dash for the plain forms), to be
/// pasted: a command a message offers (`convcalc check --units FILE FILE`, `convcalc -e 'LINE'`).
///
/// Safe to print as it is, as `VisibleText` output is: no control byte and nothing invisible is
/// written raw. Where `VisibleText` would escape a character, `\x1B` inside single quotes is
/// four characters to a shell, so such a word is written `$'…'`, whose `\xHH` the shell reads
/// back as the byte: a path holding ESC is offered as `$'a\x1Bb.units'`, which names the file.
public enum ShellWord {
    /// `text` as one shell word: as it is when every character is one a shell takes literally
    /// (`mi.units`, `/tmp/x`), else `quoted`.
    /// Past `limit` characters the word is cut, with `…` after it, outside the quotes: a message
    /// does not print back a line of 100,000 characters.
    public static func of(_ text: String, limit: Int = Int.max, charset: VisibleText.Charset = VisibleText.charset) -> String {
        if text.unicodeScalars.count > limit {
            return of(String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))), charset: charset) + "…"
        }
        let literal = text.utf8.first.map { $0 != UInt8(ascii: "=") } == true
            && text.utf8.allSatisfy { isLiteral($0) || $0 == UInt8(ascii: "=") }  // `--units=a.units`
        return literal ? text : quoted(text, charset: charset)
    }

    /// `text` in quotes, as a word in a sentence is (`needs the units file 'mi.units'`): in single
    /// quotes when it is printable (`'my units'`, a quote written `'\''`); else `$'…'` with every
    /// byte `VisibleText` would escape as `\xHH`. Cut past `limit` characters as `of` cuts.
    public static func quoted(_ text: String, limit: Int = Int.max, charset: VisibleText.Charset = VisibleText.charset) -> String {
        if text.unicodeScalars.count > limit {
            return quoted(String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))), charset: charset) + "…"
        }
        if VisibleText.of(text, limit: Int.max, charset: charset) == text {
            return "'" + text.replacing("'", with: "'\\''") + "'"
        }
        var word = "$'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "'": word += "\\" + String(scalar)
            case " "..."~": word.unicodeScalars.append(scalar)
            default:
                // Beyond ASCII: as itself only where `VisibleText` would show it alone and it is no
                // mark (a mark is shown as itself only on a letter, which `$'` may have split from it).
                let alone = String(scalar)
                if VisibleText.of(alone, limit: Int.max, charset: charset) == alone && !VisibleText.isCombiningMark(scalar) {
                    word += alone
                } else {
                    for byte in alone.utf8 { word += "\\x" + hexByte(byte) }
                }
            }
        }
        return word + "'"
    }

    /// True for a byte a shell reads as itself anywhere in a word: letters, digits, `/ . _ - + , : @ %`
    /// (not `~`, nor `=`, which zsh expands at a word's start: `of` takes it after the first byte).
    private static func isLiteral(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "/._-+,:@%".utf8.contains(byte)
        }
    }

    /// Two upper-case hex digits.
    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }
}
