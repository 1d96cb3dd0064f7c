/// One unit of measure: its symbol, its names, its kind and its exact map to the kind's base unit.
public struct MeasurementUnit: Sendable, Hashable {
    /// The symbol shown on the displays: `°F`, `km`, `lb`.
    public let symbol: String
    /// The name used in converter labels: `fahrenheit`, `kilometers`, `feet`.
    public let name: String
    /// What the unit measures.
    public let kind: UnitKind
    /// Exact map from this unit to the base unit (`ft`: x · 0.3048 → m).
    public let toBase: LinearMap
    /// Every other spelling a user may type, lower case: `kilometre`, `degf`, `lbs`.
    public var aliases: [String] { spellings.all }
    /// The other spellings, as the table gives them (those of a square or cube made when read).
    let spellings: UnitSpellings

    /// The unit `symbol`, called `name`, of `kind`, mapped to the base unit by `toBase`.
    init(symbol: String, name: String, kind: UnitKind, toBase: LinearMap, spellings: UnitSpellings) {
        self.symbol = symbol
        self.name = name
        self.kind = kind
        self.toBase = toBase
        self.spellings = spellings
    }

    /// The lowest value of a temperature unit (absolute zero: -459.67 °F, -273.15 °C, 0 K),
    /// or nil for other kinds.
    public var absoluteZero: ExactDecimal? {
        kind == .temperature ? toBase.inverse.rounded(.zero, places: 2).value : nil
    }
}

/// The index of a unit in `UnitCatalog.all`; small and allocation-free to copy.
public typealias UnitID = UInt8
