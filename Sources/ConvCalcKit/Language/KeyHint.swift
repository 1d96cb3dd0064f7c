/// What a user probably meant by a token that is not a key: a decimal comma, a thousands
/// separator, `q` for quit, a unit without a number. Each hint says what to type instead.
enum KeyHint {
    /// The hint for `token` (as typed), or nil when none fits.
    static func hint(for token: String) -> String? {
        if let note = LookalikeLetters.note(for: token) {
            return [note, nonUnitHint(for: token) ?? UnitCatalog.hint(for: token)].compactMap { $0 }.joined(separator: "; ")
        }
        if let hint = nonUnitHint(for: token) { return hint }
        if let hint = unitFirstHint(token) { return hint }
        if let unit = UnitCatalog.hint(for: token) { return unit }
        if UnitCatalog.find(token) != nil {
            return "a unit goes after a number (5 \(token) to …), or pick a converter: convert \(token) …"
        }
        return commandSuggestion(for: token).map { "did you mean '\($0)'?" }
    }

    /// The command or key word `token` is a slip of (`prcision`, `hepl`, `quti`, `conver`,
    /// `unit`, `rest`, `swp`, `presicion`): one letter dropped, added, changed or two swapped (of
    /// three letters typed, only one dropped; of eight or more, two letters off), or a start of
    /// four letters or more; only when exactly one word is that near.
    static func commandSuggestion(for token: String) -> String? {
        let typed = Array(token.lowercased().unicodeScalars)
        guard typed.count >= 3, typed.allSatisfy({ $0.properties.isAlphabetic }) else { return nil }
        let near = Set(Completion.commandWords.filter { word in
            let scalars = Array(word.unicodeScalars)
            guard scalars != typed else { return false }
            if typed.count >= 4 && scalars.starts(with: typed) { return true }
            if typed.count == scalars.count, let first = typed.indices.first(where: { typed[$0] != scalars[$0] }),
               first + 1 < typed.count, typed[first] == scalars[first + 1], typed[first + 1] == scalars[first],
               typed[(first + 2)...] == scalars[(first + 2)...] {
                return true  // two letters swapped
            }
            // One letter off; from three letters one dropped (`swp`), from eight two (`presicion`).
            let limit = typed.count >= 8 ? 2 : 1
            return (typed.count >= 4 || scalars.count == typed.count + 1) && UnitCatalog.editDistance(typed, scalars, limit: limit) <= limit
        })
        return near.count == 1 ? near.first : nil
    }

    /// The hints that say `token` is no unit misspelt but something else: `q` for quit, a
    /// decimal comma, a number and a unit run together. Nil when none fits.
    static func nonUnitHint(for token: String) -> String? {
        if ["q", ":q", "bye", "stop"].contains(token.lowercased()) {
            return "type quit or press Ctrl-D to leave"
        }
        if ["-", "−", "+", "minus", "negative", "neg."].contains(token.lowercased()) {  // `- 5 ft`, `minus 5 mi`: a sign apart
            return "write a sign touching its number (-5), or the key +/- after it (5 +/-)"
        }
        if [";", "|", "||", "&", "&&"].contains(token) {  // `5 mi to km ; 3 ft to m`: two conversions
            return "convcalc reads one conversion a line: put each on a line of its own"
        }
        if token == "e" || token == "E" {  // `2 e 3`: the keypad's key `e`, apart
            return "an exponent is written with its number (2e3), or with the key EE (2 EE 3)"
        }
        if ["pi", "π"].contains(token.lowercased()) {  // `pi rad to deg`: a constant, as qalc and numbat take it
            return "convcalc takes numbers, not constants: π is about 3.14159265358979, and π rad is 180 °"
        }
        if ["*", "/", "×", "÷", "^", "**"].contains(token) {  // `5 mi * 2`, as qalc and python take it
            return "convcalc converts one number and does no arithmetic: type the result"
        }
        return commaHint(token) ?? dashHint(token) ?? doubleMinusHint(token) ?? thousandsHint(token) ?? spaceHint(token) ?? fractionHint(token)
            ?? arithmeticHint(token) ?? bracketHint(token)
    }

    /// `km5`, `lb2.5`: a unit, then its number, glued (was offered `kms`): the number goes
    /// first. Not a unit's own spelling with a digit (`km2` is square kilometres).
    private static func unitFirstHint(_ token: String) -> String? {
        let letters = token.prefix { !($0.isASCII && $0.isNumber) }, number = token.dropFirst(letters.count)
        guard !letters.isEmpty, letters.allSatisfy(\.isLetter), number.first?.isNumber == true, UnitCatalog.find(token) == nil, let unit = UnitCatalog.find(String(letters)),
              number.utf8.withContiguousStorageIfAvailable({ NumberToken.mayBeNumber($0) && NumberToken.shape($0) != nil }) == true
        else { return nil }
        return unitFirstStart + "\(VisibleText.of(String(number))) \(UnitCatalog.unit(unit).symbol)"
    }

    /// How `unitFirstHint` starts, before the word written right (`LineParser` writes the line).
    static let unitFirstStart = "a number goes before its unit: write "

    /// `1,250` read with a decimal comma (1.250), for a line its thousands reading makes
    /// impossible (`-1,250 °C` is below absolute zero, `-1.250 °C` is not); nil for any other token.
    static func decimalCommaReading(_ token: String) -> String? {
        let parts = token.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 3, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return "\(withASCIIMinus(String(parts[0]))).\(parts[1])"
    }

    /// `word` with a leading minus sign U+2212, which a number takes, written as the `-` key (`−5mi`
    /// is offered `-5 mi`).
    static func withASCIIMinus(_ word: String) -> String {
        word.hasPrefix("−") ? "-" + word.dropFirst() : word
    }

    /// The number a hint that rewrites a number offers in its place (`use . for the decimal
    /// point: write 98.6`), for the line to be offered whole (`1,5 km to mi` → `1.5 km to mi`:
    /// `1.5` alone converted °F); nil for any other hint.
    static func offeredNumber(in hint: String) -> String? {
        let rewrites = ["use . for the decimal point: write ", "no thousands separators: write ",
                        dashNote + ": write ", doubleMinusNote + ": write ", " is no multiplier here: write ", "no brackets here: write ",
                        "write a power of ten with e: "]
        if hint.hasPrefix(fractionNote + ", "), let write = hint.rangeOfText(": write ", last: true) { return String(hint[write.upperBound...]) }
        guard let prefix = rewrites.first(where: { hint.includes($0) }), let range = hint.rangeOfText(prefix) else { return nil }
        return String(hint[range.upperBound...])
    }

    /// `(5`, `(5)`: a number in brackets, as an expression is written → no brackets: write 5.
    private static func bracketHint(_ token: String) -> String? {
        guard token.first == "(" else { return nil }
        let number = String(token.dropFirst().prefix { $0 != ")" })
        guard !number.isEmpty, number.allSatisfy(\.isASCII),
              number.utf8.withContiguousStorageIfAvailable({ NumberToken.mayBeNumber($0) && NumberToken.shape($0) != nil }) == true
        else { return nil }
        // What is glued after the bracket stays, spaced (`(2)imp gal` offered `2 gal`, US gallons).
        // Marks alone after it go with the bracket (`(5)? mi` offered `5 ? mi`, `?` being help).
        let after = token.dropFirst(number.count + 1).drop { $0 == ")" }
        let kept = after.allSatisfy { ".,;:!?…".contains($0) } ? "" : " " + VisibleText.of(String(after))
        return "no brackets here: write \(number)" + kept
    }

    /// `–5`, `—5`: a dash pasted where a minus was meant (U+2010 to U+2014) → write -5. Also
    /// before a number glued to its unit (`–5ft6in`), whose line the parser words (`LineParser`).
    private static func dashHint(_ token: String) -> String? {
        guard let first = token.unicodeScalars.first, (0x2010...0x2014).contains(first.value), token.unicodeScalars.count > 1
        else { return nil }
        let rest = String(token.unicodeScalars.dropFirst())
        guard rest.first.map({ $0.isASCII && ($0.isNumber || $0 == ".") }) == true else { return nil }
        return "\(dashNote): write -\(VisibleText.of(rest))"  // typed text: escaped (`–5\x1B[2J` wrote the ESC raw)
    }

    /// `--40`: two minus signs, as an option is written (`convcalc --40 F to C`) → write -40.
    private static func doubleMinusHint(_ token: String) -> String? {
        guard token.hasPrefix("--"), case let rest = token.dropFirst(2), rest.first.map({ $0.isASCII && ($0.isNumber || $0 == ".") }) == true
        else { return nil }
        return "\(doubleMinusNote): write -\(VisibleText.of(String(rest)))"
    }

    /// What the double minus hint says first.
    static let doubleMinusNote = "a value takes one minus sign"

    /// What the dash hint says first.
    static let dashNote = "a dash is no minus sign"

    /// `1.5k`, `2M`: a thousand or a million as a letter, which a space would make a unit (`1.5 k`
    /// is kelvin) → write it with e: 1.5e3, 2e6. A capital K is kelvin's symbol (`300K`): spaced.
    private static func thousandsHint(_ token: String) -> String? {
        guard let last = token.last, let power = ["k": 3, "M": 6][last], token.count > 1 else { return nil }
        let number = String(token.dropLast())
        guard number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              number.utf8.withContiguousStorageIfAvailable({ NumberToken.mayBeNumber($0) && NumberToken.shape($0) != nil }) == true
        else { return nil }
        return "\(last) is no multiplier here: write \(number)e\(power)"
    }

    /// The fractions recipes write as one character, as numerator and denominator.
    private static let fractionCharacters: [Character: (Int128, Int128)] = [
        "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅙": (1, 6),
        "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8),
    ]

    /// `1/2`, `½`, `1½` → a number is written as a decimal: 0.5, 1.5 (`1/3`: about 0.333333333333333).
    /// `2 1/2 cups` reads 2, then this token: the hint shows how to write the whole.
    private static func fractionHint(_ token: String) -> String? {
        // A sign before it (`-1/2 mi`: -0.5 mi; it said only to see `help`).
        let signed = token.first.map { "-−+".contains($0) } == true
        guard let (numerator, denominator) = fraction(signed ? String(token.dropFirst()) : token) else { return nil }
        let negative = signed && token.first != "+"
        return decimalHint(token, Ratio(negative ? -numerator : numerator, denominator), example: true)
    }

    /// `10 1/2` (a whole number, then a fraction: `5 ft 10 1/2 in`, `1 1/2 cup`) → a number is
    /// written as a decimal: 10 1/2 is 10.5. Nil when `token` is no fraction or `whole` no
    /// whole number of at most 9 digits.
    static func mixedNumberHint(whole: String, fraction token: String) -> String? {
        mixedNumber(whole: whole, fraction: token).map { decimalHint("\(whole) \(token)", $0, example: false) }
    }

    /// The value of `whole` and the fraction `token` (`1 1/2`: 3/2), or nil when they are no
    /// mixed number; a minus before the whole signs all of it (`-1 1/2`: -3/2).
    static func mixedNumber(whole: String, fraction token: String) -> Ratio? {
        let negative = whole.first == "-" || whole.first == "−"
        let digits = negative ? String(whole.dropFirst()) : whole
        guard (1...9).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int128(digits),
              let (numerator, denominator) = fraction(token), numerator < denominator else { return nil }
        return Ratio((negative ? -1 : 1) * (value * denominator + numerator), denominator)
    }

    /// `text is DECIMAL`, or `is about …` when the fraction has no exact decimal (15 digits).
    private static func decimalHint(_ text: String, _ ratio: Ratio, example: Bool) -> String {
        guard let decimal = ratio.exactDecimal else {
            let near = LinearMap(scale: ratio).rounded(ExactDecimal(digits: 1), to: .significant(15)).value.shortText
            return "\(fractionNote): \(text) is about \(near)"
        }
        // A fraction alone is rewritten in its line (`½ mi to ft`: write 0.5 mi to ft, `offeredNumber`).
        return example ? "\(fractionNote), \(text) as \(decimal.text): write \(decimal.text)"
            : "\(fractionNote): \(text) is \(decimal.text)"
    }

    /// How a fraction's hint starts.
    static let fractionNote = "a number is written as a decimal"

    /// The numerator and denominator of `1/2`, `1|2` (GNU units' and a units file's way), `½` or
    /// `1½`, or nil.
    static func fraction(_ token: String) -> (Int128, Int128)? {
        let parts = token.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "/" || $0 == "|" })
        let fraction: (Int128, Int128)?
        if parts.count == 2, parts.allSatisfy({ (1...9).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }) {
            fraction = (Int128(parts[0])!, Int128(parts[1])!)
        } else if let last = token.last, let (numerator, denominator) = fractionCharacters[last], token.count <= 10,
                  let whole = Int128(token.dropLast()) ?? (token.count == 1 ? 0 : nil), whole >= 0 {
            fraction = (whole * denominator + numerator, denominator)  // `1½`, as recipes write it: 3/2
        } else {
            fraction = nil
        }
        guard let (numerator, denominator) = fraction, denominator != 0 else { return nil }
        return (numerator, denominator)
    }

    /// `1.5*10^3` → write 1.5e3 (qalc's and numbat's way of writing it); `2^10`, `3*4` → no
    /// arithmetic here.
    private static func arithmeticHint(_ token: String) -> String? {
        // A sign before it (`-5×10^3`, `−10^3`: it said only to see `help`): the number written signed.
        if let first = token.first, first == "-" || first == "−", token.dropFirst().first?.isNumber == true,
           let inner = arithmeticHint(String(token.dropFirst())) {
            guard let write = inner.rangeOfText("with e: ", last: true) else { return inner }
            return inner[..<write.upperBound] + "-" + inner[write.upperBound...]
        }
        guard let first = token.first, first.isASCII && (first.isNumber || first == "."),
              token.contains(where: { "*^×⁰¹²³⁴⁵⁶⁷⁸⁹⁻".contains($0) }) else { return nil }
        if let exponent = powerOfTen(token) { return powerOfTenHint("1", exponent) }  // `10^3`, `10⁴`
        for times in ["*", "×", "x", "·"] {
            guard let range = token.firstRange(of: times), let exponent = powerOfTen(String(token[range.upperBound...])) else { continue }
            let mantissa = String(token[..<range.lowerBound])
            // `1,5*10^-4`: a decimal comma too (it offered `1,5e-4`, refused): both said, the number written right.
            if mantissa.contains(","), let comma = commaHint(mantissa), let write = comma.rangeOfText(": write ", last: true) {
                return comma[..<write.lowerBound] + ", and " + powerOfTenHint(String(comma[write.upperBound...]), exponent)
            }
            return powerOfTenHint(VisibleText.of(mantissa), exponent)  // escaped: typed text
        }
        return "convcalc converts one number and does no arithmetic: type the result"
    }

    /// The exponent of a power of ten written as `10^N`, `10**N` or with superscript digits
    /// (`10⁻⁴`), as ASCII (`-4`); nil for any other token.
    static func powerOfTen(_ token: String) -> String? {
        guard token.hasPrefix("10"), token.count > 2 else { return nil }
        var rest = Substring(token.dropFirst(2))
        // Ten itself: `100²` is a hundred squared, not 10 to the 02 (it offered `1e02`, 100).
        guard let power = rest.first, power == "^" || power == "*" || !(power.isASCII && power.isNumber) else { return nil }
        if rest.hasPrefix("^") { rest = rest.dropFirst() } else if rest.hasPrefix("**") { rest = rest.dropFirst(2) }
        let superscripts: [Character: Character] = ["⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6",
                                                   "⁷": "7", "⁸": "8", "⁹": "9", "⁻": "-", "⁺": "+", "−": "-"]
        // Superscripts throughout, or none (`10³0` is no 10³⁰: it offered 1e30).
        let written = rest.filter { superscripts[$0] != nil && $0 != "−" }.count
        guard written == 0 || written == rest.count else { return nil }
        let exponent = String(rest.map { superscripts[$0] ?? $0 })
        let digits = exponent.drop { $0 == "-" || $0 == "+" }
        guard rest.count < token.count - 2 || rest.contains(where: { superscripts[$0] != nil && $0 != "−" }),
              exponent.count - digits.count <= 1, !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return exponent.hasPrefix("+") ? String(exponent.dropFirst()) : exponent
    }

    /// The hint for a power of ten written `10^exponent`, as `mantissa` followed by `e` and it:
    /// refused, with why, when the exponent is out of range (`5×10^100` offered `5e100`).
    static func powerOfTenHint(_ mantissa: String, _ exponent: String) -> String {
        guard let power = Int(exponent), abs(power) <= Entry.maxExponent else {
            return "a power of ten is written with e, from e-\(Entry.maxExponent) to e\(Entry.maxExponent): e\(exponent) is beyond it"
        }
        return "write a power of ten with e: \(mantissa)e\(exponent)"
    }

    /// `6km`, `1.5e3m`, `5ft10in` → numbers and units need a space between them: `6 km`,
    /// `1.5e3 m`, `5 ft 10 in`; read as a value in parts where it is one: `6ft2` is `6 ft 2 in`
    /// (not ft², `ft2`), `1h30m` is `1 h 30 min` (not metres), `5mi->km` is `5 mi -> km`. Tokens longer than 32 bytes get
    /// no hint (the search is quadratic in a run of number characters).
    private static func spaceHint(_ token: String) -> String? {
        guard token.utf8.count <= 32 else { return nil }
        guard let spaced = spacedLines(partsApart(token) ?? [token]).first else { return nil }
        return spaceHintStart + VisibleText.of(spaced)  // typed text: escaped (`5mi->ｋｍ` in a C locale)
    }

    /// `5ft+10in`, `5ft,10in`: parts joined by GNU units' + or a list's comma, each a number and
    /// its unit (it said only to see help), as the parts apart (`5ft`, `10in`); nil for others.
    static func partsApart(_ word: String) -> [String]? {
        guard word.contains(where: { $0 == "+" || $0 == "," }) else { return nil }
        let pieces = word.split(separator: "+", omittingEmptySubsequences: false).flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
        // `5e+2lb`: a number's exponent sign, not parts (it read `5e 2 lb`, the + dropped).
        let isMantissa = { (piece: Substring) in
            "eE".contains(piece.last!) && piece.dropLast().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
        }
        guard pieces.count > 1, pieces.allSatisfy({ $0.first?.isNumber == true && $0.last?.isLetter == true && !isMantissa($0) })
        else { return nil }
        return pieces.map(String.init)
    }

    /// The whole line, every glued word spaced (`5ft 10 in to cm` → `5 ft 10 in to cm`; `6ft 2in`
    /// → `6 ft 2 in`): the hint is the line to type, not the word alone (copying `5 ft` as the
    /// line changed the answer). Each reading of the line, best first, at most `readingLimit`
    /// (`1m30s` reads `1 m 30 s`, then `1 min 30 s`): the parser offers the first it accepts.
    /// An arrow glued after a number's unit is set apart (`5mi->km` → `5 mi -> km`). Empty when
    /// no word of `typed` is glued.
    static func spacedLines(_ typed: [String]) -> [String] {
        // The minus sign U+2212 (`−5mi to ft`), which a number takes, written as the - key.
        let typed = typed.map(withASCIIMinus)
        var lines: [[String]] = [[]], changed = false
        // `5mi->km`, `5ft10→cm`: an arrow glued to the number's unit stands apart (`mi->km` alone is a pair).
        let words = typed.indices.flatMap { index -> [String] in
            let word = typed[index]
            // `=` too, which joins no units but is typed so (`5mi=km`): spaced, its own refusal says to write `to`.
            guard let arrow = (UnitPair.arrows + ["="]).lazy.compactMap({ word.firstRange(of: $0) }).first,
                  arrow.lowerBound > word.startIndex else { return [word] }
            // A unit's word with an arrow glued after it, after a glued number and unit (`1h30 min=> s`: it
            // read `1 h 30 min min=> s`); elsewhere the arrow's own refusal says it (`5 m= ft`).
            if word.first.map({ $0.isNumber || $0 == "-" || $0 == "." }) != true {
                let unit = String(word[..<arrow.lowerBound])
                guard index > 0, typed[index - 1].first?.isNumber == true, typed[index - 1].contains(where: \.isLetter),
                      UnitCatalog.find(unit) != nil, arrow.upperBound == word.endIndex else { return [word] }
                changed = true
                return [unit, String(word[arrow])]
            }
            // The whole run of arrow signs (`>>`, `-->`), whose own refusal then names it.
            let signs = "=>-~:<→"
            var start = arrow.lowerBound
            while start > word.startIndex, signs.contains(word[word.index(before: start)]) { start = word.index(before: start) }
            let end = word[arrow.lowerBound...].firstIndex { !signs.contains($0) } ?? word.endIndex
            guard start > word.startIndex else { return [word] }  // `-->km`: no number before the arrow
            // What is before it must read as a number and its unit, or a number: `1.5e3MW10→h` is no hint.
            let before = word[..<start]
            guard !spacings(before, parts: 4).isEmpty
                    || before.utf8.withContiguousStorageIfAvailable({ NumberToken.shape($0) != nil }) == true else { return [word] }
            changed = true
            return [String(word[..<start]), String(word[start..<end])] + (end < word.endIndex ? [String(word[end...])] : [])
        }
        var index = 0
        while index < words.count {
            let word = words[index]
            var readings = [word]
            if word.utf8.count <= 32, word.first?.isNumber == true || word.first == "-" || word.first == "." {
                // `5ft10 in`: the unit typed apart after it is the last number's (it read `5 ft 10 in in`).
                // A sentence's mark after that unit aside (`5ft10 in.` read `5 ft 10 in in.`).
                // A unit glued to a number after it too (`2days9 min8 s`: 9 min, not 9 h).
                let unitFollows = index + 1 < words.count
                    && UnitCatalog.find(String(UnitPair.Reader.withoutSentenceMark(words[index + 1]).prefix { !$0.isNumber })) != nil
                var spacings = spacings(Substring(word), parts: 4, unitFollows: unitFollows)
                // `3fl oz`, `2imp gal`, `100US survey foot`: the first word of a unit of two or three glued to the number.
                var more = 1
                while spacings.isEmpty, more <= 2, index + more < words.count, words[index + more].utf8.count <= 32,
                      word.contains(where: { $0.isLetter && $0 != "e" && $0 != "E" }) {
                    spacings = Self.spacings(Substring(([word] + words[(index + 1)...(index + more)]).joined(separator: " ")), parts: 1)
                    if !spacings.isEmpty { index += more }
                    more += 1
                }
                // `5kmto mi`, `5m²to ft²`: a connector glued after the unit too.
                if spacings.isEmpty, let connector = ["to", "in", "as"].first(where: { word.hasSuffix($0) && word.count > $0.count }) {
                    spacings = Self.spacings(Substring(word.dropLast(connector.count)), parts: 4).map { $0 + " " + connector }
                }
                if !spacings.isEmpty { readings = spacings; changed = true }
            }
            lines = Array(lines.lazy.flatMap { line in readings.lazy.map { line + [$0] } }.prefix(readingLimit))
            index += 1
        }
        // A reading is never the line as typed: its refusal would ask for its hint again.
        let typedLine = typed.joined(separator: " ")
        return changed ? lines.map { $0.joined(separator: " ") }.filter { $0 != typedLine } : []
    }

    /// The most readings of a glued word or line tried (each is parsed once).
    static let readingLimit = 8

    /// How the hint for glued numbers and units begins.
    static let spaceHintStart = "put a space between the number and the unit: "

    /// Every reading of `token` as numbers and units apart (`5 ft 10 in`), best first, at most
    /// `readingLimit`, at most `parts` of each: a number (the longest start that is one), then a
    /// unit up to the next digit or the end. After a unit (`previous`), the next smaller part
    /// of a compound it is in comes first, and is what a last number alone gets.
    private static func spacings(_ token: Substring, parts: Int, after previous: UnitID? = nil, unitFollows: Bool = false) -> [String] {
        guard parts > 0 else { return [] }
        var found: [String] = []
        let numberCharacters = token.prefix { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
        for numberEnd in numberCharacters.indices.reversed().map({ token.index(after: $0) }) {
            let number = String(token[..<numberEnd])
            guard number.utf8.withContiguousStorageIfAvailable({ NumberToken.mayBeNumber($0) && NumberToken.shape($0) != nil }) == true
            else { continue }
            let rest = token[numberEnd...]
            if rest.isEmpty, let previous, let next = CompoundUnit.smallerParts(after: previous).first {
                return [unitFollows ? number : "\(number) \(UnitCatalog.unit(next).symbol)"]  // `6ft2`: 6 ft 2 in
            }
            // A unit ends where a run of digits starts, never inside one (`1.5m30s` read `1.5 m3 0 s`, m³).
            var ends = rest.indices.filter { $0 != rest.startIndex && rest[$0].isASCII && rest[$0].isNumber
                && !(rest[rest.index(before: $0)].isASCII && rest[rest.index(before: $0)].isNumber) }
            ends.append(rest.endIndex)
            for unitEnd in ends {
                for (written, unit) in units(named: String(rest[..<unitEnd]), after: previous, before: rest[unitEnd...]) {
                    if unitEnd == rest.endIndex {
                        found.append("\(number) \(written)")
                    } else {
                        found += spacings(rest[unitEnd...], parts: parts - 1, after: unit, unitFollows: unitFollows)
                            .map { "\(number) \(written) \($0)" }
                    }
                    if found.count >= readingLimit { return Array(found.prefix(readingLimit)) }
                }
            }
            if !found.isEmpty { return found }  // the longest number that reads: `1.5e3m` is never 1.5 e3m
        }
        return found
    }

    /// The units `text` may name after `previous`, as written: first a smaller part of a
    /// compound `previous` is in whose symbol is or starts with `text` (`m` after h: min), else
    /// the unit `text` names; and an `m` first, before a number of seconds (`rest` is `30s`),
    /// may be minutes too: `1m30s` reads 1 m 30 s, then 1 min 30 s. No other letters are
    /// stretched into units (`5mi` was offered as minutes, `5l` as pounds).
    private static func units(named text: String, after previous: UnitID?, before rest: Substring) -> [(String, UnitID)] {
        let parts = previous.map(CompoundUnit.smallerParts) ?? []
        let fitting = parts.filter { UnitCatalog.unit($0).symbol.hasPrefix(text) }.map { (UnitCatalog.unit($0).symbol, $0) }
        guard fitting.isEmpty else { return fitting }
        var named = UnitCatalog.find(text).map { [(text, $0)] } ?? []
        if previous == nil, text == "m", rest.last == "s", rest.dropLast().allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
           !rest.dropLast().isEmpty, let minute = UnitCatalog.find("min") {
            named.append(("min", minute))
        }
        return named
    }

    /// `98,6` → use a point; `1,000`, `12,345,678` and `1,000.5` → no thousands separators;
    /// `1.000,5` → both; a minus kept (`-40,5` is -40.5: the hint dropped it).
    private static func commaHint(_ token: String) -> String? {
        var body = Substring(token)
        let sign = body.first == "-" || body.first == "−" ? "-" : ""  // the minus sign U+2212 too, written -
        if body.first == "-" || body.first == "+" || body.first == "−" { body = body.dropFirst() }
        let groups = body.split(separator: ",", omittingEmptySubsequences: false)
        guard groups.count > 1 else { return nil }
        // `1.000,5`: points between the thousands, a comma before the fraction.
        if groups.count == 2, groups[0].contains("."), isDigits(groups[1]),
           case let whole = groups[0].split(separator: ".", omittingEmptySubsequences: false), isThousands(whole) {
            return "use . for the decimal point, and no thousands separators: write \(sign)\(whole.joined()).\(groups[1])"
        }
        // `1,000.5`: a fraction after the last group.
        var wholeGroups = groups, fraction = ""
        if let last = groups.last, let point = last.firstIndex(of: "."), isDigits(last[last.index(after: point)...]) {
            fraction = String(last[point...])
            wholeGroups[groups.count - 1] = last[..<point]
        }
        if isThousands(wholeGroups) {
            return "no thousands separators: write \(sign)\(wholeGroups.joined())\(fraction)"
        }
        guard groups.count == 2, groups.allSatisfy(isDigits) else { return nil }
        return "use . for the decimal point: write \(sign)\(groups[0]).\(groups[1])"
    }

    /// True when `text` is one or more ASCII digits.
    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// True when `groups` are a whole number's thousands: 1 to 3 digits (never a lone `0`:
    /// `0,500` is no five hundred), then groups of three.
    private static func isThousands(_ groups: [Substring]) -> Bool {
        groups.count > 1 && groups.allSatisfy(isDigits) && (1...3).contains(groups[0].count) && groups[0] != "0"
            && groups.dropFirst().allSatisfy { $0.count == 3 }
    }
}
