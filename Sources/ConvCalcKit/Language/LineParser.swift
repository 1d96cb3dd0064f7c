/// Reads a line into steps. It needs the line, the phase the line starts in and the
/// converter in use (`98.6 °F` keeps its output unit), never the rest of the calculator's
/// state, and changes none of it (it keeps the last pairs read, `UnitPair.RecentReadings`): a
/// hint that offers a line checks that line on a session of its own (`refusal(of:)`).
///
/// A line that does not parse is refused before any of it is applied: the error names the
/// token and its column.
public enum LineParser {
    /// Appends the steps of `line`, read in `phase`, to `steps` (which the caller may reuse,
    /// so parsing a plain line allocates nothing). Return is not among them: the session
    /// commits after the steps of a line that sent events.
    /// `converter` is the one in use when the line starts: `98.6 °F` keeps its output unit.
    /// `tracedEvents`: for a traced line, the most events it may send (`StepRun.traceLimit`),
    /// refused as the run would refuse them but as they are read (a 1 MiB line of `0`, traced,
    /// held a step for each byte: `check` took 73 MB; of `C C C …`, 58 MB).
    public static func parse(_ line: LineBytes, in phase: Phase, converter: Converter? = nil, tracedEvents: Int? = nil,
                             into steps: inout [Step]) throws(LineError) {
        if phase == .choosing {
            return try parseMenuLine(line, into: &steps)
        }
        do {
            try parseTokens(line, converter: converter, tracedEvents: tracedEvents, into: &steps)
        } catch {
            throw hinted(error, line: line, converter: converter)
        }
    }

    /// `parse` outside the menu, token by token: the general path.
    static func parseTokens(_ line: LineBytes, converter: Converter?, tracedEvents: Int? = nil,
                            into steps: inout [Step]) throws(LineError) {
        var tokens = line.tokens()
        let first = steps.count  // the caller's steps before this line's
        // Where the run of number keys being typed began (`2 1 2 km`: at `2`), so a unit after
        // it converts the whole number.
        var numberRun: (step: Int, offset: Int)?
        // Where sign or EE keys typed before any number began (`+/- 5 km`: at `+/-`), so the
        // run of the number that follows starts there and the unit converts the signed number.
        var keysBeforeNumber: (step: Int, offset: Int)?
        // The first one-line conversion's number and units, for refusing a second (`5 ft 3 in`).
        var converted: Converted?
        // True from a conversion until a key follows it (`5 mi to km C 3`: digits then start anew).
        var justConverted = false
        while let token = tokens.next() {
            let bytes = UnsafeBufferPointer(rebasing: line.bytes[token.start..<token.end])
            // A traced line past the limit, refused where its event past it is (its steps are
            // events but for a rare query): `C C C …` held a step for each key before the run refused it.
            if let limit = tracedEvents, steps.count &- first > limit {
                throw LineError(.tracedTooLong(limit), column: line.column(of: steps[first &+ limit].start))
            }
            let run = numberRun ?? keysBeforeNumber ?? (steps.count, token.start)
            if NumberToken.mayBeNumber(bytes), let shape = NumberToken.shape(bytes) {
                if let start = numberRun?.offset, NumberToken.signLength(bytes, at: 0) > 0 {
                    throw signInsideNumber(token, from: start, line: line)
                }
                // A number's keys are one for each byte: refused where its key past the limit is.
                if let limit = tracedEvents, steps.count &- first &+ bytes.count > limit {
                    let past = token.start &+ max(0, limit &- (steps.count &- first))
                    throw LineError(.tracedTooLong(limit), column: line.column(of: past))
                }
                if bytes.count > Entry.maxSignificantDigits, let long = wholeNumberTooLong(token, line: line) { throw long }
                NumberToken.keys(bytes, shape, at: token.start, into: &steps)
                numberRun = run
                keysBeforeNumber = nil
                if try readConversion(after: &tokens, run: run, line: line, current: converter, converted: &converted,
                                      into: &steps) {
                    if run.offset != token.start, let apart = numbersApart(from: run.offset, to: token, line: line) { throw apart }
                    justConverted = true
                    numberRun = nil
                } else if justConverted {
                    if !bytes.contains(where: { $0 &- 0x30 <= 9 }) { throw markAfterConversion(token, line: line) }
                    var after = tokens, peek = tokens
                    if let next = peek.next(), KeyHint.fraction(line.string(next)) != nil {
                        throw unknown(next, line: line, afterNumber: true)  // `5 ft 10 1/2 in`: 10 1/2 is 10.5
                    }
                    // A connector is one whatever it looks like (`->` may start a number, `→` is a key's spelling).
                    if let next = after.next(), UnitPair.isConnector(line.string(next))
                        || (Words.typedWord(line.bytes(of: next)) == nil && !NumberToken.mayBeNumber(line.bytes(of: next))) {
                        // `5 ft 10 to cm`, `1 h 30 min 20 to s`: a part's unit forgotten; where no part
                        // can follow (`5 ft 10 in 2 to cm`, `5 m 10 to cm`), a number too many.
                        if UnitPair.isConnector(line.string(next)), let conversion = converted {
                            guard let unit = forgottenUnit(after: conversion) else { throw digitsAfterConversion(token, line: line) }
                            throw unitMissing(after: token, unit: unit, line: line)
                        }
                        throw unknown(next, line: line)  // `5 ft 10 x`: x is what is wrong, not 10
                    }
                    // `1 m 7 EE 1 cm`: an exponent on a part, which no part takes (it offered `1 m 7 cm`, 107 cm).
                    if let conversion = converted, conversion.bare, forgottenUnit(after: conversion) != nil, case var peek = tokens,
                       let next = peek.next(), Words.typedWord(line.bytes(of: next))?.role == .key(.exponent) {
                        throw LineError(.inParts(line.visible(next), problem: "no part of a value in parts has an exponent;"
                            + " write each part as a plain number (5 ft 10 in)"), column: line.column(of: next.start))
                    }
                    // `5 ft 10`, `5 ft 10 precision 4`: a height said aloud, whatever follows it.
                    if let conversion = converted, conversion.bare, let unit = forgottenUnit(after: conversion) {
                        throw unitMissing(after: token, unit: unit, line: line)
                    }
                    throw digitsAfterConversion(token, line: line)
                }
                continue
            }
            guard let word = Words.typedWord(bytes) else {
                throw unknown(token, line: line, afterNumber: numberRun != nil, afterConversion: justConverted,
                              afterBareUnit: converted?.bare == true)
            }
            if converted != nil {  // rare: only after a one-line conversion on the line
                try checkAfterConversion(word, token: token, line: line, converted: converted!, justConverted: justConverted,
                                         steps: &steps)
            }
            // The sign and EE keys are part of the number being typed (`5 EE 3 km` is 5e3 km,
            // `5 mi to km +/- 3` would still lengthen the number); any other key ends it.
            if !word.continuesNumber {
                numberRun = nil
                keysBeforeNumber = nil
                justConverted = false
            } else if numberRun == nil && keysBeforeNumber == nil && !justConverted {
                keysBeforeNumber = (steps.count, token.start)
            }
            if word.takesRestOfLine {
                return try parseLastWord(word, token: token, after: &tokens, line: line, lineSteps: first, into: &steps)
            }
            try parseWord(word, token: token, line: line, into: &steps)
            // `5 +/- km`: a unit after the sign or EE still converts the number typed.
            if word.continuesNumber, let run = numberRun,
               try readConversion(after: &tokens, run: run, line: line, current: converter, converted: &converted,
                                  into: &steps) {
                justConverted = true
                numberRun = nil
            }
        }
    }

    /// Reads the one-line conversion that the next token may start, after the number typed
    /// from `run` on: puts C, convert and the pick before that number and moves `tokens` past
    /// the phrase. False, changing nothing, when the next token starts no conversion.
    @inline(__always)
    private static func readConversion(after tokens: inout LineBytes.Tokens, run: (step: Int, offset: Int), line: LineBytes,
                                       current converter: Converter?, converted: inout Converted?,
                                       into steps: inout [Step]) throws(LineError) -> Bool {
        // Inlined up to here: after most numbers the line ends or a key follows.
        var next = tokens
        guard let unit = next.next(), line.mayStartUnit(unit) else { return false }
        return try readConversion(at: unit, after: &tokens, run: run, line: line, current: converter, converted: &converted,
                                  into: &steps)
    }

    /// `readConversion` once the token `unit` after the number may start a unit.
    @inline(never)
    private static func readConversion(at unit: LineBytes.Token, after tokens: inout LineBytes.Tokens,
                                       run: (step: Int, offset: Int), line: LineBytes, current converter: Converter?,
                                       converted: inout Converted?, into steps: inout [Step]) throws(LineError) -> Bool {
        // `1.5 e-4 km`: looked at only for a word starting with e (out of line: most units do not).
        if line.bytes[unit.start] | 0x20 == UInt8(ascii: "e"), let apart = exponentApart(unit, line: line) { throw apart }
        guard let phrase = try ConversionPhrase.read(line, after: unit, current: converter) else { return false }
        if phrase.isBareUnit, let parts = try CompoundInput.read(line, number: run.offset, first: phrase, current: converter) {
            return try readParts(parts, after: &tokens, run: run, line: line, converted: &converted, into: &steps)
        }
        if let first = converted {
            if let between = keyBetweenParts(first, next: phrase.converter.from, before: run.offset, line: line) { throw between }
            throw secondConversion(from: run.offset, to: phrase.end, line: line)
        }
        if !phrase.isBareUnit, let apart = partsWrittenApart(after: phrase, line: line) { throw apart }
        converted = (phrase.converter, phrase.isBareUnit, run.offset, .none)
        let span = phrase.end - phrase.start
        steps.insert(Step(.event(.clear), start: run.offset, length: 0), Step(.event(.convert), start: phrase.start, length: span),
                     Step(.event(.pick(phrase.converter)), start: phrase.start, length: span), at: run.step)
        if startsWithKey(steps[run.step + 3]) {
            // `+/- 5 mi to km`: the pick leaves the machine ready, where a digit starts a new
            // entry and would drop the sign; a second C opens the entry the sign applies to.
            steps.insert(Step(.event(.clear), start: run.offset, length: 0), at: run.step + 3)
        }
        tokens = line.tokens(from: phrase.end)
        return true
    }

    /// True when `steps` end in a sign key typed right before `token` with only blanks between,
    /// so after the conversion's unit, where it met this check already: a run of signs is
    /// checked once (`5 mi +/- +/- …` scanned every sign before each: 80,000 of them took 3.3 s).
    private static func followsSignAfterConversion(_ token: LineBytes.Token, steps: [Step], line: LineBytes) -> Bool {
        guard let last = steps.last, case .event(.sign) = last.action, last.length > 0 else { return false }
        return line.firstNonBlank(from: last.start + last.length) == token.start
    }

    /// True when the number `steps` end in is still taking its exponent: an EE key since its
    /// clear, with no Return after it.
    private static func endsInExponent(_ steps: [Step]) -> Bool {
        for step in steps.reversed() {
            switch step.action {
            case .event(.exponent): return true
            case .event(.commit), .event(.clear): return false
            default: continue
            }
        }
        return false
    }

    /// The line with the keys typed right before the connector `token` moved to its end
    /// (`5 ft 6 in +/- to m` → `5 ft 6 in to m +/-`); when the parser refuses it, that line and
    /// why (it offered a made-up `5 mi as km +/-` in its place).
    @inline(never)
    private static func keysMovedLast(before token: LineBytes.Token, line: LineBytes) -> String {
        var pending: [String] = [], last: [String] = [], kept: [String] = [], tokens = line.tokens()
        while let typed = tokens.next() {
            if typed.start < token.start, case .key? = Words.typedWord(line.bytes(of: typed))?.role {
                pending.append(line.visible(typed))
                continue
            }
            // The keys right before the connector go last; keys before another word stay.
            if typed.start == token.start { last = pending } else { kept += pending }
            pending = []
            kept.append(line.visible(typed))
        }
        let moved = (kept + last).joined(separator: " ")
        return refusal(of: moved).map { "\(moved), which is refused too: \($0.explanation)" } ?? moved
    }

    /// True when `step` is the sign or EE key typed before a number's digits.
    private static func startsWithKey(_ step: Step) -> Bool {
        switch step.action {
        case .event(.sign), .event(.exponent): true
        default: false
        }
    }

    /// Puts the steps of a value typed in parts (`5 ft 10 in to cm`) in place of its first
    /// number's keys, and moves `tokens` past it.
    @inline(never)
    private static func readParts(_ parts: CompoundInput, after tokens: inout LineBytes.Tokens, run: (step: Int, offset: Int),
                                  line: LineBytes, converted: inout Converted?,
                                  into steps: inout [Step]) throws(LineError) -> Bool {
        if converted != nil { throw secondConversion(from: run.offset, to: parts.end, line: line) }
        converted = (parts.converter, parts.isBareUnit, run.offset, parts.nextUnit.map { .goOn($0) } ?? .whole)
        steps.removeSubrange(run.step...)
        parts.steps(into: &steps)
        tokens = line.tokens(from: parts.end)
        return true
    }

    /// The steps of one word, and of its argument when it reads the rest of the line.
    static func parseWord(_ word: TypedWord, token: LineBytes.Token, line: LineBytes,
                          into steps: inout [Step]) throws(LineError) {
        let length = token.end - token.start
        switch word.role {
        case .key(let event):
            steps.append(Step(.event(event), start: token.start, length: length))
        case .query(let simple):
            try checkNothingAfterQuery(token, line: line)
            steps.append(Step(.query(.simple(simple)), start: token.start, length: length))
        case .quit:
            steps.append(Step(.quit, start: token.start, length: length))
        case .command(let command):
            let argument = CommandArgument(line: line, start: line.firstNonBlank(from: token.end))
            try argument.parse(command, word: word, at: token.start, length: length, into: &steps)
        case .numberKey, .lineEnd, .menuChoice:
            throw LineError(.unknownKey(word.word.spellings[0]), column: line.column(of: token.start))
        }
    }

    /// A line while the menu is open: a pick (number, name or unit pair), `cancel`, an empty
    /// line (cancel), or a word that changes nothing (`help`, `state`, `units`, `trace`…).
    static func parseMenuLine(_ line: LineBytes, into steps: inout [Step]) throws(LineError) {
        var tokens = line.tokens()
        guard let first = tokens.next() else {
            // An empty line cancels; a line holding only a comment is no line at all.
            if !line.hasComment { steps.append(Step(.event(.cancel), start: 0, length: 0)) }
            return
        }
        let bytes = UnsafeBufferPointer(rebasing: line.bytes[first.start..<first.end])
        if let word = Words.typedWord(bytes), word.worksInMenu {
            let start = steps.count
            var rest = line.tokens()
            while let token = rest.next() {
                let tokenBytes = UnsafeBufferPointer(rebasing: line.bytes[token.start..<token.end])
                guard let next = Words.typedWord(tokenBytes), next.worksInMenu else {
                    throw menuIsOpen(token, line: line)
                }
                try parseWord(next, token: token, line: line, into: &steps)
                if next.role == .quit { try nothingFollows(&rest, line: line) }
                if next.takesRestOfLine { break }
            }
            if word.role == .key(.cancel) && steps.count - start > 1 {
                throw menuIsOpen(first, line: line)
            }
            return
        }
        // A key or `precision`, which the menu refuses, goes to the machine, which refuses it as its
        // table says (`choosing ──swap──▶ ✗`, traced); read as a converter's name, the trace showed
        // nothing. `C` stays a name's start (`C to F`), digits a menu number.
        if let word = Words.typedWord(bytes) {
            switch word.role {
            case .key(let event) where event != .clear:
                return try parseWord(word, token: first, line: line, into: &steps)
            case .command(.precision):
                var rest = line.tokens(from: first.start)
                _ = rest.next()
                return try parseLastWord(word, token: first, after: &rest, line: line, lineSteps: steps.count, into: &steps)
            default: break
            }
        }
        let argument = CommandArgument(line: line, start: first.start)
        try argument.pick(into: &steps, inMenu: true)
    }

    /// A word that reads the rest of the line (a command, `quit`), out of `parseTokens`' loop:
    /// `quit` comes alone (`quitComesAlone`) and nothing follows it; `first` is where the
    /// line's steps begin in `steps`.
    @inline(never)
    private static func parseLastWord(_ word: TypedWord, token: LineBytes.Token, after tokens: inout LineBytes.Tokens,
                                      line: LineBytes, lineSteps first: Int, into steps: inout [Step]) throws(LineError) {
        if case .quit = word.role { try quitComesAlone(token, after: steps[first...], line: line) }
        try parseWord(word, token: token, line: line, into: &steps)
        if case .quit = word.role { try nothingFollows(&tokens, line: line) }
    }

    /// Refuses anything after `state` or `list` on its line: it would show in their place, or
    /// quit before them.
    @inline(never)
    private static func checkNothingAfterQuery(_ query: LineBytes.Token, line: LineBytes) throws(LineError) {
        guard line.firstNonBlank(from: query.end) < line.end else { return }
        var rest = line.tokens(from: query.end)
        throw wordAfterQuery(rest.next()!, query: query, line: line)
    }

    /// The error for `token` after `query` (`state`, `list`) on its line: the line shows its last
    /// answer, so the query's would be lost (`list 3` showed 3 °F converted, no list; `state quit` nothing).
    @inline(never)
    private static func wordAfterQuery(_ token: LineBytes.Token, query: LineBytes.Token, line: LineBytes) -> LineError {
        let shown = line.visible(token), asked = line.visible(query)
        let bytes = line.bytes(of: token)
        if Words.typedWord(bytes)?.role == .quit { return LineError(.quitAfterKeys(shown), column: line.column(of: token.start)) }
        let isNumber = NumberToken.mayBeNumber(bytes) && NumberToken.shape(bytes) != nil
        let pick = Words.typedWord(line.bytes(of: query))?.role == .query(.list) && isNumber
            ? "; to pick converter \(shown), write convert \(shown)" : ""
        return LineError(.afterQuery(shown, problem: "would show in place of \(asked) before it; put \(asked) on a line"
            + " of its own" + pick), column: line.column(of: token.start))
    }

    /// Refuses `quit` after keys on its line (`5 mi to km quit`): it leaves before the line's
    /// answer is shown, so the answer was lost without a word.
    @inline(never)
    private static func quitComesAlone(_ token: LineBytes.Token, after steps: ArraySlice<Step>, line: LineBytes) throws(LineError) {
        guard steps.contains(where: { if case .event = $0.action { true } else { false } }) else { return }
        throw LineError(.quitAfterKeys(line.visible(token)), column: line.column(of: token.start))
    }

    /// Refuses a line with anything after `quit`: the line would otherwise be half applied.
    private static func nothingFollows(_ tokens: inout LineBytes.Tokens, line: LineBytes) throws(LineError) {
        guard let after = tokens.next() else { return }
        let rest = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[after.start..<line.end]))
        throw LineError(.nothingAfterQuit(rest), column: line.column(of: after.start))
    }

    /// The refusal of a key typed between the parts of a value (`5 ft +/- 10 in`, `5 ft swap 10
    /// in`: it was called a second conversion): the unit alone before it (`first`) and the unit
    /// `next` after are parts of one compound, in order; nil otherwise. The key is the first
    /// one typed between the first number and byte `end`.
    @inline(never)
    private static func keyBetweenParts(_ first: Converted, next: UnitID, before end: Int, line: LineBytes) -> LineError? {
        let unit = first.converter.from
        guard first.bare, CompoundUnit.all.contains(where: { compound in
            guard let one = compound.parts.firstIndex(of: unit), let other = compound.parts.firstIndex(of: next) else { return false }
            return one < other
        }) else { return nil }
        var tokens = line.tokens(from: first.start)
        while let token = tokens.next(), token.start < end {
            guard let word = Words.typedWord(line.bytes(of: token)), case .key = word.role else { continue }
            return LineError(.inParts(line.visible(token), problem: "a key between the parts of a value; write the parts"
                + " together, the sign once before the first part (-5 ft 10 in is minus 5 ft 10 in), other keys after the value"),
                             column: line.column(of: token.start))
        }
        return nil
    }

    /// Refuses a second one-line conversion: a line shows one answer, so the first would be
    /// lost. (`5 ft 3 in` is one value in parts: `CompoundInput`.)
    @inline(never)
    private static func secondConversion(from start: Int, to end: Int, line: LineBytes) -> LineError {
        let text = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[start..<min(end, line.end)]))
        return LineError(.afterConversion(text, problem: "is a second conversion on the line; a line converts one value:"
            + " put each conversion on a line of its own"), column: line.column(of: start))
    }

    /// Refuses an output in parts written with blanks (`1.75 m to ft in`, `72 kg to st lb`), as
    /// input in parts is: the words after the output unit are more of one compound's units, in
    /// its order. They would be read as a second connector or an unknown key; the refusal names
    /// the compound, written with `+` (`ft+in`).
    @inline(never)
    private static func partsWrittenApart(after phrase: ConversionPhrase, line: LineBytes) -> LineError? {
        guard phrase.converter.compound == nil else { return nil }
        var tokens = line.tokens(from: phrase.end)
        var units = [phrase.converter.to], ends = [phrase.end]
        let kind = UnitCatalog.kinds[Int(phrase.converter.to)]
        while units.count < 3, let token = tokens.next(), var unit = UnitCatalog.find(String(decoding: line.bytes(of: token), as: UTF8.self)) {
            // `h m s`, as a clock's hours, minutes and seconds are said: m among times is minutes.
            if UnitCatalog.kinds[Int(unit)] != kind, line.string(token) == "m", let minutes = UnitCatalog.find("min"),
               UnitCatalog.kinds[Int(minutes)] == kind { unit = minutes }
            units.append(unit)
            ends.append(token.end)
        }
        guard let (compound, count) = CompoundUnit.writtenApart(units) else { return nil }
        let typed = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[phrase.start..<ends[count - 1]]))
        return LineError(.partsWrittenApart(typed, compound: compound.symbol), column: line.column(of: phrase.start))
    }

    /// The token before `token` on `line`, or nil when it is the first.
    static func tokenBefore(_ token: LineBytes.Token, in line: LineBytes) -> LineBytes.Token? {
        var tokens = line.tokens(), before: LineBytes.Token?
        while let next = tokens.next(), next.start < token.start { before = next }
        return before
    }

    /// Refuses a signed number after number keys (`10 -5 ft`): its sign key would turn the
    /// whole number typed so far, `-105 ft`, where minus five was written. Digits apart join
    /// (`5 10 in` is 510 in, as keys), so the sign can only be meant for the whole.
    @inline(never)
    private static func signInsideNumber(_ token: LineBytes.Token, from start: Int, line: LineBytes) -> LineError {
        // The number as the keys would type it, its sign first: `10 -5` is -105.
        var digits: [UInt8] = []
        var tokens = line.tokens(from: start)
        while let typed = tokens.next(), typed.start <= token.start {
            let bytes = line.bytes(of: typed)
            if Words.typedWord(bytes)?.role == .key(.exponent) {
                return exponentSignApart(token, mantissa: digits, from: start, line: line)  // `1.5 EE -4`: the exponent's sign
            }
            guard NumberToken.mayBeNumber(bytes), NumberToken.shape(bytes) != nil else { continue }
            digits += bytes.dropFirst(NumberToken.signLength(bytes, at: 0))
        }
        let minus = line.bytes[token.start] == UInt8(ascii: "+") ? "" : "-"
        // The keys joined are one number (`10 -5`: -105) only with one point and no exponent (`0.1 +0.2` is none).
        let joined = digits.withUnsafeBufferPointer { NumberToken.shape($0) }
        let oneNumber = joined?.exponentMark == nil && digits.filter({ $0 == UInt8(ascii: ".") }).count <= 1
        let written = oneNumber ? "; for the number \(minus)\(String(decoding: digits, as: UTF8.self)) write the sign first, or" : ":"
        return LineError(.inNumber(line.visible(token), problem: "has a sign after the digits typed before it, which it would"
            + " turn whole; convcalc does no arithmetic\(written) put each number on a line of its own"),
                         column: line.column(of: token.start))
    }

    /// `1.5 EE -4 km`: a signed number after EE, meant as the exponent (it was read as a sign
    /// on the whole number typed, and said to be -1.54): the line with the exponent written with
    /// the number, when accepted, and the keys' way (`EE +/- 4`).
    @inline(never)
    private static func exponentSignApart(_ token: LineBytes.Token, mantissa: [UInt8], from start: Int, line: LineBytes) -> LineError {
        let exponent = String(decoding: line.bytes(of: token), as: UTF8.self)
        let negative = !exponent.hasPrefix("+"), power = VisibleText.of(String(exponent.drop { "+-−".contains($0) }))
        // The number's own sign kept (`-1.5 EE -4`: -1.5e-4, it offered 1.5e-4).
        var tokens = line.tokens(from: start), minus = ""
        while let typed = tokens.next(), typed.start < token.start {
            let bytes = line.bytes(of: typed)
            guard NumberToken.mayBeNumber(bytes), NumberToken.shape(bytes) != nil else { continue }
            if NumberToken.signLength(bytes, at: 0) > 0, bytes[0] != UInt8(ascii: "+") { minus = "-" }
            break
        }
        let number = minus + VisibleText.of(String(decoding: mantissa, as: UTF8.self))
        let before = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[line.firstNonBlank(from: 0)..<start]))
        let after = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[token.end..<line.end]))
        let joined = (before + number + "e" + (negative ? "-" : "") + power + after).trimmingBlanks
        let keys = (before + number + " EE " + (negative ? "+/- " : "") + power + after).trimmingBlanks
        let said = "is a signed number after EE; after EE the exponent's sign is the key +/-"
        // Each way offered only when accepted (`1.5 EE -400`: the exponent is out of range).
        guard refusal(of: joined) == nil else {
            return LineError(.inNumber(line.visible(token), problem: said + "; written \(joined), it is refused too: "
                + (refusal(of: joined)?.explanation ?? "")), column: line.column(of: token.start))
        }
        return LineError(.inNumber(line.visible(token), problem: said + (refusal(of: keys) == nil ? " (\(keys))" : "")
            + ", or write the exponent with the number: \(joined)"), column: line.column(of: token.start))
    }

    /// Refuses digits right after a one-line conversion: they would lengthen its number.
    @inline(never)
    private static func digitsAfterConversion(_ token: LineBytes.Token, line: LineBytes) -> LineError {
        if let power = powerApart(token, line: line) { return power }  // `5 cm 3 to mL`
        return LineError(.afterConversion(line.visible(token), problem: "would add digits to the number converted before it;"
            + " a line converts one value: put this number on a line of its own"), column: line.column(of: token.start))
    }

    /// A one-line conversion read on the line: its converter, whether its unit stood alone
    /// (`5 °F`), where its number began, and whether it was a value in parts (`5 ft 10 in`).
    typealias Converted = (converter: Converter, bare: Bool, start: Int, parts: Parts)

    /// Whether a one-line conversion was a value in parts; a plain value (no class or array in
    /// it: every line that converts carries one).
    enum Parts {
        /// One number and its unit (`5 ft`).
        case none
        /// Parts no further part can follow (`5 ft 10 in`).
        case whole
        /// Parts a smaller one may follow, in this unit (`1 h 30 min`: s).
        case goOn(UnitID)
    }

    /// The checks on a word after a one-line conversion on its line, out of `parseTokens`' loop:
    /// a key right after it (`checkKeyAfterConversion`), then any word (`checkWordAfterConversion`).
    @inline(never)
    private static func checkAfterConversion(_ word: TypedWord, token: LineBytes.Token, line: LineBytes, converted: Converted,
                                             justConverted: Bool, steps: inout [Step]) throws(LineError) {
        if justConverted { try checkKeyAfterConversion(word, token: token, line: line, converted: converted, steps: &steps) }
        try checkWordAfterConversion(word, token: token, line: line, converted: converted)
    }

    /// ` (line)`, an example of the user's own line to close a sentence with, when it is accepted;
    /// empty otherwise (`1000 m to km C C` offered `C 1000 m to km C`, refused the same way).
    private static func example(_ line: String) -> String {
        refusal(of: line) == nil ? " (\(line))" : ""
    }

    /// Refuses a key right after a one-line conversion that may mean two things (`5 K C`:
    /// Celsius, or clear, after a number and a unit alone).
    @inline(never)
    private static func checkKeyAfterConversion(_ word: TypedWord, token: LineBytes.Token, line: LineBytes,
                                                converted: Converted?, steps: inout [Step]) throws(LineError) {
        switch word.role {
        case .key(.sign) where !followsSignAfterConversion(token, steps: steps, line: line) && endsInExponent(steps):
            // `1.5e4 km +/-`: the number's exponent is still open, where +/- would turn its sign
            // (1.5e-4 km); Return closes it first, so +/- turns the answer's, as after `5 km`.
            steps.append(Step(.event(.commit), start: token.start, length: 0))
        case .key(.clear) where converted?.bare == true && token.end - token.start == 1:
            // What was typed before C, echoed in the hint: `5 K` in `5 K C`.
            let converted = converted!, key = line.visible(token)
            let typed = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[converted.start..<token.start])).trimmingBlanks
            let unit = UnitCatalog.find(line.string(token))
            // Each way of writing it shown only when accepted (`EE 300 K C` offered two lines refused for the exponent).
            let toUnit = example("\(typed) to \(key)"), clearFirst = example("\(key) \(typed)")
            // `5 °C C`: the unit written again, not a conversion to itself (it offered `5 °C to C`).
            if let unit, unit == converted.converter.from {
                throw LineError(.afterConversion(key, problem: "right after \(UnitCatalog.unit(unit).symbol) is ambiguous: the unit"
                    + " written again, write it once\(example(typed)); to clear, put \(key) first\(clearFirst)"),
                                column: line.column(of: token.start))
            }
            if let unit, UnitCatalog.kinds[Int(unit)] == converted.converter.kind {
                throw LineError(.afterConversion(key, problem: "right after a conversion is ambiguous: to convert to"
                    + " \(UnitCatalog.unit(unit).symbol) write it with to\(toUnit); to clear, put \(key) first\(clearFirst)"),
                                column: line.column(of: token.start))
            }
            throw LineError(.afterConversion(key, problem: "right after a conversion would clear it at once; to clear"
                + " before typing, put \(key) first\(clearFirst)"), column: line.column(of: token.start))
        default:
            return
        }
    }

    /// Refuses a word after a one-line conversion on its line that would leave nothing of it to
    /// see: EE gives its number an exponent, a clear or reset that ends the line wipes it (`5 mi to km C 3` converts 3 mi),
    /// `convert` gives its number another unit (`5 ft convert mi km` showed 5 mi), a command or
    /// query shows its own text in its place (`5 mi to km help`). `precision` shows the answer
    /// again; keys (`+/-`, `swap`) act on it (`Word.Role.mayFollowConversion`, the rule Tab
    /// follows too). The conversion's number began at `conversionStart`.
    @inline(never)
    private static func checkWordAfterConversion(_ word: TypedWord, token: LineBytes.Token, line: LineBytes,
                                                 converted: Converted) throws(LineError) {
        let conversionStart = converted.start
        var rest = line.tokens(from: token.end)
        let endsLine = rest.next() == nil
        guard !word.role.mayFollowConversion(endsLine: endsLine, hasArgument: !endsLine) else { return }
        let shown = line.visible(token), problem: String
        switch word.role {
        case .quit, .key(.cancel):
            return  // `quitComesAlone` words its own refusal; the machine, cancel's with the menu closed
        case .key(.exponent):
            // The user's own number and unit in the example (`5 mi ee 3`: 5e3 mi; it said 5e3 km whatever was typed),
            // its exponent N when none was typed (it made up 3); a value in parts takes none (`5e2 ft 10 in` is refused).
            let typed = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[conversionStart..<token.start])).trimmingBlanks
            let parts = typed.split(separator: " ", maxSplits: 1)
            var after = line.tokens(from: token.end)
            let power = after.next().map { line.visible($0) }.flatMap { $0.allSatisfy { $0.isASCII && $0.isNumber } ? $0 : nil } ?? "N"
            let example = parts.count == 2 ? "\(parts[0])e\(power) \(parts[1])" : "5e3 km"
            if case .none = converted.parts {
                problem = "would give the number converted before it an exponent; write the exponent with the number (\(example)),"
                    + " or put this on a line of its own"
            } else {
                problem = "would give the value in parts before it an exponent, which no part takes; put this on a line of its own"
            }
        case .key:  // C or reset, last
            let typed = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[conversionStart..<token.start])).trimmingBlanks
            problem = "would clear the conversion before it at once; to start afresh, put \(shown) first" + example("\(shown) \(typed)")
        case .command(.convert):
            problem = "would give the number converted before it another unit; pick the converter on a line of its own"
        default:
            problem = "would show in place of the conversion before it; put \(shown) on a line of its own"
        }
        throw LineError(.afterConversion(shown, problem: problem), column: line.column(of: token.start))
    }

    /// The error for a token that is no key, with a hint when one fits: a connector right after
    /// a number (`5 to km`) misses its unit; a `+` right after a conversion (`5 ft + 10 in`,
    /// GNU units' way) joins parts, which are written without it, when they are parts.
    private static func unknown(_ token: LineBytes.Token, line: LineBytes, afterNumber: Bool = false,
                                afterConversion: Bool = false, afterBareUnit: Bool = false) -> LineError {
        let bytes = UnsafeBufferPointer(rebasing: line.bytes[token.start..<token.end])
        let shown = VisibleText.of(bytes)
        if afterConversion, UnitCatalog.find(line.string(token)) != nil || UnitCatalog.compound(line.string(token)) != nil {
            // `5 pounds t kilograms`: a connector cut short between the units (read as pounds to tonnes).
            if let cut = tokenBefore(token, in: line), let unit = tokenBefore(cut, in: line),
               let (connector, _) = UnitPair.Reader.cutConnector([line.string(unit), line.string(cut), line.string(token)], at: 1) {
                let whole = rewritten(line, writing: connector, from: cut.start, to: cut.end)
                if refusal(of: whole) == nil {
                    return LineError(.afterConversion(shown, problem: "is a unit after a whole conversion; '\(VisibleText.of(line.string(cut)))'"
                        + " may be '\(connector)' cut short: write \(whole)"), column: line.column(of: token.start))
                }
            }
            // `5 mi to km mi`: a unit after a whole pair (it was told a unit goes after a number).
            return LineError(.afterConversion(shown, problem: "is a unit after a whole conversion; a line converts one value"
                + " to one unit: put each conversion on a line of its own"), column: line.column(of: token.start))
        }
        if let hint = wordHint(token, shown: shown, line: line, afterNumber: afterNumber, afterConversion: afterConversion) {
            return LineError(.unknownKeyWithHint(shown, hint: hint), column: line.column(of: token.start))
        }
        if UnitPair.isConnector(line.string(token)), afterBareUnit, !afterNumber {
            // `5 mi +/- to km`: a key between the unit and its connector ended the conversion. The
            // user's line with those keys moved to its end, when accepted (`5 ft 6 in +/- to m`).
            return LineError(.connectorAfterKey(shown, example: keysMovedLast(before: token, line: line)),
                             column: line.column(of: token.start))
        }
        // `in to cm`: inches, the one unit a connector names, when a connector follows it.
        var next = line.tokens(from: token.end)
        let unitBeforeConnector = !afterNumber && UnitCatalog.find(line.string(token)) != nil
            && next.next().map { UnitPair.isConnector(line.string($0)) } == true
        if afterConversion, let parts = arrowsBetweenParts(token, line: line) { return parts }
        if UnitPair.isConnector(line.string(token)) && !unitBeforeConnector {
            // The target of one or two words (`fl oz`), and the user's own number (`-40 to C`: -40 °F to °C).
            var after = line.tokens(from: token.end)
            let first = after.next().map { line.string($0) }, second = after.next().map { line.string($0) }
            let target = first.flatMap { word in second.map { word + " " + $0 }.flatMap { UnitCatalog.find($0) != nil ? $0 : nil } ?? word }
            // The number as typed, its keys too (`5 ± -> mi`: `5 ± km -> mi`; it offered `± km -> mi`),
            // else the word before (`5 10 to cm`: 10), when the example is accepted so; else 5.
            let typed = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[line.firstNonBlank(from: 0)..<token.start])).trimmingBlanks
            let number = [typed, tokenBefore(token, in: line).map { line.visible($0) } ?? "5"].first {
                refusal(of: LineError.missingUnitExample(shown, to: target, number: $0)) == nil
            } ?? "5"
            // A whole conversion after it (`98.6> lb to kg`): it is a stray, and the line without it the
            // example (it offered `98.6 kg > lb`, the conversion turned round).
            if afterNumber, let stray = lineWithout(token, line: line) {
                return LineError(.unitMissingBefore(shown, example: stray), column: line.column(of: token.start))
            }
            return LineError(afterNumber ? .unitMissingBefore(shown, example: LineError.missingUnitExample(shown, to: target, number: number))
                             : .connectorOutOfPlace(shown, example: conversionBefore(token, connector: shown, line: line)),
                             column: line.column(of: token.start))
        }
        // `5 ->km`: an arrow glued to the unit after it, with the number's unit missing before it.
        if afterNumber, let arrow = UnitPair.arrows.first(where: { line.string(token).hasPrefix($0) }) {
            let target = String(line.string(token).dropFirst(arrow.count))
            return LineError(.unitMissingBefore(arrow, example: LineError.missingUnitExample(arrow, to: target)), column: line.column(of: token.start))
        }
        // `5 mi→km→m`: a second arrow, glued to a unit after the conversion.
        if afterConversion, let arrow = UnitPair.arrows.first(where: { line.string(token).hasPrefix($0) }) {
            return LineError(.connectorOutOfPlace(arrow, example: conversionBefore(token, connector: arrow, line: line)),
                             column: line.column(of: token.start))
        }
        if afterConversion && shown == "+" {
            // The line without its `+`, when that is accepted (`5 ft + 10 in`); else no sum is made
            // (`1 m + 50 cm`, `5 ft + 3 ft`: the hint led to a refusal).
            let rest = line.firstNonBlank(from: token.end)
            let rewritten = String(decoding: Array(line.bytes[line.firstNonBlank(from: 0)..<token.start])
                + Array(line.bytes[rest..<line.end]), as: UTF8.self)
            // A part after it, a number first (`7 ft + in` without + is 7 ft in inches, no value in parts).
            let partAfter = rest < line.end && line.bytes[rest] &- 0x30 <= 9
            let hint = partAfter && refusal(of: rewritten) == nil ? "write a value in parts without +: \(VisibleText.of(rewritten))"
                : "convcalc does no arithmetic: write the total in one unit"
            return LineError(.unknownKeyWithHint(shown, hint: hint), column: line.column(of: token.start))
        }
        // `1 1/2 cup`, `5 ft 10 1/2 in`: a whole number and a fraction, as recipes and heights write them.
        if afterNumber, let whole = tokenBefore(token, in: line),
           var hint = KeyHint.mixedNumberHint(whole: line.string(whole), fraction: line.string(token)) {
            // The whole line with the decimal, when accepted (`1 1/2 cups to ml`: write 1.5 cups to ml).
            if let decimal = KeyHint.mixedNumber(whole: line.string(whole), fraction: line.string(token))?.exactDecimal {
                let written = rewritten(line, writing: decimal.text, from: whole.start, to: token.end)
                if refusal(of: written) == nil {
                    hint = "\(KeyHint.fractionNote), \(line.visible(whole)) \(shown) as \(decimal.text): write \(written)"
                }
            }
            return LineError(.unknownKeyWithHint(shown, hint: hint), column: line.column(of: token.start))
        }
        if let thousands = apostropheThousands(token, line: line) { return thousands }  // `1'000mi`
        if let (spaced, numberAfter) = keyGluedToNumber(token, line: line) {
            let side = numberAfter ? "after" : "before"
            let said = spaced.includes(", which is refused too: ") ? "a key is written apart from the number \(side) it: "
                : "a key is written apart from the number \(side) it: write "
            return LineError(.unknownKeyWithHint(shown, hint: said + spaced), column: line.column(of: token.start))
        }
        // A sign apart from the number (`- 5 mi to km`): the whole line with it signed.
        if let signed = signApart(token, line: line) {
            let said = line.string(token).lowercased().hasPrefix("p") || shown == "+" ? "a number needs no plus sign"
                : "a sign is written touching its number"
            return LineError(.unknownKeyWithHint(shown, hint: said + ": write " + VisibleText.of(signed)), column: line.column(of: token.start))
        }
        // `convertF C`: the command glued to a unit (it was offered `convert`, the F dropped).
        let word = line.string(token)
        if word.count > 7, word.lowercased().hasPrefix("convert"), UnitCatalog.find(String(word.dropFirst(7))) != nil {
            let written = rewritten(line, writing: "convert " + word.dropFirst(7), from: token.start, to: token.end)
            if refusal(of: written) == nil {
                return LineError(.unknownKeyWithHint(shown, hint: "a blank goes after convert: write \(VisibleText.of(written))"),
                                 column: line.column(of: token.start))
            }
        }
        // A number glued to the first word of a unit of two (`3fl oz`): the word alone has no hint.
        let gluedToUnitOfTwo = { line.string(token).first?.isNumber == true ? spacedHint(line) : nil }
        guard var hint = KeyHint.hint(for: line.string(token)) ?? gluedToUnitOfTwo(),
              // After a whole conversion a unit has no place: none is suggested (`1 cup to mL bis`: bits).
              !(afterConversion && hint.hasPrefix("did you mean")) else {
            return LineError(.unknownKey(shown), column: line.column(of: token.start))
        }
        // A unit and its number swapped (`mi5 to km`): the whole line with them so, when accepted; a
        // letter before a number with a unit after it is no unit (`a5 m2 to ft2` offered `5 yr`).
        if let write = hint.rangeOfText(KeyHint.unitFirstStart) {
            let whole = rewritten(line, writing: String(hint[write.upperBound...]), from: token.start, to: token.end)
            guard refusal(of: whole) == nil else { return LineError(.unknownKey(shown), column: line.column(of: token.start)) }
            hint = KeyHint.unitFirstStart + VisibleText.of(whole)
        }
        // Glued: the whole line spaced, after the note on its lookalike letters if any (`5mi->ｋｍ`).
        if let start = hint.rangeOfText(KeyHint.spaceHintStart), let spaced = spacedHint(line) {
            hint = hint[..<start.lowerBound] + spaced
        }
        // A number written another way: the whole line with it rewritten, when that is accepted.
        if let number = KeyHint.offeredNumber(in: hint), let written = hint.rangeOfText(number, last: true) {
            func lineWith(_ number: String) -> String {
                let (signed, end) = signedBeforeSignKey(number, end: token.end, line: line)  // `5*10^2 +/-`: -5e2
                return String(decoding: Array(line.bytes[0..<token.start]) + Array(signed.utf8) + Array(line.bytes[end..<line.end]),
                              as: UTF8.self).trimmingBlanks
            }
            let whole = lineWith(number)
            if whole != number, refusal(of: whole) == nil {
                hint = hint[..<written.lowerBound] + VisibleText.of(whole)
                // `12,345 m`: thousands here, a decimal comma where the user may come from; both offered.
                // Neither joins two numbers (`1,000 25 km`: `1000 25 km` is 100025 km typed key by key).
                if let decimal = KeyHint.decimalCommaReading(line.string(token)), lineWith(decimal) != whole,
                   !LineError.joinsNumbers(whole), !LineError.joinsNumbers(lineWith(decimal)), refusal(of: lineWith(decimal)) == nil {
                    hint += ", or \(VisibleText.of(lineWith(decimal))) if the comma marks decimals"
                }
            } else if hint.hasPrefix(KeyHint.dashNote), let refused = refusal(of: whole),
                      case .unknownKeyWithHint(_, let more) = refused.reason {
                // `–5ft6in`: the line with a minus is refused too; its own hint says how to write it.
                hint = KeyHint.dashNote + ": type - for minus; " + more
            } else if refusal(of: whole) != nil, let decimal = KeyHint.decimalCommaReading(line.string(token)),
                      refusal(of: lineWith(decimal)) == nil {
                hint = "use . for the decimal point: write " + VisibleText.of(lineWith(decimal))  // `-1,250 °C`: -1250 would be refused
            } else if whole != number, let write = hint.rangeOfText(": write ", last: true),
                      hint.hasPrefix(KeyHint.fractionNote + ", ") || hint.hasPrefix("no brackets here") {
                hint = String(hint[..<write.lowerBound])  // `½ ft 3 in`: "½ as 0.5" says it already; `(1.8`: the bracket
            } else if whole != number, let write = hint.rangeOfText(": write ", last: true), let refused = refusal(of: whole),
                      let better = refused.explanation.rangeOfText("write ", last: true).map({ String(refused.explanation[$0.upperBound...]) }),
                      better.contains(" "), refusal(of: better) == nil {
                // `1,000,000,000,000,000 mi`: the number without its separators has too many digits, and
                // its own refusal offers a line (it named `1000000000000000`, refused): why, and that line.
                hint = hint[..<write.lowerBound] + "; written so, " + refused.explanation
            } else if whole != number, let write = hint.rangeOfText(": write ", last: true) {
                // `1,000 ft and 10 in`: the line is refused with the number rewritten too, and the number
                // alone would be another line (1000 °F): the number is said, not offered as a line.
                hint = hint[..<write.lowerBound] + " (\(shown) is written \(VisibleText.of(number)))"
            } else if whole != number, let refused = refusal(of: whole) {
                // `2*10^3 mi to kilommeters`: the whole line, and why it is refused too (it offered `2e3`,
                // which converted 2000 °F).
                hint = hint[..<written.lowerBound] + VisibleText.of(whole) + ", which is refused too: " + refused.explanation
            }
        }
        return LineError(.unknownKeyWithHint(shown, hint: hint), column: line.column(of: token.start))
    }

    /// `C5 mi to km`: a key glued to the number after it (it offered `5 °C`, C read as Celsius and
    /// the conversion lost), or before it (`5+/- mi`): the line with them apart, said refused
    /// too when it is, and whether the number is after the key; else nil.
    private static func keyGluedToNumber(_ token: LineBytes.Token, line: LineBytes) -> (String, numberAfter: Bool)? {
        // Alone, `C5` may be 5 °C typed unit first, as its own hint says.
        let alone = line.firstNonBlank(from: token.end) == line.end && line.firstNonBlank(from: 0) == token.start
        let bytes = line.bytes(of: token)
        func isKey(_ range: Range<Int>) -> Bool {
            if case .key? = Words.typedWord(UnsafeBufferPointer(rebasing: bytes[range]))?.role { true } else { false }
        }
        guard bytes.count > 1 else { return nil }
        // The longest key before the number, its sign too (`C5`, `C-5`), then the longest after it (`5+/-`, `5swap`, `5EE`).
        let keyFirst = stride(from: min(bytes.count - 1, 8), through: 1, by: -1).first { cut in
            !alone && isKey(0..<cut) && (bytes[cut] &- 0x30 <= 9 || [UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+")].contains(bytes[cut]))
        }
        let keyLast = (max(1, bytes.count - 8)..<bytes.count).first { cut in
            isKey(cut..<bytes.count) && NumberToken.shape(UnsafeBufferPointer(rebasing: bytes[..<cut])) != nil
        }
        if let cut = keyFirst ?? keyLast {
            let spaced = rewritten(line, writing: line.visible(LineBytes.Token(start: token.start, end: token.start + cut)) + " "
                + line.visible(LineBytes.Token(start: token.start + cut, end: token.end)), from: token.start, to: token.end)
            // Refused so too (`C5 mi to km.`): said, never the unit-first reading (`5 °C`, the line lost).
            return (refusal(of: spaced).map { "\(spaced), which is refused too: \($0.explanation)" } ?? spaced, keyFirst != nil)
        }
        return nil
    }

    /// The hint for a line with numbers and units glued (`5ft10in to cm`): the whole line
    /// spaced, in the first reading the parser accepts (`1m30s`: 1 min 30 s, once 1 m 30 s is
    /// refused); when it accepts none, the first reading and why it is refused too (`6ft13`:
    /// 13 in is 1 ft or more), so that the hint never leads to a refusal it does not name.
    private static func spacedHint(_ line: LineBytes) -> String? {
        var words: [String] = [], tokens = line.tokens()
        while let word = tokens.next() {
            words += KeyHint.partsApart(line.string(word)) ?? [line.string(word)]  // `5ft+10in`: 5ft 10in
            guard words.count <= spacedWordLimit else { return nil }  // its readings cost the square of the words
        }
        let readings = KeyHint.spacedLines(words)
        var furthest: (reading: String, refusal: LineError)?
        for (index, reading) in readings.enumerated() {
            // Numbers side by side join as keys (`5 1in to cm` spaced is 51 in, not 5 ft 1 in): no offer.
            if LineError.joinsNumbers(reading) {
                return "spaced, it reads \(VisibleText.of(reading)), whose numbers side by side would join as keys typed one by one;"
                    + " a value in parts names each part's unit (5 ft 10 in)"
            }
            guard let refusal = refusal(of: reading) else {
                // `5m2`: 5 m 2 cm or 5 m², a length or an area; neither is guessed (it offered the length).
                if let other = readings[(index + 1)...].first(where: { firstUnitKind($0) != firstUnitKind(reading) && refusal(of: $0) == nil }),
                   let kind = firstUnitKind(reading), let otherKind = firstUnitKind(other) {
                    return "spaced, it reads two ways, \(VisibleText.of(reading)) (\(kind.name)) or \(VisibleText.of(other))"
                        + " (\(otherKind.name)); type the one meant"
                }
                return KeyHint.spaceHintStart + VisibleText.of(reading)
            }
            // The reading that went furthest before its refusal (`1m30s >> s`: 1 min 30 s, refused
            // at `>>`, not 1 m 30 s, refused at its parts).
            if furthest.map({ refusal.column > $0.refusal.column }) ?? true { furthest = (reading, refusal) }
        }
        guard let (reading, refusal) = furthest else { return nil }
        return "spaced, it reads \(VisibleText.of(reading)), which is refused too: \(refusal.explanation)"
    }

    /// The kind of the unit after the first word of a spaced reading (`5 m2 to ft2`: area).
    private static func firstUnitKind(_ reading: String) -> UnitKind? {
        let words = reading.split(separator: " ")
        return words.count > 1 ? UnitCatalog.find(String(words[1])).map { UnitCatalog.kinds[Int($0)] } : nil
    }

    /// Why the line `text` (read from `converter`) is refused, or nil when it is accepted: how a
    /// hint that offers a line checks that line first (`5 ft + 10 in`, a glued line spaced, a
    /// line without its punctuation). The parser's refusal, else the session's: its steps run
    /// as a session runs a line (`StepRun`), from a session started on `converter` (`-500F`
    /// spaced is `-500 F`, below absolute zero; `0 mpg to L/100km` has no value). A refusal
    /// quoted in a hint offers no line that is refused too (`checksOffers`; not needed, and not
    /// done, where only whether the line is accepted matters).
    ///
    /// Calls nest (a hint checks the line it offers, whose own hint checks the one it offers…),
    /// at most `refusalDepthLimit` deep: past it a line is taken as refused, unchecked, and the
    /// hint that asked offers less. Each level may check a few lines, so a line of many refused
    /// words took exponential time (`½ ` twenty times: 17 s) and overflowed the stack (2,000).
    static func refusal(of text: String, converter: Converter? = nil, checksOffers: Bool = true) -> LineError? {
        guard refusalDepth < refusalDepthLimit else { return LineError(.notChecked, column: 0) }
        return $refusalDepth.withValue(refusalDepth + 1) { checkedRefusal(of: text, converter: converter, checksOffers: checksOffers) }
    }

    /// How many `refusal(of:)` calls are under way on this thread or task.
    @TaskLocal static var refusalDepth = 0

    /// The most `refusal(of:)` calls nested: a hint, the line it offers, and that line's own.
    static let refusalDepthLimit = 3

    /// `refusal(of:)`, one level.
    private static func checkedRefusal(of text: String, converter: Converter?, checksOffers: Bool) -> LineError? {
        var bytes = Array(text.utf8), steps: [Step] = []
        return bytes.withUnsafeMutableBufferPointer { buffer -> LineError? in
            let line = LineBytes(UnsafeBufferPointer(buffer))
            do throws(LineError) {
                try parseTokens(line, converter: converter, into: &steps)
            } catch {
                return checksOffers ? hinted(error, line: line, converter: converter) : error  // hints as the line's own
            }
            var state = Session.starting(converter: converter).state, says = false, traces = false
            return StepRun.run(steps, of: line, state: &state, says: &says, traces: &traces).error
        }
    }

    /// The most words a line may have for its glued words to be spaced as a whole line.
    static let spacedWordLimit = 64

    /// The unit a number after `conversion` may have been typed without: the next part of its
    /// parts (`1 h 30 min 20`: s), or the unit after its own in a compound (`5 ft 10`: in);
    /// nil when no part can follow (`5 ft 10 in 2`, `5 m 10`).
    private static func forgottenUnit(after conversion: Converted) -> UnitID? {
        switch conversion.parts {
        case .none: CompoundUnit.smallerParts(after: conversion.converter.from).first
        case .whole: nil
        case .goOn(let unit): unit
        }
    }

    /// The error for a point or sign without digits after a one-line conversion (`5 mi to km .`,
    /// a sentence's end): the line without it and what follows, when that is accepted.
    @inline(never)
    private static func markAfterConversion(_ token: LineBytes.Token, line: LineBytes) -> LineError {
        let shown = line.visible(token)
        // The rest of the line stays (`5'. 10 in to cm` offered `5'`, 5 ft in m).
        let without = rewritten(line, writing: "", from: token.start, to: token.end)
        let what = shown == "." ? "no period after a unit" : "no '\(shown)' after a unit"
        return LineError(.unknownKeyWithHint(shown, hint: refusal(of: without) == nil ? "\(what): write \(without)" : what),
                         column: line.column(of: token.start))
    }

    /// The error for a number after a one-line conversion whose part's unit was forgotten
    /// (`5 ft 10 to cm`, `5 ft 10`): the line again, with `unit` written after the number —
    /// or only up to it when the rest would be refused (`5 ft 10 help`: 5 ft 10 in); when that
    /// is refused too (`5 mi -3`), what is wrong with it.
    @inline(never)
    private static func unitMissing(after number: LineBytes.Token, unit next: UnitID, line: LineBytes) -> LineError {
        if let thousands = apostropheThousands(number, line: line) { return thousands }
        if let power = powerApart(number, line: line) { return power }
        let before = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[0..<number.end]))
        let after = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[number.end..<line.end]))
        // After a foot mark glued to the number before (`6'2`), the inch mark, glued too: `6'2"`.
        let bytes = line.bytes, start = number.start
        let mark = start >= 1 && bytes[start - 1] == 0x27 ? "\""
            : start >= 3 && bytes[start - 3] == 0xE2 && bytes[start - 2] == 0x80 && bytes[start - 1] == 0xB2 ? "″" : nil
        let written = mark ?? " " + UnitCatalog.unit(next).symbol
        let whole = (before + written + after).trimmingBlanks, upTo = (before + written).trimmingBlanks
        let offered = [whole, upTo].first { refusal(of: $0) == nil }
        if offered == nil, let problem = refusal(of: whole) {
            return LineError(.inParts(line.visible(number), problem: "a unit is missing after it, and with one (\(whole)) "
                + problem.explanation), column: line.column(of: number.start))
        }
        return LineError(.unitMissingAfter(line.visible(number), example: offered ?? whole), column: line.column(of: number.start))
    }

    /// `5 mi 2 to km 2`, `5 m 3 to L`: a 2 or 3 after a unit that has that power (mi²), read
    /// as a part's number (it offered `5 mi 2 yd`, a length), when the line with every such
    /// power written against its unit is a conversion accepted: its target is then an area or
    /// a volume. Nil otherwise: `5 ft 2` and `5 ft 2 to cm` are 5 ft 2 in.
    @inline(never)
    static func powerApart(_ number: LineBytes.Token, line: LineBytes) -> LineError? {
        let text = String(decoding: UnsafeBufferPointer(rebasing: line.bytes[0..<line.end]), as: UTF8.self)
        let power = line.string(number)
        guard let sign = ["2": "²", "3": "³"][power] else { return nil }
        let before = String(decoding: UnsafeBufferPointer(rebasing: line.bytes[0..<number.start]), as: UTF8.self)
        guard let unit = before.split(separator: " ").last, UnitCatalog.find(unit + sign) != nil else { return nil }
        let words = UnitPair.gluingPowers(text.split(separator: " ").map(String.init))
        let whole = words.joined(separator: " ")
        guard words.contains(where: { UnitPair.isConnector($0) }), refusal(of: whole) == nil else { return nil }
        return LineError(.inParts(power, problem: "a power is written against its unit: write \(VisibleText.of(whole))"),
                         column: line.column(of: number.start))
    }

    /// `1'000`, `1’000 in`: an apostrophe between digits, as Switzerland writes thousands, read as
    /// a foot mark (`1'000 in` was 1 ft 0 in, 12 in, unsaid; `1'000` offered `1'000"`): when the
    /// number after the mark, glued to it, is three digits, the error that says so, offering the
    /// line with the number whole when it is accepted; nil otherwise. A unit glued after the
    /// digits (`1'000mi`, an unknown key) is set apart in that line (spaced, it read `1 ' 000 mi`
    /// and offered `1 ft to km`).
    static func apostropheThousands(_ number: LineBytes.Token, line: LineBytes) -> LineError? {
        let bytes = line.bytes, start = number.start
        // Three digits, then a fraction or none (`1'000.5 in` was 1 ft 0.5 in, 12.5 in), then letters or none.
        var digitsEnd = start
        while digitsEnd < number.end, bytes[digitsEnd] &- 0x30 <= 9 { digitsEnd += 1 }
        var numberEnd = digitsEnd
        if numberEnd < number.end, bytes[numberEnd] == UInt8(ascii: ".") {
            numberEnd += 1
            while numberEnd < number.end, bytes[numberEnd] &- 0x30 <= 9 { numberEnd += 1 }
        }
        guard digitsEnd - start == 3, numberEnd == number.end || bytes[numberEnd] >= 0x80
              || (bytes[numberEnd] | 0x20) &- UInt8(ascii: "a") < 26 else { return nil }
        let markLength = start >= 1 && bytes[start - 1] == 0x27 ? 1
            : start >= 3 && bytes[start - 3] == 0xE2 && bytes[start - 2] == 0x80 && [0x99, 0xB2].contains(bytes[start - 1]) ? 3 : 0
        guard markLength > 0 else { return nil }
        var first = start - markLength
        guard first > 0, bytes[first - 1] &- 0x30 <= 9 else { return nil }
        while first > 0, bytes[first - 1] &- 0x30 <= 9 { first -= 1 }
        let typed = VisibleText.of(UnsafeBufferPointer(rebasing: bytes[first..<number.end]))
        let digits = String(decoding: bytes[first..<(start - markLength)], as: UTF8.self)
            + String(decoding: bytes[start..<numberEnd], as: UTF8.self)
            + (numberEnd < number.end ? " " + VisibleText.of(UnsafeBufferPointer(rebasing: bytes[numberEnd..<number.end])) : "")
        let whole = (VisibleText.of(UnsafeBufferPointer(rebasing: bytes[line.firstNonBlank(from: 0)..<first])) + digits
            + VisibleText.of(UnsafeBufferPointer(rebasing: bytes[number.end..<line.end]))).trimmingBlanks
        let said = "an apostrophe between digits is no thousands separator here"
        return LineError(.unknownKeyWithHint(typed, hint: refusal(of: whole) == nil ? "\(said): write \(whole)" : "\(said) (\(digits))"),
                         column: line.column(of: first))
    }

    private static func menuIsOpen(_ token: LineBytes.Token, line: LineBytes) -> LineError {
        let bytes = UnsafeBufferPointer(rebasing: line.bytes[token.start..<token.end])
        let kind = Words.typedWord(bytes)?.word.eventKind ?? .pick
        return LineError(.rejected(.menuIsOpen(kind), token: VisibleText.of(bytes)), column: line.column(of: token.start))
    }
}
