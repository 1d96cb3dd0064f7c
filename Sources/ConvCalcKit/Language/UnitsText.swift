/// The text of `units` and `units KIND`: the unit table, by kind.
public enum UnitsText {
    /// All kinds with their symbols (no kinds named), or each kind named with names and
    /// definitions, under its name when there are several (`units temperature mass`).
    public static func list(_ kinds: [UnitKind]) -> String {
        guard kinds.count != 1 else { return list(kinds[0]) }
        guard !kinds.isEmpty else { return list(nil) }
        return kinds.map { "\($0.name):\n" + list($0) }.joined(separator: "\n\n")
    }

    /// All kinds with their symbols, each kind's list broken at a comma before it passes
    /// `HelpText.width` columns (the next line indented 2), or one kind with names and definitions.
    public static func list(_ kind: UnitKind?) -> String {
        guard let kind else {
            return UnitKind.all.map { kind in
                var lines = ["\(kind.name):"]
                for symbol in UnitCatalog.all.filter({ $0.kind == kind }).map(\.symbol) {
                    let last = lines[lines.count - 1], item = (last.hasSuffix(":") ? " " : ", ") + symbol
                    if !last.hasSuffix(":"), ColumnWidth.of(last + item + ",") > HelpText.width {
                        lines[lines.count - 1] += ","
                        lines.append("  " + symbol)
                    } else {
                        lines[lines.count - 1] += item
                    }
                }
                return lines.joined(separator: "\n")
            }.joined(separator: "\n")
        }
        let units = UnitCatalog.all.filter { $0.kind == kind }
        let symbolWidth = max(4, units.map(\.symbol.count).max() ?? 0)
        let nameWidth = max(15, (units.map(\.name.count).max() ?? 0) + 1)
        return units.map { unit in
            "\(padded(unit.symbol, to: symbolWidth)) \(padded(unit.name, to: nameWidth)) \(definition(of: unit))"
        }.joined(separator: "\n")
    }

    /// How the unit relates to its kind's base unit: `= 0.3048 m`, `x °C = x + 273.15 K`,
    /// `x L/100km = 100/x km/L`; `≈` when it needs π.
    static func definition(of unit: MeasurementUnit) -> String {
        let base = unit.kind.baseSymbol
        let map = unit.toBase
        guard let affine = map.affine else {
            // A reciprocal (a = d = 0): x ↦ b / (c·x), written with c = 1.
            return "x \(unit.symbol) = \(map.b)/x \(base)"
        }
        if affine.offset == .zero {
            if !unit.isApproximate, let decimal = affine.scale.exactDecimal { return "= \(decimal.text) \(base)" }
            // 12 significant digits, with an exponent when that is shorter (1 pc ≈ 3.08567758149e16 m).
            let shown = affine.rounded(ExactDecimal(digits: 1), to: .significant(12))
            let mark = unit.isApproximate ? "≈ " : "= \(affine.scale.numerator)/\(affine.scale.denominator) ≈ "
            return mark + "\(shown.value.shortText) \(base)"
        }
        // The affine map a·x + b written as (x − x₀)·a, x₀ (absolute zero) exact: as a decimal when
        // it has one, else a fraction (it was rounded to 2 places, unmarked: `x + 1.23` for 1.23456).
        let zero = affine.inverse.offset
        let shift = Ratio(-zero.numerator, zero.denominator)
        let magnitude = Ratio(shift.numerator < 0 ? -shift.numerator : shift.numerator, shift.denominator)
        let sum = "x " + (shift.numerator < 0 ? "- " : "+ ") + (magnitude.exactDecimal?.text ?? magnitude.description)
        return "x \(unit.symbol) = " + (affine.scale == .one ? sum : "(\(sum))·\(affine.scale)") + " \(base)"
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
