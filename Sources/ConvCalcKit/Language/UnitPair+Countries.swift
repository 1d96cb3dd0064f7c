/// The problems of a country word (US, UK, imp, imperial, and the words for them the catalog
/// does not read: british, usa, american) before or after a unit: which unit it belongs to, and
/// what to write.
extension UnitPair.Reader {
    /// The problem of a country after a unit (`1 cup UK`, `1 cwt imp`, `5 gal british`): the unit has
    /// no measure of it, or its names say it already, or a second country is written; nil when
    /// `word` is no country after a unit. Not after the connector `in` (`5 km in US mi`: it said
    /// inches have no US measure).
    func countryAfterUnit(_ word: UnitPair.Word) -> UnitPair.Problem? {
        guard let index = words.firstIndex(where: { $0.start == word.start }), index > 0,
              Self.countryWords.contains(word.text.lowercased()), index == 1 || !UnitPair.isConnector(words[index - 1].text),
              // The unit before it, of two words or one (`survey ft US`: it named ft).
              let (unit, unitStart) = [2, 1].lazy.compactMap({ (count: Int) -> (UnitID, Int)? in
                  guard index >= count else { return nil }
                  return UnitCatalog.find(words[(index - count)..<index].map(\.text).joined(separator: " ")).map { ($0, index - count) }
              }).first else { return nil }
        let typed = words[unitStart..<index].map(\.text).joined(separator: " ")
        // A second country (`5 US gal UK`): one is the unit's (it read imperial gallons, once).
        let before = [unitStart, unitStart - 1].first { $0 >= 0 && $0 < index - 1 && Self.countryWords.contains(words[$0].text.lowercased()) }
        if let before {
            let unitText = words[(before + 1)..<index].map(visible).joined(separator: " ")
            if Self.sameCountry(words[before].text, word.text) {  // `5 UK gal UK`
                return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "the country is written twice; a unit takes"
                    + " it once: \(visible(words[before])) \(unitText) or \(unitText) \(visible(word))"), offset: word.start)
            }
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "a unit takes one country:"
                + " \(visible(words[before])) \(unitText) or \(unitText) \(visible(word))"), offset: word.start)
        }
        if index - unitStart == 2, Self.countryWords.contains(words[index - 1].text.lowercased()) {  // `5 gal US UK`
            let unitText = visible(words[unitStart])
            // One country twice, however written (`gal UK UK`, `gal UK imperial`: it offered two equal choices).
            if Self.sameCountry(words[index - 1].text, word.text) {
                return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "the country is written twice; a unit takes"
                    + " it once: \(unitText) \(visible(words[index - 1]))"), offset: word.start)
            }
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "a unit takes one country:"
                + " \(unitText) \(visible(words[index - 1])) or \(unitText) \(visible(word))"), offset: word.start)
        }
        let symbol = UnitCatalog.unit(unit).symbol, name = UnitCatalog.unit(unit).name
        let country = Self.countryAliases[word.text.lowercased()]
        // `5 gal british`: the country as the table writes it, for a unit of it (it said no imperial gallon is kept).
        if let country, let named = UnitCatalog.find(typed + " " + country), named != unit {
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "a country is written US, UK or imp here:"
                + " write \(country)"), offset: word.start)
        }
        // `5 hp imperial`, `5 survey ft US`, `5 gal american`: the unit's names say the country already.
        let folded = (country ?? word.text).lowercased(), names = [name] + UnitCatalog.unit(unit).aliases
        if names.contains(where: { $0.lowercased().split(separator: " ").contains { $0 == folded || $0 == "imperial" && folded == "imp" } }) {
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "\(symbol) is \(name) already; no country is"
                + " written after it"), offset: word.start)
        }
        // The imperial measures kept, as the catalog writes them (`pt UK` is imp pt).
        let imperial = ["pt", "qt", "gal", "fl oz", "gill", "bu"].compactMap { UnitCatalog.find($0 + " UK") }
            .map { UnitCatalog.unit($0).symbol }
        return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "no other \(symbol) is kept for"
            + " \(visible(word)): \(symbol) is \(name) alone; the imperial measures are "
            + imperial.joined(separator: ", ") + " (pt UK is imp pt)"), offset: word.start)
    }

    /// The problem of a country at word `index` before a misspelt unit (`5 us galon`, `5 US galon`,
    /// `5 L to us galon`): the two words' nearest spelling, when it is one of two words; nil
    /// otherwise. `us` alone was read as µs, and the units of time were listed, or a volume was
    /// refused as no time; `US` alone was said no unit.
    func misspeltAfterCountry(at index: Int, context: UnitCatalog.SuggestionContext) -> UnitPair.Problem? {
        guard index + 1 < words.count, UnitCatalog.isCountry(words[index].text.lowercased()),
              case let next = words[index + 1], UnitCatalog.find(next.text) == nil, mayBeUnit(next),
              !UnitCatalog.isCountry(next.text.lowercased()) else { return nil }
        // As typed, and with the country as the table writes it (`imp galon`: imperial gallon); the
        // unit's two words first (`imp fl ooz`: imp fl oz, where `imp fl` was offered `imp bu`).
        let country = UnitCatalog.countriesAfterUnits.first { $0.typed == words[index].text.lowercased() }?.written ?? ""
        let second = index + 2 < words.count && mayBeUnit(words[index + 2]) ? [words[index + 2]] : []
        for unitWords in [[next] + second, [next]] where unitWords.count == 1 || !second.isEmpty {
            let unit = unitWords.map(\.text).joined(separator: " ")
            let typed = [words[index].text + " " + unit, country + " " + unit]
            // The context may be the country's own reading (`us`: µs, a time), so any kind where it names none.
            let hints = [context, .alone].lazy.flatMap { context in typed.lazy.compactMap { UnitCatalog.hint(for: $0, context: context) } }
            if let hint = hints.first(where: Self.suggestsWords) {
                let shown = ([words[index]] + unitWords).map(visible).joined(separator: " ")
                return UnitPair.Problem(reason: .unknownUnit(shown, hint: hint), offset: words[index].start)
            }
        }
        return nil
    }

    /// The words a user writes for a country after a unit, folded: those the catalog reads
    /// (`UnitCatalog.countriesAfterUnits`) and those it answers with a hint only (`usa`, `british`).
    static let countryWords: Set<String> = Set(UnitCatalog.countriesAfterUnits.map(\.typed) + countryAliases.keys)

    /// True when two country words name one country: UK, imp and imperial alike (the imperial
    /// measures are the UK's), US, usa and american alike.
    static func sameCountry(_ one: String, _ other: String) -> Bool {
        let country = { (word: String) -> String in
            let folded = word.lowercased(), named = (countryAliases[folded] ?? folded).lowercased()
            return named == "us" ? "us" : "uk"
        }
        return country(one) == country(other)
    }

    /// The words for a country the catalog does not read, folded, each with the one it does.
    static let countryAliases = ["usa": "US", "british": "UK", "american": "US"]
}
