/// Hints for a word that is no key, read from the words around it on the line: arithmetic,
/// a power of ten apart, a compound output or parts said in words, a unit with its slash apart,
/// a unit of several words with no number, a question, an article for one. Each offers the
/// whole line to type when the parser accepts it (`refusal(of:)`), else says what is wrong.
/// On the error path only: `unknown` asks them in turn after its own checks.
extension LineParser {
    /// The first of the hints below that fits `token` (shown as `shown`), or nil.
    static func wordHint(_ token: LineBytes.Token, shown: String, line: LineBytes, afterNumber: Bool,
                         afterConversion: Bool) -> String? {
        if afterNumber, let hint = arithmeticHint(token, shown: shown, line: line) ?? powerOfTenHint(token, shown: shown, line: line) {
            return hint
        }
        if afterConversion, let hint = compoundInWordsHint(token, shown: shown, line: line) { return hint }
        if afterConversion, let hint = secondConversionHint(token, shown: shown, line: line) { return hint }
        if let hint = compoundFirstHint(token, line: line) ?? caretApartHint(token, line: line) { return hint }
        if let hint = slashApartHint(token, shown: shown, line: line) { return hint }
        // The unit a line starts with, read once for the two hints that ask.
        let leading = line.firstNonBlank(from: 0) == token.start ? leadingUnit(token, line: line) : nil
        return pairWithoutNumberHint(token, leading: leading, line: line)
            ?? numberInsideUnitHint(token, line: line) ?? severalWordsFirstHint(leading: leading)
            ?? howManyHint(token, line: line) ?? whatIsHint(token, line: line) ?? articleHint(token, line: line)
            ?? precisionHabitHint(token, line: line) ?? unitsPromptHint(token, line: line) ?? clockHint(token, line: line)
    }

    /// `1:30 to min`, `0:45:10`: a time written as a clock writes it, which a line writes in
    /// its units: `1 h 30 min`, or `1 min 30 s` (a clock's two numbers say neither; `0:45:10`:
    /// 45 min 10 s), with the rest of the line; only the lines accepted, and none when a later
    /// number is 60 or more. A minus signs the whole (`-1:30`: -1 h 30 min), and a unit of time
    /// after the clock names its first or last part (`1:30 h to min`: 1 h 30 min to min).
    private static func clockHint(_ token: LineBytes.Token, line: LineBytes) -> String? {
        var typed = Substring(line.string(token))
        guard typed.utf8.contains(UInt8(ascii: ":")) else { return nil }  // no clock: asked of every refused word
        let sign = typed.first == "-" ? "-" : ""
        typed = typed.dropFirst(sign.count)
        // An arrow glued after it (`1:30->min`): the unit to show it in.
        var target = ""
        if let arrow = UnitPair.arrows.lazy.compactMap({ typed.firstRange(of: $0) }).first, arrow.upperBound < typed.endIndex {
            target = " " + typed[arrow] + " " + typed[arrow.upperBound...]
            typed = typed[..<arrow.lowerBound]
        }
        let numbers = typed.split(separator: ":", omittingEmptySubsequences: false)
        // Digits, the last part a decimal too (`1:30.5`: 1 min 30.5 s).
        let isWhole = { (part: Substring) in (1...9).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber } }
        let last = numbers.last.map { $0.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false) } ?? []
        guard (2...3).contains(numbers.count), numbers.dropLast().allSatisfy(isWhole), let whole = last.first, isWhole(whole),
              last.count == 1 || isWhole(last[1]),
              let values = Optional(numbers.dropLast().compactMap { Int($0) } + [Int(whole) ?? 60]), values.dropFirst().allSatisfy({ $0 < 60 })
        else { return nil }
        var units = values.count == 3 ? [["h", "min", "s"]] : [["h", "min"], ["min", "s"]]
        // The unit typed after it: the readings whose first or last part it is (`1:30 h`, `1:30 s`;
        // `1:30 min` either), taken with it; else the unit to show it in (`1:30:15 min`: to min).
        var end = token.end
        var after = line.tokens(from: token.end)
        if target.isEmpty, let unit = after.next(), let named = UnitCatalog.find(line.string(unit)),
           UnitCatalog.kinds[Int(named)] == UnitKind(named: "time") {
            let fitting = units.filter { UnitCatalog.find($0[0]) == named || UnitCatalog.find($0[$0.count - 1]) == named }
            if !fitting.isEmpty { units = fitting } else { target = " to " + line.string(unit) }
            end = unit.end
        }
        let lines = units.map { names in
            // Leading parts of zero left out (`0:45:10`: 45 min 10 s); the last as typed (`30.5`).
            let written = values.map(String.init).dropLast() + ["\(values[values.count - 1])" + (last.count == 2 ? "." + last[1] : "")]
            let parts = zip(written, names).enumerated()
                .drop { $0.offset < values.count - 1 && values[$0.offset] == 0 }.map { ($0.element.0, $0.element.1) }
            return rewritten(line, writing: sign + parts.map { "\($0) \($1)" }.joined(separator: " ") + target, from: token.start, to: end)
        }.filter { refusal(of: $0) == nil }
        guard !lines.isEmpty else { return nil }
        return "a time is written with its units: write " + lines.joined(separator: ", or ")
    }

    /// `You have: 5 mi`, `You want: km`: GNU units' two prompts typed as text. The line after
    /// `You have:` when accepted; else a conversion is one line.
    private static func unitsPromptHint(_ token: LineBytes.Token, line: LineBytes) -> String? {
        guard line.string(token).lowercased() == "you", line.firstNonBlank(from: 0) == token.start else { return nil }
        var rest = line.tokens(from: token.end)
        guard let prompt = rest.next(), ["have:", "want:"].contains(line.string(prompt).lowercased()) else { return nil }
        let said = "GNU units' prompts are not typed here: a conversion is one line, the value and the unit to show it in"
            + " (5 mi to km)"
        let after = text(line, prompt.end, line.end).trimmingBlanks
        guard line.string(prompt).lowercased() == "have:", !after.isEmpty, refusal(of: after) == nil else { return said }
        return said + "; write " + after
    }

    /// `-d 4` (GNU units), `set precision 4` (qalc), `digits 4`: significant digits asked for as
    /// another calculator asks: `precision 4 sig`, when accepted.
    private static func precisionHabitHint(_ token: LineBytes.Token, line: LineBytes) -> String? {
        guard ["-d", "--digits", "digits", "set"].contains(line.string(token).lowercased()),
              line.firstNonBlank(from: 0) == token.start else { return nil }
        var rest = line.tokens(from: token.end)
        guard var count = rest.next() else { return nil }
        if line.string(count).lowercased() == "precision", let next = rest.next() { count = next }
        guard rest.next() == nil, line.string(count).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let written = "precision \(line.string(count)) sig"
        return refusal(of: written) == nil ? "significant digits are set with precision: write \(written)" : nil
    }

    /// The line's text from `start` to `end`, escaped for display.
    static func text(_ line: LineBytes, _ start: Int, _ end: Int) -> String {
        VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[start..<end]))
    }

    /// `5 x 10^2 +/- ft`: a number rewritten with an exponent (`5e2`) before a sign key, which
    /// would then sign the exponent (5e-2, where -500 ft was typed): the sign written on the
    /// number and the key dropped, with where the rewrite ends; else `written` and `end` as given.
    static func signedBeforeSignKey(_ written: String, end: Int, line: LineBytes) -> (String, Int) {
        guard written.contains(where: { $0 == "e" || $0 == "E" }) else { return (written, end) }
        var rest = line.tokens(from: end)
        // The key in quotes or with a sentence's mark too (`“+/-”`, `+/-!`), which the other hints take off.
        guard let next = rest.next() else { return (written, end) }
        let marks = "'\"‘’“”.,;:!?"
        var key = Substring(line.string(next))
        while let first = key.first, marks.contains(first) { key = key.dropFirst() }
        while let last = key.last, marks.contains(last) { key = key.dropLast() }
        guard Array(key.utf8).withUnsafeBufferPointer({ Words.typedWord($0)?.role }) == .key(.sign) else { return (written, end) }
        return (written.hasPrefix("-") ? String(written.dropFirst()) : "-" + written, next.end)
    }

    /// The user's line, escaped, with its bytes from `start` to `end` written as `written`
    /// (already escaped): the whole line a hint offers (`2 10^3 m` → `2e3 m`).
    static func rewritten(_ line: LineBytes, writing written: String, from start: Int, to end: Int) -> String {
        (text(line, line.firstNonBlank(from: 0), start) + written + text(line, end, line.end)).trimmingBlanks
    }

    /// `5 - 3 mi`, `5 + 3`: a sign apart between numbers is arithmetic, not a sign for one of them.
    private static func arithmeticHint(_ token: LineBytes.Token, shown: String, line: LineBytes) -> String? {
        guard ["-", "+", "−"].contains(shown) else { return nil }
        var rest = line.tokens(from: token.end)
        guard let next = rest.next(), NumberToken.mayBeNumber(line.bytes(of: next)), NumberToken.shape(line.bytes(of: next)) != nil
        else { return nil }
        return "convcalc converts one number and does no arithmetic: type the result"
    }

    /// `1.5 × 10⁻⁴ km`, `2 * 10^3 m`, `2 10^3 m`: a power of ten apart, written with e (the line, when accepted).
    private static func powerOfTenHint(_ token: LineBytes.Token, shown: String, line: LineBytes) -> String? {
        guard let number = tokenBefore(token, in: line) else { return nil }
        // `2 10^3 m`: the power right after the number, no sign between (it offered `2 1e3 m`, 21e3 m).
        var power = token
        if !["×", "*", "x", "·"].contains(shown) {
            guard KeyHint.powerOfTen(line.string(token)) != nil else { return nil }
        } else {
            var rest = line.tokens(from: token.end)
            guard let next = rest.next() else { return nil }
            power = next
        }
        guard let exponent = KeyHint.powerOfTen(line.string(power)) else { return nil }
        let hint = KeyHint.powerOfTenHint(line.visible(number), exponent)
        guard hint.hasPrefix("write ") else { return hint }  // beyond e±99: said, not offered
        let (written, end) = signedBeforeSignKey(line.visible(number) + "e" + exponent, end: power.end, line: line)
        let whole = rewritten(line, writing: written, from: number.start, to: end)
        // Refused so too: the whole line, which is what is refused (it said `1e2, which is refused too`).
        return refusal(of: whole).map { "write a power of ten with e: \(whole), which is refused too: \($0.explanation)" }
            ?? "write a power of ten with e: " + whole
    }

    /// `1.5 e-4 km`, `2 E3 m`: an exponent apart from its number, where a unit would go (it was an
    /// unknown unit, `units length` offered); the line with it joined, when that is accepted.
    /// `5 EE3 mi`: the key EE glued to its digits (an unknown unit): the line with them apart.
    @inline(never)
    static func exponentApart(_ token: LineBytes.Token, line: LineBytes) -> LineError? {
        let bytes = line.bytes(of: token)
        guard bytes.count >= 2, bytes[0] | 0x20 == UInt8(ascii: "e") else { return nil }
        let key = bytes.count > 2 && bytes[1] | 0x20 == UInt8(ascii: "e") ? 2 : 0  // `EE3`: the key EE
        let signed = key + (bytes[max(key, 1)] == UInt8(ascii: "-") || bytes[max(key, 1)] == UInt8(ascii: "+") ? 2 : 1) - (key > 0 ? 1 : 0)
        guard bytes.count > signed, bytes[signed...].allSatisfy({ $0 &- 0x30 <= 9 }), UnitCatalog.find(line.string(token)) == nil,
              let number = tokenBefore(token, in: line), NumberToken.shape(line.bytes(of: number))?.exponentMark == nil
        else { return nil }
        let typed = line.visible(token)
        let written = key > 0 ? line.visible(number) + " \(typed.prefix(2)) \(typed.dropFirst(2))" : line.visible(number) + typed
        let whole = rewritten(line, writing: written, from: number.start, to: token.end)
        // Refused joined too (`1.5 e-400 km`: the exponent is out of range), said, not offered.
        let offer = refusal(of: whole).map { "\(whole), which is refused too: \($0.explanation)" } ?? "write \(whole)"
        let said = key > 0 ? "the key \(typed.prefix(2)) is written apart from its digits: " : "an exponent is written with its number: "
        return LineError(.unknownKeyWithHint(typed, hint: said + offer), column: line.column(of: token.start))
    }

    /// `100000000000000000 in`: a whole number of more digits than a number holds, all zeros past
    /// the limit (it was told to round to 15 significant digits, which it has): the line with the
    /// number written with an exponent (`1e17 in`). Nil when it fits, has a point or an exponent,
    /// or more significant digits than fit: the machine's refusal says those.
    @inline(never)
    static func wholeNumberTooLong(_ token: LineBytes.Token, line: LineBytes) -> LineError? {
        let bytes = line.bytes(of: token)
        guard let shape = NumberToken.shape(bytes), shape.exponentMark == nil,
              !shape.mantissa.contains(where: { bytes[$0] == UInt8(ascii: ".") }) else { return nil }
        let digits = shape.mantissa.map { bytes[$0] }.drop { $0 == UInt8(ascii: "0") }
        let kept = digits.reversed().drop { $0 == UInt8(ascii: "0") }.reversed()
        guard digits.count > Entry.maxSignificantDigits, kept.count <= Entry.maxSignificantDigits, let lead = kept.first else { return nil }
        let sign = String(decoding: bytes[..<shape.mantissa.lowerBound], as: UTF8.self)
        let fraction = kept.dropFirst().isEmpty ? "" : "." + String(decoding: kept.dropFirst(), as: UTF8.self)
        let written = sign + String(UnicodeScalar(lead)) + fraction + "e\(digits.count - 1)"
        let whole = rewritten(line, writing: written, from: token.start, to: token.end)
        // Refused so too, said why, and no line offered: the number alone dropped the line's units (`1e17`
        // for `100000000000000000 ft 1 in to m`; `-1e17` for `-100000000000000000 °C`, below absolute zero).
        let offer = refusal(of: whole).map { "with an exponent (\(whole)) it is refused too: \($0.explanation)" }
            ?? "with an exponent, write \(whole)"
        return LineError(.inNumber(line.visible(token), problem: "has more digits than a number holds (\(Entry.maxSignificantDigits),"
            + " every digit typed counting); " + offer), column: line.column(of: token.start))
    }

    /// `1.8 m in feet and inches`: a compound output said in words (its parts joined by `and`).
    private static func compoundInWordsHint(_ token: LineBytes.Token, shown: String, line: LineBytes) -> String? {
        guard ["and", "&", "plus"].contains(shown.lowercased()), let first = tokenBefore(token, in: line),
              let larger = UnitCatalog.find(line.string(first)) else { return nil }
        var rest = line.tokens(from: token.end)
        guard let second = rest.next(), let smaller = UnitCatalog.find(line.string(second)),
              let compound = CompoundUnit.all.first(where: { $0.parts == [larger, smaller] })
                ?? CompoundUnit.all.first(where: { $0.parts.starts(with: [larger, smaller]) }) else { return nil }
        let whole = rewritten(line, writing: compound.symbol, from: first.start, to: second.end)
        return "a compound output is written with +: " + (refusal(of: whole) == nil ? "write \(whole)" : compound.symbol)
    }

    /// `5 km / h`, `30 mi / gal`, `5 L / 100 km`: a unit with its slash written apart, which reads
    /// as division (the words after the slash joined too).
    private static func slashApartHint(_ token: LineBytes.Token, shown: String, line: LineBytes) -> String? {
        guard shown == "/", let before = tokenBefore(token, in: line) else { return nil }
        var rest = line.tokens(from: token.end), after: [LineBytes.Token] = []
        while after.count < 2, let next = rest.next() {
            after.append(next)
            let unit = line.string(before) + "/" + after.map { line.string($0) }.joined()
            guard UnitCatalog.find(unit) != nil else { continue }
            let whole = rewritten(line, writing: VisibleText.of(unit), from: before.start, to: next.end)
            if refusal(of: whole) == nil { return "a unit is written without blanks around its slash: write \(whole)" }
        }
        // More than one unit so written (`5 mi / h to km / h`): every slash joined.
        return slashesJoined(line).map { "a unit is written without blanks around its slash: write \(VisibleText.of($0))" }
    }

    /// `5 mi to km and 3 ft to m`: a second conversion joined to the first by a word.
    private static func secondConversionHint(_ token: LineBytes.Token, shown: String, line: LineBytes) -> String? {
        guard ["and", "then", "&", "also"].contains(shown.lowercased()) else { return nil }
        var rest = line.tokens(from: token.end)
        guard let next = rest.next(), NumberToken.mayBeNumber(line.bytes(of: next)), NumberToken.shape(line.bytes(of: next)) != nil
        else { return nil }
        return "convcalc reads one conversion a line: put each on a line of its own"
    }

    /// `mi to km`, `mi km`, `nautical miles to km`: a whole pair with no number, which is a
    /// converter to pick.
    /// `leading` is the unit the line starts with, if `token` is its first word.
    private static func pairWithoutNumberHint(_ token: LineBytes.Token, leading: String?, line: LineBytes) -> String? {
        guard leading != nil, token.end < line.end else { return nil }
        let pair = text(line, token.start, line.end).trimmingBlanks
        guard pair.contains(" "), refusal(of: "convert " + pair) == nil else { return nil }
        return "a unit goes after a number (5 \(pair)), or pick the converter: write convert \(pair)"
    }

    /// `5 m ^2 to ft^2`, `5 m ^ 2 to ft ^ 2`: a caret's power apart from its unit, the line with
    /// every power glued when it is accepted (`m^2` is).
    static func caretApartHint(_ token: LineBytes.Token, line: LineBytes) -> String? {
        guard line.string(token).hasPrefix("^"), case let words = sequence(state: line.tokens(), next: { $0.next() }).map({ line.string($0) }),
              case let glued = UnitPair.gluingPowers(words), glued.count < words.count,
              case let whole = glued.joined(separator: " "), refusal(of: whole) == nil else { return nil }
        return "a power is written against its unit: write \(VisibleText.of(whole))"
    }

    /// `ft+in`, `h+min to s`: a compound output first on a line, with no number (it listed the keys).
    private static func compoundFirstHint(_ token: LineBytes.Token, line: LineBytes) -> String? {
        guard line.firstNonBlank(from: 0) == token.start,
              case let bytes = line.bytes(of: token), ByteSearch.firstIndex(of: UInt8(ascii: "+"), in: bytes) < bytes.count,
              let compound = UnitCatalog.compound(line.string(token)) else { return nil }
        return "\(compound.symbol) is an output only (\(compound.conversionExample)); a value in parts names each part"
            + " (\(compound.valueInPartsExample))"
    }

    /// The longest unit the words from `token` on name (`kilometers per litre`, not `kilometers`),
    /// or nil. The words after the first are of letters only (`per`, `survey feet`), as a unit's
    /// are, or a count (`liter per 100 km`): a line of random bytes is not looked up span by span.
    private static func leadingUnit(_ token: LineBytes.Token, line: LineBytes) -> String? {
        let words = [line.string(token)] + sequence(state: line.tokens(from: token.end)) { $0.next() }
            .lazy.map { line.string($0) }.prefix { $0.allSatisfy(\.isLetter) || UnitCatalog.count($0) != nil }
            .prefix(UnitPair.unitWordLimit - 1)
        return (1...words.count).reversed().lazy.map { words.prefix($0).joined(separator: " ") }.first { UnitCatalog.find($0) != nil }
    }

    /// `sq ft to m2`, `fl oz`, `kilometers per litre`: a unit of several words first on a line,
    /// with no number, `leading`: the longest (its first word alone may be a unit: it offered kilometers).
    private static func severalWordsFirstHint(leading: String?) -> String? {
        guard let words = leading, words.contains(" ") else { return nil }
        let unit = VisibleText.of(words)
        return "a unit goes after a number (5 \(unit) to …), or pick a converter: convert \(unit) …"
    }

    /// `square 5 m`, `cubic 2 ft to L`: a unit's first word before the number, the rest after
    /// it (it offered `square m`, without the number): the number first, when that line is accepted.
    private static func numberInsideUnitHint(_ token: LineBytes.Token, line: LineBytes) -> String? {
        guard line.firstNonBlank(from: 0) == token.start, UnitCatalog.find(line.string(token)) == nil else { return nil }
        var rest = line.tokens(from: token.end)
        guard let number = rest.next(), NumberToken.mayBeNumber(line.bytes(of: number)), NumberToken.shape(line.bytes(of: number)) != nil
        else { return nil }
        var unit = line.string(token), last = number
        for _ in 0..<2 {
            guard let next = rest.next() else { break }
            unit += " " + line.string(next)
            last = next
            guard UnitCatalog.find(unit) == nil else {
                let written = (text(line, number.start, number.end) + " " + VisibleText.of(unit) + text(line, last.end, line.end)).trimmingBlanks
                return refusal(of: written) == nil ? "a unit goes after its number: write \(written)" : nil
            }
        }
        return nil
    }

    /// `how many km in 5 mi`, `how many feet are in a mile?`, `how many miles is 5 km`, `how much
    /// is 5 lb in kg`: the conversion the question asks.
    private static func howManyHint(_ token: LineBytes.Token, line: LineBytes) -> String? {
        guard line.string(token).lowercased() == "how", line.firstNonBlank(from: 0) == token.start else { return nil }
        var rest = line.tokens(from: token.end), asked: [String] = []
        while let next = rest.next() { asked.append(line.visible(next)) }
        if asked.last?.hasSuffix("?") == true { asked[asked.count - 1] = String(asked[asked.count - 1].dropLast()) }
        asked.removeAll { $0.isEmpty }
        guard ["many", "much"].contains(asked.first?.lowercased() ?? "") else { return nil }
        // `how much is 5 lb in kg`: the conversion itself follows.
        if asked.count > 2, ["is", "are"].contains(asked[1].lowercased()) {
            let written = asked[2...].joined(separator: " ")
            return refusal(of: written) == nil ? "type the conversion alone: write \(written)" : nil
        }
        // `how many feet in a mile`, `how many miles is 5 km`, `how many cups make a litre`: the unit
        // asked for, then the value.
        let joins: Set<String> = ["in", "is", "are", "make", "makes", "equal", "equals", "="]
        guard let connector = asked.firstIndex(where: { joins.contains($0.lowercased()) }), connector > 1 else { return nil }
        let target = asked[1..<connector].joined(separator: " ")
        var value = asked[(connector + 1)...].filter { !["is", "are", "in"].contains($0.lowercased()) }.joined(separator: " ")
        for article in ["a ", "an ", "one "] where value.lowercased().hasPrefix(article) { value = "1 " + value.dropFirst(article.count) }
        let written = value + " in " + target
        // A number, signed or not (`how many °C in -40 °F`).
        guard !target.isEmpty, let lead = value.drop(while: { $0 == "-" || $0 == "+" }).first, lead.isASCII && lead.isNumber
        else { return nil }
        // `how many feet in an acre`: the conversion asked, and why it is refused too.
        if let refused = refusal(of: written) { return "the question asks for \(written), which is refused too: \(refused.explanation)" }
        return "type the conversion alone: write \(written)"
    }

    /// `what is 5 mi in km`, `what's 100 °F in °C?`: a question, where the conversion alone is typed.
    private static func whatIsHint(_ token: LineBytes.Token, line: LineBytes) -> String? {
        guard ["what", "what's", "whats", "what’s"].contains(line.string(token).lowercased()),
              line.firstNonBlank(from: 0) == token.start else { return nil }
        var rest = line.tokens(from: token.end), start = token.end
        if let next = rest.next() { start = line.string(next).lowercased() == "is" ? next.end : next.start }
        var asked = text(line, start, line.end).trimmingBlanks
        if asked.hasSuffix("?") { asked = String(asked.dropLast()).trimmingBlanks }
        // A conversion starts with its number (`what is ? 5 km` offered `? 5 km`, a help query).
        guard let lead = asked.first, lead.isASCII, lead.isNumber || "-+.".contains(lead), refusal(of: asked) == nil else { return nil }
        return "type the conversion alone: write \(asked)"
    }

    /// `a mile in km`, `an inch to cm`: an article for the number one (`a` is also a year).
    private static func articleHint(_ token: LineBytes.Token, line: LineBytes) -> String? {
        guard ["a", "an", "one"].contains(line.string(token).lowercased()), line.firstNonBlank(from: 0) == token.start else { return nil }
        var rest = line.tokens(from: token.end)
        guard let next = rest.next(), UnitCatalog.find(line.string(next)) != nil else { return nil }
        let written = "1 " + text(line, next.start, line.end).trimmingBlanks
        return refusal(of: written) == nil ? "a number is written in digits: write \(written)" : nil
    }
}
