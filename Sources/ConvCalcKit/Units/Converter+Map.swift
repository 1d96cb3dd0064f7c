/// The exact maps between units, computed for one kind the first time a converter of that
/// kind needs one: a start-up that converts °F to °C computes the temperature maps, not every
/// pair of the catalog.
extension Converter {
    /// Exact map from input to output, composed through the kind's base unit. A converter
    /// stays small and cheap to copy; its map is looked up in its kind's table.
    public var map: UnitMap {
        let table = KindMaps.table(of: kind)
        return table.maps[table.index(from, to)]
    }

    /// The value `x` of the input unit in the output unit, rounded once for display at
    /// `precision`: the one public way to round a conversion (places, significant digits, or
    /// scientific when places would hide it), marked inexact when a unit needs π.
    /// `map.rounded(x, to: precision)`, with the map's 64-bit terms worked out once.
    @inline(__always)
    public func rounded(_ x: ExactDecimal, to precision: Precision) -> RoundedValue {
        KindMaps.table(of: kind).rounded(x, from: from, to: to, precision: precision)
    }
}

/// The maps between every pair of units of one kind, in a square table by the units'
/// positions in the kind.
struct KindMaps: Sendable {
    /// The side of the table: how many units the kind has.
    private let side: Int
    let maps: [UnitMap]
    /// Each map's 64-bit terms, three numbers at three times the map's position (`a·d`,
    /// `c·b`, `b·d` of an affine map; `b·d` is 0 when they do not fit or the map is not
    /// affine): numbers, so the table needs no type of its own made at run time.
    private let terms: [Int64]
    /// True at a pair's position when a unit of it needs π: its results are not exact.
    private let approximate: [Bool]

    /// The table of `kind`: each map is the source's map to the base unit, then the inverse
    /// of the target's.
    init(_ kind: UnitKind) {
        let ids = UnitCatalog.kinds.indices.filter { UnitCatalog.kinds[$0] == kind }
        side = ids.count
        var maps: [UnitMap] = [], terms: [Int64] = [], approximate: [Bool] = []
        maps.reserveCapacity(side * side)
        terms.reserveCapacity(side * side * 3)
        for source in ids {
            let from = UnitCatalog.all[source]
            for target in ids {
                let to = UnitCatalog.all[target]
                guard let map = from.toBase.then(to.toBase.inverse) else {
                    preconditionFailure("the map from \(from.symbol) to \(to.symbol) does not fit in 128-bit ratios")
                }
                maps.append(map)
                // A pair that needs π rounds on the general path, which marks it inexact.
                let small = from.isApproximate || to.isApproximate ? nil : map.affine.flatMap(LinearMap.SmallTerms.init)
                terms += [small?.ad ?? 0, small?.cb ?? 0, small?.bd ?? 0]
                approximate.append(from.isApproximate || to.isApproximate)
            }
        }
        self.maps = maps
        self.terms = terms
        self.approximate = approximate
    }

    /// The table of `kind`: the one place a kind finds its maps.
    @inline(__always)
    static func table(of kind: UnitKind) -> KindMaps {
        builtIn(kind) ?? added[Int(kind.index) - UnitCatalog.builtInKinds.count]
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
        guard approximate[index] else { return rounded }
        // π is known to 16 significant digits here (UnitCatalog's convergent): no more are shown.
        let shown = rounded.value.significantDigits > Self.approximateDigits
            ? maps[index].rounded(x, to: .significant(Self.approximateDigits)) : rounded
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

extension UnitCatalog {
    /// Each unit's position among the units of its kind, by id: its row and column in its
    /// kind's `KindMaps`.
    static let positionInKind: [UInt16] = {
        var seen: [UnitKind: UInt16] = [:]
        return kinds.map { kind in
            defer { seen[kind, default: 0] += 1 }
            return seen[kind, default: 0]
        }
    }()
}
