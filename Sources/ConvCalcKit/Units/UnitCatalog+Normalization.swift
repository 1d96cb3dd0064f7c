/// How a typed unit name is normalized before it is looked up: case folded, `_` and tabs read
/// as blanks, blanks collapsed; µ and μ one letter.
extension UnitCatalog {
    /// The countries a unit may be followed by (`gal US`, `pt imp`), folded, each with the word
    /// the table writes before the unit for it (`us gal`, `imperial pt`).
    static let countriesAfterUnits: [(typed: String, written: String)] = [
        ("us", "us"), ("uk", "uk"), ("imperial", "imperial"), ("imp", "imperial"),
    ]

    /// True when `word`, folded, is one of `countriesAfterUnits`.
    static func isCountry(_ word: some StringProtocol) -> Bool {
        countriesAfterUnits.contains { $0.typed == word }
    }

    /// `text` lower-cased (µ read as μ), `_` read as a space, blanks collapsed to one space and trimmed.
    static func normalized(_ text: String) -> String {
        if isNormalized(text) { return text }
        // Byte by byte after lowercasing (Unicode's rules only when there is more than ASCII):
        // no generic splitting and joining, which cost a look-up by name its first 2 M instructions.
        // The micro sign (µ, U+00B5) and the Greek small mu (μ, U+03BC, what µ becomes in capitals
        // and back) are one letter to a user: both are read as μ.
        var lowered = text.utf8.contains { $0 >= 0x80 } ? text.lowercased() : text
        if lowered.utf8.contains(0xB5) { lowered = lowered.replacing("\u{B5}", with: "\u{3BC}") }  // µ's last byte: rarely there
        if separatorMayJoinACluster(lowered) {  // `_` then a combining mark is one character, no blank
            return lowered.split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "\t" }).joined(separator: " ")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lowered.utf8.count)
        var blankPending = false
        for byte in lowered.utf8 {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "\t") {
                blankPending = !bytes.isEmpty
                continue
            }
            if blankPending {
                bytes.append(UInt8(ascii: " "))
                blankPending = false
            }
            bytes.append(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// True when a blank, `_` or tab in `text` touches a non-ASCII scalar, which may make it
    /// part of a larger character (a combining mark, a joiner or a variation selector after
    /// it, a prepended mark before it): then only a reading by characters splits `text` right.
    private static func separatorMayJoinACluster(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            for (offset, byte) in bytes.enumerated()
            where byte == UInt8(ascii: " ") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "\t") {
                if offset > 0 && bytes[offset - 1] >= 0x80 { return true }
                if offset + 1 < bytes.count && bytes[offset + 1] >= 0x80 { return true }
            }
            return false
        }
    }

    /// True when `text` is its own normalized form and is ASCII (most spellings in the table
    /// and most typed): no capital, `_` or tab, no blank first, last or after a blank. Read
    /// byte by byte, so building the spellings' index costs no string splitting and joining.
    private static func isNormalized(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            var afterBlank = true
            for byte in bytes {
                if byte >= 0x80 || byte &- UInt8(ascii: "A") < 26 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "\t") {
                    return false
                }
                if byte == UInt8(ascii: " ") && afterBlank { return false }
                afterBlank = byte == UInt8(ascii: " ")
            }
            return !afterBlank || bytes.isEmpty
        }
    }

    /// `text` with `_` read as a blank and blanks collapsed, its case kept.
    static func blanksNormalized(_ text: String) -> String {
        // Most spellings are written so already: no generic splitting and joining for them.
        var previousIsBlank = true
        var plain = true
        for byte in text.utf8 {
            let blank = byte == UInt8(ascii: " ")
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "\t") || (blank && previousIsBlank) { plain = false; break }
            previousIsBlank = blank
        }
        if plain && !previousIsBlank { return text }
        return text.split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "\t" }).joined(separator: " ")
    }
}
