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

    /// Why `text` names no unit, when a user could expect it to: plain `ton` is ambiguous.
    /// Nil for text that `find` accepts or that no hint covers.
    public static func hint(for text: String) -> String? {
        if let unit = megaLookalike(text).map(UnitCatalog.unit) {
            return "M is the prefix mega, and there are no mega units: for \(unit.name) write \(unit.symbol)"
        }
        return hints[normalized(text)] ?? suggestion(for: text)
    }

    /// `Mm`, `Ms`, `Msec`, `Mg`, `Ml`: M is the prefix mega, so folding the case to a milli
    /// unit would be an answer 10⁹ to 10¹² off, given silently. The milli unit the case folds
    /// to, or nil; all capitals (`MM`, `ML`) fold as usual, as labels write them, and so do
    /// names (`Millimeters`).
    static func megaLookalike(_ text: String) -> UnitID? {
        let scalars = Array(text.unicodeScalars)
        guard (2...5).contains(scalars.count), scalars[0] == "M", ("a"..."z").contains(scalars[1]),
              let id = index[normalized(text)], all[Int(id)].name.hasPrefix("milli") else { return nil }
        return id
    }

    /// "did you mean …" for a misspelt unit (`kilometr`, `farenheit`): the spelling nearest to
    /// `text` by edits (a letter added, dropped, changed or two swapped) and starting with the
    /// same letter, when it is near enough not to be a guess — one edit for short words, two
    /// from six letters on.
    static func suggestion(for text: String) -> String? {
        let key = Array(normalized(text).unicodeScalars)
        guard key.count >= 3, key.contains(where: { $0.properties.isAlphabetic }), index[normalized(text)] == nil
        else { return nil }  // a unit's own spelling needs no suggestion
        // `Mgs`: a capital M is mega; milli units are never suggested for it.
        let mega = text.unicodeScalars.first == "M" && text.unicodeScalars.dropFirst().first.map { ("a"..."z").contains($0) } == true
        if mega && key.count <= 5 { return nil }  // `Mgs`, `Mls`: a mega something; no guess
        let allowed = key.count >= 6 ? 2 : 1
        // Nearest first; among equals, the one sharing the longest start with `text` (`kgs`: kg, not kts).
        var best: (spelling: String, distance: Int, shared: Int)?
        for spelling in index.keys.sorted() where spelling.unicodeScalars.count >= 2 {
            let candidate = Array(spelling.unicodeScalars)
            guard candidate[0] == key[0] else { continue }  // a misspelling keeps its first letter
            if mega, let id = index[spelling], all[Int(id)].name.hasPrefix("milli") { continue }
            let distance = editDistance(key, candidate, limit: allowed)
            guard distance <= allowed else { continue }
            let shared = zip(key, candidate).prefix { $0 == $1 }.count
            if best == nil || distance < best!.distance || (distance == best!.distance && shared > best!.shared) {
                best = (spelling, distance, shared)
            }
        }
        guard let best, let id = index[best.spelling] else { return nil }
        let symbol = unit(id).symbol
        return "did you mean '\(best.spelling)'" + (symbol == best.spelling ? "?" : " (\(symbol))?")
    }

    /// The optimal string alignment distance between `a` and `b` (insertions, deletions,
    /// substitutions and swaps of neighbours), or more than `limit` when it exceeds it.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(1, a.count) where !a.isEmpty {
            current[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return a.isEmpty ? b.count : b.isEmpty ? a.count : previous[b.count]
    }

    private static let hints: [String: String] = {
        let ton = "'ton' is ambiguous: write t (tonne, 1000 kg), short ton (2000 lb) or long ton (2240 lb)"
        return ["ton": ton, "tons": ton]
    }()

    /// `text` lower-cased, `_` read as a space, blanks collapsed to one space and trimmed.
    static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "\t" }).joined(separator: " ")
    }

    private static let index: [String: UnitID] = {
        var table: [String: UnitID] = [:]
        for (position, unit) in all.enumerated() {
            let id = UnitID(position)
            for spelling in [unit.symbol, unit.name] + unit.aliases {
                let key = normalized(spelling)
                precondition(table[key] == nil || table[key] == id, "unit spelling '\(key)' is used twice")
                table[key] = id
            }
        }
        return table
    }()
}

extension Ratio: ExpressibleByIntegerLiteral {
    /// The whole number `value` as a ratio.
    public init(integerLiteral value: Int64) { self.init(Int128(value)) }
}
