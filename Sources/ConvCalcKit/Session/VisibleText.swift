/// Turns raw input bytes into text that is safe to print: control characters and invalid
/// UTF-8 are shown escaped (`\x1B`, `\u{9B}`, `\xFF`), and very long text is shortened.
///
/// Nothing typed is ever echoed raw, so no input can move the cursor, clear the screen or
/// set the clipboard of the terminal that shows an error. A terminal that does not read UTF-8
/// gets ASCII only (`Charset.ascii`): there `ě` (C4 9B) is `Ä` and CSI, which clears the screen.
public enum VisibleText {
    /// At most this many characters are shown before `…`.
    public static let limit = 60

    /// What outside text may be shown as it is.
    public enum Charset: Sendable {
        /// UTF-8 (a UTF-8 locale, or output that is no terminal): characters as they are.
        case utf8
        /// A terminal in a locale that is not UTF-8, which takes each byte ≥ 0x80 for a
        /// character of its own (0x9B is CSI on the Linux console and on xterm in Latin-1):
        /// every such byte is escaped (`\xC4\x9B`), so the text is ASCII.
        case ascii
    }

    /// The charset text is escaped for when the caller names none. Set by the program at start,
    /// before any other thread runs (and back to `.utf8` for a command that writes or compares
    /// a transcript, whose text is the same in every locale); `.utf8` until then.
    nonisolated(unsafe) public static var charset = Charset.utf8

    /// The escaped, shortened text of `bytes`. A run of printable ASCII, which every scalar
    /// of shows as itself, is appended at once (a transcript's `?` lines are 2 KB each: scalar
    /// by scalar, `play` spent 1.2 M instructions on one); every other scalar is escaped as
    /// `eachScalar` escapes it. `VisibleTextTests` holds the two equal.
    public static func of(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int = VisibleText.limit,
                          charset: Charset = VisibleText.charset) -> String {
        var text = ""
        var shown = 0
        var index = 0
        var base = MarkBase()
        while index < bytes.count {
            if shown == limit { return text + "…" }
            guard isPrintableASCII(bytes[index]) else {
                appendScalar(bytes, at: &index, to: &text, charset: charset, base: &base)
                shown += 1
                continue
            }
            var end = index + 1
            while end < bytes.count && end - index < limit - shown && isPrintableASCII(bytes[end]) { end += 1 }
            text += String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            base = MarkBase(carries: isASCIILetterOrDigit(bytes[end - 1]))
            shown += end - index
            index = end
        }
        return text
    }

    /// `of` scalar by scalar: the general path, which `of` is held equal to.
    static func eachScalar(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int = VisibleText.limit,
                           charset: Charset = VisibleText.charset) -> String {
        var text = ""
        var shown = 0
        var index = 0
        var base = MarkBase()
        while index < bytes.count {
            if shown == limit { return text + "…" }
            appendScalar(bytes, at: &index, to: &text, charset: charset, base: &base)
            shown += 1
        }
        return text
    }

    /// What a combining mark would sit on, from the scalars shown before it: it is shown as
    /// itself only on a letter or digit shown as itself, and only `UserUnits.markLimit` in a
    /// row (a stack of 50 was drawn over the lines around); else escaped, as on a space, a
    /// quote, an escape or at the start, where it would sit on text that is not the input's.
    struct MarkBase {
        /// True after a letter or digit shown as itself, or marks on one.
        var carries = false
        /// The marks shown on it so far.
        var marks = 0
    }

    /// True for a letter or a digit: what a combining mark may be drawn on.
    static func carriesMarks(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: true
        default: scalar.properties.isAlphabetic && !isCombiningMark(scalar)
        }
    }

    /// True for a combining mark (nonspacing, spacing or enclosing) that is drawn on the
    /// character before it: not one Unicode says to ignore (variation selectors, the grapheme
    /// joiner), which are escaped wherever they stand.
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: !scalar.properties.isDefaultIgnorableCodePoint
        default: false
        }
    }

    @inline(__always)
    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }

    /// True for a byte that is a printable ASCII character (space to `~`), shown as it is.
    @inline(__always)
    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte &- 0x20 < 0x5F }

    /// Appends the scalar (or the invalid byte) at `index` as shown, and moves past it.
    private static func appendScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, to text: inout String,
                                     charset: Charset, base: inout MarkBase) {
        let (scalar, length) = decode(bytes, at: index)
        if let scalar, charset == .ascii && scalar.value >= 0x80 {
            for byte in bytes[index..<index + length] { text += byteEscape(UInt32(byte)) }
            base = MarkBase()
        } else if let scalar {
            let isMark = isCombiningMark(scalar)
            let shown = escaped(scalar, onBase: isMark && base.carries && base.marks < UserUnits.markLimit)
            text += shown
            if isMark && shown.unicodeScalars.count == 1 {
                base.marks += 1
            } else {
                base = MarkBase(carries: shown.unicodeScalars.count == 1 && carriesMarks(scalar))
            }
        } else {
            text += byteEscape(UInt32(bytes[index]))
            base = MarkBase()
        }
        index += length
    }

    /// The escaped text of a string (for text that did not come from raw bytes).
    public static func of(_ string: String, limit: Int = VisibleText.limit,
                          charset: Charset = VisibleText.charset) -> String {
        var copy = string
        return copy.withUTF8 { of($0, limit: limit, charset: charset) }
    }

    /// A multi-line message (another library's, naming outside text) escaped line by line,
    /// not shortened: every control character but the line breaks is shown escaped.
    public static func lines(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { of(String($0), limit: Int.max) }.joined(separator: "\n")
    }

    /// `scalar` as printed: controls as `\x1B`; every character that is invisible or could
    /// pass for something else — format characters (zero-width, bidi controls, soft hyphen, tag
    /// characters…), line and paragraph separators, spaces other than U+0020, any other code
    /// point Unicode says to ignore when it cannot be shown (variation selectors, fillers,
    /// the combining grapheme joiner, the reserved tag block) and the blank braille pattern
    /// U+2800, and a code point with no character (unassigned, a noncharacter such as U+10FFFF,
    /// private use, which each font draws its own way) — as `\u{200B}`; and a combining mark not `onBase`, with no letter or digit of
    /// the text to sit on (`MarkBase`).
    private static func escaped(_ scalar: Unicode.Scalar, onBase: Bool) -> String {
        let value = scalar.value
        if value < 0x20 || value == 0x7F { return byteEscape(value) }
        if value < 0x7F { return String(scalar) }
        if isInvisible(scalar) { return "\\u{" + hex(value, width: 4) + "}" }
        switch scalar.properties.generalCategory {
        case .nonspacingMark where !onBase, .enclosingMark where !onBase, .spacingMark where !onBase:
            return "\\u{" + hex(value, width: 4) + "}"
        default:
            return String(scalar)
        }
    }

    /// True for a scalar beyond ASCII that is invisible, or no character a font agrees on: what
    /// `escaped` shows by its code (the list in its comment), and a unit's hint names (`ft` with a
    /// zero-width space, copied from a web page).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isDefaultIgnorableCodePoint || scalar.value == 0x2800 { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .unassigned, .privateUse, .surrogate: return true
        default: return false
        }
    }

    /// `\x1B`: a byte, or an ASCII control, shown by its value.
    private static func byteEscape(_ value: UInt32) -> String { "\\x" + hex(value, width: 2) }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Decodes one UTF-8 scalar at `index`: the scalar (nil when invalid) and bytes used.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1)
        }
        guard index + length <= bytes.count else { return (nil, 1) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = [0, 0, 0x80, 0x800, 0x10000][length]
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
        return (scalar, length)
    }
}
