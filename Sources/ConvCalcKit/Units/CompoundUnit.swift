/// An output "unit" made of several units of one kind, largest first: `ft+in`, `h+min+s`.
///
/// A value is shown as whole numbers of every unit but the last, and the last rounded at
/// the precision: 1.8 m is `5 ft 10.87 in`. Each unit is a whole multiple of the next, so
/// rounding the value once in the last unit and then splitting carries correctly
/// (11.999 in at 2 places is `1 ft 0 in`).
public struct CompoundUnit: Hashable, Sendable {
    /// The units, largest first.
    public let parts: [UnitID]
    /// How many of the last unit make each part (`ft+in`: 12, 1).
    let multiples: [UInt128]

    /// The compound outputs there are (the unit table's `!compound` lines): `ft+in`,
    /// `yd+ft+in`, `mi+yd`, `h+min+s`, `h+min`, `min+s`, `d+h+min+s`, `d+h+min`, `st+lb`, `lb+oz`.
    public static let all: [CompoundUnit] = UnitCatalog.builtInCompounds.map { CompoundUnit(parts: $0) }

    private init(parts: [UnitID]) {
        self.parts = parts
        let last = UnitCatalog.unit(parts[parts.count - 1]).toBase.a
        multiples = parts.map { part in
            let multiple = UnitCatalog.unit(part).toBase.a / last
            precondition(multiple.denominator == 1, "each part of a compound unit is a whole number of the last")
            return UInt128(multiple.numerator)
        }
    }

    /// The symbol shown and typed: `ft+in`.
    public var symbol: String { parts.map { UnitCatalog.unit($0).symbol }.joined(separator: "+") }

    /// What it measures.
    public var kind: UnitKind { UnitCatalog.kinds[Int(parts[0])] }

    /// The smallest part, in which the value is rounded.
    public var lastPart: UnitID { parts[parts.count - 1] }

    /// The compound an output written in parts with blanks names (`ft in` after `m to`: ft+in),
    /// and how many of `units` it takes: the longest start of `units`, two or more, that is a
    /// compound's parts (exactly, else some of them in order); nil when none is.
    static func writtenApart(_ units: [UnitID]) -> (compound: CompoundUnit, count: Int)? {
        var count = units.count
        while count > 1 {
            let start = units.prefix(count)
            if let compound = all.first(where: { $0.parts.elementsEqual(start) }) ?? all.first(where: { $0.holds(start) }) {
                return (compound, count)
            }
            count -= 1
        }
        return nil
    }

    /// True when `units` are some of its parts, in its order (`h s` of `h+min+s`), each once.
    func holds(_ units: some Collection<UnitID>) -> Bool {
        var rest = parts[...]
        for unit in units {
            guard let found = rest.firstIndex(of: unit) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    /// `value` of unit `from` (of the same kind) in this compound, the last part rounded half
    /// away from zero to `places` decimals. A value not zero that would show as all zeros
    /// has its last part in scientific form with `max(places, 1)` significant digits
    /// (`0 ft 3.937e-8 in`). Nil when the first part would need more than 15 digits, or, for
    /// a unit that needs π (a parsec), when all parts together would show more digits than
    /// are right (`KindMaps.approximateDigits`); such a value is never exact.
    public func rounded(_ value: ExactDecimal, from: UnitID, places: Int) -> CompoundValue? {
        guard let converter = Converter(from: from, to: lastPart) else {
            preconditionFailure("a compound unit converts only from its own kind")
        }
        guard let map = converter.map else { return nil }  // a unit from a file too large to compose: one unit shown
        let power = ExactDecimal.powerOfTen(places)
        guard var result = map.scaled(value, places: places),
              result.magnitude / power / multiples[0] < ExactDecimal.powerOfTen(Precision.maxIntegerDigits) else { return nil }
        if converter.isApproximate {
            guard ExactDecimal.digitCount(result.magnitude) <= KindMaps.approximateDigits else { return nil }
            result.isExact = false
        }
        var rest = result.magnitude
        var values: [RoundedValue] = []
        for multiple in multiples.dropLast() {
            let (whole, remainder) = rest.quotientAndRemainder(dividingBy: multiple * power)
            values.append(RoundedValue(value: ExactDecimal(digits: whole), isExact: true))
            rest = remainder
        }
        var last = RoundedValue(value: ExactDecimal(digits: rest, scale: places).trimmed, isExact: result.isExact)
        if result.magnitude == 0 && !result.isZero {
            let tiny = map.rounded(value, to: .places(places))
            last = RoundedValue(value: tiny.value.magnitude, isExact: tiny.isExact, form: tiny.form)
        }
        values.append(last)
        return CompoundValue(isNegative: result.isNegative,
                             parts: zip(parts, values).map { CompoundValue.Part(unit: $0, value: $1) })
    }
}

extension UnitCatalog {
    /// The compound unit a user means by `text`: units joined by `+`, largest first, each
    /// spelled as `find` accepts (`ft+in`, `feet + inches`, `H+MIN+S`); nil for any other text.
    public static func compound(_ text: String) -> CompoundUnit? {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map { find(String($0)) }
        guard parts.count > 1, !parts.contains(nil) else { return nil }
        return CompoundUnit.all.first { $0.parts == parts.map { $0! } }
    }
}

extension ExactDecimal {
    /// The same value without its sign.
    var magnitude: ExactDecimal { ExactDecimal(digits: digits, scale: scale) }
}

extension CompoundUnit {
    /// The units that come after `unit` in the compounds it is in, nearest first (ft: in; h:
    /// min, s): what a value in parts may go on with after a part of `unit`.
    static func smallerParts(after unit: UnitID) -> [UnitID] {
        var found: [UnitID] = []
        for compound in all {
            guard let index = compound.parts.firstIndex(of: unit) else { continue }
            for part in compound.parts[(index + 1)...] where !found.contains(part) { found.append(part) }
        }
        return found
    }
}
