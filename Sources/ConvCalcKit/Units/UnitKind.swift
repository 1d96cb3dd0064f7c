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

    /// The word the distance converter's sentence uses: "The distance in ft is about 3.28".
    public var sentenceWord: String { definition.word }

    /// The base unit's symbol, that every unit of this kind converts through.
    public var baseSymbol: String { definition.baseSymbol }

    /// Every kind, in the order `units` lists them.
    public static var all: [UnitKind] { UnitCatalog.kindDefinitions.indices.map(UnitKind.init) }

    /// The kind called `name`, or the one whose sentence says `name` (`distance`: length); case
    /// and `_` for a blank do not matter, nor a plural (`lengths`, `energies`). Nil for any other text.
    public init?(named name: String) {
        let wanted = UnitCatalog.normalized(name), kinds = UnitCatalog.kindDefinitions
        // The name or its plural (`lengths`, `masses`, `energies`), as one may ask for them.
        let singulars = [wanted] + [("ies", "y"), ("es", ""), ("s", "")].compactMap { plural, single in
            wanted.hasSuffix(plural) && wanted.count > plural.count + 2 ? String(wanted.dropLast(plural.count)) + single : nil
        }
        guard let index = singulars.lazy.compactMap({ singular in
            kinds.firstIndex(where: { UnitCatalog.normalized($0.name) == singular })
                ?? kinds.firstIndex(where: { UnitCatalog.normalized($0.word) == singular })
        }).first else { return nil }
        self.init(index)
    }

    /// The kinds named one after another in `text` (`temperature mass`, `fuel economy length`:
    /// a kind's name may be several words, the longest taken first), or nil when a word
    /// names none.
    public static func kinds(named text: String) -> [UnitKind]? {
        guard case .kinds(let kinds) = read(text) else { return nil }
        return kinds
    }

    /// The first word of `text` that starts no kind's name (`cup` in `volume cup`), for the
    /// refusal to name it alone; nil when every word names a kind.
    public static func firstWordNamingNoKind(_ text: String) -> String? {
        guard case .stopsAt(let word, _) = read(text) else { return nil }
        return word
    }

    /// How many words, split at blanks and commas, come before the first that names no kind in
    /// `text` (`length mass blorf`: 2); nil when every word names one.
    public static func wordsBeforeTheFirstNamingNoKind(_ text: String) -> Int? {
        guard case .stopsAt(_, let index) = read(text) else { return nil }
        return index
    }

    /// The kinds `text` names, each once in the order named, or the first word that names none and its place.
    private enum Reading { case kinds([UnitKind]), stopsAt(String, index: Int) }

    private static func read(_ text: String) -> Reading {
        let words = text.split { $0 == " " || $0 == "," }
        let longest = UnitCatalog.kindDefinitions.map { $0.name.split(separator: " ").count }.max() ?? 1
        var kinds: [UnitKind] = [], index = 0
        while index < words.count {
            let found = (1...min(longest, words.count - index)).reversed().lazy.compactMap { count in
                UnitKind(named: words[index..<index + count].joined(separator: " ")).map { ($0, count) }
            }.first
            guard let (kind, count) = found else { return .stopsAt(String(words[index]), index: index) }
            if !kinds.contains(kind) { kinds.append(kind) }  // `units length length` lists it once
            index += count
        }
        return .kinds(kinds)
    }
}

extension UnitKind {
    /// Why `text` names no kind: the one kind it starts (`temp` → temperature) or the kind a
    /// slip away (`lenght` → length) when there is one, then every kind. The prompt's `units KIND` and `convcalc units KIND` both say it.
    public static func notAKind(_ text: String) -> String {
        let names = all.map(\.name)
        let key = UnitCatalog.normalized(text), typed = Array(key.unicodeScalars)
        // The start of one kind's name (`temp`, `fuel`), else a name or everyday word (`weight`)
        // a slip away (`lenght`, `weigth`), a changed letter counting two (`weigth` is no `length`).
        let started = names.filter { $0.hasPrefix(key) }
        let words = names + all.map(\.sentenceWord).filter { !names.contains($0) }
        let near = typed.count < 3 ? nil : started.count == 1 ? (started[0], 0)
            : words.map { ($0, UnitCatalog.editDistance(typed, Array($0.unicodeScalars), limit: 2, substitution: 2)) }
                .filter { $0.1 <= 2 && typed.count > 3 }.min { $0.1 < $1.1 }
        if near == nil, let unit = UnitCatalog.find(text) {  // `units mi`: a unit named for its kind
            let kind = UnitCatalog.unit(unit).kind.name
            return "'\(VisibleText.of(text))' is a unit of \(kind), not a kind; units \(kind) lists that kind"
        }
        return "'\(VisibleText.of(text))' is not a kind" + (near.map { "; did you mean \($0.0)? Use " } ?? "; use ")
            + names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}
