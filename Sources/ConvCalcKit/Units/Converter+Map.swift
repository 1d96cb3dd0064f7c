/// The exact maps between units, computed for one kind the first time a converter of that
/// kind needs one: a start-up that converts °F to °C computes 9 maps, not every pair of the
/// catalog.
extension Converter {
    /// Exact map from input to output, composed through the kind's base unit. A converter
    /// stays three bytes and cheap to copy; its map is looked up in its kind's table.
    public var map: LinearMap {
        KindMaps.map(from: from, to: to)
    }
}

/// The maps between every pair of units of one kind, in a square table by position in the
/// kind (the catalog lists a kind's units together).
struct KindMaps: Sendable {
    /// The id of the kind's first unit.
    private let first: Int
    /// How many units the kind has: the table's side.
    private let side: Int
    private let maps: [LinearMap]

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
    }

    /// The map from unit `from` to unit `to`, which must be of one kind.
    @inline(__always)
    static func map(from: UnitID, to: UnitID) -> LinearMap {
        switch UnitCatalog.kinds[Int(from)] {
        case .length: length.map(from, to)
        case .temperature: temperature.map(from, to)
        case .mass: mass.map(from, to)
        case .time: time.map(from, to)
        case .speed: speed.map(from, to)
        case .volume: volume.map(from, to)
        case .area: area.map(from, to)
        }
    }

    @inline(__always)
    private func map(_ from: UnitID, _ to: UnitID) -> LinearMap {
        maps[(Int(from) &- first) &* side &+ (Int(to) &- first)]
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
