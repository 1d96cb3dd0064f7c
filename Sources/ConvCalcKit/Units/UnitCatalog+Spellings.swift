/// How the table writes a unit and the spellings of squared and cubed units.
extension UnitCatalog {
    /// A unit that only scales: `x · factor` of the kind's base unit.
    static func unit(
        _ symbol: String, _ name: String, _ kind: UnitKind, _ factor: Ratio, _ aliases: UnitSpellings
    ) -> MeasurementUnit {
        MeasurementUnit(symbol: symbol, name: name, kind: kind, toBase: LinearMap(scale: factor), spellings: aliases)
    }

    /// A temperature scale: `x · scale + offset` kelvin.
    static func temperature(
        _ symbol: String, _ name: String, scale: Ratio, offset: Ratio, _ aliases: UnitSpellings
    ) -> MeasurementUnit {
        MeasurementUnit(symbol: symbol, name: name, kind: .temperature,
                        toBase: LinearMap(scale: scale, offset: offset), spellings: aliases)
    }

    /// `m2`, `m^2`, `sq m`, `square meter`… for the square of `symbol` named `names`.
    static func squared(_ symbol: String, _ names: [String]) -> UnitSpellings {
        UnitSpellings(listed: [], base: symbol, baseNames: names, power: 2)
    }

    /// `m3`, `m^3`, `cu m`, `cubic meter`… for the cube of `symbol` named `names`.
    static func cubed(_ symbol: String, _ names: [String]) -> UnitSpellings {
        UnitSpellings(listed: [], base: symbol, baseNames: names, power: 3)
    }
}

/// The spellings of a unit besides its symbol and name: listed in the table, plus, for a
/// square or a cube, those made from its base unit's symbol and names (`m2`, `m^2`, `sq m`,
/// `square meter`) — made when first read (by the look-up), not at start-up.
struct UnitSpellings: Sendable, Hashable, ExpressibleByArrayLiteral {
    let listed: [String]
    /// The base unit's symbol of a square or a cube, else nil.
    let base: String?
    let baseNames: [String]
    /// 2 for a square, 3 for a cube.
    let power: Int

    init(listed: [String], base: String?, baseNames: [String], power: Int) {
        self.listed = listed
        self.base = base
        self.baseNames = baseNames
        self.power = power
    }

    init(arrayLiteral spellings: String...) {
        self.init(listed: spellings, base: nil, baseNames: [], power: 0)
    }

    /// `extra` followed by `spellings`: `["cc"] + cubed("cm", …)`.
    static func + (extra: [String], spellings: UnitSpellings) -> UnitSpellings {
        UnitSpellings(listed: extra + spellings.listed, base: spellings.base, baseNames: spellings.baseNames,
                      power: spellings.power)
    }

    /// Every spelling, the listed ones first.
    var all: [String] {
        guard let base else { return listed }
        let (word, short) = power == 2 ? ("square", "sq") : ("cubic", "cu")
        return listed + [base + "\(power)", base + "^\(power)", short + " " + base] + baseNames.map { word + " " + $0 }
    }
}
