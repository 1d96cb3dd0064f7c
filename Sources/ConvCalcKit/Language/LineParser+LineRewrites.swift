/// Lines the parser's refusals write from the user's own line: the line without a stray
/// connector (`98.6 > lb to kg`), the first conversion before a second connector, the line with
/// the blanks around its slashes taken out, and the refusal of numbers apart before a unit.
extension LineParser {
    /// `line` without `token` when a whole conversion follows it (a connector among the words
    /// after it, past the first: `5 to in` is inches as the target, not `5 in`, inches converted
    /// the other way) and that line is accepted; else nil.
    static func lineWithout(_ token: LineBytes.Token, line: LineBytes) -> String? {
        var after = line.tokens(from: token.end), connectorAfter = false
        _ = after.next()
        while !connectorAfter, let next = after.next() { connectorAfter = UnitPair.isConnector(line.string(next)) }
        guard connectorAfter else { return nil }
        let written = text(line, line.firstNonBlank(from: 0), token.start).trimmingBlanks + " " + text(line, token.end, line.end).trimmingBlanks
        return refusal(of: written) == nil ? written : nil
    }

    /// `- 5 mi to km`, `5e-3 - mi to km`, `minus 5 ft 10 in`: a sign apart from the number, as
    /// a word of its own anywhere in the line. The line without it and the line's number signed
    /// (`-5e-3 mi to km`; one sign for a value in parts), when that is accepted; nil otherwise.
    /// (The hint said `5 +/-`, and after an exponent +/- signs the exponent: 5e3 mi.)
    static func signApart(_ token: LineBytes.Token, line: LineBytes) -> String? {
        let signs = ["-": "-", "−": "-", "minus": "-", "negative": "-", "neg.": "-", "+": "", "plus": ""]
        guard let sign = signs[line.string(token).lowercased()] else { return nil }
        var tokens = line.tokens(), number: LineBytes.Token?
        while number == nil, let next = tokens.next() {
            let first = line.bytes[next.start]
            if next.start != token.start, first &- 0x30 <= 9 || first == UInt8(ascii: ".") { number = next }
        }
        guard let number else { return nil }
        var bytes: [UInt8] = []
        for index in 0..<line.end where !(token.start..<token.end).contains(index) {
            if index == number.start { bytes += sign.utf8 }
            bytes.append(LineBytes.isBlank(line.bytes[index]) ? UInt8(ascii: " ") : line.bytes[index])
        }
        let written = String(decoding: bytes, as: UTF8.self).split(separator: " ").joined(separator: " ")
        return refusal(of: written) == nil ? written : nil
    }

    /// `200 lb to st>lb`, `5000 s to h->min->s`, `70 kg to st>+lb`: arrows glued between the
    /// units of an answer in parts, from the output unit before `token` on. The line with the compound written with +
    /// (200 lb to st+lb), when accepted; nil otherwise (it offered `200 lb to st`, the parts dropped).
    static func arrowsBetweenParts(_ token: LineBytes.Token, line: LineBytes) -> LineError? {
        guard UnitPair.arrows.contains(where: { line.string(token).hasPrefix($0) }) else { return nil }
        // The word the arrow is in, blank to blank, cut at each arrow (`st>lb`, `h->min->s`).
        var start = token.start, end = token.start
        while start > 0 && !LineBytes.isBlank(line.bytes[start - 1]) { start -= 1 }
        while end < line.end && !LineBytes.isBlank(line.bytes[end]) { end += 1 }
        guard start < token.start else { return nil }
        let joined = UnitPair.partsJoinedByArrows(String(decoding: line.bytes[start..<end], as: UTF8.self))
        guard joined.includes("+"), let compound = UnitCatalog.compound(joined) else { return nil }
        let written = rewritten(line, writing: compound.symbol, from: start, to: end)
        guard refusal(of: written) == nil else { return nil }
        return LineError(.unknownKeyWithHint(line.visible(token), hint: "an answer in parts is written with + here: write \(VisibleText.of(written))"),
                         column: line.column(of: token.start))
    }

    /// The conversion the line holds before a second connector `token` (`98.6 °F to °C to K`:
    /// 98.6 °F to °C), the user's own line as the example of one a line, when accepted; else
    /// the made-up `e.g. 5 mi to km` (`to cm` alone).
    static func conversionBefore(_ token: LineBytes.Token, connector: String, line: LineBytes) -> String {
        let before = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[line.firstNonBlank(from: 0)..<token.start])).trimmingBlanks
        // With a connector of its own: a pair read without one (`5'' mi to km`: 5 in to mi) is no example of it.
        var tokens = line.tokens(), first: LineBytes.Token?
        while first == nil, let next = tokens.next(), next.start < token.start {
            let text = line.string(next)
            if UnitPair.isConnector(text) || UnitPair.arrows.contains(where: { text.contains($0) }) { first = next }
        }
        guard let first, before.first?.isLetter == false, refusal(of: before) == nil else { return "e.g. 5 mi \(connector) km" }
        return unitRestated(first, second: token, line: line) ?? before
    }

    /// `12.25 oz => oz to g`, `5 mi to mi to km`: the first conversion a unit to itself, the
    /// unit said again before the conversion meant. The line without that first connector and
    /// the unit after it (12.25 oz to g) when accepted; nil otherwise (the first conversion is
    /// the example: it offered `12.25 oz => oz`, which converts nothing).
    private static func unitRestated(_ first: LineBytes.Token, second: LineBytes.Token, line: LineBytes) -> String? {
        guard first.end <= second.start else { return gluedUnitRestated(first, line: line) }  // both arrows in one word
        // The connector's own start in its word (`oz=>`: the unit glued before it).
        let word = Array(line.string(first).utf8)
        let glued = UnitPair.isConnector(line.string(first)) ? 0 : (0..<word.count).first { offset in
            UnitPair.arrows.contains { word[offset...].starts(with: $0.utf8) }
        } ?? 0
        let cut = first.start + glued
        // The unit said again starts after the connector, in its word too (`12.25 oz=>oz to g`).
        let arrow = UnitPair.isConnector(line.string(first)) ? nil : UnitPair.arrows.first { word[glued...].starts(with: $0.utf8) }
        let again = arrow.map { cut + $0.utf8.count } ?? first.end
        func text(_ range: Range<Int>) -> String {
            VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[range])).trimmingBlanks
        }
        let head = text(line.firstNonBlank(from: 0)..<cut)
        var tokens = line.tokens()
        guard let number = tokens.next(), number.end <= cut,
              let source = UnitCatalog.find(text(number.end..<cut)),
              UnitCatalog.find(text(again..<second.start)) == source else { return nil }
        let rewritten = head + " " + text(second.start..<line.end)
        return refusal(of: rewritten) == nil ? rewritten : nil
    }

    /// `unitRestated` for both arrows in one word (`5 mi→mi→m`: 5 mi→m; it offered `5 mi→mi`,
    /// which converts nothing); nil when the unit between them is no restatement (`5 mi→km→m`).
    private static func gluedUnitRestated(_ token: LineBytes.Token, line: LineBytes) -> String? {
        let word = line.string(token)
        func arrow(after start: String.Index) -> Range<String.Index>? {
            var index = start
            while index < word.endIndex {
                if let found = UnitPair.arrows.first(where: { word[index...].hasPrefix($0) }) {
                    return index..<word.index(index, offsetBy: found.count)
                }
                index = word.index(after: index)
            }
            return nil
        }
        guard let one = arrow(after: word.startIndex), let two = arrow(after: one.upperBound) else { return nil }
        let glued = String(word[..<one.lowerBound])
        let before = glued.isEmpty ? tokenBefore(token, in: line).map { line.string($0) } : glued
        guard let source = before.flatMap(UnitCatalog.find), UnitCatalog.find(String(word[one.upperBound..<two.lowerBound])) == source
        else { return nil }
        let rewritten = rewritten(line, writing: VisibleText.of(glued + word[two.lowerBound...]), from: token.start, to: token.end)
        return refusal(of: rewritten) == nil ? rewritten : nil
    }

    /// `30 mpg to L / 100 km`: a unit whose slash is written apart, read as the unit before it
    /// (L, a volume: "cannot convert"), or the slash as a connector (`5 km/ h`) or a unit (`/h`):
    /// `error` with the line written without those blanks when that is accepted; nil otherwise
    /// (`5 km / h`, refused at `/`, has its own hint).
    static func slashApart(_ error: LineError, line: LineBytes, converter: Converter?) -> LineError? {
        // Or the slash left as a connector (`5 km/ h to mph`: km, then `/`), or read as a unit's start (`5 km /h`).
        let said = { (whole: String) in "a unit is written without blanks around its slash: write \(VisibleText.of(whole))" }
        switch error.reason {
        case .unknownConnector("/", _):
            return slashesJoined(line, converter: converter).map { LineError(.unknownConnector("/", example: ""), column: error.column,
                                                                              afterword: said($0)) }
        case .unknownConnector(let dash, _) where dash.unicodeScalars.count == 1 && UnitPair.Reader.isDash(dash.unicodeScalars.first!):
            return hyphenApart(at: error.column, line: line, converter: converter).map {
                LineError(.unknownConnector(dash, example: ""), column: error.column,
                          afterword: "a unit's hyphen is the ASCII -, with no blanks around it: write \($0)")
            }
        case .unknownUnit(let unit, _) where unit.unicodeScalars.first.map(UnitPair.Reader.isDash) == true:  // `5 kW -h`
            return hyphenApart(at: error.column, line: line, converter: converter).map {
                LineError(.unknownUnit(unit, hint: "a unit's hyphen is the ASCII -, with no blanks around it: write \($0)"), column: error.column)
            }
        case .unknownUnit(let unit, _) where unit.hasPrefix("/"):
            return slashesJoined(line, converter: converter).map { LineError(.unknownUnit(unit, hint: said($0)), column: error.column) }
        default: break
        }
        guard case .differentKinds = error.reason, let whole = slashesJoined(line, converter: converter) else { return nil }
        return LineError(error.reason, column: error.column, afterword: error.afterword.map { $0 + "; " + said(whole) } ?? said(whole))
    }

    /// `5 m2 to ft 2`: a power apart from the target only, which read as the unit alone (ft, a
    /// length: "cannot convert area to length"): the error `powerApart` gives at the first power so
    /// written, when the line with the powers glued is accepted; nil otherwise.
    static func powerApartOnTarget(_ error: LineError, line: LineBytes) -> LineError? {
        guard case .differentKinds = error.reason else { return nil }
        let tokens = Array(sequence(state: line.tokens()) { $0.next() })
        if let power = tokens.lazy.filter({ ["2", "3"].contains(line.string($0)) }).compactMap({ powerApart($0, line: line) }).first {
            return power
        }
        // `5 m^2 to ft ^2`: a caret's.
        return tokens.lazy.compactMap { caretApartHint($0, line: line) }.first
            .map { LineError(error.reason, column: error.column, afterword: $0) }
    }

    /// `5 miles a minute`: `a` (or `an`) between units, read as the year (annum), where a rate was
    /// said ("cannot convert length to time"): the line with `per` when that rate is a unit, else why
    /// no unit is (`UnitPair.Reader.noRateHint`), said after the error; nil otherwise.
    static func articleForPer(_ error: LineError, line: LineBytes, converter: Converter?) -> LineError? {
        guard case .differentKinds = error.reason else { return nil }
        let tokens = Array(sequence(state: line.tokens(), next: { $0.next() }))
        guard let index = tokens.indices.dropFirst().first(where: { ["a", "an"].contains(line.string(tokens[$0])) }),
              index + 1 < tokens.count, let from = UnitCatalog.find(line.string(tokens[index - 1])),
              let to = UnitCatalog.find(line.string(tokens[index + 1])) else { return nil }
        let said = "'\(line.string(tokens[index]))' here is the year (annum), not per"
        let whole = rewritten(line, writing: "per", from: tokens[index].start, to: tokens[index].end)
        if refusal(of: whole, converter: converter) == nil { return LineError(error.reason, column: error.column, afterword: said + ": write \(whole)") }
        let written = VisibleText.of(UnitCatalog.unit(from).symbol + "/" + UnitCatalog.unit(to).symbol)
        return LineError(error.reason, column: error.column,
                         afterword: said + "; " + UnitPair.Reader.noRateHint(from, to, written: written, lead: nil))
    }

    /// A hyphen or dash apart at `column` inside a unit (`5 kW - h to MJ`, `5 kW- h`, `5 kW -h`,
    /// `5 kW–h`: kW-h, kilowatt-hours; as a converter's name it offered `convert kW to h`, power to
    /// time): the line with the words around it joined by a hyphen, escaped, when they name a
    /// unit and that line is accepted; else nil.
    private static func hyphenApart(at column: Int, line: LineBytes, converter: Converter?) -> String? {
        let tokens = Array(sequence(state: line.tokens()) { $0.next() })
        guard let index = tokens.firstIndex(where: { line.column(of: $0.start) <= column && column < line.column(of: $0.end) })
        else { return nil }
        let word = line.string(tokens[index])
        let isDash = { (text: Substring) in text.unicodeScalars.count == 1 && UnitPair.Reader.isDash(text.unicodeScalars.first!) }
        // The pieces before and after the dash, and where the rewritten span starts and ends.
        let pieces: (before: String, after: String, start: Int, end: Int)
        if isDash(word[...]), index > 0, index + 1 < tokens.count {  // `kW - h`
            pieces = (line.string(tokens[index - 1]), line.string(tokens[index + 1]), tokens[index - 1].start, tokens[index + 1].end)
        } else if let last = word.last, isDash(Substring(String(last))), index + 1 < tokens.count {  // `kW- h`
            pieces = (String(word.dropLast()), line.string(tokens[index + 1]), tokens[index].start, tokens[index + 1].end)
        } else if let first = word.first, isDash(Substring(String(first))), index > 0 {  // `kW -h`
            pieces = (line.string(tokens[index - 1]), String(word.dropFirst()), tokens[index - 1].start, tokens[index].end)
        } else if let dash = word.firstIndex(where: { isDash(Substring(String($0))) }), dash != word.startIndex {  // `kW–h`
            pieces = (String(word[..<dash]), String(word[word.index(after: dash)...]), tokens[index].start, tokens[index].end)
        } else {
            return nil
        }
        let joined = pieces.before + "-" + pieces.after
        guard !pieces.before.isEmpty, !pieces.after.isEmpty, UnitCatalog.find(joined) != nil else { return nil }
        let whole = rewritten(line, writing: VisibleText.of(joined), from: pieces.start, to: pieces.end)
        return refusal(of: whole, converter: converter) == nil ? whole : nil
    }

    /// `line` without the blanks around its slashes (`5 mi / h to km / h`: 5 mi/h to km/h) when
    /// it has some and that line is accepted; nil otherwise.
    static func slashesJoined(_ line: LineBytes, converter: Converter? = nil) -> String? {
        guard line.bytes[..<line.end].contains(UInt8(ascii: "/")) else { return nil }
        var joined: [UInt8] = []
        for (index, byte) in line.bytes[..<line.end].enumerated() {
            let nextIsSlash = index + 1 < line.end && line.bytes[index + 1] == UInt8(ascii: "/")
            if LineBytes.isBlank(byte), nextIsSlash || joined.last == UInt8(ascii: "/") { continue }
            joined.append(LineBytes.isBlank(byte) ? UInt8(ascii: " ") : byte)  // a tab a space, as every hint writes it
        }
        let whole = String(decoding: joined, as: UTF8.self).trimmingBlanks
        return joined.count < line.end && refusal(of: whole, converter: converter) == nil ? whole : nil
    }

    /// `5 10 in to cm`, `1 000 m`, `10 5 in`, `1e3 5 m`: numbers apart before a unit, where a
    /// later one has more than one character, or a digit follows one that has (a point key may:
    /// `98 . 6 F`). As keys they join (510 in, where 5 ft 10 in was forgotten; the thousands of
    /// `1 000` spaced as SI prints them; 105 in; 1e35 m, the digit going into the exponent):
    /// refused, saying so, offering the line with the number whole. Single keys (`2 1 2 km`, `98
    /// . 6 F`) are keys, and convert the number they type, but for two digits before a unit that
    /// is a later part of a value in parts (`5 6 in`, `6 4 lb`, `1 5 min`: 5 ft 6 in was meant,
    /// as GNU units multiplies them to 30 in). Nil when that is what the run holds.
    @inline(never)
    static func numbersApart(from start: Int, to last: LineBytes.Token, line: LineBytes) -> LineError? {
        var tokens = line.tokens(from: start), numbers: [LineBytes.Token] = [], longApart = false, longBefore = false
        while let typed = tokens.next(), typed.start <= last.start {
            let bytes = line.bytes(of: typed)
            guard NumberToken.mayBeNumber(bytes), NumberToken.shape(bytes) != nil else { return nil }  // a key between
            longApart = longApart || (!numbers.isEmpty && (bytes.count > 1 || longBefore && !bytes.elementsEqual(".".utf8)))
            longBefore = bytes.count > 1
            numbers.append(typed)
        }
        var unitAfter = line.tokens(from: last.end)
        let partForgotten = numbers.count == 2 && !longBefore && !numbers.contains { line.bytes(of: $0).elementsEqual(".".utf8) }
            && unitAfter.next().flatMap { UnitCatalog.find(line.string($0)) }.map { unit in
                CompoundUnit.all.contains { $0.parts.dropFirst().contains(unit) } } == true
        guard longApart || partForgotten, let first = numbers.first else { return nil }
        let joined = numbers.map { line.string($0) }.joined()
        let whole = rewritten(line, writing: joined, from: first.start, to: last.end)
        let typed = line.visible(LineBytes.Token(start: first.start, end: last.end))
        let offer = refusal(of: whole) == nil ? "; for \(joined) write it whole: \(whole)" : ""
        return LineError(.inNumber(typed, problem: "holds numbers apart before one unit, which as keys would join as \(joined)\(offer);"
            + " a value in parts names each part's unit (5 ft 10 in)"), column: line.column(of: first.start))
    }
}
