/// A rate said in words around `per` (`5 m per s`, `5 mph to kmm per hour`, `5 litres per km`)
/// that the line's reader did not take: the unit it is written as, the slip in it, or why no
/// unit is that rate. On the error path only: `unknownUnit` and the reader ask these.
extension UnitPair.Reader {
    /// `5 m per s`, `5 nautical mile per hour`, `5 miles per galon`: a rate said in words around
    /// `per` at word `index`, where its unit has a slash. The units on each side are read whole
    /// (`nautical mile`, not `mile`: it offered mile/hour, mph, for knots; `m per s` before a
    /// second `per`; a count before the unit below: `per 100 km`), and the rate as
    /// `UnitCatalog.find` reads one said in words; a word after `per` that is no unit is the one
    /// named (`galon`: it said what `per` is), and the rate its suggestion makes said to be none
    /// either (`5 mi per minn` offered `min`, refused too); nil when no unit is before `per`.
    func rateInWords(at index: Int) -> UnitPair.Problem? {
        guard index < words.count, words[index].text.lowercased() == "per" else { return nil }
        let text = { (range: Range<Int>) in self.words[range].map(\.text).joined(separator: " ") }
        let unit = { (ranges: [Range<Int>]) in ranges.lazy.map(text).first { UnitCatalog.find($0) != nil } }
        // Up to five words: a rate said in words before the last `per` (`L per 100 km per 100 km`: it named km/100km).
        guard index + 1 < words.count, let before = unit([5, 4, 3, 2, 1].filter { $0 <= index }.map { (index - $0)..<index }),
              let from = UnitCatalog.find(before) else { return nil }
        // `5 gallons per 100 miles`: a count before the unit below (as L/100km is written).
        let count = index + 2 < words.count ? UnitCatalog.count(words[index + 1].text) : nil
        let first = index + 1 + (count == nil ? 0 : 1)
        let said = { (after: String) in before + " per " + (count.map { $0 + " " } ?? "") + after }
        guard let after = unit([2, 1].filter { first + $0 <= words.count }.map { first..<(first + $0) }),
              let to = UnitCatalog.find(after) else {
            // `5 miles per galon`, `5 L per 100 kmm`: the word after `per` (and the count) is the unit written wrong.
            guard first < words.count, case let next = words[first], next.text.lowercased() != "per", !UnitPair.isConnector(next.text)
            else { return nil }
            if let (spelled, to) = UnitCatalog.nearestSpelling(for: next.text), UnitCatalog.find(said(spelled)) == nil {
                return noRate(from, to, count: count, at: next, lead: "did you mean '\(VisibleText.of(spelled))'? '"
                    + VisibleText.of(said(spelled)) + "' is no unit here either: ")
            }
            return unknownUnit(next, context: .alone)
        }
        if let rate = UnitCatalog.find(said(after)) {
            return UnitPair.Problem(reason: .unknownUnit(visible(words[index]), hint: "a rate is written with a slash here: "
                + VisibleText.of(UnitCatalog.unit(rate).symbol)), offset: words[index].start)
        }
        return noRate(from, to, count: count, at: words[index], lead: nil)
    }

    /// `5 min per km`: the error at `word` for a rate of `from` per `to` (`count` of them) that no
    /// spelling nor value names (it listed the units of time). A volume per distance is fuel
    /// economy's reciprocal (`5 litres per km`: it was an area): its units are named, since a
    /// units file's `L / km` is an area too.
    /// `lead` begins the hint in place of what a line takes (a suggestion that makes no rate either).
    private func noRate(_ from: UnitID, _ to: UnitID, count: String?, at word: UnitPair.Word, lead: String?) -> UnitPair.Problem {
        let symbols = UnitCatalog.unit(from).symbol + "/" + (count ?? "") + UnitCatalog.unit(to).symbol
        return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: Self.noRateHint(from, to, written: VisibleText.of(symbols), lead: lead)),
                                offset: word.start)
    }

    /// Why no unit is `from` per `to`, written `written` (`mi/L`), said or typed with a slash:
    /// a kind's reciprocal's units (`litres per km`: fuel economy's), else a units file can define
    /// it, after the units of the kind it would be, when there is one (`miles per litre`: fuel
    /// economy's, which it did not name), listed when they are few. `lead` begins the hint in
    /// place of what a line takes.
    static func noRateHint(_ from: UnitID, _ to: UnitID, written: String, lead: String?) -> String {
        let listed = { (kind: UnitKind) -> String in
            let units = UnitCatalog.all.filter { $0.kind == kind }.map { VisibleText.of($0.symbol) }
            guard units.count > 1, units.count <= 6 else { return "'units \(kind.name)' lists the units of \(kind.name)" }
            return "\(kind.name) is written " + units.dropLast().joined(separator: ", ") + " or " + units.last! + " here"
        }
        if let kind = UnitCatalog.reciprocalKind(of: from, per: to) {
            return (lead ?? "a line takes the units 'units' lists: ") + listed(kind)
        }
        return (lead ?? "a line takes the units 'units' lists, not expressions of them: ")
            + (UnitCatalog.rateKind(of: from, per: to).map { listed($0) + "; " } ?? "")
            + "a units file can define \(written) (docs/GUIDE.md, Your own units)"
    }

    /// `5 mi perr hour`, `5 km perhour`, `5 km an hour`: `per` written wrong (one letter off), glued
    /// to the unit below, or said `a`/`an` (as `miles an hour` is a spelling), at word `index`,
    /// between units whose rate said with `per` is a unit: that rate suggested whole (it listed the
    /// units of length); nil otherwise.
    func misspeltPer(at index: Int) -> UnitPair.Problem? {
        let lowered = words[index].text.lowercased()
        guard index > 0, lowered != "per", let before = (1...min(3, index)).reversed().lazy.compactMap({ count -> Int? in
            UnitCatalog.find(self.words[(index - count)..<index].map(\.text).joined(separator: " ")) != nil ? index - count : nil
        }).first else { return nil }
        let unitBefore = words[before..<index].map(\.text).joined(separator: " ")
        // Glued (`perhour`), or a word of its own, the unit below in the next word or two.
        var belows: [(text: String, last: Int)] = []
        if lowered.hasPrefix("per"), lowered.count > 3 {
            belows = [(String(words[index].text.dropFirst(3)), index)]
        }
        if lowered == "an" || lowered == "a" || UnitCatalog.editDistance(Array(lowered.unicodeScalars), Array("per".unicodeScalars), limit: 1) == 1 {
            belows += [2, 1].filter { index + $0 < words.count }.map { count in
                (words[(index + 1)...(index + count)].map(\.text).joined(separator: " "), index + count)
            }
        }
        guard let (phrase, rate, last) = belows.lazy.compactMap({ below -> (String, UnitID, Int)? in
            let phrase = unitBefore + " per " + below.text
            return UnitCatalog.find(phrase).map { (phrase, $0, below.last) }
        }).first else { return nil }
        return UnitPair.Problem(reason: .unknownUnit(words[before...last].map(visible).joined(separator: " "),
                                                     hint: "did you mean '\(VisibleText.of(phrase))' (\(UnitCatalog.unit(rate).symbol))?"),
                                offset: words[before].start)
    }

    /// `5 mph to kmm per hour`, `5 kmm per hour`, `5 mph to km per hourr`: a rate said in words,
    /// its unit before `per` the `used` words from word `index`, written wrong on either side,
    /// suggested whole (`km per hour`) where a word alone suggested a unit of its own (`kmh`) or
    /// none, or the unit before `per` was read alone (km, a length, for a speed); nil when the
    /// phrase suggests nothing.
    func misspeltRate(at index: Int, used: Int = 1, context: UnitCatalog.SuggestionContext) -> UnitPair.Problem? {
        let per = index + used
        guard per + 1 < words.count, words[per].text.lowercased() == "per" else { return nil }
        // Units on both sides, each found: a rate no unit is, not a slip (`5 mph to m per h` offered
        // `mi per h`, mph; `km per d` km/h): `rateInWords` says so.
        let below = words[(per + 1)...].map(\.text).drop { UnitCatalog.count($0) != nil }  // after a count (`per 100 mi`)
        if UnitCatalog.find(words[index..<per].map(\.text).joined(separator: " ")) != nil,
           let first = below.first, UnitCatalog.find(first) != nil { return nil }
        // The source's context is read from the words after it, which are the rate's here: alone too.
        // A phrase that is the source itself is no slip of a short symbol (`5 mpg to miles per gallonn`).
        var contexts = index == 0 ? [context, .alone] : [context]
        if case .kind(let kind, .some) = context { contexts.append(.kind(kind)) }
        for count in [2, 1] where per + 1 + count <= words.count {
            let phrase = words[index..<(per + 1 + count)]
            guard let hint = contexts.lazy.compactMap({ UnitCatalog.hint(for: phrase.map(\.text).joined(separator: " "), context: $0) })
                .first(where: { $0.hasPrefix("did you mean") }) else { continue }
            return UnitPair.Problem(reason: .unknownUnit(phrase.map(visible).joined(separator: " "), hint: hint), offset: words[index].start)
        }
        return nil
    }
}
