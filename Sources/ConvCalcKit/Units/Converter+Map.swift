/// The exact maps between units, computed for one kind the first time a converter of that
/// kind needs one: a start-up that converts °F to °C computes 9 maps, not every pair of the
/// catalog.
extension Converter {
    /// Exact map from input to output, composed through the kind's base unit. A converter
    /// stays three bytes and cheap to copy; its map is looked up in its kind's table.
    public var map: LinearMap {
        let table = KindMaps.table(of: kind)
        return table.maps[table.index(from, to)]
    }

    /// The value `x` of the input unit in the output unit, rounded once for display at
    /// `precision`: the one public way to round a conversion (places, significant digits, or
    /// scientific when places would hide it). `map.rounded(x, to: precision)`, with the map's
    /// 64-bit terms worked out once.
    @inline(__always)
    public func rounded(_ x: ExactDecimal, to precision: Precision) -> RoundedValue {
        KindMaps.table(of: kind).rounded(x, from: from, to: to, precision: precision)
    }
}

/// The maps between every pair of units of one kind, in a square table by position in the
/// kind (the catalog lists a kind's units together).
struct KindMaps: Sendable {
    /// The id of the kind's first unit.
    private let first: Int
    /// How many units the kind has: the table's side.
    private let side: Int
    let maps: [LinearMap]
    /// Each map's 64-bit terms, three numbers at three times the map's position (`a·d`,
    /// `c·b`, `b·d`; `b·d` is 0 when they do not fit): numbers, so the table needs no type
    /// of its own made at run time.
    private let terms: [Int64]

    /// The table of `kind`: each map is the source's map to the base unit, then the inverse
    /// of the target's (for scale-only units, one ratio of the two scales).
    private init(_ kind: UnitKind) {
        let ids = UnitCatalog.kinds.indices.filter { UnitCatalog.kinds[$0] == kind }
        first = ids[0]
        side = ids.count
        precondition(ids.last! - first + 1 == side, "a kind's units must be listed together")
        var maps: [LinearMap] = []
        maps.reserveCapacity(side * side)
        for source in ids {
            let from = UnitCatalog.all[source].toBase
            for target in ids {
                let to = UnitCatalog.all[target].toBase
                if from.offset == .zero && to.offset == .zero {
                    maps.append(LinearMap(scale: from.scale / to.scale))
                } else {
                    maps.append(from.then(to.inverse))  // temperatures: shift and scale
                }
            }
        }
        self.maps = maps
        var terms: [Int64] = []
        terms.reserveCapacity(maps.count * 3)
        for map in maps {
            let small = LinearMap.SmallTerms(map)
            terms.append(small?.ad ?? 0)
            terms.append(small?.cb ?? 0)
            terms.append(small?.bd ?? 0)
        }
        self.terms = terms
    }

    /// The table of `kind`: the one place a kind finds its maps.
    @inline(__always)
    static func table(of kind: UnitKind) -> KindMaps {
        switch kind {
        case .length: length
        case .temperature: temperature
        case .mass: mass
        case .time: time
        case .speed: speed
        case .volume: volume
        case .area: area
        }
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
        return maps[index].widelyRounded(x, to: precision)
    }

    @inline(__always)
    func index(_ from: UnitID, _ to: UnitID) -> Int {
        (Int(from) &- first) &* side &+ (Int(to) &- first)
    }

    // One lazily built table per kind (Swift initializes a global on first use, once).
    private static let length = KindMaps(.length)
    private static let temperature = KindMaps(.temperature)
    private static let mass = KindMaps(.mass)
    private static let time = KindMaps(.time)
    private static let speed = KindMaps(.speed)
    private static let volume = KindMaps(.volume)
    private static let area = KindMaps(.area)
}
