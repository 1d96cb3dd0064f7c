extension UnitPair.Reader {
    /// The first word is no unit: nil when it cannot have been meant as one (a key, a number,
    /// `q`; in a line, one character with no unit or connector after it, as `5 x` is as likely
    /// a key mistyped; in a name, one word that no hint explains), else an unknown unit, with a
    /// suggestion that fits the other side of the pair.
    mutating func unknownSource() throws(UnitPair.Problem) -> UnitPair.Reading? {
        let first = words[0]
        if let compound = UnitCatalog.compound(first.text) { throw outputOnly(compound, at: first) }
        let connected = words.count > 1 && (UnitPair.isConnector(words[1].text) || strayConnector(at: words[1]) != nil
            || UnitCatalog.find(words[1].text) != nil || mayBeUnit(words[1]))
        if let signs = gluedSigns(first) { throw signs }
        guard mayBeUnit(first), place == .name || first.text.count > 1 || connected else { return nil }
        let context = otherSide(after: 0)
        if place == .name && words.count == 1 && UnitCatalog.hint(for: first.text, context: context) == nil {
            // `convert mitokm`: units glued to a connector, as a line says (it said no converter is named so);
            // `convert ft;in`, an answer in parts.
            if let glued = gluedProblem(first) ?? partsSeparated(first) { throw glued }
            return nil  // one word that no hint explains: the caller says what a converter's name is
        }
        throw unknownUnit(first, context: context)
    }

    /// The error for a compound (`ft+in`) where a value's unit is expected, with it as an output
    /// (`1000 in to ft+in`), a value in its parts written out (`5 ft 10 in`), and the number
    /// typed in its first part, then `to` the unit the words after it name, if any (`5 ft to m`).
    private mutating func outputOnly(_ compound: CompoundUnit, at word: UnitPair.Word) -> UnitPair.Problem {
        var next = 1
        if next < words.count && UnitPair.isConnector(words[next].text) { next += 1 }
        let target = longest(from: next, limit: UnitPair.unitWordLimit) { UnitCatalog.find($0) }
        let to = target.map { " to " + UnitCatalog.unit($0.0).symbol } ?? ""
        let asOutput = compound.conversionExample
        if place == .name {
            // A converter's name has no value: from one of its units (`convert ft+in to m`: convert in to m).
            let last = UnitCatalog.unit(compound.lastPart)
            let other = target.map { UnitCatalog.unit($0.0).symbol } ?? last.everyday ?? UnitCatalog.unit(compound.parts[0]).symbol
            let from = other == last.symbol ? UnitCatalog.unit(compound.parts[0]).symbol : last.symbol  // `h+min+s to s`: from h
            return UnitPair.Problem(reason: .outputOnlyInName(compound.symbol, asOutput: "convert \(other) to \(compound.symbol)",
                                                              from: "convert \(from) to \(other)"), offset: word.start)
        }
        // The number typed is the first part's (`7 ft+in to m`: 7 ft; it offered 5 ft 10 in, another value).
        let typed = "5 \(UnitCatalog.unit(compound.parts[0]).symbol)" + to
        return UnitPair.Problem(reason: .outputOnly(compound.symbol, asOutput: asOutput, inParts: compound.valueInPartsExample, typed: typed),
                                offset: word.start)
    }

    /// The text typed from `word` to the next blank when it is arrows or signs meant to join
    /// two units that are no connector (`=`, `-->`, `==>`, `>>`, `-`, `<-`, `:`, and the
    /// arrows and dashes of Unicode: `⇒`, `⟶`, `➔`, `—>` as autocorrect writes `-->`); nil
    /// otherwise. Every place refuses them alike, rather than as an unknown key in a line and
    /// a unit in a name.
    func strayConnector(at word: UnitPair.Word) -> String? {
        var end = word.start, ascii = true
        while end < self.end && !LineBytes.isBlank(bytes[end]) {
            switch bytes[end] {
            case UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "~"), UInt8(ascii: ":"), UInt8(ascii: "<"): break
            case 0x80...: ascii = false  // an arrow or a dash, or not: said by its scalars below
            default: return nil
            }
            end += 1
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[word.start..<end]), as: UTF8.self)
        guard end > word.start, ascii || text.unicodeScalars.allSatisfy(Self.mayJoinUnits), !UnitPair.isConnector(text)
        else { return nil }
        return text
    }

    /// A mark typed alone between two units where a connector goes (`5 mi , km`, `5 mi | km`,
    /// `5 mi . km`, `5 mi ≥ km`): the mark, when the words after it name a unit; nil otherwise
    /// (`5 mi ; 3 ft` is two conversions, `5 mi .` a sentence's end, `5 mi / h` a speed).
    mutating func separator(at index: Int) -> String? {
        guard Self.separators.contains(words[index].text), index + 1 < words.count,
              longest(from: index + 1, limit: UnitPair.unitWordLimit, { UnitCatalog.find($0) }) != nil else { return nil }
        return words[index].text
    }

    /// The marks `separator` takes for a connector meant.
    private static let separators: Set<String> = [",", ";", ".", "|", "||", "&", "≥", "≤", "≈", "≡", "⇔", "::"]

    /// True for a hyphen, a dash (U+2010 to U+2015) or the minus sign (U+2212).
    static func isDash(_ scalar: Unicode.Scalar) -> Bool { UnitPair.isDash(scalar) }

    /// True for a sign or an arrow one may join two units with: the ASCII ones above, Unicode's
    /// dashes and minus (`isDash`) and its arrows (Arrows, Supplemental Arrows-A and -B, and the
    /// dingbat arrows).
    private static func mayJoinUnits(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return "=>-~:<".unicodeScalars.contains(scalar) || isDash(scalar) || (0x2190...0x21FF).contains(value)
            || (0x27F0...0x27FF).contains(value) || (0x2794...0x27BF).contains(value) || (0x2900...0x297F).contains(value)
    }

    /// The refusal of the stray connector `stray` (the word at `index`) after `source`: the pair
    /// written with `to`, to the unit typed after it when it names one of the kind (`mi = km`:
    /// mi to km), else to the source's everyday other unit. In a line, a minus before a number
    /// (`5 ft - 2 in`) asks for a difference, which convcalc does not work out.
    mutating func strayConnectorProblem(_ stray: String, after source: UnitID, at index: Int) -> UnitPair.Problem {
        let word = words[index], strayEnd = word.start + stray.utf8.count
        // The first word after the stray text (`>>` is read as two arrows).
        var after = words[index...].firstIndex { $0.start >= strayEnd } ?? words.count
        if place == .line, stray.unicodeScalars.allSatisfy(Self.isDash), after < words.count,
           words[after].text.first.map({ $0.isASCII && ($0.isNumber || $0 == ".") }) == true {
            return UnitPair.Problem(reason: .unknownKeyWithHint(stray, hint: "convcalc does no arithmetic: write the difference in one unit"),
                                    offset: word.start)
        }
        // A sentence's mark standing alone (`5 m = ? ft`) is passed over.
        while after < words.count && !words[after].text.isEmpty && words[after].text.allSatisfy({ "?!.,;:".contains($0) }) { after += 1 }
        // The unit typed after it, kept even of another kind (`5 lb = m`: 5 lb to m, whose own
        // refusal says so; it wrote the everyday kg in its place), past an arrow (`0 °C - > K`).
        while after < words.count && UnitPair.arrows.contains(words[after].text) { after += 1 }  // not `in`: inches too
        // A connector word written too, when a unit follows it (`5 mi = in km`: km, not inches).
        if after + 1 < words.count, UnitPair.isConnector(words[after].text),
           longest(from: after + 1, limit: UnitPair.unitWordLimit, { UnitCatalog.find($0) }) != nil { after += 1 }
        var target: String?
        // `1.8 m = ft + in?`: the rest of the line names the output whole once a sentence's mark
        // is dropped (the longest reading took `ft` alone).
        let rest = UnitPair.Reader.withoutSentenceMark(words[after...].prefix(UnitPair.sideWordLimit).map(\.text).joined(separator: " "))
        if case .success(let converter)? = Converter.named(from: source, to: rest) {
            target = converter.outputSymbol
        } else if let (named, used) = longest(from: after, limit: UnitPair.sideWordLimit, { Converter.named(from: source, to: $0) }) {
            if case .success(let converter) = named { target = converter.outputSymbol }
            else { target = words[after..<(after + used)].map(visible).joined(separator: " ") }
        } else if let (_, used) = longest(from: after, limit: UnitPair.unitWordLimit, { UnitCatalog.find($0) }) {
            target = words[after..<(after + used)].map(visible).joined(separator: " ")
        } else if after < words.count {
            // `5280 ft = mi.`, `1.8 m = ft+in?`: a sentence's end after it (the everyday unit, m or ft,
            // took its place). A word typed there that names no output is not replaced by one.
            let bare = UnitPair.Reader.withoutSentenceMark(words[after].text)
            if !bare.isEmpty, UnitCatalog.find(bare) != nil || UnitCatalog.compound(bare) != nil { target = VisibleText.of(bare) }
            guard target != nil else { return UnitPair.Problem(reason: .unknownConnector(stray, example: ""), offset: word.start) }
        }
        // No target typed (`5 ft -`): the everyday one is an example, not the user's line (it was offered as one).
        return UnitPair.Problem(reason: .unknownConnector(stray, example: offeredPair(source, "to", to: target).map { (target == nil ? "e.g. " : "") + $0 } ?? ""),
                                offset: word.start)
    }

    /// `example`, where a connector was slipped, unless `target` names an output of another kind
    /// than `source` (`convert kW - h to MJ` offered `convert kW to h`, power to time, where the
    /// line, checking its offer, gave none): every place offers alike.
    func offeredPair(_ source: UnitID, _ connector: String, to target: String?) -> String? {
        if let target, case .failure? = Converter.named(from: source, to: target) { return nil }
        return example(source, connector, to: target)
    }

    /// A pair written right, for a hint, of the user's own `source`, `connector` and `target`
    /// (else the source's everyday other unit): `convert mi to km` in a converter's name, `5 kg
    /// to lb` in a line (the number is not the reader's to know: 5 stands for it).
    func example(_ source: UnitID, _ connector: String, to target: String?) -> String {
        let unit = UnitCatalog.unit(source)
        let pair = "\(unit.symbol) \(connector) \(target ?? unit.everyday ?? "…")"
        return place == .name ? "convert " + pair : "5 " + pair
    }

    /// The converter the name's other words name, written right (`convert mi 10 km`: convert mi
    /// to km; `convert F 10`: F to its everyday other unit), else an example.
    private func namedWithout(_ number: UnitPair.Word) -> String {
        let units = words.filter { $0.start != number.start && !UnitPair.isConnector($0.text) }.map { UnitCatalog.find($0.text) }
        guard let first = units.first, let source = first else { return "convert ft to cm" }
        if units.count == 2, let target = units[1], let converter = Converter(from: source, to: target) {
            return "convert \(converter.inputUnit.symbol) to \(converter.outputSymbol)"
        }
        return units.count == 1 ? example(source, "to", to: nil) : "convert ft to cm"
    }

    /// `mi=km`, `mi==km`, `mi⇒km`, `=km` or `-km` after a unit: signs that join no units, touching them, refused
    /// as they are apart (`5 mi = km`); glued, they were an unknown unit `mi=km`, and a
    /// converter's name `mi=km` no converter. Nil when the word is no such thing.
    func gluedSigns(_ word: UnitPair.Word) -> UnitPair.Problem? {
        let typed = Array(word.text.unicodeScalars)
        // Unicode's arrows and dashes too (`mi⇒km`, `mi⟶km`: it said unknown unit 'mi⇒km').
        // A hyphen too, starting the word after the unit (`5 mi -km`, as `mi - km`).
        let leadingHyphen = typed.first == "-"
        if let signStart = typed.firstIndex(where: { "=~:<".unicodeScalars.contains($0) || (!$0.isASCII && Self.mayJoinUnits($0))
                                                || ($0 == "-" && leadingHyphen) }) {
            let signEnd = typed[signStart...].firstIndex { !Self.mayJoinUnits($0) } ?? typed.endIndex
            let before = String(String.UnicodeScalarView(typed[..<signStart]))
            let after = String(String.UnicodeScalarView(typed[signEnd...]))
            let index = words.firstIndex { $0.start == word.start } ?? 0
            // Only where the pair's connector goes: in the output they are inside it (`90 min to h:min`
            // offered `90 h to min`, another conversion that runs; `5 mi km=m` offered `5 km to m`).
            // So: the first word (`mi=km`), or signs starting the word after it (`mi =km`).
            guard index == 0 || (index == 1 && before.isEmpty) else { return nil }
            let source = before.isEmpty ? (index > 0 ? UnitCatalog.find(words[index - 1].text) : nil) : UnitCatalog.find(before)
            let stray = String(String.UnicodeScalarView(typed[signStart..<signEnd]))
            // A connector after the hyphen (`5 mi -in km`: it offered `5 mi to in`, inches): the connector, then the target.
            if leadingHyphen, let source, UnitPair.isConnector(after), index + 1 < words.count,
               UnitCatalog.find(words[index + 1].text) != nil {
                return UnitPair.Problem(reason: .unknownConnector(VisibleText.of(stray),
                                                                  example: offeredPair(source, after, to: visible(words[index + 1])) ?? ""),
                                        offset: word.start)
            }
            // Not a unit's own hyphen written apart (`5 kW -h`: kW-h, said by its own hint).
            let hyphenated = leadingHyphen && index > 0 && UnitCatalog.find(words[index - 1].text + word.text) != nil
            if let source, !after.isEmpty, UnitCatalog.find(after) != nil, !UnitPair.isConnector(stray), !hyphenated {
                return UnitPair.Problem(reason: .unknownConnector(VisibleText.of(stray), example: offeredPair(source, "to", to: VisibleText.of(after)) ?? ""),
                                        offset: word.start + before.utf8.count)
            }
        }
        // `mi-km`: a hyphen between two units of one kind, first, as `mi - km` is said (`kW-h` is a
        // unit of its own, read before this; `ft-in` is an answer in parts, said by its own hint);
        // a comma, bar, semicolon or ampersand too (`mi,km`: an unknown unit in a line, and no
        // converter in a name).
        if words.first?.start == word.start, let dash = typed.firstIndex(where: { "-,|;&".unicodeScalars.contains($0) }), dash > 0,
           case let before = String(String.UnicodeScalarView(typed[..<dash])), let source = UnitCatalog.find(before),
           case let after = String(String.UnicodeScalarView(typed[(dash + 1)...])), let target = UnitCatalog.find(after),
           UnitCatalog.kinds[Int(source)] == UnitCatalog.kinds[Int(target)], UnitCatalog.compound(before + "+" + after) == nil {
            return UnitPair.Problem(reason: .unknownConnector(String(typed[dash]), example: offeredPair(source, "to", to: VisibleText.of(after)) ?? ""),
                                    offset: word.start + before.utf8.count)
        }
        return nil
    }

    /// A unit glued to what should stand apart from it, which a suggestion would take for
    /// another unit: an arrow's start (`ft-->mi`, read `ft-` then `->`: was "did you mean ftm"),
    /// a connector before it (`toL`: was tbsp), a number after it (`lb8`: was lbs). Nil otherwise.
    private func gluedProblem(_ word: UnitPair.Word) -> UnitPair.Problem? {
        if let stray = gluedSigns(word) { return stray }
        // A key of letters glued to a unit (`miC`, `kmswap`: were "did you mean micron", nothing), as
        // a key of signs is below (`km+/-`).
        for key in ["C", "swap", "EE"] where word.text.hasSuffix(key) && word.text.count > key.count {
            let unitPart = String(word.text.dropLast(key.count))
            if UnitCatalog.find(unitPart) != nil {
                return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "a key is written apart from the unit: write"
                    + " \(VisibleText.of(unitPart)) \(key)"), offset: word.start)
            }
        }
        let signs = "-=~<>"
        // The signs and arrows one may join units with (`-->`, `⇒`, `—>`), or other punctuation (`ft。`, `ft|`);
        // not a degree sign, a unit's own (`5 m°` was offered `5 m to ft`).
        let scalars = word.text.unicodeScalars
        var unitEnd = scalars.endIndex
        while unitEnd > scalars.startIndex, case let last = scalars[scalars.index(before: unitEnd)],
              last != "." && last != "°" && (Self.mayJoinUnits(last) || last.properties.generalCategory.isPunctuationOrSymbol) {
            unitEnd = scalars.index(before: unitEnd)
        }
        let unitPart = String(word.text[..<unitEnd])
        // A unit of two words, the second glued (`oz t-->g`), or one alone; the target of one to
        // three words after the stray signs (`gal-->imp gal`).
        let index = words.firstIndex { $0.start == word.start } ?? 0
        let unit = index > 0 ? UnitCatalog.find(words[index - 1].text + " " + unitPart).flatMap { $0 } : nil
        // After the source (`1250 m to ft。`), the signs end the line or the target: named as such.
        if index > 0, unitPart != word.text, !unitPart.isEmpty, unit == nil, UnitCatalog.find(unitPart) != nil {
            let typed = String(word.text.dropFirst(unitPart.count)), trailing = VisibleText.of(typed)
            // A key glued to the unit is written apart, a sentence's mark after it dropped (`5 mi to km+/-`
            // and `km+/-?` offered `5 mi to km`, the sign lost).
            let key = Self.withoutSentenceMark(typed)
            if Words.isKey(key) {
                return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "a key is written apart from the unit: write"
                    + " \(VisibleText.of(unitPart)) \(VisibleText.of(key))"), offset: word.start)
            }
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "no '\(trailing)' after a unit: write"
                + " \(VisibleText.of(unitPart))"), offset: word.start)
        }
        if unitPart != word.text, !unitPart.isEmpty, let unit = unit ?? UnitCatalog.find(unitPart) {
            let strayStart = word.start + unitPart.utf8.count
            var strayEnd = word.end
            if let next = words.first(where: { $0.start >= word.end }), next.start == word.end,
               next.text.allSatisfy({ (signs + "→").contains($0) }) { strayEnd = next.end }
            let stray = VisibleText.of(UnsafeBufferPointer(rebasing: bytes[strayStart..<strayEnd]))
            let typed = String(decoding: bytes[strayStart..<strayEnd], as: UTF8.self)
            let isKey = Words.isKey(typed)
            let rest = words.filter { $0.start >= strayEnd }[...]
            // A key glued to the unit, the line's last word (`5 mi+/-`, `5 mi+/-?`): the key apart, no
            // target added (it offered `5 mi to km +/-` where the current converter's unit was meant,
            // and `5 mi to km` after a sentence's mark, the sign lost).
            if rest.isEmpty, case let key = Self.withoutSentenceMark(typed), Words.isKey(key) {
                return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "a key is written apart from the unit: write"
                    + " \(VisibleText.of(unitPart)) \(VisibleText.of(key))"), offset: word.start)
            }
            guard let target = Self.typedTarget(rest) else {
                return UnitPair.Problem(reason: .unknownConnector(stray, example: ""), offset: strayStart)
            }
            // Nothing after the marks (`5 mi}`, `1 bbl’`): no output was named, so none is made up
            // (it offered `5 mi to km` as the line); the marks are said, the unit written without them.
            if target == nil && !isKey {
                return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "no '\(stray)' after a unit: write"
                    + " \(VisibleText.of(unitPart))"), offset: word.start)
            }
            // A key glued to the unit goes last (`5 mi+/- to km` offered `5 mi to km`, the sign lost).
            let key = isKey ? " " + stray : ""
            return UnitPair.Problem(reason: .unknownConnector(stray, example: offeredPair(unit, "to", to: target).map { $0 + key } ?? ""), offset: strayStart)
        }
        // `5 mi tto km`, `5 ft inn m`: the connector with a letter doubled, after the unit converted
        // (was read as a unit glued to it: `t to`, tonnes, or troy pounds after lb; `as s`).
        // The unit before it, of up to three words (`2 imp gal into L`: imp gal; it read gal, US gallons).
        let before = index == 0 ? nil : (1...min(3, index)).reversed().lazy.compactMap { count in
            UnitCatalog.find(self.words[(index - count)..<index].map(\.text).joined(separator: " "))
        }.first
        if let source = before, let connector = Self.slippedConnector(word.text) {
            // `400 feet into inches.`, `91.5 t into to kg`: the output typed (it offered 400 ft to m, 91.5 t to short ton).
            guard let target = Self.typedTarget(words[(index + 1)...]) else {
                return UnitPair.Problem(reason: .unknownConnector(visible(word), example: ""), offset: word.start)
            }
            // No target typed (`5 mi tto`): the everyday one is an example, not the user's line.
            return UnitPair.Problem(reason: .unknownConnector(visible(word), example: offeredPair(source, connector, to: target)
                .map { (target == nil ? "e.g. " : "") + $0 } ?? ""), offset: word.start)
        }
        // `mitokm`, `°Cto°F` (`20°Cto°F`: the degree sign ends the number): both units and the connector in one word.
        // Up to 64 characters, which two units and a connector fill (each split looks both halves
        // up: a word of 16,000 took seconds).
        let characters = Array(word.text.prefix(65))
        for connector in ["to", "in", "as"] where characters.count > connector.count + 1 && characters.count <= 64 {
            for start in 1..<(characters.count - connector.count) where String(characters[start..<(start + connector.count)]) == connector {
                let left = String(characters[..<start]), right = String(characters[(start + connector.count)...])
                guard let from = UnitCatalog.find(left), let to = UnitCatalog.find(right),
                      UnitCatalog.kinds[Int(from)] == UnitCatalog.kinds[Int(to)] else { continue }
                return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "the connector is glued to the units: write"
                    + " \(VisibleText.of(left)) \(connector) \(VisibleText.of(right))"), offset: word.start)
            }
        }
        // A target only: a first word is the unit converted (`inkm` is no `in km` there).
        for connector in ["to", "in", "as"] where word.start != words.first?.start
            && word.text.count > connector.count && word.text.hasPrefix(connector) {
            let rest = String(word.text.dropFirst(connector.count))
            guard UnitCatalog.find(rest) != nil else { continue }
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "the connector is glued to the unit: write"
                + " \(connector) \(VisibleText.of(rest))"), offset: word.start)
        }
        // `ftas m`, `kBin KiB`: a connector glued after the unit (was offered fathoms, kbit), when a
        // unit follows it (`180 C to gas mark 4`, `5 m to fin`: no connector, g as and f in said so).
        let unitFollows = words.first { $0.start >= word.end }.map { UnitCatalog.find($0.text) != nil } == true
        for connector in ["to", "in", "as"] where unitFollows && word.text.count > connector.count && word.text.hasSuffix(connector) {
            let unitText = String(word.text.dropLast(connector.count))
            // Not a unit that joins the word before into another (`8 oz tas g`: `oz t` is troy ounces).
            guard UnitCatalog.find(unitText) != nil,
                  index == 0 || UnitCatalog.find(words[index - 1].text + " " + unitText) == nil else { continue }
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "the connector is glued to the unit: write"
                + " \(VisibleText.of(unitText)) \(connector)"), offset: word.start)
        }
        let letters = word.text.prefix { !$0.isNumber }, digits = word.text.dropFirst(letters.count)
        // A unit a value in parts goes on from, its next part typed after (`lb8 oz` is lb 8 oz; `ms2`
        // is no such thing, nor `mi3` alone, a power).
        if !letters.isEmpty, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
           let unit = UnitCatalog.find(String(letters)), index + 1 < words.count,
           let next = UnitCatalog.find(words[index + 1].text), CompoundUnit.smallerParts(after: unit).contains(next) {
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "a number stands apart from its unit: write"
                + " \(VisibleText.of(String(letters))) \(digits)"), offset: word.start)
        }
        // `5 ft10in`, `1°30′`: the next part's number and unit glued in too (it listed units): the
        // word spaced (the line's hint writes the line whole), else why the line spaced is refused too.
        // With no unit after the number (`5 ft10`), the line spaced says which is missing.
        if place == .line, !letters.isEmpty, UnitCatalog.find(String(letters)) != nil,
           case let number = digits.prefix(while: { $0.isASCII && ($0.isNumber || $0 == ".") }), !number.isEmpty,
           case let unit = digits.dropFirst(number.count), unit.isEmpty || UnitCatalog.find(String(unit)) != nil,
           // With no unit after the number, only a unit that has a part after it (`w99999` is no
           // watts' part: the nearest spelling answers it), and no power (`mm3`, `mi3`).
           !(unit.isEmpty && (["2", "3"].contains(number) || CompoundUnit.smallerParts(after: UnitCatalog.find(String(letters))!).isEmpty)) {
            let spaced = "\(letters) \(number)" + (unit.isEmpty ? "" : " \(unit)")
            let line = String(decoding: bytes[..<word.start], as: UTF8.self) + spaced + String(decoding: bytes[word.end...], as: UTF8.self)
            let hint = LineParser.refusal(of: line).map { "spaced, it reads \(VisibleText.of(line)), which is refused too: \($0.explanation)" }
                ?? "a number stands apart from its unit: write \(VisibleText.of(spaced))"
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: hint), offset: word.start)
        }
        return nil
    }

    /// `2 imp galto L`, `12 fl oz. to mL`: the first word of a unit of two, whose second has a
    /// connector or a sentence's mark glued after it: the problem is named at that word (it was
    /// `imp`, "'units' lists them"), and its hint writes it apart. Nil otherwise.
    private func secondWordGlued(after word: UnitPair.Word) -> UnitPair.Problem? {
        guard let index = words.firstIndex(where: { $0.start == word.start }), index + 1 < words.count,
              UnitCatalog.find(word.text) == nil else { return nil }
        // The unit's last word is the next or the one after (`US survey footto`).
        for last in (index + 1)...min(index + 2, words.count - 1) {
            let next = words[last], before = words[index..<last].map(\.text).joined(separator: " ")
            func isUnit(_ end: String) -> Bool { !end.isEmpty && UnitCatalog.find(before + " " + end) != nil }
            for connector in ["to", "in", "as"] where next.text.hasSuffix(connector) && isUnit(String(next.text.dropLast(connector.count))) {
                return UnitPair.Problem(reason: .unknownUnit(visible(next), hint: "the connector is glued to the unit: write"
                    + " \(VisibleText.of(String(next.text.dropLast(connector.count)))) \(connector)"), offset: next.start)
            }
            // `2 fl oz= mL`, `2 fl oz=mL`, `5 fl oz- to mL`, `5 fl oz⇒ mL`: signs that join no units glued after
            // it (it named `fl`).
            let joins = { (character: Character) in character.unicodeScalars.allSatisfy(Self.mayJoinUnits) }
            if let signs = next.text.firstIndex(where: joins), signs > next.text.startIndex,
               case let unitText = String(next.text[..<signs]), isUnit(unitText), let source = UnitCatalog.find(before + " " + unitText) {
                let strayEnd = next.text[signs...].firstIndex { !joins($0) } ?? next.text.endIndex
                let stray = String(next.text[signs..<strayEnd]), glued = String(next.text[strayEnd...])
                // Past a connector typed too (`convert fl oz~ to mL`: mL; it offered `convert fl oz to to`).
                let rest = words.drop { $0.start < next.end }
                let target = glued.isEmpty ? (Self.typedTarget(rest) ?? rest.first.map(\.text)) : glued
                // Nothing after them (`5 L to fl oz:`): a mark after the unit, which may be the output (it
                // offered `5 fl oz to mL`, fluid ounces as the input).
                guard let target else {
                    return UnitPair.Problem(reason: .unknownUnit(visible(next), hint: "no '\(VisibleText.of(stray))' after a unit:"
                        + " write \(VisibleText.of(unitText))"), offset: next.start)
                }
                return UnitPair.Problem(reason: .unknownConnector(VisibleText.of(stray), example: offeredPair(source, "to", to: VisibleText.of(target)) ?? ""),
                                        offset: next.start + unitText.utf8.count)
            }
            // A sentence's mark after it, or a sign that is none of a unit's (`5 fl oz& to mL`).
            let unitPart = String(Self.withoutSentenceMark(next.text).reversed().drop { "&|^%@$*".contains($0) }.reversed())
            if unitPart != next.text, isUnit(unitPart) {
                let mark = VisibleText.of(String(next.text.dropFirst(unitPart.count)))
                let said = mark == "." ? "no period after a unit" : mark == "," ? "no comma after a unit" : "no '\(mark)' after a unit"
                return UnitPair.Problem(reason: .unknownUnit(visible(next), hint: "\(said): write \(VisibleText.of(unitPart))"),
                                        offset: next.start)
            }
        }
        return nil
    }

    /// The output the user typed in `after`, the words after a stray connector: a unit or a
    /// compound (`1.8 m= ft+in` offered `1.8 m to ft`), past a connector word written too when
    /// a unit follows it (`6 st 4 lb& in kg`: kg, not inches), its sentence's mark dropped
    /// (`400 ft into inches.`). `.some(nil)` when nothing follows (the example then takes the
    /// everyday unit); nil when words follow that name no output: no unit is made up in their
    /// place (`400 feet into inches.` offered `400 ft to m`).
    static func typedTarget(_ after: ArraySlice<UnitPair.Word>) -> String?? {
        var after = after
        if after.count > 1, UnitPair.isConnector(after.first!.text),
           (1...min(3, after.count - 1)).contains(where: { UnitCatalog.find(after.dropFirst().prefix($0).map(\.text).joined(separator: " ")) != nil }) {
            after = after.dropFirst()
        }
        guard !after.isEmpty else { return .some(nil) }
        let target = stride(from: min(UnitPair.sideWordLimit, after.count), through: 1, by: -1).lazy
            .map { withoutSentenceMark(after.prefix($0).map(\.text).joined(separator: " ")) }
            .first { UnitCatalog.find($0) != nil || UnitCatalog.compound($0) != nil }.map { VisibleText.of($0) }
        return target.map { .some($0) } ?? nil
    }

    /// `text` without the marks a sentence ends in (`ft+in?` → `ft+in`, `mi.` → `mi`).
    static func withoutSentenceMark(_ text: String) -> String {
        String(text.reversed().drop { ".,!?;:)".contains($0) }.reversed())
    }

    /// The connector the word at `index` of `texts` is cut short to (`t`: to) when it stands
    /// between units the words before it and the words after it name, of one kind
    /// (`pounds t kilograms`: read as pounds to tonnes, then kilograms after a whole pair); nil
    /// otherwise.
    /// The target is the most words after it that name a unit (`5 mi t km swap`: km).
    static func cutConnector(_ texts: [String], at index: Int) -> (connector: String, targetWords: Int)? {
        guard index > 0, index + 1 < texts.count, case let word = texts[index].lowercased(), !word.isEmpty,
              let connector = ["to", "in"].first(where: { $0.hasPrefix(word) && $0 != word }),
              let source = UnitCatalog.find(texts[..<index].joined(separator: " ")) else { return nil }
        for count in stride(from: min(UnitPair.unitWordLimit, texts.count - index - 1), through: 1, by: -1) {
            if let target = UnitCatalog.find(texts[(index + 1)...(index + count)].joined(separator: " ")),
               Converter(from: source, to: target) != nil {
                return (connector, count)
            }
        }
        return nil
    }

    /// True when `hint` suggests a spelling of more than one word (`did you mean 'us gallon' (gal)?`).
    static func suggestsWords(_ hint: String) -> Bool {
        hint.hasPrefix("did you mean '") && hint.dropFirst("did you mean '".count).prefix(while: { $0 != "'" }).contains(" ")
    }

    /// The connector word `text` is with one of its letters doubled (`tto`, `too`, `inn`, `ass`) or
    /// its two swapped (`ot`, `ni`, `sa`), or that an English word for it stands for (`into`,
    /// `onto`, `unto`: to), else nil.
    static func slippedConnector(_ text: String) -> String? {
        let letters = Array(text.lowercased())
        if ["into", "unto", "onto"].contains(String(letters)) { return "to" }  // English's way (`5 mi into km`)
        // Its two letters swapped (`5 mi ot km`: an unknown unit `ot` of length).
        if letters.count == 2, let connector = ["to", "in", "as"].first(where: { Array($0) == letters.reversed() }) { return connector }
        guard letters.count == 3 else { return nil }
        for index in 0..<2 where letters[index] == letters[index + 1] {
            var single = letters
            single.remove(at: index)
            if let connector = ["to", "in", "as"].first(where: { Array($0) == single }) { return connector }
        }
        return nil
    }

    /// `5 ft2 in squared`, `1 atm in hg`: the word after a connector `in` is no unit, but `in` and
    /// the words after it (up to three) are one unit of the source's kind (in², inHg): the pair written with
    /// `to` (it suggested dm², square decimetres, for `squared`). Nil otherwise.
    private func unitAfterConnectorIn(at index: Int, context: UnitCatalog.SuggestionContext) -> UnitPair.Problem? {
        guard index > 1, words[index - 1].text.lowercased() == "in", case .kind(let kind, _) = context,
              let source = UnitCatalog.find(words[..<(index - 1)].map(\.text).joined(separator: " ")) else { return nil }
        // All the words after it: `5 ft2 in squared inches` is square inches, misspelt.
        let text = "in " + words[index...].map(\.text).joined(separator: " ")
        guard words.count - index <= 3, let unit = UnitCatalog.find(text), UnitCatalog.kinds[Int(unit)] == kind else { return nil }
        return UnitPair.Problem(reason: .unknownUnit(visible(words[index]), hint: "'\(VisibleText.of(text))' is a unit of \(kind.name)"
            + " (\(UnitCatalog.unit(unit).symbol)), not the connector in and a unit; join the units with to: "
            + example(source, "to", to: VisibleText.of(text))), offset: words[index].start)
    }

    /// `1.8 m to ft;in`, `5000 s to h;min;s`: GNU units' way to ask for an answer in parts (and
    /// `ft,in`, `ft/in`, `h:min`, `ft-in`, `ft=in`, `ft~in`), said with the compound's symbol; a clock's
    /// letters too, between colons (`h:m:s`, `hh:mm:ss`, `mm:ss`: m there is minutes, not metres;
    /// `mm/s` is no clock). Nil for any other word.
    func partsSeparated(_ word: UnitPair.Word) -> UnitPair.Problem? {
        guard let separator: String = [";", ",", "/", ":", "-", "=", "&", "~", "|"].first(where: { word.text.contains($0) }) else { return nil }
        let parts = word.text.split(separator: separator, omittingEmptySubsequences: false)
        let clock = parts.map { ["hh": "h", "mm": "min", "m": "min", "ss": "s"][$0.lowercased()] ?? String($0) }.joined(separator: "+")
        guard let compound = UnitCatalog.compound(word.text.replacing(separator, with: "+"))
            ?? (separator == ":" ? UnitCatalog.compound(clock).flatMap({ $0.kind.name == "time" ? $0 : nil }) : nil) else { return nil }
        return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "an answer in parts is written with + here:"
            + " \(compound.symbol)"), offset: word.start)
    }

    /// The error for `word` where a unit was expected.
    func unknownUnit(_ word: UnitPair.Word, context: UnitCatalog.SuggestionContext) -> UnitPair.Problem {
        // `convert m 2 to ft 2`: a power written apart from its unit (it offered `convert ft to cm`).
        if place == .name, ["2", "3", "^2", "^3", "^"].contains(word.text), case let texts = words.map(\.text),
           case let glued = UnitPair.gluingPowers(texts), glued.count < texts.count {
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "a power is written against its unit: convert "
                + VisibleText.of(glued.joined(separator: " "))), offset: word.start)
        }
        // `convert ft 10 in cm`: a number in a converter's name is no unknown unit.
        if place == .name, word.text.first?.isASCII == true, word.text.first?.isNumber == true,
           word.text.utf8.withContiguousStorageIfAvailable({ NumberToken.shape($0) != nil }) == true {
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "a number, where a converter's name has units"
                + " only: pick the converter (\(namedWithout(word))), then type the number"), offset: word.start)
        }
        if let second = secondWordGlued(after: word) { return second }
        let index = words.firstIndex { $0.start == word.start }  // of `word`, for the checks that read its neighbours
        if let index, let rate = misspeltRate(at: index, context: context) ?? misspeltPer(at: index) { return rate }
        if let index, let unit = unitAfterConnectorIn(at: index, context: context) { return unit }
        if let index,
           let country = (index > 0 ? misspeltAfterCountry(at: index - 1, context: context) : nil)
            ?? misspeltAfterCountry(at: index, context: context) {
            return country
        }
        // `1 h+ 30 min`: a + between a value's parts, the next part's number after it (it said a
        // compound names all its parts), as `h+30` is said.
        if word.text.count > 1, word.text.hasSuffix("+"), UnitCatalog.find(String(word.text.dropLast())) != nil,
           let index, index + 1 < words.count,
           words[index + 1].text.first?.isNumber == true {
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "no + between the parts of a value: write "
                + VisibleText.of(String(word.text.dropLast()))), offset: word.start)
        }
        // `5 degrees farenheit`: a temperature's scale written wrong after the degree word, read as
        // the angle's (it listed the units of angle); a temperature of that spelling is suggested.
        if let index, index > 0,
           let degree = UnitCatalog.find(words[index - 1].text), UnitCatalog.unit(degree).symbol == "°",
           let temperature = UnitKind(named: "temperature"), let hint = UnitCatalog.hint(for: word.text, context: .kind(temperature)),
           hint.hasPrefix("did you mean") {
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: hint), offset: word.start)
        }
        // Glued (`toL`, `lb8`), unless a hint of its own explains the word (`tons`: which ton) — but a
        // connector glued to a symbol in its own case, of the other side's kind, is that (`3 ozf toN`:
        // it said which ton; `5 kg tons` is still tons, not `to ns`).
        let connectorOnSymbol = word.start != words.first?.start && ["to", "in", "as"].contains { connector in
            guard word.text.hasPrefix(connector), case let rest = String(word.text.dropFirst(connector.count)),
                  let unit = UnitCatalog.find(rest), case .kind(let kind, _) = context else { return false }
            return UnitCatalog.unit(unit).symbol == rest && UnitCatalog.kinds[Int(unit)] == kind
        }
        if UnitCatalog.hint(for: word.text, context: .unsure) == nil || Self.slippedConnector(word.text) != nil || connectorOnSymbol,
           let glued = gluedProblem(word) { return glued }
        if let parts = partsSeparated(word) { return parts }
        // `1 m to ft, in`: the units of an answer in parts listed, the comma glued to the first
        // (it was told how to type a value in parts).
        if let mark = word.text.last, mark == "," || mark == ";", let index,
           index > 0, index + 1 < words.count,
           let compound = UnitCatalog.compound(String(word.text.dropLast()) + "+" + words[index + 1].text) {
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "an answer in parts is written with + here:"
                + " \(compound.symbol)"), offset: word.start)
        }
        // `5 m per s`, `5 lb per sq in`: a rate said in words, where its unit has a slash (`km per h` and
        // `meters per second` are spellings; these were an unknown unit `per` of length).
        if word.text.lowercased() == "per", let index, index > 0,
           index + 1 < words.count, let problem = rateInWords(at: index) {
            return problem
        }
        // `1 cup flour to g`: an ingredient between a volume and a mass (it listed the units of volume);
        // not a country (`5 fl oz british to mL`: oz read alone, a mass).
        if let index, index > 0, !Self.countryWords.contains(word.text.lowercased()),
           let volume = UnitCatalog.find(words[index - 1].text),
           let connector = words[(index + 1)...].firstIndex(where: { UnitPair.isConnector($0.text) }), connector + 1 < words.count,
           let mass = UnitCatalog.find(words[connector + 1].text),
           Set([UnitCatalog.kinds[Int(volume)].name, UnitCatalog.kinds[Int(mass)].name]) == ["volume", "mass"] {
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "no unit here names an ingredient; \(UnitCatalog.unit(volume).symbol)"
                + " to \(UnitCatalog.unit(mass).symbol) is \(UnitCatalog.kinds[Int(volume)].name) to \(UnitCatalog.kinds[Int(mass)].name),"
                + " which needs the density of what is measured: convcalc converts within a kind"), offset: word.start)
        }
        // `5 cu. ft`, `5 fl oz.`, `1 sq. mi`: an abbreviation's point inside a unit of two words
        // (the nearest spelling of `cu.` was cup, and `fl` alone is no unit).
        if let (dotted, mark) = dottedUnit(at: word) {
            let what = mark == "." ? "no period in a unit" : "no '\(mark)' after a unit"
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "\(what): write \(dotted)"), offset: word.start)
        }
        if let country = countryAfterUnit(word) { return country }
        let hint = UnitCatalog.hint(for: word.text, context: context)
        // `1 nautical mle to km`, `5 cubics feet to L`, `1 lon ton`: a misspelt word of a unit of two
        // words (it listed the units of length for `nautical`, and offered `cubic m`, a volume 35 times
        // as large, and `longton`, refused with `ton` after it): the nearest spelling of the two, when
        // that is a spelling of two words, before the first word's own.
        if hint == nil || hint?.hasPrefix("did you mean") == true, let index,
           index + 1 < words.count, !UnitPair.isConnector(words[index + 1].text),
           // Not a second country (`5 UK US cup` was offered `uk bu`, bushels).
           !UnitCatalog.isCountry(words[index + 1].text.lowercased()),
           // With no connector the word after it was read as the other side (`5 nautical mle`: mle), whose kind is none.
           let twoWords = UnitCatalog.hint(for: word.text + " " + words[index + 1].text,
                                           context: words.contains { UnitPair.isConnector($0.text) } ? context : .alone),
           Self.suggestsWords(twoWords) {
            return UnitPair.Problem(reason: .unknownUnit(visible(word) + " " + visible(words[index + 1]), hint: twoWords), offset: word.start)
        }
        // `5 kilowatt hors`, `5 inhc of mercury`, `5 inch of mercurry`: a word of a unit of two or
        // three, after a word that is a unit alone (it offered horsepower for `hors`, the kind of
        // kilowatt) or before the others (it listed units): the nearest spelling of the words,
        // when that is one of as many words. The kind known for the word may be that of the word
        // before it (`kilowatt hors`: a power), so words before it are tried with none.
        if hint == nil || hint?.hasPrefix("did you mean") == true, let index {
            for (from, count) in [(index - 2, 3), (index - 1, 3), (index - 1, 2), (index, 3)] where from >= 0 && from + count <= words.count {
                let span = words[from..<(from + count)]
                // Words of letters only: a nearest spelling is sought for each span (random bytes ask it of every word).
                // Not from the middle of a unit of words before it (`5 nautical mile an hr`: it offered
                // `mile an hour`, mph, and dropped `nautical`).
                let inUnit = (2...3).contains { count in
                    from - count + 1 >= 0 && UnitCatalog.find(words[(from - count + 1)...from].map(\.text).joined(separator: " ")) != nil
                }
                guard !inUnit, span.allSatisfy({ !UnitPair.isConnector($0.text) && $0.text.allSatisfy(\.isLetter) }),
                      let spanHint = UnitCatalog.hint(for: span.map(\.text).joined(separator: " "), context: from < index ? .alone : context),
                      Self.suggestsWords(spanHint) else { continue }
                // The word itself is written wrong, not cut short: no letters dropped (`8 oz tas g` is no `oz t`, troy).
                let suggested = spanHint.dropFirst("did you mean '".count).prefix { $0 != "'" }.split(separator: " ")
                guard suggested.count == count, suggested[index - from].count >= word.text.count else { continue }
                return UnitPair.Problem(reason: .unknownUnit(span.map(visible).joined(separator: " "), hint: spanHint),
                                        offset: words[from].start)
            }
        }
        // `m/h`, `mi/hr`: a rate of two units, both named, with no hint of its own (`MB/s` has one):
        // the unit it is, written as the catalog writes it (mi/h: mph), else no spelling near it
        // (`m/h` was offered m/s, 3,600 times as fast).
        // The unit below of two words, the second after the word (`mi/imperial gallon`: it named mi/imperial).
        let sides = word.text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let next = words.firstIndex { $0.start == word.start }.flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }
        let belowOfTwo = sides.count == 2 && UnitCatalog.find(sides[1]) == nil ? next.flatMap { UnitCatalog.find(sides[1] + " " + $0.text) } : nil
        if hint?.hasPrefix("did you mean") != false, sides.count == 2, let top = UnitCatalog.find(sides[0]),
           let bottom = UnitCatalog.find(sides[1]) ?? belowOfTwo {
            let shown = belowOfTwo == nil ? visible(word) : visible(word) + " " + visible(next!)
            let written = UnitCatalog.unit(top).symbol + "/" + UnitCatalog.unit(bottom).symbol
            if let rate = UnitCatalog.find(written) ?? UnitCatalog.rate(top, per: bottom) {
                return UnitPair.Problem(reason: .unknownUnit(shown, hint: "did you mean '\(UnitCatalog.unit(rate).symbol)'?"),
                                        offset: word.start)
            }
            return UnitPair.Problem(reason: .unknownUnit(shown, hint: Self.noRateHint(top, bottom, written: shown, lead: nil)), offset: word.start)
        }
        // `liters/100km`, `l/100 km`: a count before the unit below, as L/100km is written (it offered to define it).
        if hint?.hasPrefix("did you mean") != false, sides.count == 2, let top = UnitCatalog.find(sides[0]) {
            let counted = { (text: String) -> UnitID? in
                let digits = text.prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty, let bottom = UnitCatalog.find(String(text.dropFirst(digits.count)).trimmingBlanks) else { return nil }
                return UnitCatalog.find(UnitCatalog.unit(top).symbol + "/" + digits + UnitCatalog.unit(bottom).symbol)
            }
            if let rate = counted(sides[1]) {
                return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "did you mean '\(UnitCatalog.unit(rate).symbol)'?"),
                                        offset: word.start)
            }
            if let next, let rate = counted(sides[1] + " " + next.text) {
                return UnitPair.Problem(reason: .unknownUnit(visible(word) + " " + visible(next),
                                                             hint: "did you mean '\(UnitCatalog.unit(rate).symbol)'?"), offset: word.start)
            }
        }
        // `km/min`, `BTU/h`, `kg*m`: a unit written as an expression of others, which only a units
        // file reads (its kind's list cannot hold it).
        if hint == nil, word.text.contains(where: { "/*·".contains($0) }), word.text.contains(where: \.isLetter) {
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "a line takes the units 'units' lists, not"
                + " expressions of them: a units file can define \(visible(word)) (docs/GUIDE.md, Your own units)"), offset: word.start)
        }
        // `1 A to mA` with GNU units' database: a prefix before a unit's symbol, which a typed name
        // does not take (it listed 'the units of A'): said, with the line that defines it.
        if hint == nil, let (prefix, unit) = SIPrefix.split(word.text) {
            let symbol = VisibleText.of(UnitCatalog.unit(unit).symbol)  // a units file's: printable, and escaped as all outside text
            return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: "\(visible(word)) would be \(prefix.name)-\(symbol):"
                + " a typed name takes no prefix here; a units file can define it ('\(visible(word)) 1e\(prefix.exponent) \(symbol)')"),
                offset: word.start)
        }
        // `32 psi to br`: the list of the other side's kind, not always length's.
        var list: String?
        if case .kind(let kind, _) = context { list = "'units \(kind.name)' lists the units of \(kind.name), 'units' all" }
        return UnitPair.Problem(reason: .unknownUnit(visible(word), hint: LookalikeLetters.joined(word.text, hint, list: list) ?? hint ?? list),
                         offset: word.start)
    }

    /// The unit `word` and the word after it name once their points are dropped (`cu. ft`,
    /// `fl. oz.`, `fl oz.`), or a sentence's mark after the second (`imp gal?`), written as it
    /// is typed, and the mark: nil when they name none, or had no mark.
    private func dottedUnit(at word: UnitPair.Word) -> (unit: String, mark: Character)? {
        guard let index = words.firstIndex(where: { $0.start == word.start }), index + 1 < words.count else { return nil }
        let pair = [word.text, words[index + 1].text]
        // A point after either word (`cu. ft`, `fl oz.`); a sentence's other marks after the second (`imp gal?`).
        let marks: [Character] = [".", "?", "!", ",", ";"]
        guard let mark = pair[0].last == "." ? "." : pair[1].last.flatMap({ marks.contains($0) ? $0 : nil }) else { return nil }
        let undotted = [pair[0].last == "." ? String(pair[0].dropLast()) : pair[0],
                        pair[1].last == mark ? String(pair[1].dropLast()) : pair[1]].joined(separator: " ")
        return UnitCatalog.find(undotted) != nil ? (VisibleText.of(undotted), mark) : nil
    }

    /// What the words after an unknown unit at `index` say about what it may be: the kind of
    /// the unit on the other side of the pair; `unsure` when that is no unit either; `alone`
    /// when there is no other side.
    mutating func otherSide(after index: Int) -> UnitCatalog.SuggestionContext {
        var next = index + 1
        let connector = words[next...].prefix(UnitPair.unitWordLimit).firstIndex { UnitPair.isConnector($0.text) }
        if let connector { next = connector + 1 }
        guard next < words.count else { return .alone }
        let side = { (text: String) -> (UnitKind, UnitID?)? in
            if let unit = UnitCatalog.find(text) { return (UnitCatalog.kinds[Int(unit)], unit) }
            return UnitCatalog.compound(text).map { ($0.kind, nil) }
        }
        if let ((kind, unit), used) = longest(from: next, limit: UnitPair.sideWordLimit, side) {
            // `5 millas a km`: with no connector, a unit and another to the line's end; the first is
            // another language's connector (Spanish `a`, read as years: "units time" was said).
            if connector == nil, next + used < words.count,
               let ((last, lastUnit), lastUsed) = longest(from: next + used, limit: UnitPair.sideWordLimit, side),
               next + used + lastUsed == words.count {
                return .kind(last, except: lastUnit)
            }
            // `5 metros a pies`: the same with a word after it that names nothing either.
            if connector == nil, next + used < words.count, mayBeUnit(words[next + used]) { return .unsure }
            return .kind(kind, except: unit)  // `5 kgg to kg` is not asking for kg
        }
        return mayBeUnit(words[next]) ? .unsure : .alone
    }
}

private extension Unicode.GeneralCategory {
    /// True for punctuation and symbols (`。`, `|`, `⇒`), which no unit's name ends with.
    var isPunctuationOrSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: true
        default: false
        }
    }
}

extension UnitPair {
    /// `texts` with each 2 or 3 after a unit that has that power written against it (`m 2 to
    /// ft 2`: `m² to ft²`), and a caret's power as typed (`m ^2`, `m ^ 2`: `m^2`).
    static func gluingPowers(_ texts: [String]) -> [String] {
        var words = texts, index = 1
        while index < words.count {
            let caret = words[index] == "^" && index + 1 < words.count ? 2 : 1
            let power = words[index..<(index + caret)].joined()
            if let raised = ["2": "²", "3": "³", "^2": "^2", "^3": "^3"][power], UnitCatalog.find(words[index - 1] + raised) != nil {
                words[index - 1] += raised
                words.removeSubrange(index..<(index + caret))
            }
            index += 1
        }
        return words
    }
}
