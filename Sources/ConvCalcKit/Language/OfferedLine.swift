/// A hint that ends in a line to type (`…: write 5 mi to km`) offers one the session accepts.
/// A word's own hint rewrites the word alone (`no period after a unit: write km` for `km.`),
/// which `PunctuationHint` writes as the whole line when that line is accepted; when it is
/// not (`km.` first on a line, `convert mi;`: a unit alone), or a hint's line is refused for
/// another reason, the hint says what is wrong without offering it.
extension LineError {
    /// The message of `--converter NAME` (and of a transcript header's) refused for `reason`:
    /// what it offers written as the flag (`--converter 'mi to km'`), and only when accepted.
    public static func forConverterFlag(name: String, _ reason: Reason) -> String {
        var error = LineError(reason, column: 0)
        // `--converter 'mi tokm'`, `--converter 'kW - h to MJ'`: no name offered (a word's own hint
        // wrote the word alone, `write to km`, or a line's rewrite is none of a name's), where
        // `convert NAME` offers one: that refusal, when the name it offers is accepted.
        func offersName(_ error: LineError) -> Bool {
            guard let write = error.message.rangeOfText(": write convert ", last: true) else { return false }
            if case .success = ConverterQuery.resolve(String(error.message[write.upperBound...])) { return true }
            return false
        }
        // A name holding a character that shows as nothing (`kilometr<SHY>`): as `convert NAME` says it
        // (`did you mean 'kilometre'`, `read without its invisible character`; it gave only the kind's units).
        if name.unicodeScalars.contains(where: LineParser.showsNothing), let line = LineParser.refusal(of: "convert " + name) {
            error = LineError(line.reason, column: 0, afterword: line.afterword)
        } else if !offersName(error), let line = LineParser.refusal(of: "convert " + name), offersName(line) {
            error = LineError(line.reason, column: 0, afterword: line.afterword)
        } else if let offered = error.offeredText, !offered.hasPrefix("convert "), !offered.contains("("),
                  case .unknownUnit = error.reason {
            // A word's rewrite that is no name, where `convert NAME` offers none (`--converter 'MiB asn GiB'`:
            // `write as n`): what is wrong is said, as `convert` says it. Choices of units are kept,
            // as every place lists them (`'ton' is ambiguous: write t (tonne, 1000 kg), …`).
            error = error.withoutOffer
        }
        return "--converter: " + forConverterFlag(error.offeringOnlyAcceptedNames.message)
    }

    /// This error given for a converter's name (`--converter`, a transcript's header): what it
    /// offers is a name, kept when `ConverterQuery` resolves it (`mi. to km`: mi to km).
    public var offeringOnlyAcceptedNames: LineError {
        // `--converter 'mi mi'`: write it once, `mi`, and why that is refused too (it was offered as if accepted).
        if let offered = offeredLine, offered.hasPrefix("convert "),
           case .failure(let why) = ConverterQuery.resolve(String(offered.dropFirst("convert ".count))) {
            let said = "that is refused too: " + LineError(why, column: 0).explanation
            return LineError(reason, column: column, afterword: afterword.map { $0 + "; " + said } ?? said)
        }
        return offeringOnly { offered in
            if case .failure(let reason) = ConverterQuery.resolve(offered) { LineError(reason, column: 0) } else { nil }
        }
    }

    /// This error, its hint without the line it ends in when `LineParser` refuses that line
    /// (read from `converter`, as the line itself was); an example built from the user's line
    /// (`offeredLine`) that is refused gets why as an afterword.
    public func offeringOnlyAcceptedLines(converter: Converter?) -> LineError {
        let refusal = { (line: String) in LineParser.refusal(of: line, converter: converter, checksOffers: false) }
        // `5 mi to to kmm`: write it once: 5 mi to kmm, and why that is refused too (it was offered as if accepted).
        // Why, with that line's own hints (`5 mi to (km)`: no brackets here): one check, the hints only
        // reword a refusal.
        if let offered = offeredLine, let why = LineParser.refusal(of: offered, converter: converter) {
            let said = "that line is refused too: " + why.explanation
            return LineError(reason, column: column, afterword: afterword.map { $0 + "; " + said } ?? said)
        }
        return offeringOnly(refusal)
    }

    /// This error, its hint without the line (or name) it ends in when `refusal` refuses it.
    private func offeringOnly(_ refusal: (String) -> LineError?) -> LineError {
        // Two numbers side by side are one number typed key by key (`5 10 in` is 510 in): a line
        // that has them is never offered (`5, 10 in` offered `5 10 in`; `1,000 25 km` offered `1000 25 km`).
        func accepted(_ line: String) -> Bool { !Self.joinsNumbers(line) && refusal(line) == nil }
        // A connector's example (`5 km/ h`: 5 km to h, a length to a time) is left out when refused.
        if case .unknownConnector(let text, let typed) = reason, case let example = typed.hasPrefix("e.g. ") ? String(typed.dropFirst(5)) : typed,
           !example.isEmpty, !example.hasPrefix("convert "), !accepted(example) {
            return LineError(.unknownConnector(text, example: ""), column: column)
        }
        guard let offered = offeredText?.trimmingBlanks, Self.isLine(offered), !accepted(offered) else { return self }
        return withoutOffer
    }

    /// What this error's hint offers after its last `: write ` (`no period after a unit: write
    /// 5 km`: `5 km`), for an unknown unit or key; nil for any other error.
    var offeredText: String? {
        guard let hint = wordHint, let write = hint.rangeOfText(": write ", last: true) else { return nil }
        return String(hint[write.upperBound...])
    }

    /// This error with each line it offers (an example, a pair written right) passed through
    /// `rewrite`, in its reason and its afterword (`: convert …` there).
    func mappingOffers(_ rewrite: (String) -> String) -> LineError {
        let reason: Reason = switch self.reason {
        case .missingUnit(let example): .missingUnit(example: rewrite(example))
        case .unitMissingBefore(let text, let example): .unitMissingBefore(text, example: rewrite(example))
        case .unitMissingAfter(let text, let example): .unitMissingAfter(text, example: rewrite(example))
        case .connectorAfterKey(let text, let example): .connectorAfterKey(text, example: rewrite(example))
        case .connectorOutOfPlace(let text, let example): .connectorOutOfPlace(text, example: rewrite(example))
        case .pairStartsWithConnector(let text, let example): .pairStartsWithConnector(text, example: rewrite(example))
        case .unitAlone(let text, let example): .unitAlone(text, example: rewrite(example))
        case .unitTwice(let text, let example): .unitTwice(text, example: rewrite(example))
        case .countryEitherWay(let text, let first, let second): .countryEitherWay(text, first: first.rewritten(rewrite), second: second.rewritten(rewrite))
        case .afterPair(let text, let pair, let example): .afterPair(text, pair: pair, example: rewrite(example))
        case .unknownConnector(let text, let example): .unknownConnector(text, example: rewrite(example))
        case .connectorTwice(let text, let example): .connectorTwice(text, example: rewrite(example))
        case .outputOnlyInName(let text, let asOutput, let from): .outputOnlyInName(text, asOutput: asOutput, from: rewrite(from))
        case .unknownUnit(let text, let hint?): .unknownUnit(text, hint: Self.rewritingClauses(hint, rewrite))
        case .unknownKeyWithHint(let text, let hint): .unknownKeyWithHint(text, hint: Self.rewritingClauses(hint, rewrite))
        default: self.reason
        }
        return LineError(reason, column: column, afterword: afterword.map { Self.rewritingClauses($0, rewrite) })
    }

    /// `text` with what follows each `: ` in it, to the clause's end, passed through `rewrite`.
    private static func rewritingClauses(_ text: String, _ rewrite: (String) -> String) -> String {
        text.split(separator: "; ", omittingEmptySubsequences: false).map { clause in
            guard let colon = clause.rangeOfText(": ", last: true) else { return String(clause) }
            return clause[..<colon.upperBound] + rewrite(String(clause[colon.upperBound...]))
        }.joined(separator: "; ")
    }

    /// This error with its hint cut before its last `: write `: what is wrong is said, nothing
    /// offered. Itself when it offers nothing.
    var withoutOffer: LineError {
        guard let hint = wordHint, let write = hint.rangeOfText(": write ", last: true) else { return self }
        let said = String(hint[..<write.lowerBound])
        switch reason {
        case .unknownUnit(let token, _): return LineError(.unknownUnit(token, hint: said), column: column, afterword: afterword)
        case .unknownKeyWithHint(let token, _): return LineError(.unknownKeyWithHint(token, hint: said), column: column, afterword: afterword)
        default: return self
        }
    }

    /// The hint of an unknown unit or key.
    private var wordHint: String? {
        switch reason {
        case .unknownUnit(_, let hint?), .unknownKeyWithHint(_, let hint): hint
        default: nil
        }
    }

    /// True for choices or a sentence written after `write` (`t (tonne, 1000 kg), short ton (2000
    /// lb) or long ton`, `5e6 and the unit); for metres write m`), not a line or a piece of one.
    static func isProse(_ text: some StringProtocol) -> Bool {
        text.includes(" or ") || text.includes(" and ") || text.contains(where: { "();".contains($0) }) || text.includes(", ")
    }

    /// The line this error offers in place of the user's, written from it (`5 mi to to km`:
    /// write it once: 5 mi to km), for `offeringOnlyAcceptedLines` to check; nil for the
    /// errors that offer none, or a fixed example, or that check their own.
    var offeredLine: String? {
        switch reason {
        case .connectorTwice(_, let example): example.contains("…") ? nil : example  // `1 GiB in …`: the unit left to type
        case .outputOnly(_, _, _, let typed): typed.isEmpty ? nil : typed
        case .valueAfterConverterName(let number, let pair): "\(number) \(pair)"
        case .unitTwice(_, let example): example
        default: nil
        }
    }

    /// True when two words of `text` side by side are numbers (marks after the second dropped).
    static func joinsNumbers(_ text: String) -> Bool {
        // A number with a foot or inch mark after it is a number too (`5 7"` is 57 in).
        // One with a mark ends there, as the unit after a number does (`5' 10 in` is 5 ft 10 in).
        let marks: Set<Character> = ["'", "\"", "’", "”", "′", "″", "‘", "“"]
        let words = text.split(separator: " ")
        func isNumber(_ word: Substring) -> Bool {
            Array(String(word.reversed().drop { marks.contains($0) }.reversed()).utf8).withUnsafeBufferPointer {
                NumberToken.mayBeNumber($0) && NumberToken.shape($0) != nil
            }
        }
        return zip(words, words.dropFirst()).contains { pair in
            pair.0.last.map { !marks.contains($0) } == true && isNumber(pair.0) && isNumber(pair.1)
        }
    }

    /// True when `text`, written after `write`, is a line to type or a piece of one: one word
    /// (`km`), or words that start with a number, a command or a unit (`5 mi to km`, `convert mi
    /// to km`, `t to`, `sq km`); not prose (`the difference in one unit`, `h+min+s or h+min`,
    /// `t (tonne, 1000 kg), short ton (2000 lb) or long ton (2240 lb)`).
    private static func isLine(_ text: String) -> Bool {
        guard !isProse(text) else { return false }
        let words = text.split(separator: " ")
        guard let first = words.first else { return false }
        if first.count == text.count || (1...min(3, words.count)).contains(where: { UnitCatalog.find(words.prefix($0).joined(separator: " ")) != nil }) {
            return true  // a unit of one to three words first (`t to`, `sq km`)
        }
        if let lead = first.first, lead.isASCII, lead.isNumber || "-+.".contains(lead) { return true }
        return Words.named(String(first)) != nil
    }
}
