/// One unit of measure: its symbol, its names, its kind and its exact map to the kind's base unit.
public struct MeasurementUnit: Sendable, Hashable {
    /// The symbol shown on the displays: `°F`, `km`, `lb`.
    public let symbol: String
    /// The name used in converter labels: `fahrenheit`, `kilometers`, `feet`.
    public let name: String
    /// What the unit measures.
    public let kind: UnitKind
    /// Exact map from this unit to the base unit (`ft`: x · 0.3048 → m; `L/100km`: 100/x → km/L).
    public let toBase: UnitMap
    /// Every other spelling a user may type: `kilometre`, `degf`, `lbs`, `sq ft`.
    public let aliases: [String]
    /// The symbol of the unit a bare value goes to (`5 ft` → `m`), when the table gives one.
    public let everyday: String?
    /// True when the map rounds an irrational number (a radian needs π): results are marked ≈.
    public let isApproximate: Bool

    init(symbol: String, name: String, kind: UnitKind, toBase: UnitMap, spellings: [String], everyday: String?,
         isApproximate: Bool) {
        self.symbol = symbol
        self.name = name
        self.kind = kind
        self.toBase = toBase
        aliases = spellings
        self.everyday = everyday
        self.isApproximate = isApproximate
    }

    /// The lowest value of a unit whose kind cannot go below zero: absolute zero for a
    /// temperature (-459.67 °F, -273.15 °C, 0 K; a units file's -1.23456 °X), rounded to 15
    /// significant digits where it has no decimal that short (`absoluteZeroIsExact`); nil for
    /// other kinds. (It was rounded to 2 places, unmarked.)
    public var absoluteZero: ExactDecimal? { roundedAbsoluteZero?.value }

    /// True when `absoluteZero` is exact.
    public var absoluteZeroIsExact: Bool { roundedAbsoluteZero?.isExact ?? true }

    /// Absolute zero in this unit, rounded as `absoluteZero` says, or nil for another kind.
    private var roundedAbsoluteZero: RoundedValue? {
        guard case .atLeastZero = kind.definition.domain, let affine = toBase.affine else { return nil }
        return affine.inverse.rounded(.zero, to: .significant(15))
    }
}
