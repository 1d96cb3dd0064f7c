/// What a definitions file defines, resolved: kinds, units with their exact maps to their
/// kind's base, converters, compound outputs and hints, and every problem and left-out line.
///
/// `Scripts/generate-units.sh` reads the built-in table this way and writes it out as Swift
/// (`UnitTableSource`); a user's units file and GNU units' definitions.units are read the
/// same way at start, with the built-in units as their `environment`.
public struct UnitDefinitions: Sendable {
    public internal(set) var kinds: [KindDefinition] = []
    public internal(set) var units: [UnitDefinition] = []
    /// `(label, from, to)`: converters for the menu, by the units' names as written.
    public internal(set) var converters: [(label: String, from: String, to: String)] = []
    /// Where each converter's label and two units are written, in `converters`' order.
    public internal(set) var converterPositions: [(label: DefinitionPosition, from: DefinitionPosition, to: DefinitionPosition)] = []
    /// Compound outputs, each its parts' names as written, largest first.
    public internal(set) var compounds: [[String]] = []
    /// Where each compound output is declared.
    public internal(set) var compoundPositions: [DefinitionPosition] = []
    /// What to say of a name that is no unit (`ton`).
    public internal(set) var hints: [(name: String, text: String)] = []
    /// Lines that are wrong: `FILE:LINE:COLUMN: what is wrong and how to fix it`.
    public internal(set) var problems: [DefinitionProblem] = []
    /// Lines read but not taken, each with why (tables, functions that are not linear-fractional;
    /// in GNU units' database, every line convcalc cannot take).
    public internal(set) var leftOut: [LeftOutLine] = []
    /// True for GNU units' own database: a line it cannot take is left out, not a problem.
    var isDatabase = false
}

/// A kind of quantity: a name for the units of one dimension (`pressure` for `kg/(m·s²)`).
public struct KindDefinition: Sendable, Hashable {
    /// What to say of a value outside the domain ("no distance per volume"), or nil.
    public var domainReason: String? {
        switch domain {
        case .any: nil
        case .atLeastZero(let reason), .aboveZero(let reason): reason
        }
    }

    public let name: String
    /// The base unit's symbol, that every unit of the kind converts through.
    public let baseSymbol: String
    /// The dimensions as a product of primitive units (`kg/m·s²`).
    public let dimensions: Dimensions
    /// The base unit's value in primitive units (`km/L` is 10⁶ m⁻²).
    public let baseFactor: Ratio
    /// The values the base unit may take.
    public let domain: KindDomain
    /// The word a sentence uses for it ("The distance in ft is about 3.28"): the name unless set.
    public let word: String
}

/// A unit as the definitions give it, resolved.
public struct UnitDefinition: Sendable, Hashable {
    /// What the displays show: `°F`, `fl oz`.
    public let symbol: String
    /// The plural in converter labels: `feet`.
    public let name: String
    /// Every other spelling, as written (`foot`, `'`, `sq ft`, `ft2`…).
    public let spellings: [String]
    /// The index of its kind in `kinds`.
    public let kind: Int
    /// The exact map from this unit to its kind's base unit.
    public let toBase: UnitMap
    /// The unit a bare value goes to (`5 ft` → m), by its name as written; nil when none is given.
    public let everyday: String?
    /// True when the map rounds an irrational number (π): results are marked ≈.
    public let isApproximate: Bool
    /// Where the unit is defined.
    public let position: DefinitionPosition
    /// Where its name is written, for problems with the name (`ft 0.3 m`: already a unit, at 1).
    public let namePosition: DefinitionPosition
    /// Where its `to UNIT` is written, for problems with it; nil when it has none.
    public let everydayPosition: DefinitionPosition?
}
