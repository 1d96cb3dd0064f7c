/// The one table of units and how users name them. Adding a unit is adding one line to
/// `UnitCatalog+Table.swift`.
public enum UnitCatalog {
    /// The kind of every unit, by id (read on every key, so kept apart from the names).
    public static let kinds: [UnitKind] = all.map(\.kind)

    /// The symbol of every unit as UTF-8 bytes, by id, for the renderers.
    static let symbolBytes = ByteStrings(all.map(\.symbol))

    /// The unit at `id`.
    public static func unit(_ id: UnitID) -> MeasurementUnit { all[Int(id)] }

    /// The unit whose symbol is exactly `symbol` (for the built-in tables; users go through `find`).
    static func id(ofSymbol symbol: String) -> UnitID {
        UnitID(all.firstIndex { $0.symbol == symbol }!)
    }

    /// The unit a user means by `text`: its symbol, name or an alias. Case, `_` for a space
    /// and repeated blanks do not matter, and a temperature may follow `degree`, `degrees`,
    /// `deg` or `°` (`degree_celsius`, `degrees kelvin`, `°celsius`). Nil when no unit is
    /// meant; `hint(for:)` may then say why.
    public static func find(_ text: String) -> UnitID? {
        if megaLookalike(text) != nil { return nil }
        let key = normalized(text)
        if let id = index[key] { return id }
        for prefix in ["degrees ", "degree ", "deg ", "°"] where key.hasPrefix(prefix) {
            if let id = index[String(key.dropFirst(prefix.count))], kinds[Int(id)] == .temperature { return id }
        }
        return nil
    }

    /// Why `text` names no unit, when a user could expect it to: plain `ton` is ambiguous,
    /// or a misspelling whose nearest spelling fits `context`. Nil for text that `find`
    /// accepts or that no hint covers.
    public static func hint(for text: String, context: SuggestionContext = .alone) -> String? {
        if let unit = megaLookalike(text).map(UnitCatalog.unit) {
            return "M is the prefix mega, and there are no mega units: for \(unit.name) write \(unit.symbol)"
        }
        return hints[normalized(text)] ?? suggestion(for: text, context: context)
    }

    /// `Mm`, `Ms`, `Msec`, `Mg`, `Ml`: M is the prefix mega, so folding the case to a milli
    /// unit would be an answer 10⁹ to 10¹² off, given silently. The milli unit the case folds
    /// to, or nil; all capitals (`MM`, `ML`) fold as usual, as labels write them, and so do
    /// names (`Millimeters`).
    static func megaLookalike(_ text: String) -> UnitID? {
        guard text.unicodeScalars.count <= 5, startsLikeMega(text), let id = index[normalized(text)], isMilli(id) else { return nil }
        return id
    }

    /// True for a capital M and then a small letter (`Mm`, `Msec`): what mega looks like.
    static func startsLikeMega(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        return scalars.next() == "M" && scalars.next().map { ("a"..."z").contains($0) } == true
    }

    /// True for a milli unit (mm, ms, mg, mL).
    static func isMilli(_ id: UnitID) -> Bool {
        all[Int(id)].name.hasPrefix("milli")
    }


    private static let hints: [String: String] = {
        let ton = "'ton' is ambiguous: write t (tonne, 1000 kg), short ton (2000 lb) or long ton (2240 lb)"
        return ["ton": ton, "tons": ton]
    }()

    /// `text` lower-cased, `_` read as a space, blanks collapsed to one space and trimmed.
    static func normalized(_ text: String) -> String {
        if isNormalized(text) { return text }
        // Byte by byte after lowercasing (Unicode's rules only when there is more than ASCII):
        // no generic splitting and joining, which cost a look-up by name its first 2 M instructions.
        let lowered = text.utf8.contains { $0 >= 0x80 } ? text.lowercased() : text
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

    /// Every spelling (symbol, name, alias), normalized, with its unit.
    static let index: [String: UnitID] = {
        var table: [String: UnitID] = [:]
        table.reserveCapacity(all.count * 12)
        for (position, unit) in all.enumerated() {
            let id = UnitID(position)
            for spelling in [unit.symbol, unit.name] + unit.aliases {
                let key = normalized(spelling)
                let earlier = table.updateValue(id, forKey: key)
                precondition(earlier == nil || earlier == id, "unit spelling '\(key)' is used twice")
            }
        }
        return table
    }()
}
