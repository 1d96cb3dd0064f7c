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

    /// The unit `text` names, or nil.
    func find(_ text: String) -> UnitID? {
        let key = UnitCatalog.normalized(text)
        if let id = folded[key] { return id }
        if caseSensitive.contains(key) { return exact[UnitCatalog.blanksNormalized(text)] }
        for prefix in ["degrees ", "degree ", "deg ", "°"] where key.hasPrefix(prefix) {
            if let id = folded[String(key.dropFirst(prefix.count))], hasAbsoluteZero[Int(id)] { return id }
        }
        return nil
    }
}
