/// Every spelling of a set of units, and how a typed name finds its unit.
///
/// A name is looked up folded (`KM`, `Kilo_Metres`), except the spellings that name different
/// units in different cases (`B` a byte, `b` a bit) or that a hint covers in another case
/// (`kB` a kilobyte, `kb` a hint): those are found in their own case only. A temperature may
/// follow `degree`, `degrees`, `deg` or `°` (`degrees kelvin`, `°celsius`).
///
/// It grows one unit at a time (a units file's). The built-in units alone are also in the
/// generated table, sorted (`SortedSpellings`), which a start reads instead of building this.
struct SpellingIndex: SpellingTable, Sendable {
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
    /// Each unit's symbol, by id, for the rule of prefixes in `find`.
    private var symbols: [String] = []

    /// The index of `units` (ids are positions), whose kinds are `kinds`; `hints` are the
    /// folded names a hint answers.
    init(_ units: [MeasurementUnit], kinds: [KindDefinition], hints: Set<String>) {
        if !units.isEmpty { folded.reserveCapacity(units.count * 12) }  // an empty one (no units file) costs nothing
        caseSensitive = hints
        for unit in units { add(unit, kinds: kinds) }
    }

    /// Makes room for `count` more units (about three spellings each), so a units file of
    /// thousands does not grow the tables, hashing every spelling again, a dozen times.
    mutating func reserveCapacity(forMore count: Int) {
        folded.reserveCapacity(folded.count + 3 * count)
        exact.reserveCapacity(exact.count + 3 * count)
    }

    /// Adds `unit`, the next id, whose kind is among `kinds`.
    mutating func add(_ unit: MeasurementUnit, kinds: [KindDefinition]) {
        guard case .atLeastZero = kinds[Int(unit.kind.index)].domain else {
            return add(symbol: unit.symbol, name: unit.name, aliases: unit.aliases, hasAbsoluteZero: false)
        }
        add(symbol: unit.symbol, name: unit.name, aliases: unit.aliases, hasAbsoluteZero: true)
    }

    /// Adds the next id's spellings: its symbol, name and aliases; `hasAbsoluteZero` for a
    /// temperature (which may follow `degrees`).
    mutating func add(symbol: String, name: String, aliases: [String], hasAbsoluteZero zero: Bool) {
        let id = UnitID(hasAbsoluteZero.count)
        symbols.append(symbol)
        hasAbsoluteZero.append(zero)
        add(spelling: symbol, id)
        add(spelling: name, id)
        for alias in aliases { add(spelling: alias, id) }
    }

    /// Adds one spelling of the unit `id`. Each table is searched once (`updateValue`), and
    /// put back only on the rare clash: a units file of thousands grows it at every start.
    private mutating func add(spelling: String, _ id: UnitID) {
        let written = UnitCatalog.blanksNormalized(spelling)
        if let earlier = exact.updateValue(id, forKey: written), earlier != id {
            exact[written] = earlier  // the first keeps it
            clashes.append((written, id))
            return
        }
        let key = UnitCatalog.normalized(spelling)
        if caseSensitive.contains(key) { return }
        if let earlier = folded.updateValue(id, forKey: key), earlier != id {
            caseSensitive.insert(key)  // two units in two cases (B, b): each found in its own case only
            folded[key] = nil
        }
    }

    func unit(folded key: String) -> UnitID? { folded[key] }
    func unit(exactly text: String) -> UnitID? { exact[text] }
    func isCaseSensitive(_ key: String) -> Bool { caseSensitive.contains(key) }
    func symbol(_ id: UnitID) -> String { symbols[Int(id)] }
    /// How many units the index holds.
    var unitCount: Int { symbols.count }
    func hasAbsoluteZero(_ id: UnitID) -> Bool { hasAbsoluteZero[Int(id)] }
}
