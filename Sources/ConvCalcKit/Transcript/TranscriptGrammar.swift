/// The rules a transcript's lines follow, one line at a time (docs/GUIDE.md: "Transcripts").
///
/// ```
/// line    = header | comment | blank | input | error | escaped | output
/// header  = "#! convcalc 1" {" " option}        first line only: the starting state
/// comment = "#" any bytes                        kept byte for byte
/// blank   = {" " | tab}                          kept byte for byte
/// input   = ">" | "> " text                      a typed line ("" or text)
/// error   = "! " text                            an expected error message
/// escaped = "\" text                             output that is text ("\# starts a comment")
/// output  = text not starting with > ! # \ nor blank
/// ```
/// Everything but comments must be UTF-8 without NUL; `>212` and `!x` fit no rule.
public enum TranscriptGrammar {
    /// What one line of a transcript is.
    public enum Line: Equatable, Sendable {
        /// The first line's `#! convcalc …` header.
        case header(TranscriptHeader)
        /// A comment line (any bytes after `#`).
        case comment
        /// An empty line, or one of spaces and tabs.
        case blank
        /// A typed line, without its `> `.
        case input(String)
        /// An expected output or error line.
        case expected(ExpectedLine)
    }

    /// The first bytes that make a line something other than output: `>`, `!`, `#`, `\`.
    static let markers: Set<UInt8> = [UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "\\")]

    /// True for the bytes a blank line may hold: space and tab.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Reads line `number` (1-based; only line 1 may be a header), given without its ending.
    public static func line(_ bytes: ArraySlice<UInt8>, number: Int) throws(TranscriptError) -> Line {
        // Every reader takes lines of up to 1 MiB (docs/GUIDE.md): replay skips a longer one, and a
        // transcript holding one is no transcript.
        guard bytes.count <= LineSplitter.defaultMaximumLength else {
            throw TranscriptError(line: number, "the line is longer than 1 MiB (\(LineSplitter.defaultMaximumLength) bytes),"
                + " the longest line any reader takes")
        }
        if bytes.starts(with: TranscriptHeader.prefix.utf8) || (number == 1 && bytes.starts(with: "#!".utf8)) {
            guard number == 1 else {
                throw TranscriptError(line: number, "the header '\(TranscriptHeader.prefix) …' must be the first line")
            }
            return .header(try TranscriptHeader(parsing: try text(bytes, number: number), line: number))
        }
        if bytes.first == UInt8(ascii: "#") { return .comment }
        if bytes.allSatisfy(isBlank) { return .blank }
        let space = UInt8(ascii: " ")
        switch bytes.first {
        case UInt8(ascii: ">"):
            if bytes.count == 1 { return .input("") }
            guard bytes.dropFirst().first == space else {
                // The student's own line with the blank put in (it quoted '> 212' whatever the line was).
                let typed = bytes.dropFirst().withUnsafeBufferPointer { VisibleText.of($0) }
                throw TranscriptError(line: number, "'>' must be followed by a space: '> \(typed)' (or stand alone for an empty line)")
            }
            return .input(try text(bytes.dropFirst(2), number: number))
        case UInt8(ascii: "!"):
            guard bytes.dropFirst().first == space, bytes.count > 2 else {
                throw TranscriptError(line: number, "an expected error is written '! message'; output starting with '!' is written '\\!'")
            }
            return .expected(.error(try text(bytes.dropFirst(2), number: number)))
        case UInt8(ascii: "\\"):
            return .expected(.output(try text(bytes.dropFirst(), number: number)))
        default:
            return .expected(.output(try text(bytes, number: number)))
        }
    }

    /// True when a line of plain input is a transcript's input line (`> 212` or `>`): the sign
    /// that a transcript is being replayed as keys.
    public static func isInputLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        if bytes.starts(with: TranscriptLines.byteOrderMark) { start = TranscriptLines.byteOrderMark.count }
        guard start < bytes.count, bytes[start] == UInt8(ascii: ">") else { return false }
        return start + 1 == bytes.count || [UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(bytes[start + 1])
    }

    /// The line as text: UTF-8 without NUL, or an error naming the line.
    private static func text(_ bytes: ArraySlice<UInt8>, number: Int) throws(TranscriptError) -> String {
        guard !bytes.contains(0) else { throw TranscriptError(line: number, "a NUL byte outside a comment") }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw TranscriptError(line: number, "invalid UTF-8 outside a comment")
        }
        return text
    }
}
