/// The blanks other than space and tab that pasted text holds: the no-break space U+00A0 a
/// web page puts between a number and its unit (`100 °F`), the spaces U+2000–U+200A (thin,
/// figure, en, em…), the narrow no-break space U+202F, U+205F and the ideographic space
/// U+3000. A line is read with its blanks ASCII (`LineBytes.tokens`); a line refused that holds
/// one of these is read again with an ASCII space in place of each, and refused again, is refused
/// as that reading (its hints offer lines of plain spaces) (`Session.handle`).
enum UnicodeBlanks {
    /// The length in bytes of the Unicode blank that starts at `index` of `bytes`, or 0.
    static func length(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count - index
        switch bytes[index] {
        case 0xC2 where count >= 2 && bytes[index + 1] == 0xA0: return 2
        case 0xE2 where count >= 3 && bytes[index + 1] == 0x80 && (0x80...0x8A ~= bytes[index + 2] || bytes[index + 2] == 0xAF):
            return 3
        case 0xE2 where count >= 3 && bytes[index + 1] == 0x81 && bytes[index + 2] == 0x9F: return 3
        case 0xE3 where count >= 3 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80: return 3
        default: return 0
        }
    }

    /// `body`'s result for `line` with each Unicode blank replaced by one ASCII space (so every
    /// character keeps its column), or nil, without calling it, when the line holds none.
    static func withASCIIBlanks<Result>(_ line: LineBytes, _ body: (LineBytes) -> Result) -> Result? {
        var spaced: [UInt8] = []
        var index = 0, found = false
        while index < line.end {
            let length = length(at: index, in: line.bytes)
            if length > 0 {
                spaced.append(UInt8(ascii: " "))
                found = true
                index += length
            } else {
                spaced.append(line.bytes[index])
                index += 1
            }
        }
        guard found else { return nil }
        return spaced.withUnsafeBufferPointer { body(LineBytes($0)) }
    }
}
