/// The text of `units` and `units KIND`: the unit table, by kind.
public enum UnitsText {
    /// All kinds with their symbols, or one kind with names and definitions.
    public static func list(_ kind: UnitKind?) -> String {
        guard let kind else {
            return UnitKind.allCases.map { kind in
                "\(kind.rawValue): " + UnitCatalog.all.filter { $0.kind == kind }.map(\.symbol).joined(separator: ", ")
            }.joined(separator: "\n")
        }
        let units = UnitCatalog.all.filter { $0.kind == kind }
        let symbolWidth = max(4, units.map(\.symbol.count).max() ?? 0)
        let nameWidth = max(15, (units.map(\.name.count).max() ?? 0) + 1)
        return units.map { unit in
            "\(padded(unit.symbol, to: symbolWidth)) \(padded(unit.name, to: nameWidth)) \(definition(of: unit))"
        }.joined(separator: "\n")
    }

    /// How the unit relates to its kind's base unit: `= 0.3048 m`, `= °C + 273.15`.
    static func definition(of unit: MeasurementUnit) -> String {
        let base = unit.kind.baseSymbol
        let map = unit.toBase
        if map.offset == .zero {
            let exact = map.rounded(ExactDecimal(digits: 1), places: 12)
            return (exact.isExact ? "= " : "= \(map.scale.numerator)/\(map.scale.denominator) ≈ ")
                + "\((exact.value).text) \(base)"
        }
        // The affine map a·x + b written as (x − x₀)·a, where x₀ (absolute zero) is exact.
        var shift = unit.absoluteZero ?? .zero
        shift.isNegative.toggle()
        let sum = "x " + (shift.isNegative ? "- " : "+ ") + (ExactDecimal(digits: shift.digits, scale: shift.scale)).text
        return "x \(unit.symbol) = " + (map.scale == .one ? sum : "(\(sum))·\(map.scale)") + " \(base)"
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
