/// What a unit measures: a kind from the unit table (`length`, `pressure`, `fuel economy`…) or
/// one a units file added. Only units of the same kind convert into each other.
///
/// A kind is its index in `UnitCatalog.kindDefinitions`: small and cheap to copy, as a
/// converter keeps one.
public struct UnitKind: Hashable, Sendable {
    /// The position in `UnitCatalog.kindDefinitions`.
    let index: UInt16

    init(_ index: Int) {
        self.index = UInt16(index)
    }

    /// Everything the table says of the kind.
    public var definition: KindDefinition { UnitCatalog.kindDefinitions[Int(index)] }

    /// The kind's name: `length`, `fuel economy`.
    public var name: String { definition.name }

    /// The word the distance converter's sentence uses: "The distance in ft is 3.28".
    public var sentenceWord: String { definition.word }

    /// The base unit's symbol, that every unit of this kind converts through.
    public var baseSymbol: String { definition.baseSymbol }

    /// Every kind, in the order `units` lists them.
    public static var all: [UnitKind] { UnitCatalog.kindDefinitions.indices.map(UnitKind.init) }

    /// The kind called `name` (case and `_` for a blank do not matter), or nil.
    public init?(named name: String) {
        let wanted = UnitCatalog.normalized(name)
        guard let index = UnitCatalog.kindDefinitions.firstIndex(where: { UnitCatalog.normalized($0.name) == wanted }) else {
            return nil
        }
        self.init(index)
    }
}

extension UnitKind {
    /// Why `text` names no kind: the one kind it starts (`temp` → temperature) or the kind a
    /// slip away (`lenght` → length) when there is one, then every kind. The prompt's `units KIND` and `convcalc units KIND` both say it.
    public static func notAKind(_ text: String) -> String {
        let names = all.map(\.name)
        let key = UnitCatalog.normalized(text), typed = Array(key.unicodeScalars)
        // The start of one kind's name (`temp`, `fuel`), else one a slip away (`lenght`).
        let started = names.filter { $0.hasPrefix(key) }
        let near = typed.count < 3 ? nil : started.count == 1 ? (started[0], 0)
            : names.map { ($0, UnitCatalog.editDistance(typed, Array($0.unicodeScalars), limit: 2)) }
                .filter { $0.1 <= 2 && typed.count > 3 }.min { $0.1 < $1.1 }
        return "'\(VisibleText.of(text))' is not a kind" + (near.map { "; did you mean \($0.0)? Use " } ?? "; use ")
            + names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}
