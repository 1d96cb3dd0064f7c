/// Brackets and punctuation around the words of a refused line, as prose and expressions write
/// them: `(5 ft) to m`, `5 ft, 10 in to cm`, `5 km... to m`, `1000 in to ft+in.`, and an `and`
/// between parts (`5 ft and 10 in to cm`). The hint is
/// the line without them, written whole, when the parser accepts that line; otherwise a word's
/// own hint that writes the word again is written as the whole line (`5 mito km`), when that
/// line is accepted; otherwise the refusal stays as it was.
enum PunctuationHint {
    /// `error` with its hint replaced by the line without brackets and punctuation, when the
    /// error is an unknown key or unit, the line holds some, and the parser accepts the line
    /// without them (from `converter`, as the line itself was read); else `error` unchanged.
    static func improved(_ error: LineError, line: LineBytes, converter: Converter?) -> LineError {
        let token: String, own: String?
        switch error.reason {
        case .unknownKey(let shown): (token, own) = (shown, nil)
        case .unknownKeyWithHint(let shown, let hint): (token, own) = (shown, hint)
        case .unknownUnit(let shown, let hint): (token, own) = (shown, hint)
        default: return error
        }
        // A unit's own rewrite of its word alone is offered as the whole line, or not at all (`5 mi tokm ;`
        // offered `to km`, refused as a line).
        let wordRewritten = { wholeLine(error, token: token, own: own, line: line, converter: converter) ?? withoutPiece(error) }
        if let call = unitCalled(line, converter: converter) {
            let hint = "no brackets here; a value goes before its unit: write \(VisibleText.of(call))"
            if case .unknownUnit = error.reason { return LineError(.unknownUnit(token, hint: hint), column: error.column) }
            return LineError(.unknownKeyWithHint(token, hint: hint), column: error.column)
        }
        guard let (cleaned, removed) = cleaned(line), !cleaned.isEmpty else { return wordRewritten() }  // `)` alone: nothing to write
        let brackets = removed.hasPrefix("no brackets")
        if let refused = LineParser.refusal(of: cleaned, converter: converter) {
            let hint: String
            if brackets, let converted = annotated(cleaned, converter: converter) {
                // `5 mi (8 km)`: the value in brackets says the first in another unit, as prose writes it (it offered the total,
                // 16.04672 km).
                hint = "\(removed): to convert, write \(VisibleText.of(converted))"
            } else if case .inParts = refused.reason, !removed.contains("';'") {  // `3 ft; 2 m`: two conversions
                // `(5 ft 13 in) to cm`: one value, refused without the marks too (13 in is 1 ft or
                // more): why (it said to put each conversion on a line of its own).
                hint = "\(removed); written \(VisibleText.of(cleaned)), it is refused too: \(refused.explanation)"
            } else {
                // `5 mi to km; 3 ft to m`: two conversions (its word's hint offered the unit alone, `km`);
                // not a line of one refused for another reason (`5 ft, 10 in = cm?`: the `=`).
                let second = if case .afterConversion = refused.reason { true } else { removed.contains("';'") }
                if second, cleaned.split(separator: " ").filter({ $0.first?.isNumber == true }).count > 1,
                   !removed.hasPrefix("a value in parts") {
                    hint = "\(removed): put each conversion on a line of its own"
                } else if case .unknownKey = error.reason, case let rewritten = wordRewritten(), rewritten.message == error.message {
                    // A word with no hint of its own (`5,` in `5, 10 in`): what was taken, and why the
                    // line without it is refused too (5 10 in: numbers apart).
                    hint = "\(removed); written \(VisibleText.of(cleaned)), it is refused too: \(refused.explanation)"
                } else {
                    return wordRewritten()
                }
            }
            if case .unknownUnit = error.reason { return LineError(.unknownUnit(token, hint: hint), column: error.column) }
            return LineError(.unknownKeyWithHint(token, hint: hint), column: error.column)
        }
        // The word's own hint says best what was wrong (`cu.`: no period in a unit); its line is this one.
        let said = own.flatMap { hint in hint.hasPrefix("no ") ? hint.rangeOfText(": write ").map { hint[..<$0.lowerBound] } : nil }
        let hint = "\(said.map(String.init) ?? removed): write \(VisibleText.of(cleaned))"
        if case .unknownUnit = error.reason { return LineError(.unknownUnit(token, hint: hint), column: error.column) }
        return LineError(.unknownKeyWithHint(token, hint: hint), column: error.column)
    }

    /// `5 mi (8 km)`, its brackets taken (`cleaned`: `5 mi 8 km`): a value and, in brackets, the
    /// same in another unit of its kind, as prose writes it: the conversion to that unit (`5 mi to
    /// km`), when accepted; nil for any other line.
    private static func annotated(_ cleaned: String, converter: Converter?) -> String? {
        let words = cleaned.split(separator: " ").map(String.init)
        guard words.count == 4, NumberToken.startsAsValue(words[0]), NumberToken.startsAsValue(words[2]),
              let first = UnitCatalog.find(words[1]), let second = UnitCatalog.find(words[3]), first != second,
              UnitCatalog.unit(first).kind == UnitCatalog.unit(second).kind, case let line = "\(words[0]) \(words[1]) to \(words[3])",
              LineParser.refusal(of: line, converter: converter) == nil else { return nil }
        return line
    }

    /// `tempF(98.6)`, `tempC(100) to F`, `ft(3)`: a unit written as GNU units' function of its
    /// value, first on the line (`tempF` is its name for °F): the line with the value before the
    /// unit, when accepted; nil otherwise.
    private static func unitCalled(_ line: LineBytes, converter: Converter?) -> String? {
        var tokens = line.tokens()
        guard let first = tokens.next(), case let word = line.string(first), word.hasSuffix(")"),
              let open = word.firstIndex(of: "("), open > word.startIndex else { return nil }
        let name = String(word[..<open]), value = word[word.index(after: open)..<word.index(before: word.endIndex)]
        let unit = UnitCatalog.find(name) != nil ? name : name.hasPrefix("temp") && UnitCatalog.find(String(name.dropFirst(4))) != nil
            ? String(name.dropFirst(4)) : nil
        guard let unit, !value.isEmpty else { return nil }
        let rest = line.string(LineBytes.Token(start: first.end, end: line.end)).trimmingBlanks
        let written = ([value + " " + unit] + (rest.isEmpty ? [] : [rest])).joined(separator: " ")
        return LineParser.refusal(of: written, converter: converter) == nil ? written : nil
    }

    /// `error`, a unit's hint that writes its word again (`the connector is glued to the unit:
    /// write to km`) whose line is refused, without that piece: what is wrong is said.
    private static func withoutPiece(_ error: LineError) -> LineError {
        // A piece of the line, not choices or a sentence (`t (tonne, 1000 kg), short ton … or long ton`, `h+min+s or h+min`).
        guard case .unknownUnit = error.reason, let piece = error.offeredText, piece.contains(" "), !LineError.isProse(piece)
        else { return error }
        return error.withoutOffer
    }

    /// `5 mito km`, `5 ft10 in`: a word's own hint that writes the word again (`the connector is
    /// glued to the unit: write mi to`) as the whole line with the word so written, when the
    /// session accepts that line (the hint offered a fragment); nil otherwise.
    private static func wholeLine(_ error: LineError, token: String, own: String?, line: LineBytes,
                                  converter: Converter?) -> LineError? {
        // A unit's word only: a number's hints write their line already (`-1,000 ft`: -1000 ft).
        guard case .unknownUnit = error.reason, let own, let write = own.rangeOfText(": write ", last: true) else { return nil }
        let rewritten = own[write.upperBound...]
        var tokens = line.tokens()
        while let word = tokens.next() {
            guard VisibleText.of(line.string(word)) == token else { continue }
            let before = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[line.firstNonBlank(from: 0)..<word.start]))
            let after = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[word.end..<line.end]))
            let whole = (before + rewritten + after).trimmingBlanks
            guard whole != rewritten, LineParser.refusal(of: whole, converter: converter) == nil else { return nil }
            let hint = own[..<write.lowerBound] + ": write " + whole
            if case .unknownUnit = error.reason { return LineError(.unknownUnit(token, hint: hint), column: error.column) }
            return LineError(.unknownKeyWithHint(token, hint: hint), column: error.column)
        }
        return nil
    }

    /// The line's words without brackets around them and punctuation after them (`5.` keeps
    /// its point, `5...` none), joined by spaces, and what was taken (`no brackets here`,
    /// `no period after a unit`), an `and` or `&` before a part's number dropped too; nil when there
    /// was none.
    static func cleaned(_ line: LineBytes) -> (String, String)? {
        var words: [String] = [], brackets = false, mark: Character?, markedNumber = false, markedUnit = true,
            markedConnector = false
        var marks: [Character] = []  // each mark taken, once: two of them are both named (`39 bar to; psi?`)
        var quoteMarks = QuoteMarks()
        var tokens = line.tokens()
        var gluedEnd = -1  // where the last word kept ended, when nothing was cut from its end
        var feetMoved = false  // a feet mark typed apart from its number, before the inches (`5 '10"`)
        var signBeforeBracket: String?  // `-(5 ft)`: the sign for the next word kept
        while let token = tokens.next() {
            let whole = Substring(line.string(token))
            var word = whole
            let gluedToLast = token.start == gluedEnd
            // `5 '10" to cm`: a feet mark apart from its number and glued to the inches, no quote the
            // line closes, goes after the feet (it read quotes, offering `510"`).
            if !gluedToLast, let last = words.last, last.first?.isNumber == true, last.allSatisfy({ $0.isNumber || $0 == "." }),
               let mark = word.first, mark == "'" || mark == "′", word.dropFirst().first?.isNumber == true,
               !word.dropFirst().contains(where: { QuoteMarks.closes($0, mark) }),
               !line.string(LineBytes.Token(start: token.end, end: line.end)).contains(where: { QuoteMarks.closes($0, mark) }) {
                words[words.count - 1].append(mark)
                word = word.dropFirst()
                feetMoved = true
            }
            // `6 '. in m`: a feet or inches mark apart after its number, a sentence's mark after it, is the
            // unit, no quote (it offered `6 in m`, inches).
            if !gluedToLast, words.last?.last?.isNumber == true, let first = word.first, "'\"′″".contains(first), word.count > 1,
               word.dropFirst().allSatisfy({ ".,;:!?…".contains($0) }) {
                words.append(String(first))
                mark = word.dropFirst().first
                if !marks.contains(mark!) { marks.append(mark!) }
                (markedNumber, markedUnit, markedConnector) = (false, true, false)
                gluedEnd = -1
                continue
            }
            // Each mark cut by moving an index once (`dropLast` counted the word at each: a line of
            // 64 Ki `)` took 28 s).
            // A sign before the bracket is the number's (`-(5 ft) to m`: -5 ft; it kept `-(5`).
            if let first = word.first, "-−+".contains(first), let second = word.dropFirst().first, "([{".contains(second) {
                signBeforeBracket = first == "+" ? "" : "-"
                word = word.dropFirst()
            }
            while let first = word.first, "([{".contains(first) { word = word.dropFirst(); brackets = true }
            var end = word.endIndex
            while end > word.startIndex, ")]}".contains(word[word.index(before: end)]) {
                end = word.index(before: end)
                brackets = true
            }
            word = word[..<end]
            var cutInside = false  // then `word` is a new string: its end is no index of `whole`
            // Brackets inside a word go too, when one closed it (`1.5e(-4)`: it offered `1.5e(-4`,
            // refused again); not a lone one (`–5\x1B[2J`, a terminal's code, is no bracketed word).
            if end < whole.endIndex, word.contains(where: { "([{".contains($0) }) {
                word = Substring(word.filter { !"()[]{}".contains($0) })
                brackets = true
                cutInside = true
            }
            // Quotes around words, of any kind (`QuoteMarks`).
            var peek = tokens
            let afterNumber = gluedToLast && words.last?.last?.isNumber == true
            let (unquoted, apart, rejoined) = quoteMarks.take(word, afterNumber: afterNumber, at: token, next: peek.next(), line: line)
            word = unquoted
            // A mark left alone by the quotes taken is dropped with them (`5 '? 10 in`: a `?` alone
            // is help, and `5 ? 10 in to m` was offered, typing 5 into the converter in use).
            if word.count < whole.count, !word.isEmpty, word.allSatisfy({ ".,;:!?…".contains($0) }) {
                mark = word.first
                word = word.prefix(0)
            }
            // `2 lb,8 oz`, `5 ft.10 in`: a comma or period between a unit and the next part's number, in
            // one word (it offered a fixed `5 ft 10 in`, of another kind, and dropped the target).
            // A period only before a part's unit (`5 km.2 to mi2` is no value in parts: km² was meant).
            var next = tokens
            let unitNext = next.next().map { UnitCatalog.find(line.string($0)) != nil } ?? false
            if let comma = word.firstIndex(where: { $0 == "," || ($0 == "." && unitNext) }), comma > word.startIndex,
               case let after = word[word.index(after: comma)...],
               after.first?.isNumber == true, after.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
               UnitCatalog.find(String(word[..<comma])) != nil {
                if gluedToLast, !words.isEmpty { words[words.count - 1] += word[..<comma] } else { words.append(String(word[..<comma])) }
                words.append(String(after))
                mark = word[comma]
                if !marks.contains(word[comma]) { marks.append(word[comma]) }
                markedUnit = true
                gluedEnd = token.end
                continue
            }
            // Marks after a word; a number keeps one point of its own (`5.` is five, typed so).
            let kept = word.count - word.reversed().prefix { ".,;:!?…".contains($0) }.count
            if kept > 0 && kept < word.count && (hasLetter(word) || word.count - kept > 1 || word.last != ".") {
                mark = word[word.index(word.startIndex, offsetBy: kept)]
                if !marks.contains(mark!) { marks.append(mark!) }
                word = word.prefix(kept)
                markedNumber = !hasLetter(word) && word.contains { $0.isNumber }  // `->!` is no number
                markedUnit = UnitCatalog.find(String(word)) != nil || UnitCatalog.compound(String(word)) != nil  // `list;`: a word
                markedConnector = UnitPair.isConnector(String(word))
            }
            // A token glued to the one before stays glued (`1'000 in.` is `1` `'` `000`: spaced, `1 ' 000
            // in` was offered, which reads as 1 ft 0 in).
            if !word.isEmpty {
                if gluedToLast, !words.isEmpty { words[words.count - 1] += word } else { words.append((signBeforeBracket ?? "") + word) }
                signBeforeBracket = nil
            }
            if let apart, !apart.isEmpty { words.append(String(apart)) }
            gluedEnd = !rejoined && apart == nil && !cutInside && word.endIndex == whole.endIndex ? token.end : -1
        }
        // `5 ft and 10 in`, `6 st & 4 lb`, `5 ft plus 3 in`: parts joined by a word, before the next part's number.
        var joiner: String?
        for index in words.indices.dropFirst().reversed() where index + 1 < words.count
            && ["and", "&", "plus"].contains(words[index].lowercased()) && words[index + 1].first?.isNumber == true
            && words[index - 1].last?.isLetter == true {
            joiner = words.remove(at: index)
        }
        let quotes = quoteMarks.taken
        guard brackets || quotes || mark != nil || joiner != nil || feetMoved else { return nil }
        // `5, 10 in`: no unit before the comma; `5 km/L ->! mpg`: a connector's (it said a number's).
        let after = markedNumber ? "a number" : markedUnit ? "a unit" : markedConnector ? "a connector" : "a word"
        let removed = brackets ? "no brackets here" : quotes ? "no quotes here"
            : feetMoved ? "the feet mark goes right after its number"
            : marks.count > 1 ? "no " + marks.map { "'\($0)'" }.joined(separator: " or ") + " after words" : mark == "." ? "no period after \(after)"
            : mark == "," ? "no comma after \(after)" : mark != nil ? "no '\(mark!)' after \(after)"
            : "a value in parts has no '\(VisibleText.of(joiner!))' between them"
        return (words.joined(separator: " "), removed)
    }

    /// True when `word` holds a letter (a unit's, not a number's `e`: `1e3.` is no unit).
    private static func hasLetter(_ word: Substring) -> Bool {
        word.contains { ($0.isLetter && !($0 == "e" || $0 == "E")) || (!$0.isASCII && !".,;:!?…".contains($0)) }
    }
}
