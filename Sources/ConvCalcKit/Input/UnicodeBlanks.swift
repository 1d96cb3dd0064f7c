/// The blanks other than space and tab that pasted text holds: the no-break space U+00A0 a
/// web page puts between a number and its unit (`100 °F`), the spaces U+2000–U+200A (thin,
/// figure, en, em…), the narrow no-break space U+202F, U+205F and the ideographic space
/// U+3000. A line is read with its blanks ASCII (`LineBytes.tokens`); a line refused that holds
/// one of these is read again with ASCII spaces in their place (`Session.handle`).
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

    /// `body`'s result for `line` with each Unicode blank replaced by as many ASCII spaces as
    /// it has bytes (so every token keeps its offsets), or nil, without calling it, when the
    /// line holds none.
    static func withASCIIBlanks<Result>(_ line: LineBytes, _ body: (LineBytes) -> Result?) -> Result? {
        var spaced = Array(line.bytes)
        var index = 0, found = false
        while index < line.end {
            let length = length(at: index, in: line.bytes)
            if length > 0 {
                for offset in index..<(index + length) { spaced[offset] = UInt8(ascii: " ") }
                found = true
            }
            index += max(length, 1)
        }
        guard found else { return nil }
        return spaced.withUnsafeBufferPointer { body(LineBytes($0)) }
    }
}
