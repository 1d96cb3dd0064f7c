/// Reads the converter a user names: a menu number (`3`), a label (`miles to kilometers`)
/// or a unit pair in the one grammar of `UnitPair` (`mi->km`, `mi km`, `mi in km`, `°F→°C`, `F C`).
///
/// Linear in its input: text longer than `maximumLength` bytes is refused unread, and the
/// pair's reader looks at no more than its first words (`UnitPair.Reader`).
public enum ConverterQuery {
    /// The longest text read as a converter, in bytes: far more than any unit pair needs
    /// (`degrees Fahrenheit to degrees Celsius` is 37).
    public static let maximumLength = 256

    /// The converter `text` (a flag's value, a header's) names, or why it names none.
    /// Refused, a name holding a no-break or other Unicode space is read again with ASCII
    /// spaces there, as a line is (`Session.handle`): `--converter 'mi<NBSP>to km'` names mi to km.
    public static func resolve(_ text: String) -> Result<Converter, LineError.Reason> {
        var copy = text
        return copy.withUTF8 { bytes in
            let named = resolve(bytes, from: 0, to: bytes.count)
            guard case .failure = named else { return named.mapError(\.reason) }
            return (UnicodeBlanks.withASCIIBlanks(LineBytes(bytes)) { spaced in resolve(spaced.bytes, from: 0, to: spaced.end) } ?? named)
                .mapError(\.reason)
        }
    }

    /// The converter `bytes[start..<end]` names (a line's argument), or why it names none and
    /// the byte where that shows.
    static func resolve(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Result<Converter, UnitPair.Problem> {
        let start = afterConvert(bytes, from: start, to: end)
        let named = resolvePairOrNumber(bytes, from: start, to: end)
        guard case .failure = named else { return named }
        if let labelled = labelled(bytes, from: start, to: end) { return .success(labelled) }
        return quotedConnector(bytes, from: start, to: end).map { .failure($0) } ?? named
    }

    /// `mi "->" km`, `mi 'to' km`: a connector in quotes, read as inches or feet (it offered
    /// `convert mi to in`): said, with the name it makes without them, when that names a converter.
    private static func quotedConnector(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UnitPair.Problem? {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        let words = text.split(separator: " ")
        let quotes: Set<Character> = ["'", "\"", "‘", "’", "“", "”"]
        guard let quoted = words.firstIndex(where: { word in
            word.count > 2 && quotes.contains(word.first!) && quotes.contains(word.last!) && UnitPair.isConnector(String(word.dropFirst().dropLast()))
        }) else { return nil }
        let word = words[quoted]
        let name = words.map { $0 == word ? $0.dropFirst().dropLast() : $0 }.joined(separator: " ")
        let offset = start + text.utf8.distance(from: text.utf8.startIndex, to: word.startIndex.samePosition(in: text.utf8) ?? text.utf8.startIndex)
        // Refused without them too (`mi "->" kg`): why, and nothing offered (it offered `convert mi to in`).
        let hint = switch resolve(name) {
        case .success: "a connector is written without quotes: convert \(VisibleText.of(name))"
        case .failure(let why): "a connector is written without quotes; written so, " + LineError(why, column: 0).explanation
        }
        return UnitPair.Problem(reason: .unknownKeyWithHint(VisibleText.of(String(word)), hint: hint), offset: offset)
    }

    /// Where the name starts when it is written after the word `convert` (`convert mi to km`
    /// typed in the menu, or given to `--converter`, as every hint writes a converter): after
    /// that word and its blanks; else `start`.
    private static func afterConvert(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var first = start
        while first < end && LineBytes.isBlank(bytes[first]) { first += 1 }
        let word = Array("convert".utf8)
        guard end - first > word.count, LineBytes.isBlank(bytes[first + word.count]),
              zip(bytes[first...], word).allSatisfy({ $0 | 0x20 == $1 }) else { return start }
        return first + word.count
    }

    /// The converter whose menu label `bytes[start..<end]` is, in any case (`cooking`, a units
    /// file's `!converter cooking: cup -> mL`); looked for only when the text names no pair.
    private static func labelled(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Converter? {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).trimmingBlanks.lowercased()
        return Converter.builtIn.first { $0.label.lowercased() == text }
    }

    /// `resolve` by a menu number or a unit pair.
    private static func resolvePairOrNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                            to end: Int) -> Result<Converter, UnitPair.Problem> {
        var first = start, last = end
        while first < last && LineBytes.isBlank(bytes[first]) { first += 1 }
        while last > first && LineBytes.isBlank(bytes[last - 1]) { last -= 1 }
        guard last - first <= maximumLength else {
            return .failure(UnitPair.Problem(reason: .converterTooLong(limit: maximumLength), offset: first))
        }
        let text = VisibleText.of(UnsafeBufferPointer(rebasing: bytes[first..<last]))  // raw bytes, escaped
        let notAConverter = UnitPair.Problem(reason: .notAConverter(text), offset: first)
        guard first < last else { return .failure(notAConverter) }  // `--converter=` (the bytes below are read from `first`)
        if let number = Int(text) {
            guard (1...Converter.builtIn.count).contains(number) else {
                return .failure(UnitPair.Problem(reason: .noSuchMenuItem(text), offset: first))
            }
            return .success(Converter.builtIn[number - 1])
        }
        // `convert 5 ft to cm`, `convert 6'2" to cm`, `convert 5 ft`: a number first, and more (not
        // a menu number), is a one-line conversion.
        var numberEnd = first
        while numberEnd < last && !LineBytes.isBlank(bytes[numberEnd]) { numberEnd += 1 }
        var pairStart = numberEnd
        while pairStart < last && LineBytes.isBlank(bytes[pairStart]) { pairStart += 1 }
        let number = UnsafeBufferPointer(rebasing: bytes[first..<numberEnd])
        // A fraction too, as recipes write it (`convert ½ mi to km`: it said only "not a converter"),
        // with a sign (`convert -1/2 mi`); a number glued to its unit before a number (`convert 1° 30′`).
        let signed = bytes[first] == UInt8(ascii: "-") || bytes[first] == UInt8(ascii: "+")
        let unsigned = UnsafeBufferPointer(rebasing: bytes[(signed && numberEnd > first + 1 ? first + 1 : first)..<numberEnd])
        let startsAsValue = NumberToken.startsAsValue(String(decoding: number, as: UTF8.self))
        let gluedUnit = unsigned[0] &- 0x30 <= 9 && Double(String(decoding: unsigned, as: UTF8.self)) == nil
        if pairStart < last, bytes[pairStart] &- 0x30 > 9 || gluedUnit, startsAsValue {
            return .failure(UnitPair.Problem(reason: .valueInConverterName(text), offset: first))
        }
        // `convert 6'2"`, `convert 5mi`: one word, a value with its unit, which a line takes as typed
        // or spaced (it said only: not a converter).
        if pairStart == last, bytes[first] &- 0x30 <= 9, Double(text) == nil, LineParser.refusal(of: text) == nil
            || KeyHint.spacedLines([text]).contains(where: { LineParser.refusal(of: $0) == nil }) {
            return .failure(UnitPair.Problem(reason: .valueInConverterName(text), offset: first))
        }
        var reader = UnitPair.Reader(bytes, from: first, to: last, place: .name)
        let reading: UnitPair.Reading?
        do {
            reading = try reader.read()
        } catch {
            return .failure(punctuated(error, bytes, from: first, to: last) ?? error)
        }
        // A unit alone, or more after the pair, is no converter's name.
        guard let reading, let named = reading.converter, reading.count == reader.words.count, !reader.hasMore else {
            return .failure(misplaced(reader.words, after: reading, in: bytes) ?? notAConverter)
        }
        return named.mapError { UnitPair.Problem(reason: $0, offset: first) }
    }

    /// `mi. to km`, `(mi) to km`, `mi, km`: an unknown unit in a name that is a converter's
    /// without its brackets and punctuation, with that name as its hint (a line's is offered
    /// whole the same way, `PunctuationHint`); nil for any other.
    private static func punctuated(_ error: UnitPair.Problem, _ bytes: UnsafeBufferPointer<UInt8>, from first: Int,
                                   to last: Int) -> UnitPair.Problem? {
        guard case .unknownUnit(let shown, _) = error.reason,
              let (cleaned, removed) = PunctuationHint.cleaned(LineBytes(UnsafeBufferPointer(rebasing: bytes[first..<last]))),
              !cleaned.isEmpty else { return nil }
        var cleanedBytes = Array(cleaned.utf8)
        let resolved = cleanedBytes.withUnsafeMutableBufferPointer { buffer in
            resolvePairOrNumber(UnsafeBufferPointer(buffer), from: 0, to: buffer.count)
        }
        guard case .success = resolved else { return nil }
        return UnitPair.Problem(reason: .unknownUnit(shown, hint: "\(removed): write \(VisibleText.of(cleaned))"), offset: error.offset)
    }

    /// The word that stands where a converter's name cannot go on, named as a line names it:
    /// a connector first (`to km`), or a word after a whole pair (`mi to km to m`, `mi km mi`).
    private static func misplaced(_ words: [UnitPair.Word], after reading: UnitPair.Reading?,
                                  in bytes: UnsafeBufferPointer<UInt8>) -> UnitPair.Problem? {
        // `convert in` alone: inches, the one unit a connector also names; `convert in hg`: a unit of
        // words that starts with it (it said a unit is missing before `in`).
        let alone = words.count == 1 ? UnitCatalog.find(words[0].text) : nil
        let whole = reading.map { $0.converter == nil && $0.count == words.count } ?? false
        if let first = words.first, UnitPair.isConnector(first.text), alone == nil, !whole {
            // The example of the target's kind, where one is typed (`convert to L`: convert gal to L).
            let target = words.dropFirst().map(\.text).joined(separator: " ")
            let example = LineError.missingUnitExample(VisibleText.of(first.text), to: target, number: "")
            return UnitPair.Problem(reason: .pairStartsWithConnector(VisibleText.of(first.text), example: "convert" + example),
                                    offset: first.start)
        }
        if let source = alone ?? reading.flatMap({ $0.converter == nil && $0.count == words.count ? $0.source : nil }),
           let first = words.first, let last = words.last {
            // `convert kmh`: the unit's everyday counterpart as the example's output.
            let unit = UnitCatalog.unit(source)
            let output = unit.everyday.flatMap(UnitCatalog.find).map { UnitCatalog.unit($0).symbol }
            let text = VisibleText.of(UnsafeBufferPointer(rebasing: bytes[first.start..<last.end]))
            // The whole converter as the example (`10 convert mi`: what came before convert is kept in it).
            let example = "convert \(text) to " + (output.map { $0 == unit.symbol ? "…" : $0 } ?? "…")
            return UnitPair.Problem(reason: .unitAlone(text, example: example),
                                    offset: first.start)
        }
        guard let reading, reading.converter != nil, reading.count > 0, reading.count < words.count else { return nil }
        // `m to ft in`, `m to ft & in`, `m to feet and inches`: an output in parts written with blanks
        // or joined by words, named as a line names it (`& in` was dropped: convert m to ft).
        if case .success(let converter)? = reading.converter, converter.compound == nil {
            var after: [(unit: UnitID, index: Int)] = []
            for index in reading.count..<min(words.count, reading.count + 4) where after.count < 2 {
                if let unit = UnitCatalog.find(words[index].text) { after.append((unit, index)); continue }
                guard ["and", "&", "plus"].contains(words[index].text.lowercased()) else { break }
            }
            if let (compound, count) = CompoundUnit.writtenApart([converter.to] + after.map(\.unit)) {
                let text = VisibleText.of(UnsafeBufferPointer(rebasing: bytes[words[0].start..<words[after[count - 2].index].end]))
                return UnitPair.Problem(reason: .partsWrittenApart(text, compound: compound.symbol), offset: words[0].start)
            }
        }
        // `m to ft>in`, `s to h>min+s`: arrows glued between an output's parts, which + joins (it
        // offered `convert m to ft`, the parts dropped).
        if case .success(let converter)? = reading.converter, converter.compound == nil {
            let target = words[reading.count - 1]
            var end = target.end
            while end < bytes.count && !LineBytes.isBlank(bytes[end]) { end += 1 }
            let glued = String(decoding: UnsafeBufferPointer(rebasing: bytes[target.start..<end]), as: UTF8.self)
            if let compound = UnitCatalog.compound(UnitPair.partsJoinedByArrows(glued)), compound.parts.first == converter.to {
                let text = VisibleText.of(UnsafeBufferPointer(rebasing: bytes[words[0].start..<end]))
                return UnitPair.Problem(reason: .partsWrittenApart(text, compound: compound.symbol), offset: words[0].start)
            }
        }
        let next = words[reading.count]
        let pair = VisibleText.of(UnsafeBufferPointer(rebasing: bytes[words[0].start..<words[reading.count - 1].end]))
        // `convert mi to km 26.2`: the value after the pair, where a one-line conversion has it first.
        if reading.count + 1 == words.count,
           next.text.utf8.withContiguousStorageIfAvailable({ NumberToken.mayBeNumber($0) && NumberToken.shape($0) != nil }) == true {
            // A bare pair (`convert F C 5`) is a name only: a line needs its connector (5 F to C).
            let connected = words[..<reading.count].contains { UnitPair.isConnector($0.text) }
            let written: String = if !connected, case .success(let converter)? = reading.converter {
                "\(converter.inputUnit.symbol) to \(converter.outputSymbol)"
            } else { pair }
            return UnitPair.Problem(reason: .valueAfterConverterName(VisibleText.of(next.text), pair: written), offset: next.start)
        }
        // `convert pounds t kilograms`: a connector cut short between two units (it offered lb to t).
        let texts = words.map(\.text)
        if let (index, connector) = texts.indices.lazy.compactMap({ index in
            UnitPair.Reader.cutConnector(texts, at: index).map { (index, $0.connector) }
        }).first {
            let written = texts[..<index] + [connector] + texts[(index + 1)...]
            return UnitPair.Problem(reason: .afterPair(VisibleText.of(next.text), pair: pair,
                                                       example: "convert " + VisibleText.of(written.joined(separator: " "))), offset: next.start)
        }
        // The words before as one unit and the rest as the other (`oz t oz`: troy ounces to
        // ounces), when that is a converter; else the pair as read.
        let split = (1..<words.count).lazy.map { index in
            (words[..<index].map(\.text).joined(separator: " "), words[index...].map(\.text).joined(separator: " "))
        }.first { UnitCatalog.find($0.0) != nil && UnitCatalog.find($0.1) != nil }
        let example: String
        if let (before, rest) = split, case .success = ConverterQuery.resolve("\(before) to \(rest)") {
            example = "convert " + VisibleText.of("\(before) to \(rest)")
        } else if case .success(let converter)? = reading.converter {
            example = "convert \(converter.inputUnit.symbol) to \(converter.outputSymbol)"
        } else {
            example = "e.g. convert mi to km"  // no pair read from the user's words: an example, said so
        }
        return UnitPair.Problem(reason: .afterPair(VisibleText.of(next.text), pair: pair, example: example), offset: next.start)
    }
}

extension String {
    /// Without spaces at either end, each end found once (`dropLast` in a loop counted the text
    /// at each space: `--converter` of `mi` and 32,768 spaces took 5 s).
    var trimmingBlanks: String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[first...last])
    }
}
