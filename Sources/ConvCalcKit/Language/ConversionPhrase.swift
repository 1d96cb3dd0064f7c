/// The units after a number in a one-line conversion, as GNU units, qalc and numbat users
/// write it: `5 mi to km`, `5 mi in km`, `5 mi -> km`, `5 mi→km`, `5 mi km`, `-40 °F to °C`,
/// or just `98.6 °F` (a number and its unit; the output unit follows `ConversionPhrase.target`).
/// The words are read by the one grammar of a unit pair, `UnitPair`.
struct ConversionPhrase {
    /// From the unit the number is in to the unit (or compound) to show it in.
    let converter: Converter
    /// Where the phrase starts and ends in the line (bytes).
    let start: Int
    let end: Int
    /// True when the phrase is a unit alone (`5 ft`), with no output named.
    let isBareUnit: Bool

    /// The phrase starting at the token `first` of `line`, or nil when that token starts none
    /// (then it is read as a key or command). Throws when the phrase names units it cannot
    /// convert between, or a word where a unit is expected names none.
    static func read(_ line: LineBytes, after first: LineBytes.Token, current: Converter?) throws(LineError) -> ConversionPhrase? {
        let read: (reading: UnitPair.Reading, end: Int)?
        do {
            read = try UnitPair.RecentReadings.reading(line.bytes, from: first.start, to: line.end)
        } catch {
            let column = line.column(of: error.offset)
            switch error.reason {
            case .connectorTwice(let connector, let example):
                throw LineError(.connectorTwice(connector, example: once(line, from: error.offset) ?? own(example, line, first)),
                                column: column)
            case .unknownConnector(let stray, let example):
                throw LineError(.unknownConnector(stray, example: keepingTail(own(example, line, first), line, from: error.offset)),
                                column: column)
            case .outputOnly(let compound, let asOutput, let inParts, _):
                throw LineError(.outputOnly(compound, asOutput: asOutput, inParts: inParts,
                                            typed: firstPartTyped(compound, line, at: error.offset)), column: column)
            case .missingUnit(let example):
                throw LineError(.missingUnit(example: own(example, line, first)), column: column)
            case .countryEitherWay(let country, let one, let other):
                // Each reading as the user's whole line (`-2 gal UK gal swap`: -2 gal to UK gal swap).
                let whole = { (example: String) in keepingTail(own(example, line, first), line, from: error.offset) }
                throw LineError(.countryEitherWay(country, first: one.rewritten(whole), second: other.rewritten(whole)), column: column)
            case .unitTwice(let unit, let example):
                // The user's line without the unit written again (`6″″ to cm`: 6″ to cm), as typed:
                // every time it is written again (`5 mi mi mi to km`: it dropped one, then said the rest),
                // in all its words (`5 cups us cup us`: it dropped `cup`, leaving `us`, microseconds).
                let source = UnitCatalog.find(LineParser.text(line, first.start, error.offset).trimmingBlanks)
                var end: Int?
                while let next = source.flatMap({ againEnd(of: $0, in: line, from: end ?? error.offset) }) { end = next }
                let written = end.map { end in
                    (LineParser.text(line, line.firstNonBlank(from: 0), error.offset).trimmingBlanks + " "
                        + LineParser.text(line, end, line.end).trimmingBlanks).trimmingBlanks
                }
                throw LineError(.unitTwice(unit, example: written ?? own(example, line, first)), column: column)
            default:
                throw LineError(error.reason, column: column)
            }
        }
        guard let (reading, end) = read else { return nil }
        guard let named = reading.converter else {
            guard let target = ConversionPhrase.target(for: reading.source, current: current) else {
                throw LineError(.missingUnit(example: "5 mi to km"), column: line.column(of: end))
            }
            return ConversionPhrase(converter: target, start: first.start, end: end, isBareUnit: true)
        }
        switch named {
        case .success(let converter): return ConversionPhrase(converter: converter, start: first.start, end: end, isBareUnit: false)
        case .failure(let reason): throw LineError(reason, column: line.column(of: first.start))
        }
    }

    /// `7 ft+in to m`, `5 ft+in 10 in to cm`: the user's line with the compound typed at byte
    /// `offset` written as its first part (7 ft to m; 5 ft 10 in to cm), when that is accepted and
    /// converts to another unit; "" otherwise (`7 ft+in to ft` would be 7 ft to ft). It offered
    /// `5 ft 10 in` for any number, and later the first part alone, dropping the rest.
    private static func firstPartTyped(_ compound: String, _ line: LineBytes, at offset: Int) -> String {
        guard let unit = UnitCatalog.compound(compound)?.parts.first else { return "" }
        var tokens = line.tokens(from: offset)
        guard let word = tokens.next() else { return "" }
        let written = LineParser.rewritten(line, writing: UnitCatalog.unit(unit).symbol, from: word.start, to: word.end)
        var session = Session()
        guard LineParser.refusal(of: written) == nil, session.handle(written).error == nil,
              session.state.converter.from != session.state.converter.to else { return "" }
        return written
    }

    /// `line` with the connectors written again from byte `offset` dropped: the user's own
    /// line, written right (`5 ft 10 in to to cm` → `5 ft 10 in to cm`, `5 mi->>km` → `5 mi->km`;
    /// the pair's reader alone knew no number and wrote `5 in to cm`). Nil when no unit follows
    /// them (`5 mi to to`).
    private static func once(_ line: LineBytes, from offset: Int) -> String? {
        var rest = offset
        scan: while rest < line.end {
            if LineBytes.isBlank(line.bytes[rest]) {
                rest += 1
                continue
            }
            // An arrow glued to the units around it (`5 mi->>km`: the second `>`), then whole connector words.
            for arrow in UnitPair.arrows where line.bytes[rest..<line.end].starts(with: arrow.utf8) {
                rest += arrow.utf8.count
                continue scan
            }
            var tokens = line.tokens(from: rest)
            guard let token = tokens.next(), UnitPair.isConnector(line.string(token)) else { break }
            // A connector that is a unit too, with no unit after it, is the output (`250 cm to to in +/-`:
            // in, inches; it wrote `250 cm to +/-`).
            // A unit of up to three words after it (`5 yd in in light years`) makes it a connector written twice
            // (it wrote the line back as it was).
            if UnitCatalog.find(line.string(token)) != nil {
                var words: [String] = []
                while words.count < 3, let next = tokens.next() { words.append(line.string(next)) }
                // Or an output in parts (`1.8 m in in ft+in`: it wrote the line back as it was).
                let unitAfter = (1...max(1, words.count)).contains { count in
                    words.count >= count && (UnitCatalog.find(words.prefix(count).joined(separator: " ")) != nil
                                             || UnitCatalog.compound(words.prefix(count).joined(separator: " ")) != nil)
                }
                if !unitAfter && !(words.first.map { UnitPair.isConnector($0) } ?? false) { break }
            }
            rest = token.end
        }
        guard rest < line.end else { return nil }
        let before = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[line.firstNonBlank(from: 0)..<offset]))
        let after = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[rest..<line.end])).trimmingBlanks
        // A connector word whose arrow was glued to it keeps a blank before the unit (`5 mi to→km`:
        // `5 mi to km`, not `tokm`); glued arrows stay glued (`5 mi->>km`: `5 mi->km`).
        let glues = before.last.map { $0.isLetter || $0.isNumber } == true && after.first.map { $0.isLetter || $0.isNumber } == true
        // A sentence's end is dropped too (`5 mi to to km?`: 5 mi to km; it offered `5 mi to km?`, refused);
        // a bracket is kept (`5 mi to to (km)`), whose own hint drops it.
        let written = before + (glues ? " " : "") + after
        return String(written.reversed().drop { ".,!?;:".contains($0) || $0 == " " }.reversed())
    }

    /// The pair's reader's `example` (`5 ft to m`: it knew no number, so 5 stands for it) with
    /// the user's own line before the phrase in place of that 5 (`-2.5 ft to m`, `C 7 ft to m`).
    private static func own(_ example: String, _ line: LineBytes, _ first: LineBytes.Token) -> String {
        if example.hasPrefix("e.g. 5 ") { return "e.g. " + own(String(example.dropFirst(5)), line, first) }
        guard example.hasPrefix("5 ") else { return example }
        // Tabs as spaces: a line to type, not the bytes typed (`5\x09 mi to km` was refused).
        let typed = line.bytes[line.firstNonBlank(from: 0)..<first.start].map { $0 == 0x09 ? UInt8(ascii: " ") : $0 }
        return typed.withUnsafeBufferPointer { VisibleText.of($0) }.trimmingBlanks + " " + example.dropFirst(2)
    }

    /// `example`, a pair written right, with the words the line has after the pair's target
    /// (`5 mi = km swap` → `5 mi to km swap`: swap was dropped), when that line is accepted;
    /// else `example`. The target is its last word, looked for from byte `offset` on.
    private static func keepingTail(_ example: String, _ line: LineBytes, from offset: Int) -> String {
        // The output: the last word but keys moved after it (`5 mi+/- to km`: 5 mi to km +/-).
        guard let target = example.split(separator: " ").last(where: { !Words.isKey($0) }) else { return example }
        var tokens = line.tokens(from: offset)
        while let token = tokens.next() {
            // The target as typed, its sentence's mark dropped (`5 mi = km? C 3`: km).
            guard line.visible(token) == target || UnitPair.Reader.withoutSentenceMark(line.visible(token)) == target else { continue }
            let tail = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[token.end..<line.end])).trimmingBlanks
            guard !tail.isEmpty else { return example }
            // A tail the example cannot keep leaves no example: without it the line means another
            // value (`5 mi = km? C 3` offered `5 mi to km`, where 3 mi was asked).
            let whole = example + " " + tail
            return LineParser.refusal(of: whole) == nil ? whole : ""
        }
        return example
    }

    /// The converter of `98.6 °F` (a number and one unit): to the current output (a unit or a
    /// compound) when it is of the same kind and not that unit (nor the compound's largest part); otherwise to the unit's
    /// everyday counterpart, the `to UNIT` of its line in the unit table or a units file
    /// (ft → m, °F → °C, mpg → L/100km); otherwise (no `to`, or one naming no other unit of
    /// its kind) to the kind's base unit, or to the kind's first other unit when it is the
    /// base. Never to itself, unless its kind has no other unit.
    static func target(for source: UnitID, current: Converter?) -> Converter? {
        let kind = UnitCatalog.kinds[Int(source)]
        // Not the current output when it would show the value itself: its own unit, or a compound
        // whose largest part it is (`5 ft` after `convert m ft+in` showed `5 ft 0 in`). A smaller
        // part goes to the compound: `70 in` is `5 ft 10 in`, `5400 s` `1 h 30 min 0 s`.
        let showsItself = current.map { $0.compound.map { $0.parts[0] == source } ?? ($0.to == source) } ?? true
        if let current, UnitCatalog.kinds[Int(current.to)] == kind, !showsItself,
           let kept = try? Converter.named(from: source, to: current.outputSymbol)?.get() {
            return kept
        }
        if let everyday = UnitCatalog.unit(source).everyday, let target = UnitCatalog.find(everyday), target != source,
           let converter = Converter(from: source, to: target) {
            return converter
        }
        // A kind a units file made has no unit named by its base (a plain number: `dozen 12`): a unit
        // of it that is the base, `one` first (GNU units' `2 dozen` went to `c SI`, 299792458, its
        // first unit without dimensions), else its first other unit.
        let base = UnitCatalog.all.firstIndex { $0.symbol == kind.baseSymbol }.map { UnitID($0) }
        let others = UnitCatalog.all.indices.lazy.filter { UnitCatalog.kinds[$0] == kind && $0 != Int(source) }
        let isBase = { (index: Int) in UnitCatalog.all[index].toBase == UnitMap(scale: Ratio(1)) }
        let other = base.flatMap { $0 != source ? $0 : nil }
            ?? (others.first { UnitCatalog.all[$0].symbol == "one" && isBase($0) } ?? others.first(where: isBase) ?? others.first)
                .map { UnitID($0) }
        return Converter(from: source, to: other ?? source)
    }
    /// Where the unit `source` written again from `start` ends: after the most words (up to a
    /// unit's most) that name it; nil when the words there name another unit or none.
    private static func againEnd(of source: UnitID, in line: LineBytes, from start: Int) -> Int? {
        var tokens = line.tokens(from: start), text = "", found: Int?
        for _ in 0..<UnitPair.unitWordLimit {
            guard let token = tokens.next() else { break }
            text += (text.isEmpty ? "" : " ") + line.string(token)
            if UnitCatalog.find(text) == source { found = token.end }
        }
        return found
    }
}
