/// The units users add, installed once at start, before the catalog is first read.
extension UnitCatalog {
    /// What `install` added (nothing until it is called). Written once at start, before any
    /// other thread runs and before the catalog is read (`all` marks it read); read-only after.
    nonisolated(unsafe) private(set) static var additions = UserUnits()
    /// The units files read at start (the user's own, then each `--units`), as installed.
    public static var installed: UserUnits { additions }
    /// True once the catalog has been read: from then on it cannot change.
    nonisolated(unsafe) private(set) static var isInUse = false

    /// Adds `user`'s units, kinds, converters and hints to the catalog. Refused (false) once
    /// the catalog has been read: the units files are read first thing at start.
    @discardableResult
    public static func install(_ user: UserUnits) -> Bool {
        guard !isInUse else { return false }
        additions = user
        return true
    }

    /// What `install` added, read to make one of the catalog's tables (`all`, `kinds`…): from
    /// then on `install` is refused.
    static var settledAdditions: UserUnits {
        isInUse = true
        return additions
    }

    /// Every unit: the built-in ones, then those units files added.
    static func makeAll() -> [MeasurementUnit] {
        let additions = settledAdditions
        return additions.units.isEmpty ? builtInUnits : builtInUnits + additions.units
    }

    /// The menu's converters as unit ids: the built-in ones, then the files'.
    static var menu: [(from: UnitID, to: UnitID)] {
        guard !additions.converters.isEmpty else { return builtInConverters }
        let ids = symbolIDs
        return builtInConverters + additions.converters.map { (ids[$0.from]!, ids[$0.to]!) }
    }

    /// Each unit's id by its symbol, for the files' converters: a search of every unit for each
    /// made 29,000 `!converter` lines take 3 s (and `list` 5 s).
    private static var symbolIDs: [String: UnitID] {
        Dictionary(all.enumerated().map { ($1.symbol, UnitID($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The labels of the converters units files named (`smoots to meters`), which a converter
    /// shows instead of its units' names.
    static let customLabels: [Converter: String] = {
        var labels: [Converter: String] = [:]
        let ids = symbolIDs
        for entry in additions.converters {
            if let converter = Converter(from: ids[entry.from]!, to: ids[entry.to]!) { labels[converter] = entry.label }
        }
        return labels
    }()
}
