/// The bytes a definitions file is cut at, and the column of a byte: the reader and the
/// expression work on UTF-8 bytes, and messages count columns in characters.
enum DefinitionBytes {
    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    static let blank = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    static let hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\"), bang = UInt8(ascii: "!")
    static let semicolon = UInt8(ascii: ";"), minus = UInt8(ascii: "-")
    static let openParenthesis = UInt8(ascii: "("), closeParenthesis = UInt8(ascii: ")"), openBracket = UInt8(ascii: "[")

    /// True for a blank or a tab, the only spaces between words.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool { byte == blank || byte == tab }

    /// True for an ASCII digit.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// The column (from 1, in characters) of the byte at `index` of `line`.
    static func column(of index: Int, in line: ArraySlice<UInt8>) -> Int {
        let before = line[line.startIndex..<index]
        return before.allSatisfy { $0 < 0x80 } ? before.count + 1 : String(decoding: before, as: UTF8.self).count + 1
    }
}
