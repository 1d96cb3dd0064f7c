/// Every spelling of a set of units, and how a typed name finds its unit.
///
/// A name is looked up folded (`KM`, `Kilo_Metres`), except the spellings that name different
/// units in different cases (`B` a byte, `b` a bit) or that a hint covers in another case
/// (`kB` a kilobyte, `kb` a hint): those are found in their own case only. A temperature may
/// follow `degree`, `degrees`, `deg` or `°` (`degrees kelvin`, `°celsius`).
struct SpellingIndex: Sendable {
    /// Every spelling (symbol, name, alias), normalized, with its unit — but for those in
    /// `caseSensitive`, which `exact` alone finds.
    private(set) var folded: [String: UnitID] = [:]
    /// Every spelling with its case kept (blanks normalized), with its unit.
    private(set) var exact: [String: UnitID] = [:]
    /// Folded spellings that only their exact case finds.
    private(set) var caseSensitive: Set<String> = []
    /// Spellings given to two units: the first keeps it (`(spelling, the unit that lost it)`).
    private(set) var clashes: [(spelling: String, loser: UnitID)] = []
    private var hasAbsoluteZero: [Bool] = []
    /// Each unit's symbol, by id, for the rule of prefixes in `find` and `foldsSafely`.
    private var symbols: [String] = []

    /// The index of `units` (ids are positions), whose kinds are `kinds`; `hints` are the
    /// folded names a hint answers.
    init(_ units: [MeasurementUnit], kinds: [KindDefinition], hints: Set<String>) {
        folded.reserveCapacity(units.count * 12)
        caseSensitive = hints
        for unit in units { add(unit, kinds: kinds) }
    }

    /// Adds `unit`, the next id, whose kind is among `kinds`.
    mutating func add(_ unit: MeasurementUnit, kinds: [KindDefinition]) {
        let id = UnitID(hasAbsoluteZero.count)
        symbols.append(unit.symbol)
        if case .atLeastZero = kinds[Int(unit.kind.index)].domain { hasAbsoluteZero.append(true) } else { hasAbsoluteZero.append(false) }
        for spelling in [unit.symbol, unit.name] + unit.aliases {
            let written = UnitCatalog.blanksNormalized(spelling)
            if let earlier = exact[written], earlier != id {
                clashes.append((written, id))
                continue
            }
            exact[written] = id
            let key = UnitCatalog.normalized(spelling)
            if caseSensitive.contains(key) { continue }
            if let earlier = folded[key], earlier != id {
                caseSensitive.insert(key)  // two units in two cases (B, b): each found in its own case only
                folded[key] = nil
            } else {
                folded[key] = id
            }
        }
    }

    /// False when `text` is `symbol` in other case where case tells things apart: a prefix
    /// letter written in the other case (`mJ` or `mj` is no MJ: m is milli, M mega; `Mm` no mm),
    /// or a last b and B swapped (`Gb` is no GB: bits are not bytes). A first letter is a prefix
    /// only when the rest of the symbol is a unit's symbol too (J, m): `Mpg`, `Mph`, `Tbsp` and
    /// `Gal` fold as `MPG` does. Text in capitals only (`KM`, `MHZ`) and text that is not the
    /// symbol (a name: `Megajoules`) fold as usual.
    func foldsSafely(_ text: String, to symbol: String) -> Bool {
        guard text != symbol, UnitCatalog.normalized(text) == UnitCatalog.normalized(symbol) else { return true }
        let typed = Array(text.unicodeScalars), written = Array(symbol.unicodeScalars)
        guard typed.count == written.count else { return true }
        let allCapitals = !typed.contains { $0.properties.isLowercase }
        if !allCapitals, let first = typed.first, let symbolFirst = written.first, first != symbolFirst,
           "mnptgezy".unicodeScalars.contains(Unicode.Scalar(first.properties.lowercaseMapping) ?? first),
           symbols.contains(String(String.UnicodeScalarView(written.dropFirst()))) {
            return false
        }
        let last = (typed[typed.count - 1], written[written.count - 1])  // kB, GiB: the B of a byte
        return !((last.0 == "b" && last.1 == "B") || (last.0 == "B" && last.1 == "b"))
    }

    /// The unit `text` names, or nil.
    func find(_ text: String) -> UnitID? {
        let key = UnitCatalog.normalized(text)
        if let id = folded[key] {
            // A spelling the table lists in this very case (Btu) is found whatever the rule says.
            return foldsSafely(text, to: symbols[Int(id)]) || exact[UnitCatalog.blanksNormalized(text)] == id ? id : nil
        }
        if caseSensitive.contains(key) { return exact[UnitCatalog.blanksNormalized(text)] }
        for prefix in ["degrees ", "degree ", "deg ", "°"] where key.hasPrefix(prefix) {
            if let id = folded[String(key.dropFirst(prefix.count))], hasAbsoluteZero[Int(id)] { return id }
        }
        return nil
    }
}
