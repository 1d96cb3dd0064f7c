/// Completing a unit pair, the same way after `convert`, in the menu and after a number
/// (`5 mi to k` → `km`): the output after any connector of `UnitPair`, or after the source
/// alone (`mi k`, the pair without a connector), is a unit of the source's kind other than
/// the source itself, and may hold a space (`mi->survey ft`).
extension Completion {
    /// Where a pair's output starts in `text`, and its source, when `text` ends inside the
    /// output: `mi->`, `mi->k`, `mi to `, `degrees F in K`, `mi->survey `, and bare, `mi k`.
    struct PairStem {
        /// The text up to the output being typed (`mi->`, `mi to `, `mi `).
        let stem: String
        /// The unit before the connector.
        let source: UnitID
        /// True when no connector joins the two (`mi k`): keys may be meant as well.
        let isBare: Bool
    }

    /// The stem of `text`: after the first connector (an arrow anywhere, or a whole word) whose
    /// words before name a unit; else after the most whole words that name one. Nil otherwise.
    static func pairStem(_ text: String) -> PairStem? {
        let words = wordRanges(text)
        let whole = text.last == " " ? words.count : max(0, words.count - 1)  // the words typed to their end
        var connectors: [Range<String.Index>] = UnitPair.arrows.flatMap { text.ranges(of: $0) }
        connectors += words.prefix(whole).filter { UnitPair.isConnector(String(text[$0])) }
        connectors.sort { $0.lowerBound < $1.lowerBound }  // `=>` before its `>`, whose words before end in `=`
        for connector in connectors {
            let before = text[..<connector.lowerBound].split(separator: " ").joined(separator: " ")
            guard let source = UnitCatalog.find(before) else { continue }
            let outputStart = text[connector.upperBound...].firstIndex { $0 != " " } ?? text.endIndex
            return PairStem(stem: String(text[..<outputStart]), source: source, isBare: false)
        }
        for count in stride(from: whole, through: 1, by: -1) where count < words.count || text.last == " " {
            if let source = UnitCatalog.find(text[..<words[count - 1].upperBound].split(separator: " ").joined(separator: " ")) {
                let outputStart = count < words.count ? words[count].lowerBound : text.endIndex
                return PairStem(stem: String(text[..<outputStart]), source: source, isBare: true)
            }
        }
        return nil
    }

    /// The ranges of the blank-separated words of `text`.
    private static func wordRanges(_ text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var index = text.startIndex
        while let start = text[index...].firstIndex(where: { $0 != " " }) {
            let end = text[start...].firstIndex(of: " ") ?? text.endIndex
            ranges.append(start..<end)
            index = end
        }
        return ranges
    }

    /// True when `output` after the bare `stem` leaves a country between two units that either
    /// takes (`gal ` then `imp pt`: US gallons to imperial pints, or imperial gallons to US pints;
    /// `gal UK ` then `gal`), which a pair refuses as reading two ways: not offered (it was, and
    /// then refused).
    static func readsEitherWay(_ stem: String, _ output: String) -> Bool {
        // Only where a country stands between them (`gal imp pt`, `gal UK gal`): the rest read one way.
        let words = (stem + output).split(separator: " ").map { $0.lowercased() }
        guard words.dropFirst().dropLast().contains(where: UnitCatalog.isCountry)
        else { return false }
        if case .failure(.countryEitherWay) = ConverterQuery.resolve(stem + output) { return true }
        return false
    }

    /// The outputs a unit converts to: its kind's other units and its kind's compounds.
    static func outputs(from source: UnitID) -> [String] {
        let kind = UnitCatalog.kinds[Int(source)]
        return UnitCatalog.all.indices.filter { $0 != Int(source) && UnitCatalog.all[$0].kind == kind }
            .map { UnitCatalog.all[$0].symbol } + CompoundUnit.all.filter { $0.kind == kind }.map(\.symbol)
    }

    /// In a line, after a number: the units (`5 k` → `km`, `kg`…) with the words, and inside
    /// a pair's output the outputs of its source's kind (`5 mi to k`, `5 mi->k`, `5 mi k`,
    /// with the connectors and the words too), each from the start of the word being typed;
    /// after a compound input's parts the same (`5 ft 10 i` → `in`, `5 ft 10 in to c` → `cm`),
    /// and after a later part's number only the smaller parts (`5 ft 10 ` → `in`, `1 h 30 ` → `min`, `s`).
    /// Nil elsewhere.
    static func unitsAfterNumber(_ text: String) -> [String]? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard let last = words.lastIndex(where: isNumber) else { return nil }
        let typing = text.hasSuffix(" ") ? words.count : words.count - 1  // the index of the word being typed
        // The first number a pair follows: a unit's name may hold one (`5 liters per 100 kilometers to`).
        var afterParts = false  // a unit followed an earlier number: this one is a compound's later part
        for number in words.indices where isNumber(words[number]) {
            let rest = words[(number + 1)...].joined(separator: " ") + (text.hasSuffix(" ") ? " " : "")
            if let pair = pairStem(rest) {
                // Candidates start where the word being typed does: `mi->km` for `mi->k`, `ft` for `mi->survey `.
                let head = rest[..<(rest.lastIndex(of: " ").map(rest.index(after:)) ?? rest.startIndex)].lowercased()
                // After parts, the last part's own unit is an output too (`1 h 30 min to min`).
                // Bare, no output that with the unit before it names another unit (`5 lb t` is troy pounds).
                let units = (outputs(from: pair.source) + (afterParts ? [UnitCatalog.all[Int(pair.source)].symbol] : []))
                    .filter { !pair.isBare || (UnitCatalog.find(pair.stem + $0) == nil && !readsEitherWay(pair.stem, $0)) }
                let fitting = { (spellings: [String]) in
                    spellings.map { pair.stem + $0 }.filter { $0.lowercased().hasPrefix(head) }.map { String($0.dropFirst(head.count)) }
                }
                var outputs = fitting(units)
                // No symbol goes on from the word typed: the names of the pair's kind, from two letters
                // on (`5 mi to kilom` → kilometers, `5 kg to po` → pounds).
                let typed = rest.hasSuffix(" ") ? "" : (rest.split(separator: " ").last.map { $0.lowercased() } ?? "")
                if typed.count >= 2, !outputs.contains(where: { $0.lowercased().hasPrefix(typed) }) {
                    outputs += fitting(names(ofKindOf: pair.source))
                }
                // None: the output is typed (`5 mi to km sw`: the words), or this was a compound's
                // first part (`5 ft 10 in to c`: the pair after a later number).
                guard !outputs.isEmpty else {
                    afterParts = true
                    continue
                }
                guard pair.isBare else { return outputs }
                let wordsAfterConversion = wordsAfter(conversionTo: rest)
                // A unit of several words whose first is a unit too (`mpg UK` after `mpg`): its later words,
                // after the outputs (`US` led the list after `5 mi `, before km). Of the source's kind
                // (`5 ft 10 in ` offered `squared`, `cubed` and `hg`, then refused them).
                let later = laterWordsOfAUnit(words[(number + 1)...], endsInBlank: text.hasSuffix(" "),
                                              ofKind: UnitCatalog.kinds[Int(pair.source)]) ?? []
                return outputs + later + connectorWords + wordsAfterConversion
            }
        }
        if typing == last + 1 {
            // A later part (`5 ft 10 `, `1 h 30 `): only the smaller parts its unit has (in; min, s).
            // After a unit with no smaller part (`5 kg 3 `), nothing: no part, and no unit, may follow.
            if last >= 2, isNumber(words[last - 2]), let unit = UnitCatalog.find(String(words[last - 1])) {
                return CompoundUnit.smallerParts(after: unit).map { UnitCatalog.unit($0).symbol }
            }
            return unitWords(typed: text.hasSuffix(" ") ? "" : String(words[words.count - 1])) + wordsAfterKeys
        }
        let later = typing - last <= UnitPair.unitWordLimit
            ? laterWordsOfAUnit(words[(last + 1)...], endsInBlank: text.hasSuffix(" ")) : nil
        // After a conversion typed whole (`5 mi to km `), only what may follow it.
        return later ?? (afterParts ? wordsAfter(conversionTo: text) : nil)
    }

    /// `wordsAfterConversion` after the conversion `text` ends in: without `swap` when its output
    /// is a compound, which cannot be swapped (`5 mi to ft+in s` completed to swap, then refused).
    static func wordsAfter(conversionTo text: String) -> [String] {
        let toCompound = text.split(separator: " ").contains { UnitCatalog.compound(String($0)) != nil }
        guard toCompound else { return wordsAfterConversion }
        let swap = Words.all.filter { $0.role == .key(.swap) }.flatMap(spelledOut)
        return wordsAfterConversion.filter { !swap.contains($0) }
    }

    /// The one-word names and spellings of the units of `source`'s kind but itself (`kilometers`,
    /// `kilometre`…), which a newcomer types before learning the symbols.
    static func names(ofKindOf source: UnitID) -> [String] {
        let kind = UnitCatalog.kinds[Int(source)]
        return UnitCatalog.all.indices.filter { $0 != Int(source) && UnitCatalog.kinds[$0] == kind }
            .flatMap { [UnitCatalog.all[$0].name] + UnitCatalog.all[$0].aliases }
            .filter { !$0.contains(" ") && $0.first?.isLetter == true }
    }

    /// The words Tab offers after a one-line conversion on its line: those the parser lets
    /// end a line after one (`Word.Role.mayFollowConversion`), with their argument if they
    /// take one (`precision 4`).
    static let wordsAfterConversion: [String] = Words.all.filter { $0.role.mayFollowConversion(endsLine: true, hasArgument: $0.takesRestOfLine) }
        .flatMap(spelledOut)

    /// The units offered right after a number: their symbols; or, when no symbol starts with
    /// the `typed` word and it has 3 letters or more, their one-word names (`5 kilom` Tab →
    /// `kilometers`, `kilometre`…; `5 fath` → `fathoms`), which a newcomer types before learning the symbols.
    /// From two letters on, the first words of the spellings of several words go with them
    /// (`5 sq` → `sq`, then `5 sq ` → `ft`, `mi`…; `5 cubic`, `5 fluid`, `5 naut` offered nothing).
    private static func unitWords(typed: String) -> [String] {
        let symbols = UnitCatalog.all.map(\.symbol)
        let prefix = typed.lowercased()
        // Not the word typed whole beside units that go on from it (`5 survey` Tab listed `survey ft
        // survey mi  survey`, the last no unit: refused when taken); alone it is kept (`5 cubic`).
        let goesOn = symbols.contains { $0.lowercased().hasPrefix(prefix + " ") }
        let firstWords = prefix.count < 2 ? [] : severalWordsStarts.filter {
            $0.lowercased().hasPrefix(prefix) && !(goesOn && $0.lowercased() == prefix)
        }
        guard prefix.count >= 3, !symbols.contains(where: { $0.lowercased().hasPrefix(prefix) }) else { return symbols + firstWords }
        return UnitCatalog.all.flatMap { [$0.name] + $0.aliases }.filter { !$0.contains(" ") && $0.lowercased().hasPrefix(prefix) }
            + firstWords
    }

    /// The first words of the units' spellings of several words that are no unit alone (`sq`,
    /// `square`, `cubic`, `fl`, `fluid`, `nautical`…), once each, in the catalog's order.
    private static let severalWordsStarts: [String] = {
        var seen = Set<String>()
        return UnitCatalog.all.flatMap { [$0.symbol, $0.name] + $0.aliases }.compactMap { spelling in
            spelling.split(separator: " ").first.flatMap { spelling.contains(" ") ? String($0) : nil }
        }.filter { UnitCatalog.find($0) == nil && seen.insert($0.lowercased()).inserted }  // `miles` (per hour) is a unit already
    }()

    /// The later words of a unit of several, after a number (`5 imp g` → `gal`, `5 survey ` →
    /// `ft`, `mi`), from the start of the word being typed: of the symbols that go on so, else
    /// (`5 sq f` → `ft`, `5 cubic ` → `feet`, `meters`…) of the spellings of several words;
    /// nil when none does.
    private static func laterWordsOfAUnit(_ typed: ArraySlice<Substring>, endsInBlank: Bool, ofKind kind: UnitKind? = nil) -> [String]? {
        let text = typed.joined(separator: " ") + (endsInBlank ? " " : "")
        let head = text[..<(text.lastIndex(of: " ").map(text.index(after:)) ?? text.startIndex)].lowercased()
        let units = UnitCatalog.all.indices.filter { kind == nil || UnitCatalog.kinds[$0] == kind }.map { UnitCatalog.all[$0] }
        let rests = { (spellings: [String]) in spellings.filter { $0.lowercased().hasPrefix(head) }.map { String($0.dropFirst(head.count)) } }
        let symbols = rests(units.map(\.symbol))
        guard symbols.isEmpty else { return symbols }
        let names = rests(units.flatMap { ([$0.name] + $0.aliases).filter { $0.contains(" ") } })
        return names.isEmpty ? nil : names
    }

    /// The connectors offered after a unit where the output may follow: every one a line takes
    /// (`to`, `in`, `as`, `->`, `→`, `=>`, `>`; only some were, where README says all work).
    /// Where the locale is not UTF-8, `→` is left out with the other candidates it cannot show.
    static let connectorWords = UnitPair.connectors

    /// True when `word` is a number as a line reads one (`5`, `-40`, `1.5e-4`).
    private static func isNumber(_ word: Substring) -> Bool {
        var text = String(word)
        return text.withUTF8 { NumberToken.mayBeNumber($0) && NumberToken.shape($0) != nil }
    }
}
