@testable import ConvCalcKit
import Seeding

/// One conversion checked against the oracle: how it is rounded, what, and from which value.
struct OracleCase {
    /// How the result is rounded and written; the raw values are the oracle's mode names.
    enum Mode: String, CaseIterable {
        /// `LinearMap.rounded(_:places:)`: positional at the decimal places.
        case fixed
        /// `Converter.rounded(_:to: .places)` (the output display's path, with the map's terms
        /// kept by its kind): scientific when positional would hide the answer.
        case places
        /// `Converter.rounded(_:to: .significant)`.
        case sig
        /// `CompoundUnit.rounded(_:from:places:)`.
        case compound
    }

    let mode: Mode
    let from: UnitID
    /// The output unit's symbol: a unit, or a compound unit in `.compound` mode.
    let to: String
    let precision: Int
    let input: ExactDecimal

    /// The tab-separated line `oracle.py` reads; the value in Python's `123e-5` notation.
    var line: String {
        let value = (input.isNegative ? "-" : "") + "\(input.digits)e\(-input.scale)"
        return "\(mode.rawValue)\t\(UnitCatalog.unit(from).symbol)\t\(to)\t\(precision)\t\(value)"
    }

    /// What convcalc computes for this case, in the oracle's output format: the text, a tab,
    /// and `exact` or `rounded`; `none` and `-` for a compound whose first part is too large,
    /// `—` and `-` for no value (0 mpg in L/100km).
    var result: String {
        let flag: (Bool) -> String = { $0 ? "exact" : "rounded" }
        switch mode {
        case .compound:
            guard let value = UnitCatalog.compound(to)!.rounded(input, from: from, places: precision) else { return "none\t-" }
            return value.text + "\t" + flag(value.isExact)
        case .fixed, .places, .sig:
            let converter = Converter(from: from, to: UnitCatalog.find(to)!)!
            let rounded = switch mode {
            case .fixed: converter.map!.rounded(input, places: precision)
            case .places: converter.rounded(input, to: .places(precision))
            default: converter.rounded(input, to: .significant(precision))
            }
            return rounded.form == .none ? "—\t-" : rounded.text + "\t" + flag(rounded.isExact)
        }
    }

    /// True when the `fixed` path can write `map`'s result at `x` (its rounded digits fit
    /// 128 bits, as that path requires; a parsec in ångströms at 12 places does not): the
    /// display's path writes such results in scientific form instead.
    static func writesPositionally(_ map: UnitMap, _ x: ExactDecimal, places: Int) -> Bool {
        if let affine = map.affine { return affine.scaled(x, places: places) != nil }
        guard let exact = map.exact(at: x) else { return true }  // no value: nothing to write
        return exact.roundedMagnitude(places: places).value.uint128 != nil
    }

    /// Every pair of units of one kind.
    static let pairs: [Converter] = UnitCatalog.all.indices.flatMap { from in
        UnitCatalog.all.indices.compactMap { Converter(from: UnitID(from), to: UnitID($0)) }
    }

    /// Random cases over every pair, mode and compound unit (deterministic for a seed).
    /// Inputs have 1 to 15 significant digits and 0 to 28 places, either sign, half with few
    /// places (where ties are common); a third are scientific, with exponents −99…99.
    static func random(count: Int, seed: UInt64) -> [OracleCase] {
        var random = SeededGenerator(seed: seed)
        var cases: [OracleCase] = []
        while cases.count < count {
            let significant = 1 + random.next(15)
            var digits = UInt128(1 + random.next(9))
            for _ in 1..<significant { digits = digits * 10 + UInt128(random.next(10)) }
            let places = random.next(2) == 0 ? random.next(5) : random.next(Entry.maxFractionDigits + 1)
            var input = ExactDecimal(isNegative: random.next(2) == 0, digits: digits, scale: places)
            let mode = Mode.allCases[random.next(Mode.allCases.count)]
            if mode != .fixed && random.next(3) == 0 {
                input = try! ExactDecimal(mantissa: input, exponent: random.next(199) - 99)
            }
            let converter: Converter, to: String
            if mode == .compound {
                let compound = CompoundUnit.all[random.next(CompoundUnit.all.count)]
                let sources = UnitCatalog.all.indices.filter { UnitCatalog.kinds[$0] == compound.kind }
                converter = Converter(from: UnitID(sources[random.next(sources.count)]), to: compound.lastPart)!
                to = compound.symbol
            } else {
                converter = pairs[random.next(pairs.count)]
                to = converter.outputUnit.symbol
            }
            guard converter.accepts(input) else { continue }
            let precision = mode == .sig ? 1 + random.next(15) : random.next(State.maxPrecision + 1)
            if mode == .fixed && !writesPositionally(converter.map!, input, places: precision) { continue }
            cases.append(OracleCase(mode: mode, from: converter.from, to: to, precision: precision, input: input))
        }
        return cases
    }
}
