/// The exact map of one pair of built-in units, with what its fast rounding needs, composed
/// the first time a converter of the pair is made (`KindMaps.compose`) and kept for the
/// program's life in its kind's table.
///
/// Its entry lives in memory of its own, never freed, as `ByteStrings`' bytes do: a copy is
/// one word, with nothing to retain and release.
struct PairMap: @unchecked Sendable {  // the entry is immutable once made
    private let entry: UnsafePointer<Entry>

    private struct Entry {
        let map: UnitMap
        /// The map's 64-bit terms (`a·d`, `c·b`, `b·d` of an affine map), or nil when the pair
        /// rounds on the general path: its terms do not fit, it is not affine, or it needs π.
        let terms: LinearMap.SmallTerms?
        /// True when a unit of the pair needs π (a radian): its results are marked ≈.
        let needsPi: Bool
    }

    /// The map from a unit whose map to the kind's base is `source` to one whose map from it
    /// is `inverseTarget`; `needsPi` when a unit of the pair needs π.
    init(_ source: UnitMap, then inverseTarget: UnitMap, needsPi: Bool) {
        guard let map = source.then(inverseTarget) else {
            preconditionFailure("the map of a pair of built-in units does not fit in 128-bit ratios")
        }
        let terms = needsPi ? nil : map.affine.flatMap(LinearMap.SmallTerms.init)
        let entry = UnsafeMutablePointer<Entry>.allocate(capacity: 1)
        entry.initialize(to: Entry(map: map, terms: terms, needsPi: needsPi))
        self.entry = UnsafePointer(entry)
    }

    /// The exact map from the input unit to the output unit.
    var map: UnitMap { entry.pointee.map }

    /// True when the map has a pole (`c ≠ 0`: 0 mpg has no value in L/100km), read in place
    /// (a copy of the map, four ratios, cost a line about 80 instructions).
    var hasPole: Bool { entry.pointee.map.c.numerator != 0 }

    /// The value `x` of the input unit in the output unit, rounded for display at `precision`.
    @inline(__always)
    func rounded(_ x: ExactDecimal, to precision: Precision) -> RoundedValue {
        if let terms = entry.pointee.terms, case .places(let places) = precision, let rounded = terms.rounded(x, places: places) {
            return rounded
        }
        let rounded = entry.pointee.map.rounded(x, to: precision)
        guard entry.pointee.needsPi else { return rounded }
        return KindMaps.approximate(rounded, at: x, recomputed: { entry.pointee.map.rounded(x, to: $0) })
    }
}
