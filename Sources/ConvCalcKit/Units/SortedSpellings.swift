/// The built-in units' spellings as the generator found them (`UnitTableSource` grows a
/// `SpellingIndex` of the table's units and writes what it holds), sorted and searched by
/// halves. A start that names a unit reads them instead of growing the index itself: hashing
/// every spelling into it cost `-e '5 psi to kPa'` 3 M of its 3.4 M instructions.
///
/// The catalog's one shortcut for names: `UnitCatalog.spellings` takes it only while no units
/// file added a unit or a hint (either changes what the index holds), and then it answers
/// exactly what `SpellingIndex` would; `SortedSpellingsTests` holds the two equal, on every
/// spelling and on random text, and `UnitTableTests` holds the generated table current.
struct SortedSpellings: SpellingTable, Sendable {
    /// Every folded spelling (`SpellingIndex.folded`) with its unit, sorted by spelling.
    let folded: [(key: String, id: UnitID)]
    /// Every spelling as written (`SpellingIndex.exact`) with its unit, sorted by spelling.
    let exact: [(text: String, id: UnitID)]
    /// The folded spellings only their own case finds (`SpellingIndex.caseSensitive`), sorted.
    let caseSensitive: [String]

    func unit(folded key: String) -> UnitID? {
        let position = Self.position(of: key, in: folded.count) { folded[$0].key }
        return position.map { folded[$0].id }
    }

    func unit(exactly text: String) -> UnitID? {
        let position = Self.position(of: text, in: exact.count) { exact[$0].text }
        return position.map { exact[$0].id }
    }

    func isCaseSensitive(_ key: String) -> Bool {
        Self.position(of: key, in: caseSensitive.count) { caseSensitive[$0] } != nil
    }

    func symbol(_ id: UnitID) -> String { UnitCatalog.builtInSymbols[Int(id)] }  // not `all`, which a start does not make

    func hasAbsoluteZero(_ id: UnitID) -> Bool {
        guard case .atLeastZero = UnitCatalog.kinds[Int(id)].definition.domain else { return false }
        return true
    }

    /// Where `text` is among `count` sorted strings read by `string`, or nil.
    private static func position(of text: String, in count: Int, _ string: (Int) -> String) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if string(middle) < text { low = middle + 1 } else { high = middle }
        }
        return low < count && string(low) == text ? low : nil
    }
}
