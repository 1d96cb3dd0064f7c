extension UnitPair {
    /// Reads one pair from the words of some bytes, by the grammar in `UnitPair`'s comment.
    ///
    /// Linear in its input: it splits at most `wordLimit` words, and looks each side up in at
    /// most `sideWordLimit` spans of them, so 8,000 words cost no more than the first few.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Where the bytes read end (a line's end, not the buffer's).
        let end: Int
        let place: Place
        /// The words from the start, arrows cut into words of their own.
        let words: [Word]
        /// True when the bytes hold more words than were split.
        let hasMore: Bool
        /// The bytes of every text looked up: the reader's work, which a test holds linear.
        private(set) var bytesLookedUp = 0

        /// The most words a pair may take: both sides at their longest and a connector.
        static let wordLimit = unitWordLimit + 1 + sideWordLimit

        /// The reader of the words in `bytes[start..<end]`.
        init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, place: Place) {
            self.bytes = bytes
            self.end = end
            self.place = place
            var words: [Word] = []
            var position = start
            while words.count < Reader.wordLimit {
                while position < end && LineBytes.isBlank(bytes[position]) { position += 1 }
                guard position < end else { break }
                let first = position
                position = LineBytes.tokenEnd(bytes, from: first, to: end)  // `6'2"`: marks cut off
                if let mark = LineBytes.gluedPrime(bytes, first, position) {  // `6′2″`: feet and inches
                    // `30′ to °`: the prime sign before an angle's unit is arcminutes (″ arcseconds).
                    // Two primes are the double prime (`30′′ to arcmin`: arcseconds), two curly apostrophes the quote.
                    let typed = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<position]), as: UTF8.self)
                    let prime = ["′′": "″", "’’": "”"][typed] ?? typed
                    let angle = bytes[first] == 0xE2 && Reader.namesAnAngle(bytes, from: position, to: end)
                    words.append(Word(text: angle ? prime : mark, start: first, end: position))
                    continue
                }
                Reader.split(bytes, first, position, into: &words)
            }
            while position < end && LineBytes.isBlank(bytes[position]) { position += 1 }
            hasMore = position < end
            self.words = words
        }

        /// True when a word of `bytes[start..<end]` names a unit of angle, an arrow glued before it or not.
        private static func namesAnAngle(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
            let angle = UnitKind(named: "angle")
            var position = start
            while position < end {
                while position < end && LineBytes.isBlank(bytes[position]) { position += 1 }
                let first = position
                while position < end && !LineBytes.isBlank(bytes[position]) { position += 1 }
                var word = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<position]), as: UTF8.self)
                // An arrow glued before the unit (`3′->°`, read as `3′ -> °`: it read feet to degrees).
                if let arrow = UnitPair.arrows.first(where: { word.hasPrefix($0) }) { word.removeFirst(arrow.count) }
                if let unit = UnitCatalog.find(word), UnitCatalog.kinds[Int(unit)] == angle { return true }
            }
            return false
        }

        /// The word `bytes[start..<end]` as words: `mi->km` is `mi`, `->`, `km`. The arrow split at
        /// is the first of `arrows` the rest of the word holds, at its first place there (`a>b->c`
        /// is `a>b`, `->`, `c`); a word that is one arrow stays whole. One pass over the bytes:
        /// searching the rest again at each arrow made `5 mi>>>…>km` quadratic (8,000 `>` took 8 s).
        private static func split(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, into words: inout [Word]) {
            let word = { (from: Int, to: Int) in
                Word(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self), start: from, end: to)
            }
            // Most words: no arrow, no search (it cost a third of a conversion); invalid UTF-8 stays one word, shown escaped.
            guard mayHoldArrow(bytes, start, end), String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]),
                                                          as: UTF8.self).utf8.count == end - start else {
                return words.append(word(start, end))
            }
            // Where each arrow starts, in order, and how far each list has been passed.
            let patterns = arrows.map { Array($0.utf8) }
            var places = patterns.map { _ in [Int]() }, passed = patterns.map { _ in 0 }
            for index in start..<end {
                for (kind, pattern) in patterns.enumerated()
                where index + pattern.count <= end && bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                    places[kind].append(index)
                }
            }
            var rest = start
            while rest < end {
                var found: (at: Int, end: Int)?
                for kind in patterns.indices {
                    while passed[kind] < places[kind].count && places[kind][passed[kind]] < rest { passed[kind] += 1 }
                    if passed[kind] < places[kind].count {
                        let at = places[kind][passed[kind]]
                        found = (at, at + patterns[kind].count)
                        break
                    }
                }
                guard let (at, arrowEnd) = found, !(at == rest && arrowEnd == end) else { return words.append(word(rest, end)) }
                if at > rest { words.append(word(rest, at)) }
                words.append(word(at, arrowEnd))
                rest = arrowEnd
            }
        }

        /// True when `bytes[start..<end]` holds a `>` or the first byte of `→`: every arrow does.
        private static func mayHoldArrow(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
            for index in start..<end where bytes[index] == UInt8(ascii: ">") || bytes[index] == 0xE2 { return true }
            return false
        }

        /// The pair at the first word; nil when the words start no pair (in a line: a key, a
        /// number, or a word that cannot be a unit). Throws when they start one but name no
        /// unit where one is needed, or units of two kinds.
        mutating func read() throws(Problem) -> Reading? {
            guard !words.isEmpty else { return nil }
            guard var (source, count) = longest(from: 0, limit: unitWordLimit, { UnitCatalog.find($0) }) else {
                return try unknownSource()
            }
            // `5 gal imp gal`, `1 gal imp pt`: the country may follow a unit (`gal imp`, imperial
            // gallons) or come before the next (`imp pt`, as the table writes it); when it makes a unit
            // of the source's kind with the words after it, the unit before it is the source (it read
            // 5 imperial gallons, to US gallons, and 1 imp gal to US pints, 9.61 where 6.66 was asked).
            // Not when that reading leaves words the first did not (`gal UK gal US`: imperial to US
            // gallons, all four words; gal to `UK gal` left US over).
            if count > 1, case let country = words[count - 1].text.lowercased(),
               UnitCatalog.isCountry(country),
               let shorter = UnitCatalog.find(words[0..<(count - 1)].map(\.text).joined(separator: " ")),
               let (output, outputWords) = longest(from: count - 1, limit: unitWordLimit, { UnitCatalog.find($0) }),
               UnitCatalog.kinds[Int(output)] == UnitCatalog.kinds[Int(shorter)], output != shorter {
                let longer = longest(from: count, limit: unitWordLimit, { UnitCatalog.find($0) })
                let (shorterEnd, longerEnd) = (count - 1 + outputWords, count + (longer?.1 ?? 0))
                // Two readings of one conversion are one (`1 gal US pt`: US gallons to US pints either way).
                if let (target, _) = longer, shorterEnd == longerEnd, Converter(from: source, to: target) != nil,
                   (shorter, output) != (source, target) {
                    // Both read whole (`5 gal UK gal`: US to imperial gallons, or imperial to US; two
                    // sessions' users each expected one): neither is guessed.
                    throw countryEitherWay(at: count - 1, shorter: (shorter, output), longer: (source, target), end: shorterEnd)
                }
                if shorterEnd > longerEnd { (source, count) = (shorter, count - 1) }
            }
            guard count < words.count else { return Reading(source: source, converter: nil, count: count) }
            let next = words[count]
            if let stray = strayConnector(at: next) ?? separator(at: count) { throw strayConnectorProblem(stray, after: source, at: count) }
            if UnitPair.isConnector(next.text) {
                // `5 mi -> in km`: `in` is the connector written again, not inches, when a unit follows it.
                var doubled = false
                // A unit of the source's kind follows, not a key (`5 ft to in C 3`), or a key that is such a unit
                // where the connector is no output of the source (`-40 F in in C`: inches are no temperature).
                if count + 2 < words.count, UnitPair.isConnector(words[count + 1].text), isOutput(source, from: count + 2) {
                    doubled = !(place == .line && isKey(words[count + 2])) || !isOutput(source, from: count + 1)
                }
                if !doubled, count + 1 < words.count, let (named, used) = output(source, from: count + 1) {
                    // `5 L to us galon`: `us` (µs) then a misspelt unit is a country and the unit.
                    let kind = UnitCatalog.SuggestionContext.kind(UnitCatalog.kinds[Int(source)], except: source)
                    if used == 1, let country = misspeltAfterCountry(at: count + 1, context: kind) { throw country }
                    // `5 mph to km per hourr`, `5 mph to km per min`: a rate said in words, written wrong or none,
                    // not the unit before `per` of another kind (it said "cannot convert speed to length").
                    if case .failure = named, let rate = misspeltRate(at: count + 1, used: used, context: kind)
                        ?? rateInWords(at: count + 1 + used) { throw rate }
                    // `5 L to us gal:`: not µs, of another kind, but a country before a unit written wrong.
                    if used == 1, case .failure = named, UnitCatalog.isCountry(words[count + 1].text.lowercased()),
                       count + 2 < words.count, mayBeUnit(words[count + 2]) {
                        throw unknownUnit(words[count + 2], context: kind)
                    }
                    return Reading(source: source, converter: named, count: count + 1 + used)
                }
                let unitFollows = count + 1 < words.count && !(place == .line && isKey(words[count + 1]))
                // `ft in`: the connector `in` is the output itself when no unit follows.
                if !unitFollows, let named = Converter.named(from: source, to: next.text) {
                    // `5 in in`: inches written again, or `in` with its unit left out; no pair either way.
                    if case .success(let converter) = named, converter.from == converter.to, converter.compound == nil {
                        throw unitTwice(next, after: count, used: 1)
                    }
                    return Reading(source: source, converter: named, count: count + 1)
                }
                guard unitFollows else {
                    throw Problem(reason: .missingUnit(example: example(source, next.text, to: nil)), offset: next.end)
                }
                if UnitPair.isConnector(words[count + 1].text) {
                    // `5 m to in ft`: inches then more parts of an output in parts, smaller first (it
                    // offered `5 m to ft`, the inches dropped as the connector written twice).
                    let parts = words[(count + 1)...].prefix(3).prefix { UnitCatalog.find($0.text) != nil }
                    if parts.count > 1, case let units = parts.compactMap({ UnitCatalog.find($0.text) }),
                       let (compound, used) = CompoundUnit.writtenApart(units.reversed()), used == units.count,
                       compound.kind == UnitCatalog.kinds[Int(source)] {
                        let text = VisibleText.of(UnsafeBufferPointer(rebasing: bytes[words[0].start..<parts.last!.end]))
                        throw Problem(reason: .partsWrittenApart(text, compound: compound.symbol), offset: words[0].start)
                    }
                    // The whole output, however many words (`imp gal`, `oz t`), else the word typed (escaped),
                    // after every connector written again but a last word (`convert mi to >> km`: km; it
                    // offered `convert mi to >`, and `mi > -> in km` read `in` as inches in a name only).
                    var at = count + 2
                    while at + 1 < words.count && UnitPair.isConnector(words[at].text) { at += 1 }
                    var target = at < words.count ? visible(words[at]) : nil
                    if let (named, used) = output(source, from: at) {
                        if case .success(let converter) = named { target = converter.outputSymbol } else {
                            target = words[at..<(at + used)].map(visible).joined(separator: " ")
                        }
                    }
                    // No unit typed after them (`1 GiB in to`): none made up (it wrote GB, as if typed).
                    throw Problem(reason: .connectorTwice(visible(words[count + 1]), example: example(source, next.text, to: target ?? "…")),
                                  offset: words[count + 1].start)
                }
                throw unknownUnit(words[count + 1], context: .kind(UnitCatalog.kinds[Int(source)], except: source))
            }
            if place == .line && isKey(next) { return Reading(source: source, converter: nil, count: count) }
            // Marks run together (`5'''`, `5'"`, `5′″`): no pair (it read inches to feet, feet to inches, an angle).
            // The same mark twice is the unit written again, below (`5""`: write it once).
            if count > 0, words[count - 1].end == next.start, Self.isMark(words[count - 1].text), Self.isMark(next.text),
               UnitCatalog.find(words[count - 1].text) != UnitCatalog.find(next.text) {
                throw Problem(reason: .markAfterMark(visible(next)), offset: next.start)
            }
            if let (named, used) = output(source, from: count) {
                // `5 mi t km`: a connector cut short, not tonnes (it said length cannot be converted to mass).
                if case .failure = named, let (connector, targetWords) = Self.cutConnector(words.map(\.text), at: count) {
                    let target = words[(count + 1)...(count + targetWords)].map(visible).joined(separator: " ")
                    throw Problem(reason: .unknownConnector(visible(next), example: example(source, connector, to: target)), offset: next.start)
                }
                // No connector, and the same unit again (`5" "`, `6″″`: it converted inches to inches,
                // or read the marks as arcseconds): a slip, not a pair.
                if case .success(let converter) = named, converter.from == converter.to, converter.compound == nil {
                    throw unitTwice(next, after: count, used: used)
                }
                return Reading(source: source, converter: named, count: count + used)
            }
            if place == .line && !mayBeUnit(next) { return Reading(source: source, converter: nil, count: count) }
            throw unknownUnit(next, context: .kind(UnitCatalog.kinds[Int(source)], except: source))
        }

        /// The refusal of the unit written again at `next`, after the `count` words of the first and
        /// taking `used` words.
        private func unitTwice(_ next: Word, after count: Int, used: Int) -> Problem {
            let written = words[0..<count].map(visible).joined(separator: " ")
            // A converter's name keeps the words after the unit written again (`convert ms ms => mo`:
            // it offered `convert ms`, refused, and its hint ms to s); with none, the unit as written
            // to its everyday other (`convert gal US gal`: convert gal US to L, as a line keeps `gal US`).
            let tail = words[(count + used)...].map(visible).joined(separator: " ")
            let source = UnitCatalog.find(words[0..<count].map(\.text).joined(separator: " "))
            let everyday = source.flatMap { UnitCatalog.unit($0).everyday } ?? "…"
            let name = "convert \(written) " + (tail.isEmpty ? "to \(everyday)" : tail)
            return Problem(reason: .unitTwice(visible(next), example: place == .name ? name : "5 \(written)"), offset: next.start)
        }

        /// The refusal of the country at word `index` that belongs to the unit before it or after it,
        /// the pair ending at word `end`: each reading written with `to` before or after the country.
        private func countryEitherWay(at index: Int, shorter: (UnitID, UnitID), longer: (UnitID, UnitID), end: Int) -> Problem {
            let typed = words[..<end].map(visible)
            func written(toAt cut: Int) -> String {
                (place == .name ? "convert " : "5 ") + (typed[..<cut] + ["to"] + typed[cut...]).joined(separator: " ")
            }
            func said(_ pair: (UnitID, UnitID)) -> String { UnitCatalog.unit(pair.0).name + " to " + UnitCatalog.unit(pair.1).name }
            return Problem(reason: .countryEitherWay(visible(words[index]), first: CountryReading(said: said(shorter), example: written(toAt: index)),
                                                     second: CountryReading(said: said(longer), example: written(toAt: index + 1))),
                           offset: words[index].start)
        }

        /// True for a foot, inch or angle mark alone (`'`, `''`, `"`, `′`, `″`, `’`, `”`).
        static func isMark(_ text: String) -> Bool {
            !text.isEmpty && text.count <= 2 && text.allSatisfy { "'\"′″’”".contains($0) }
        }

        /// True when the words from `index` name an output `source` converts to.
        private mutating func isOutput(_ source: UnitID, from index: Int) -> Bool {
            if case .success? = output(source, from: index)?.0 { true } else { false }
        }

        /// The output after `source` named by the most words from `index`, and how many.
        private mutating func output(_ source: UnitID, from index: Int) -> (Result<Converter, LineError.Reason>, Int)? {
            longest(from: index, limit: sideWordLimit) { Converter.named(from: source, to: $0) }
        }

        /// What `name` finds in the most words (up to `limit`, joined by a space) from `index`,
        /// and how many words it took. Spans longer than a unit are tried only when they
        /// hold a `+`, as only a compound is that long.
        mutating func longest<Found>(from index: Int, limit: Int, _ name: (String) -> Found?) -> (Found, Int)? {
            guard index < words.count else { return nil }
            for count in stride(from: min(limit, words.count - index), through: 1, by: -1) {
                if count > unitWordLimit && !words[index..<(index + count)].contains(where: { $0.text.contains("+") }) {
                    continue
                }
                // Joined by appending: the generic `joined(separator:)` made its types' metadata at
                // run time, 0.17 M instructions on a start's first conversion.
                var text = words[index].text
                for word in words[(index + 1)..<(index + count)] { text += " " + word.text }
                bytesLookedUp += text.utf8.count
                if let found = name(text) { return (found, count) }
            }
            return nil
        }

        /// True when `word` is a key or a command of the language (`C`, `swap`, `help`).
        func isKey(_ word: Word) -> Bool {
            Words.typedWord(UnsafeBufferPointer(rebasing: bytes[word.start..<word.end])) != nil
        }

        /// True when `word` may have been meant as a unit: it holds a letter (or a character
        /// beyond ASCII, not an invalid byte), is no number (`1e3`), key or connector, and no
        /// other hint explains it (`q` is for quit).
        func mayBeUnit(_ word: Word) -> Bool {
            NumberToken.shape(UnsafeBufferPointer(rebasing: bytes[word.start..<word.end])) == nil
                && word.text.unicodeScalars.contains(where: { ($0 != "\u{FFFD}" && !$0.isASCII) || $0.properties.isAlphabetic })
                && !isKey(word) && !UnitPair.isConnector(word.text)
                && KeyHint.nonUnitHint(for: word.text) == nil
        }

        /// The word as it may be shown: escaped from its raw bytes.
        func visible(_ word: Word) -> String {
            VisibleText.of(UnsafeBufferPointer(rebasing: bytes[word.start..<word.end]))
        }
    }
}
