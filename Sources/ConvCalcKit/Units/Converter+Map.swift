/// The exact maps between units, computed for one kind the first time a converter of that
/// kind needs one: a start-up that converts °F to °C computes the temperature maps, not every
/// pair of the catalog.
extension Converter {
    /// Exact map from input to output, composed through the kind's base unit: looked up in
    /// the kind's table for built-in units, composed when asked for a unit from a units file.
    /// Nil only for a pair of such units whose composed map needs more than 128-bit ratios
    /// (`rounded` then evaluates the two maps one after the other).
    public var map: UnitMap? {
        if let table = KindMaps.table(for: self) { return table.maps[table.index(from, to)] }
        return inputUnit.toBase.then(outputUnit.toBase.inverse)
    }

    /// The value `x` of the input unit in the output unit, rounded once for display at
    /// `precision`: the one public way to round a conversion (places, significant digits, or
    /// scientific when places would hide it), marked inexact when a unit needs π.
    @inline(__always)
    public func rounded(_ x: ExactDecimal, to precision: Precision) -> RoundedValue {
        if let table = KindMaps.table(for: self) { return table.rounded(x, from: from, to: to, precision: precision) }
        return generallyRounded(x, to: precision)
    }

    /// `rounded` for a pair with a unit from a units file: through its composed map, or the two
    /// maps one after the other in arbitrary precision.
    @inline(never)
    func generallyRounded(_ x: ExactDecimal, to precision: Precision) -> RoundedValue {
        let rounded: RoundedValue
        if let map {
            rounded = map.rounded(x, to: precision)
        } else if let base = inputUnit.toBase.exact(at: LargeFraction(x)),
                  let value = outputUnit.toBase.inverse.exact(at: base) {
            rounded = value.rounded(to: precision)
        } else {
            return RoundedValue(value: .zero, isExact: false, form: .none)
        }
        guard isApproximate else { return rounded }
        return KindMaps.approximate(rounded, at: x, recomputed: { generallyRoundedExactly(x, to: $0) })
    }

    private func generallyRoundedExactly(_ x: ExactDecimal, to precision: Precision) -> RoundedValue {
        if let map { return map.rounded(x, to: precision) }
        guard let base = inputUnit.toBase.exact(at: LargeFraction(x)),
              let value = outputUnit.toBase.inverse.exact(at: base) else { return RoundedValue(value: .zero, isExact: false, form: .none) }
        return value.rounded(to: precision)
    }
}

/// The maps between every pair of units of one kind, in a square table by the units'
/// positions in the kind.
///
/// Its maps and terms live in memory of their own, never freed, as `ByteStrings`' bytes do: a
/// built-in kind's table lasts as long as the program, and a copy of the table (every
/// conversion takes one from `builtIn`) is then three words, with no array to retain and
/// release (arrays cost replay about 30 instructions a line).
struct KindMaps: @unchecked Sendable {  // immutable after init
    /// The side of the table: how many units the kind has.
    private let side: Int
    /// The map of every pair, row by row (`index`).
    let maps: UnsafePointer<UnitMap>
    /// Each map's 64-bit terms, three numbers at three times the map's position (`a·d`,
    /// `c·b`, `b·d` of an affine map): numbers, so the table needs no type of its own made at
    /// run time. `b·d` is 0 when the map takes the general path: its terms do not fit, it is
    /// not affine, or a unit of the pair needs π — then, and only then, `a·d` is 1.
    private let terms: UnsafePointer<Int64>

    /// The table of a built-in kind whose units' maps to its base are `toBase`, in their order
    /// in the kind (the generated `BuiltInUnits.swift` writes them, so a table reads no unit of
    /// the catalog); `needsPi` are the positions of those that round π. Each map is the
    /// source's map to the base unit, then the inverse of the target's.
    init(toBase: [UnitMap], needsPi: [Int]) {
        side = toBase.count
        let inverses = toBase.map(\.inverse)  // each target's, once
        var maps: [UnitMap] = [], terms: [Int64] = []
        maps.reserveCapacity(side * side)
        terms.reserveCapacity(side * side * 3)
        for source in 0..<side {
            for target in 0..<side {
                guard let map = toBase[source].then(inverses[target]) else {
                    preconditionFailure("the map from unit \(source) to unit \(target) of a kind does not fit in 128-bit ratios")
                }
                maps.append(map)
                // A pair that needs π rounds on the general path, which marks it inexact.
                let needsPi = needsPi.contains(source) || needsPi.contains(target)
                let small = needsPi ? nil : map.affine.flatMap(LinearMap.SmallTerms.init)
                terms.append(small?.ad ?? (needsPi ? 1 : 0))
                terms.append(small?.cb ?? 0)
                terms.append(small?.bd ?? 0)
            }
        }
        self.maps = Self.kept(maps)
        self.terms = Self.kept(terms)
    }

    /// `elements` copied into memory that is never freed.
    private static func kept<Element>(_ elements: [Element]) -> UnsafePointer<Element> {
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: max(elements.count, 1))
        storage.initialize(from: elements, count: elements.count)
        return UnsafePointer(storage)
    }

    /// The table of `converter`'s kind when both its units are built in, or nil (a unit from
    /// a units file converts through `Converter.generallyRounded`).
    @inline(__always)
    static func table(for converter: Converter) -> KindMaps? {
        guard Int(converter.from) < UnitCatalog.builtInCount && Int(converter.to) < UnitCatalog.builtInCount else { return nil }
        return builtIn(converter.kind)
    }

    /// The value `x` of unit `from` in unit `to`, rounded for display at `precision`.
    @inline(__always)
    func rounded(_ x: ExactDecimal, from: UnitID, to: UnitID, precision: Precision) -> RoundedValue {
        let index = index(from, to)
        let bd = terms[index &* 3 &+ 2]
        if bd != 0, case .places(let places) = precision,
           let rounded = LinearMap.SmallTerms(ad: terms[index &* 3], cb: terms[index &* 3 &+ 1], bd: bd)
               .rounded(x, places: places) {
            return rounded
        }
        let rounded = maps[index].rounded(x, to: precision)
        guard bd == 0 && terms[index &* 3] == 1 else { return rounded }  // a·d 1 beside b·d 0: a pair that needs π
        return Self.approximate(rounded, at: x, recomputed: { maps[index].rounded(x, to: $0) })
    }

    /// A result that needs π, marked inexact and shown with at most `approximateDigits`
    /// significant digits (π's convergent is known to 16): `recomputed` rounds it again.
    /// Exactly 0 at 0 stays exact: the map then has no offset, and π times 0 is 0.
    static func approximate(_ rounded: RoundedValue, at x: ExactDecimal, recomputed: (Precision) -> RoundedValue) -> RoundedValue {
        if x.isZero && rounded.isExact && rounded.value.isZero { return rounded }
        let shown = rounded.value.significantDigits > approximateDigits ? recomputed(.significant(approximateDigits)) : rounded
        return RoundedValue(value: shown.value, isExact: false, form: shown.form)
    }

    /// The most significant digits a result that needs π shows: π's convergent is within
    /// 2.5·10⁻¹⁷ of it, relatively, so these 15 are right but where they straddle a rounding boundary.
    static let approximateDigits = 15

    @inline(__always)
    func index(_ from: UnitID, _ to: UnitID) -> Int {
        Int(UnitCatalog.positionInKind[Int(from)]) &* side &+ Int(UnitCatalog.positionInKind[Int(to)])
    }
}
