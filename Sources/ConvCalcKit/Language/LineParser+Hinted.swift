/// The hints a refused line gets as a whole, once the parser has refused it: the line's
/// invisible characters and quoted connectors, the value in another unit, the punctuation
/// taken off, the words before `convert` kept, and no offered line that is refused too.
extension LineParser {
    /// `error`, the parser's refusal of `line`, with its hints: the line without punctuation
    /// (`(5 ft) to m`: 5 ft to m), and no line offered that is refused. The hints write their
    /// lines from the line read with its tabs (and vertical tabs, form feeds) as spaces, byte
    /// for byte, so the columns stay: they are blanks between words, and an offered line wrote
    /// them `\x09`, which is refused.
    @inline(never)
    static func hinted(_ error: LineError, line: LineBytes, converter: Converter?) -> LineError {
        keepingWhatCameBeforeConvert(withoutFragmentOffer(hintedWhole(error, line: line, converter: converter), line: line), line: line)
    }

    /// `10 convert ft/s to m/s m/s`: `error` with the words typed before `convert` kept in each
    /// converter it offers (it offered `convert ft/s to m/s`, which converts the entry before,
    /// not 10). Itself for a line with nothing before its `convert`, or none.
    private static func keepingWhatCameBeforeConvert(_ error: LineError, line: LineBytes) -> LineError {
        var tokens = line.tokens()
        guard let first = tokens.next(), line.string(first).lowercased() != "convert" else { return error }
        while let token = tokens.next() {
            guard line.string(token).lowercased() == "convert" else { continue }
            // A refusal of a word before convert offers its own line (`mi convert km`: it offered `mi convert mi …`).
            guard error.column >= line.column(of: token.start) else { return error }
            let before = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[first.start..<token.start])).trimmingBlanks
            return error.mappingOffers { $0.hasPrefix("convert ") ? before + " " + $0 : $0 }
        }
        return error
    }

    /// `error` without the word its hint ends by offering (`…: write C`) when the line has more
    /// words than that one: the word is a piece of the line, and as a line of its own it may be
    /// accepted as something else (`212 F to C; .` offered `C`, the clear key).
    private static func withoutFragmentOffer(_ error: LineError, line: LineBytes) -> LineError {
        guard let offered = error.offeredText else { return error }
        // Words apart (`1’000` is one word of two tokens, and its `1000` the whole line).
        let first = line.firstNonBlank(from: 0)
        let severalWords = line.bytes[first..<line.end].firstIndex(where: LineBytes.isBlank).map { line.firstNonBlank(from: $0) < line.end }
        return !offered.contains(" ") && severalWords == true ? error.withoutOffer : error
    }

    /// `hinted` before `withoutFragmentOffer`: the value in another unit, else the punctuation
    /// hints and the offered-line check, on the line with its tabs as spaces.
    private static func hintedWhole(_ error: LineError, line: LineBytes, converter: Converter?) -> LineError {
        if let seen = withoutInvisible(error, line: line, converter: converter) { return seen }
        if let quoted = quotedConnector(error, line: line, converter: converter) { return quoted }
        if let shown = valueInAnotherUnit(error, line: line, converter: converter) { return shown }
        if let slash = slashApart(error, line: line, converter: converter) { return slash }
        if let power = powerApartOnTarget(error, line: line) { return power }
        if let rate = articleForPer(error, line: line, converter: converter) { return rate }
        guard line.bytes[..<line.end].contains(where: { LineBytes.isBlank($0) && $0 != UInt8(ascii: " ") }) else {
            return PunctuationHint.improved(error, line: line, converter: converter).offeringOnlyAcceptedLines(converter: converter)
        }
        var spaced = Array(line.bytes)
        for index in 0..<line.end where LineBytes.isBlank(spaced[index]) { spaced[index] = UInt8(ascii: " ") }
        return spaced.withUnsafeBufferPointer { bytes in
            let line = LineBytes(bytes)
            var steps: [Step] = []
            do throws(LineError) {
                try parseTokens(line, converter: converter, into: &steps)
                return error  // not reached: blanks are blanks to the parser
            } catch {
                return PunctuationHint.improved(error, line: line, converter: converter).offeringOnlyAcceptedLines(converter: converter)
            }
        }
    }

    /// True for a character that shows as nothing: a zero-width space, a joiner, a direction mark, a soft hyphen.
    static func showsNothing(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && (scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .format)
    }

    /// `5 mi to km \u{200B}`, `5 mi to to km \u{200B}`, `6 mi\rto km`: a line holding a character
    /// that shows as nothing (a zero-width space, a joiner, a direction mark: copied from a web
    /// page; a line end, typed with Ctrl-V Return at the prompt). When the line without them,
    /// or with a blank for each (`mi\rto`: two words), is accepted, the word holding one says so and
    /// offers it; else that line's refusal, saying they were left out. Nil for a line with none.
    /// (Offers written with them escaped were read again as typed: `\u{200B}` as brackets, `5 mi
    /// to km \u{200B,` offered.)
    private static func withoutInvisible(_ error: LineError, line: LineBytes, converter: Converter?) -> LineError? {
        // The line ends typed into it (Ctrl-V Return, Ctrl-V Ctrl-J); other controls keep their own hints (`\e[2J`).
        let isControl = { (byte: UInt8) in byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") }
        guard line.bytes[..<line.end].contains(where: { $0 > 0x7F || isControl($0) }) else { return nil }
        let text = String(decoding: line.bytes[..<line.end], as: UTF8.self)
        let hides = { (scalar: Unicode.Scalar) in showsNothing(scalar) || (scalar.isASCII && isControl(UInt8(scalar.value))) }
        guard let hidden = text.unicodeScalars.first(where: hides) else { return nil }
        let written = { (blank: Bool) in
            String(String.UnicodeScalarView(text.unicodeScalars.compactMap { hides($0) ? (blank ? " " : nil) : $0 }))
                .split(separator: " ").joined(separator: " ").trimmingBlanks
        }
        let seen = refusal(of: written(false), converter: converter) != nil && refusal(of: written(true), converter: converter) == nil
            ? written(true) : written(false)
        let named = VisibleText.of(String(hidden))
        if !seen.isEmpty, let refused = refusal(of: seen, converter: converter) {
            let said = "read without its invisible character (\(named))"
            return LineError(refused.reason, column: refused.column, afterword: refused.afterword.map { $0 + "; " + said } ?? said)
        }
        func write(_ token: String) -> String {
            let what = token == named ? "it is an invisible character" : "it holds an invisible character (\(named))"
            return what + (seen.isEmpty ? "" : ": write \(VisibleText.of(seen))")
        }
        switch error.reason {
        case .unknownUnit(let token, _): return LineError(.unknownUnit(token, hint: write(token)), column: error.column)
        case .unknownKey(let token), .unknownKeyWithHint(let token, _):
            return LineError(.unknownKeyWithHint(token, hint: write(token)), column: error.column)
        default:
            let at = text.unicodeScalars.prefix { $0 != hidden }.count + 1
            return LineError(.unknownKeyWithHint(named, hint: write(named)), column: at)
        }
    }

    /// `5 mi "->" km`, `5 mi '->' km`: a connector in quotes, the opening one read as the inch or
    /// foot mark after the unit (it offered `5 mi "`, miles to inches). The line without the
    /// quotes, when accepted; nil otherwise.
    private static func quotedConnector(_ error: LineError, line: LineBytes, converter: Converter?) -> LineError? {
        guard case .connectorOutOfPlace = error.reason, let (cleaned, removed) = PunctuationHint.cleaned(line),
              removed == "no quotes here", refusal(of: cleaned, converter: converter) == nil else { return nil }
        var tokens = line.tokens()
        while let token = tokens.next() {
            let text = line.string(token)
            guard let first = text.unicodeScalars.first, "'\"‘’“”".unicodeScalars.contains(first) else { continue }
            return LineError(.unknownKeyWithHint(line.visible(token), hint: "\(removed): write \(VisibleText.of(cleaned))"),
                             column: line.column(of: token.start))
        }
        return nil
    }

    /// `to cm`, or `cm` alone, after `5 ft`: GNU units' way (its `You want:`) and qalc's of
    /// asking for the value typed in another unit, which picking the converter does (the
    /// number on the input display stays): `error` with that said, when the unit is of the
    /// kind of `converter`'s input and not already its output (when it is the input's own, that
    /// is said); nil otherwise.
    private static func valueInAnotherUnit(_ error: LineError, line: LineBytes, converter: Converter?) -> LineError? {
        guard let converter else { return nil }
        var tokens = line.tokens()
        guard let first = tokens.next() else { return nil }
        // The unit in all the words after the connector (`to meters per second`, `nautical miles`,
        // `feet + inches`): words of letters then, as a unit's are (random bytes are not looked up).
        let rest = sequence(state: tokens) { $0.next() }.prefix(UnitPair.sideWordLimit + 1).map { line.string($0) }
        guard rest.count <= UnitPair.sideWordLimit,
              rest.count < 2 || rest.allSatisfy({ $0 == "+" || $0.allSatisfy(\.isLetter) }) else { return nil }
        var unit = ([line.string(first)] + rest).joined(separator: " ")
        if UnitPair.isConnector(line.string(first)), !rest.isEmpty {
            unit = rest.joined(separator: " ")
        } else if let arrow = UnitPair.arrows.first(where: { unit.hasPrefix($0) && unit.count > $0.count }) {
            unit.removeFirst(arrow.count)  // `->cm`: the arrow glued to the unit
        }
        // A unit whose symbol is a connector's word quoted (`(mi) in 'in'`: it said "in in").
        let showIn = { (picked: Converter) -> String in
            let shown = UnitPair.isConnector(picked.outputSymbol) ? "'\(picked.outputSymbol)'" : picked.outputSymbol
            return "to show the number typed (\(converter.inputUnit.symbol)) in \(shown), pick the converter: "
                + "convert \(converter.inputUnit.symbol) to \(picked.outputSymbol)"
        }
        // An output in parts (`to ft+in` after `5 ft`): the converter to it.
        if let compound = UnitCatalog.compound(unit), let picked = Converter(from: converter.from, to: compound), picked != converter {
            let pick = "convert \(converter.inputUnit.symbol) to \(picked.outputSymbol)"
            guard refusal(of: pick) == nil else { return nil }
            let said = showIn(picked)
            return LineError(error.reason, column: error.column, afterword: error.afterword.map { $0 + "; " + said } ?? said)
        }
        guard let id = UnitCatalog.find(unit), id != converter.to else { return nil }
        if id == converter.from {
            // `5 ft`, then `to ft`: the number is in that unit already (it offered `convert ft to ft`).
            let said = "the number typed is in \(converter.inputUnit.symbol) already, on the input display"
            return LineError(error.reason, column: error.column, afterword: error.afterword.map { $0 + "; " + said } ?? said)
        }
        guard let picked = Converter(from: converter.from, to: id) else { return nil }
        let pick = "convert \(converter.inputUnit.symbol) to \(picked.outputSymbol)"
        guard refusal(of: pick) == nil else { return nil }
        let said = showIn(picked)
        // `in cm`: the connector `in`, not inches (it offered `5 in cm`, inches to cm, first).
        if line.string(first) == "in" {
            return LineError(.unknownKeyWithHint(line.visible(first), hint: "'in' here is the connector: " + said), column: error.column)
        }
        return LineError(error.reason, column: error.column, afterword: error.afterword.map { $0 + "; " + said } ?? said)
    }
}
