/// Every spelling of a set of units, and how a typed name finds its unit.
///
/// A name is looked up folded (`KM`, `Kilo_Metres`), except the spellings that name different
/// units in different cases (`B` a byte, `b` a bit) or that a hint covers in another case
/// (`kB` a kilobyte, `kb` a hint): those are found in their own case only. A temperature may
/// follow `degree`, `degrees`, `deg` or `°` (`degrees kelvin`, `°celsius`).
struct SpellingIndex: Sendable {
    /// Every spelling (symbol, name, alias), normalized, with its unit — but for those in
    /// `caseSensitive`, which `exact` alone finds.
    let folded: [String: UnitID]
    /// Every spelling with its case kept (blanks normalized), with its unit.
    let exact: [String: UnitID]
    /// Folded spellings that only their exact case finds.
    let caseSensitive: Set<String>
    /// Spellings given to two units: the first keeps it (`(spelling, the unit that lost it)`).
    let clashes: [(spelling: String, loser: UnitID)]
    private let hasAbsoluteZero: [Bool]

    /// The index of `units` (ids are positions), whose kinds are `kinds`; `hints` are the
    /// folded names a hint answers.
    init(_ units: [MeasurementUnit], kinds: [KindDefinition], hints: Set<String>) {
        var folded: [String: UnitID] = [:], exact: [String: UnitID] = [:]
        var sensitive = hints, clashes: [(String, UnitID)] = []
        folded.reserveCapacity(units.count * 12)
        for (position, unit) in units.enumerated() {
            let id = UnitID(position)
            for spelling in [unit.symbol, unit.name] + unit.aliases {
                let written = UnitCatalog.blanksNormalized(spelling)
                if let earlier = exact[written], earlier != id {
                    clashes.append((written, id))
                    continue
                }
                exact[written] = id
                let key = UnitCatalog.normalized(spelling)
                if let earlier = folded[key], earlier != id { sensitive.insert(key) } else { folded[key] = id }
            }
        }
        caseSensitive = sensitive.filter { folded[$0] != nil }
        for key in caseSensitive { folded[key] = nil }
        self.folded = folded
        self.exact = exact
        self.clashes = clashes
        hasAbsoluteZero = units.map { unit in
            if case .atLeastZero = kinds[Int(unit.kind.index)].domain { true } else { false }
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
