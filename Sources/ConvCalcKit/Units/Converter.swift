/// A converter: an input unit, an output unit of the same kind, and the exact map between them.
///
/// `Converter.builtIn[0]` is fahrenheit to celsius (°F → °C), the default. Any pair of
/// units of one kind makes a converter; its label comes from the unit names ("feet to inches").
public struct Converter: Hashable, Sendable {
    /// The unit typed on the input display.
    public let from: UnitID
    /// The unit shown on the output display (for a compound output, its last part).
    public let to: UnitID
    /// 1 + the index in `CompoundUnit.all` of a compound output (`ft+in`), or 0.
    private let compoundIndex: UInt8
    /// The kind of both units: kept, so converting needs no look-up in the catalog.
    let kind: UnitKind
    /// How the kind's values are bounded (a temperature's absolute zero, fuel economy above 0):
    /// kept, so the machine's check on every key reads no kind definition (a copy of its texts).
    private let bound: Bound

    /// The converter from `from` to `to`, or nil when their kinds differ.
    public init?(from: UnitID, to: UnitID) {
        let kind = UnitCatalog.kinds[Int(from)]
        guard kind == UnitCatalog.kinds[Int(to)] else { return nil }
        self.from = from
        self.to = to
        compoundIndex = 0
        self.kind = kind
        bound = Converter.builtInBound(kind) ?? Bound(kind.definition.domain)
        KindMaps.compose(from, to, kind: kind)
    }

    /// The converter from `from` to a compound output (`m` to `ft+in`), or nil when the kinds differ.
    public init?(from: UnitID, to compound: CompoundUnit) {
        guard UnitCatalog.kinds[Int(from)] == compound.kind,
              let index = CompoundUnit.all.firstIndex(of: compound) else { return nil }
        self.from = from
        to = compound.lastPart
        compoundIndex = UInt8(index + 1)
        kind = compound.kind
        bound = Converter.builtInBound(kind) ?? Bound(kind.definition.domain)
        KindMaps.compose(from, to, kind: kind)
    }

    /// True when the output is shown in several units (`ft+in`): a test without making the unit.
    public var isCompound: Bool { compoundIndex != 0 }

    /// The compound output unit, when the output is shown in several units.
    public var compound: CompoundUnit? {
        compoundIndex == 0 ? nil : CompoundUnit.all[Int(compoundIndex) - 1]
    }

    /// The output's symbol as the displays show it: `km`, or `ft+in` for a compound output.
    public var outputSymbol: String { compound?.symbol ?? outputUnit.symbol }

    /// The pair in symbols, as the menu, `state` and the converter sheet show it: `mi → km`,
    /// `m → ft+in` (the menu's list showed `m → in`, the compound's last part).
    public var symbols: String { "\(inputUnit.symbol) → \(outputSymbol)" }

    /// The input unit.
    public var inputUnit: MeasurementUnit { UnitCatalog.unit(from) }
    /// The output unit.
    public var outputUnit: MeasurementUnit { UnitCatalog.unit(to) }

    /// The label users see and type: "miles to kilometers" (or the label a units file gave it).
    public var label: String {
        if !UnitCatalog.customLabels.isEmpty, let custom = UnitCatalog.customLabels[self] { return custom }
        return "\(inputUnit.name) to \(compound?.symbol ?? outputUnit.name)"
    }

    /// True when a unit of the pair needs π (a radian): its results are marked ≈. Not a unit to
    /// itself, where π cancels (`1 rad to rad`, `1 pc to pc` were ≈ 1).
    public var isApproximate: Bool { from != to && (inputUnit.isApproximate || outputUnit.isApproximate) }

    /// The same pair the other way round (°F → °C becomes °C → °F); for a compound output,
    /// from its last part.
    public var reversed: Converter { Converter(from: to, to: from) ?? self }

    /// True when `value` of the input unit is physically possible: not below absolute zero,
    /// not a fuel economy of no distance per volume (the kind's domain, from the unit table).
    @inline(__always)
    public func accepts(_ value: ExactDecimal) -> Bool {
        return switch bound {
        case .unbounded: true
        // Every temperature scale has its absolute zero at or below 0: only a negative value needs the check.
        case .atLeastZero: !value.isNegative || UnitCatalog.all[Int(from)].toBase.sign(at: value).map { $0 >= 0 } == true
        // Zero is where typing starts (C, a one-line conversion's first step): it is kept, and
        // where it has no output (0 mpg in L/100km) the output shows none.
        case .aboveZero: value.isZero || UnitCatalog.all[Int(from)].toBase.sign(at: value) == 1
        }
    }

    /// The menu's converters, in order (the unit table's `!converter` lines, then those of units
    /// files); the first is the default.
    public static let builtIn: [Converter] = UnitCatalog.menu.map { Converter(from: $0.from, to: $0.to)! }

    /// True when `other` converts from a unit of the same kind.
    func sameKind(as other: Converter) -> Bool {
        kind == other.kind
    }

    /// fahrenheit to celsius.
    public static let standard = builtIn[0]

    /// A kind's domain (`KindDomain`) without its reasons.
    enum Bound: UInt8, Hashable, Sendable {
        case unbounded, atLeastZero, aboveZero

        init(_ domain: KindDomain) {
            self = switch domain {
            case .any: .unbounded
            case .atLeastZero: .atLeastZero
            case .aboveZero: .aboveZero
            }
        }
    }
}
