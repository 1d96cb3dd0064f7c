import Synchronization

/// The exact maps between units: a pair of built-in units has its map in its kind's table,
/// composed when the first converter of the pair is made (`KindMaps.compose`).
extension Converter {
    /// Exact map from input to output, composed through the kind's base unit: kept in the
    /// kind's table for built-in units, composed when asked for a unit from a units file.
    /// Nil only for a pair of such units whose composed map needs more than 128-bit ratios
    /// (`rounded` then evaluates the two maps one after the other).
    public var map: UnitMap? {
        if let table = KindMaps.table(for: self) { return table.pair(from, to).map }
        return inputUnit.toBase.then(outputUnit.toBase.inverse)
    }

    /// False when every input has a value in the output unit, as an affine map gives; true
    /// for a map with a pole (`0 mpg` in L/100km has none), or one not composed in 128 bits.
    var mayLackValue: Bool {
        guard let table = KindMaps.table(for: self) else { return map.map { $0.c.numerator != 0 } ?? true }
        return table.pair(from, to).hasPole
    }

    /// The value `x` of the input unit in the output unit, rounded once for display at
    /// `precision`: the one public way to round a conversion to one unit (places, significant
    /// digits, or scientific when places would hide it), marked inexact when a unit needs π.
    /// A compound output (`ft+in`) rounds its last part through the same pair's `map`
    /// (`CompoundUnit.rounded`).
    @inline(__always)
    public func rounded(_ x: ExactDecimal, to precision: Precision) -> RoundedValue {
        if let table = KindMaps.table(for: self) { return table.pair(from, to).rounded(x, to: precision) }
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

/// The maps between the built-in units of one kind: each unit's map to the kind's base, and
/// each pair's map (`PairMap`), composed the first time a converter of the pair is made
/// (`compose`) — a start that converts °F to °C composes that pair, not the kind's every pair
/// (pressure's 121 cost 0.17 M instructions).
///
/// It lives in memory of its own, never freed, as `ByteStrings`' bytes do: a built-in kind's
/// table lasts as long as the program, and a copy of the table (every conversion takes one
/// from `builtIn`) is then four words, with no array to retain and release (arrays cost
/// replay about 30 instructions a line).
struct KindMaps: @unchecked Sendable {  // `pairs` is written under `lock` only, each slot once
    /// The side of the table: how many units the kind has.
    private let side: Int
    /// Each unit's map to the kind's base, by its position in the kind (`positionInKind`).
    private let toBase: UnsafePointer<UnitMap>
    /// Whether each unit, by position, needs π.
    private let needsPi: UnsafePointer<Bool>
    /// Every pair's map once composed, row by row (`index`); nil before.
    private let pairs: UnsafeMutablePointer<PairMap?>
    /// Held while a pair is composed, for every kind.
    private static let lock = Mutex(())
    /// Each built-in kind's table by kind index, put there by `compose` (under `lock`) when the
    /// kind's first converter is made; nil before. Its first value is a constant, so the global
    /// needs no `swift_once` check on each read, which a lazy one (`builtIn`) costs every
    /// conversion (about 10 instructions a replayed line). A converter exists only once made,
    /// so its kind's table is here when it converts.
    nonisolated(unsafe) private static var made: UnsafeMutablePointer<KindMaps?>? = nil

    /// The table of a built-in kind whose units' maps to its base are `toBase`, in their order
    /// in the kind (the generated `BuiltInUnits.swift` writes them, so a table reads no unit of
    /// the catalog); `needsPi` are the positions of those that round π.
    init(toBase: [UnitMap], needsPi: [Int]) {
        side = toBase.count
        let maps = UnsafeMutablePointer<UnitMap>.allocate(capacity: max(side, 1))
        maps.initialize(from: toBase, count: side)
        let flags = UnsafeMutablePointer<Bool>.allocate(capacity: max(side, 1))
        flags.initialize(repeating: false, count: side)
        for position in needsPi { flags[position] = true }
        pairs = UnsafeMutablePointer<PairMap?>.allocate(capacity: max(side * side, 1))
        pairs.initialize(repeating: nil, count: side * side)
        self.toBase = UnsafePointer(maps)
        self.needsPi = UnsafePointer(flags)
    }

    /// Composes the map from `from` to `to` of `kind`, when both are built in, unless it is
    /// there: the source's map to the base unit, then the inverse of the target's. Every
    /// converter calls it when made, so `table(for:)` finds its kind's table and `pair` its map.
    static func compose(_ from: UnitID, _ to: UnitID, kind: UnitKind) {
        guard isBuiltIn(from, to), let table = builtIn(kind) else { return }
        lock.withLock { _ in
            if made == nil {
                made = .allocate(capacity: UnitCatalog.builtInKindCount)
                made.unsafelyUnwrapped.initialize(repeating: nil, count: UnitCatalog.builtInKindCount)
            }
            made.unsafelyUnwrapped[Int(kind.index)] = table
            table.composeLocked(from, to)
        }
    }

    /// `compose` of this table's pair, under `lock`.
    private func composeLocked(_ from: UnitID, _ to: UnitID) {
        let index = index(from, to)
        guard pairs[index] == nil else { return }
        let (source, target) = (index / side, index % side)
        // A unit to itself needs no π: it cancels (`1 rad to rad` was ≈ 1).
        pairs[index] = PairMap(toBase[source], then: toBase[target].inverse, needsPi: source != target && (needsPi[source] || needsPi[target]))
    }

    /// The map from `from` to `to`, which `compose` made when their converter was made (a
    /// converter is made before it converts, so this reads the slot without the lock).
    @inline(__always)
    func pair(_ from: UnitID, _ to: UnitID) -> PairMap {
        pairs[index(from, to)].unsafelyUnwrapped
    }

    /// The table of `converter`'s kind when both its units are built in, or nil (a unit from
    /// a units file converts through `Converter.generallyRounded`).
    @inline(__always)
    static func table(for converter: Converter) -> KindMaps? {
        table(from: converter.from, to: converter.to, kind: converter.kind)
    }

    /// The table of `kind` when `from` and `to` are both built in, or nil; their converter has
    /// been made (`compose`).
    @inline(__always)
    static func table(from: UnitID, to: UnitID, kind: UnitKind) -> KindMaps? {
        guard isBuiltIn(from, to) else { return nil }
        return made.unsafelyUnwrapped[Int(kind.index)]
    }

    @inline(__always)
    private static func isBuiltIn(_ from: UnitID, _ to: UnitID) -> Bool {
        Int(from) < UnitCatalog.builtInCount && Int(to) < UnitCatalog.builtInCount
    }

    @inline(__always)
    private func index(_ from: UnitID, _ to: UnitID) -> Int {
        Int(UnitCatalog.positionInKind[Int(from)]) &* side &+ Int(UnitCatalog.positionInKind[Int(to)])
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
}
