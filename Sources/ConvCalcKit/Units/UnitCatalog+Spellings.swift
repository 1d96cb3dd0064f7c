/// How the table writes a unit and the spellings of squared and cubed units.
extension UnitCatalog {
    /// A unit that only scales: `x · factor` of the kind's base unit.
    static func unit(
        _ symbol: String, _ name: String, _ kind: UnitKind, _ factor: Ratio, _ aliases: [String]
    ) -> MeasurementUnit {
        MeasurementUnit(symbol: symbol, name: name, kind: kind, toBase: LinearMap(scale: factor), aliases: aliases)
    }

    /// A temperature scale: `x · scale + offset` kelvin.
    static func temperature(
        _ symbol: String, _ name: String, scale: Ratio, offset: Ratio, _ aliases: [String]
    ) -> MeasurementUnit {
        MeasurementUnit(symbol: symbol, name: name, kind: .temperature,
                        toBase: LinearMap(scale: scale, offset: offset), aliases: aliases)
    }

    /// `m2`, `m^2`, `sq m`, `square meter`… for the square of `symbol` named `names`.
    static func squared(_ symbol: String, _ names: [String]) -> [String] {
        [symbol + "2", symbol + "^2", "sq " + symbol] + names.map { "square " + $0 }
    }

    /// `m3`, `m^3`, `cu m`, `cubic meter`… for the cube of `symbol` named `names`.
    static func cubed(_ symbol: String, _ names: [String]) -> [String] {
        [symbol + "3", symbol + "^3", "cu " + symbol] + names.map { "cubic " + $0 }
    }
}
