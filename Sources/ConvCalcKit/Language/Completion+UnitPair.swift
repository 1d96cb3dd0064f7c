/// Completing a unit pair, the same way after `convert`, in the menu and after a number
/// (`5 mi to k` → `km`): the output after any connector of `UnitPair` is a unit of the
/// source's kind.
extension Completion {
    /// The text up to the output being typed and the kind of the unit before the connector,
    /// when `text` ends inside a pair's output: `mi->`, `mi->k`, `mi to `, `degrees F in K`.
    static func pairStem(_ text: String) -> (stem: String, kind: UnitKind)? {
        let partialStart = text.lastIndex(where: { $0 == " " }).map { text.index(after: $0) } ?? text.startIndex
        let partial = text[partialStart...]
        if let arrow = UnitPair.arrows.lazy.compactMap({ partial.firstRange(of: $0) }).first {
            guard let source = UnitCatalog.find(String(text[..<arrow.lowerBound])) else { return nil }
            return (String(text[..<arrow.upperBound]), UnitCatalog.kinds[Int(source)])
        }
        let before = text[..<partialStart].split(separator: " ")
        guard let connector = before.last, UnitPair.isConnector(String(connector)),
              let source = UnitCatalog.find(before.dropLast().joined(separator: " ")) else { return nil }
        return (String(text[..<partialStart]), UnitCatalog.kinds[Int(source)])
    }

    /// The outputs a unit of `kind` converts to: its kind's units and compounds.
    static func outputs(of kind: UnitKind) -> [String] {
        UnitCatalog.all.filter { $0.kind == kind }.map(\.symbol) + CompoundUnit.all.filter { $0.kind == kind }.map(\.symbol)
    }

    /// In a line, after a number: the units (`5 k` → `km`, `kg`…) with the words, and inside
    /// a pair's output the outputs of its kind (`5 mi to k`, `5 mi->k`). Nil elsewhere.
    static func unitsAfterNumber(_ text: String) -> [String]? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard let last = words.lastIndex(where: isNumber) else { return nil }
        let typing = text.hasSuffix(" ") ? words.count : words.count - 1  // the index of the word being typed
        // The first number a pair follows: a unit's name may hold one (`5 liters per 100 kilometers to`).
        for number in words.indices where isNumber(words[number]) {
            let rest = words[(number + 1)...].joined(separator: " ") + (text.hasSuffix(" ") ? " " : "")
            if let (stem, kind) = pairStem(rest) {
                let glued = stem.split(separator: " ", omittingEmptySubsequences: false).last ?? ""  // `mi->` of `mi->k`
                return outputs(of: kind).map { glued + $0 }
            }
        }
        return typing == last + 1 ? UnitCatalog.all.map(\.symbol) + commandWords : nil
    }

    /// True when `word` is a number as a line reads one (`5`, `-40`, `1.5e-4`).
    private static func isNumber(_ word: Substring) -> Bool {
        var text = String(word)
        return text.withUTF8 { NumberToken.mayBeNumber($0) && NumberToken.shape($0) != nil }
    }
}
