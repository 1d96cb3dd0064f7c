/// A value typed in parts, largest unit first, as heights, weights and times are said:
/// `5 ft 10 in to cm`, `6 st 4 lb in kg`, `1 h 30 min`, `-5 ft 6 in to m` (one sign, before
/// the first part, for the whole value: written with its number, or a sign key before it,
/// `+/- 5 ft 6 in`).
///
///     parts = NUMBER UNIT NUMBER UNIT { NUMBER UNIT } [ [ connector ] OUTPUT ]
///
/// The units are some of one compound output's (the unit table's `!compound` lines: ft in,
/// yd ft in, mi yd, h min s, d h min s, d h min, st lb, lb oz, m cm, kg g), in its order, each once; a unit between
/// may be left out (`1 h 30 s`, `1 yd 3 in`). Every part but the last is a whole number; a
/// part after the first is less than one of the unit before it and has no sign; no part has
/// an exponent. `CompoundInput+Problems` words each refusal with what to write instead.
///
/// The machine takes keys, so a line in parts types its exact total in the smallest part's
/// unit: `5 ft 10 in to cm` sends what `70 in to cm` sends (C, convert, pick in → cm, the
/// keys 7 and 0), then `.inputParts` so that the line's JSON reports the parts as typed. The
/// total is written with the last part's decimals as typed, a point with none after it included,
/// so it shows as the same total typed alone would: `5 ft 0.0 in` as `60.0 in`, `5 ft 10. in`
/// as `70. in`.
struct CompoundInput {
    /// One number and its unit, as typed.
    struct Part {
        /// The number's token, its sign included.
        let number: LineBytes.Token
        /// Its magnitude, as written (`10.5`).
        let value: ExactDecimal
        /// Its unit.
        let unit: UnitID
    }

    /// The parts, in the order typed.
    let parts: [Part]
    /// True when the first part has a minus sign: the whole value is negative.
    let isNegative: Bool
    /// True when the last part's number ends in its point (`10.`): the total's keys end in one too.
    let endsInPoint: Bool
    /// Where the parts start and the phrase after them ends in the line (bytes).
    let start: Int
    let end: Int
    /// From the smallest part's unit to the output named, or to where a bare value goes.
    let converter: Converter
    /// True when no output was named (`2 lb 8 oz`).
    let isBareUnit: Bool

    /// The most parts read after the first: more than any compound has (four), so a line with
    /// more is refused by the checks on these (a unit twice, out of order) without reading on.
    static let partLimit = 8

    /// The parts starting with the number at byte `number` and the unit phrase `first` after
    /// it, or nil when `first` is followed by no second part (then it is an ordinary
    /// one-line conversion). Throws when the parts break a rule of the type's comment.
    static func read(_ line: LineBytes, number: Int, first: ConversionPhrase,
                     current: Converter?) throws(LineError) -> CompoundInput? {
        let unit = first.converter.from
        guard first.isBareUnit, let second = try nextPart(line, after: first.end, of: unit, from: number, current: current)
        else { return nil }
        if let thousands = LineParser.apostropheThousands(second.number, line: line) { throw thousands }  // `1'000 in`: not 1 ft 0 in
        var typed: [(number: LineBytes.Token, phrase: ConversionPhrase)] = [second]
        var last = second.phrase
        // At most a few parts more than the longest compound (d h min s) has: the checks below
        // refuse the rest (`1 h 1 s 1 s …` read a megabyte of parts, 2 s, before it said s twice).
        while typed.count < CompoundInput.partLimit, last.isBareUnit,
              let part = try nextPart(line, after: last.end, of: unit, from: number, current: current) {
            typed.append(part)
            last = part.phrase
        }
        let whole = (start: number, end: last.end)
        let (firstNumber, flipsSign) = try firstNumber(line, from: number, unit: first.start, whole)
        typed.insert((firstNumber, first), at: 0)
        let units = typed.enumerated().map { index, part in
            index > 0 ? afterAngle(part.phrase, line, first: typed[0].phrase.converter.from) : part.phrase.converter.from
        }
        var parts: [Part] = []
        for (index, (token, _)) in typed.enumerated() {
            parts.append(Part(number: token, value: try value(of: token, in: line, whole, index: index), unit: units[index]))
        }
        let negative = (NumberToken.shape(line.bytes(of: firstNumber))?.isNegative == true) != flipsSign
        let target = last.isBareUnit ? nil : last.converter.outputSymbol
        try checkUnits(parts, line, whole, negative: negative, target: target)
        try checkRanges(parts, line, whole, negative: negative, target: target)
        let endsInPoint = line.bytes(of: typed[typed.count - 1].number).last == UInt8(ascii: ".")
        return CompoundInput(parts: parts, isNegative: negative, endsInPoint: endsInPoint, start: whole.start, end: whole.end,
                             converter: output(units, last: last, current: current), isBareUnit: last.isBareUnit)
    }

    /// The unit of a part's `phrase`, a mark after an angle read as the angle's (`1° 30′`: arcminutes,
    /// `30″` arcseconds), so the refusal says an angle is not written in parts, with its total
    /// (it said ° measures angle and ft length); else the phrase's own unit.
    private static func afterAngle(_ phrase: ConversionPhrase, _ line: LineBytes, first: UnitID) -> UnitID {
        let unit = phrase.converter.from
        guard let word = LineParser.text(line, phrase.start, phrase.end).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
        else { return unit }
        return markAfterAngle(String(word), unit, first: first) ?? unit
    }

    /// The angle's unit a mark `written` stands for after a part of unit `first` (`'` arcminutes,
    /// `"` arcseconds), where the mark was read as `unit` (ft, in); nil for anything else.
    private static func markAfterAngle(_ written: String, _ unit: UnitID, first: UnitID) -> UnitID? {
        guard UnitCatalog.kinds[Int(first)].name == "angle", UnitCatalog.kinds[Int(unit)].name == "length",
              UnitPair.Reader.isMark(written) else { return nil }
        return UnitCatalog.find(UnitCatalog.unit(unit).symbol == "ft" ? "arcmin" : "arcsec")
    }

    /// The unit a further, smaller part would have (`1 h 30 min`: s; `1 d 2 h`: min), or nil
    /// when no compound output has a unit after the last one typed (`5 ft 10 in`, `1 h 30 s`).
    var nextUnit: UnitID? {
        let units = parts.map(\.unit), last = units[units.count - 1]
        for compound in CompoundUnit.all where compound.holds(units) {
            if let index = compound.parts.firstIndex(of: last), index + 1 < compound.parts.count {
                return compound.parts[index + 1]
            }
        }
        return nil
    }

    /// The first part's number among the tokens from byte `start` to its unit at byte `unit`, and
    /// whether sign keys before it turn the whole value's sign (`+/- 5 ft 6 in` is -5 ft 6 in, as
    /// `+/- 5 mi` is -5 mi). Refused when an EE key gives it an exponent (`5 EE 3 ft 6 in`) or a
    /// key follows it (`5 +/- ft 6 in`).
    private static func firstNumber(_ line: LineBytes, from start: Int, unit: Int,
                                    _ span: (start: Int, end: Int)) throws(LineError) -> (LineBytes.Token, flipsSign: Bool) {
        var tokens = line.tokens(from: start)
        var number: LineBytes.Token?
        var flipsSign = false
        while let token = tokens.next(), token.start < unit {
            let bytes = line.bytes(of: token)
            if number == nil, NumberToken.mayBeNumber(bytes), NumberToken.shape(bytes) != nil {
                number = token
                continue
            }
            let role = Words.typedWord(bytes)?.role
            if role == .key(.exponent) {
                var stop = unit
                while stop > start && (line.bytes[stop - 1] == UInt8(ascii: " ") || line.bytes[stop - 1] == UInt8(ascii: "\t")) {
                    stop -= 1
                }
                let shown = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[start..<stop]))
                throw problem(line, span, "'\(shown)' has an exponent; write each part as a plain number (5 ft 10 in)", at: start)
            }
            if number == nil && role == .key(.sign) {
                flipsSign.toggle()
                continue
            }
            if number != nil, role == nil, NumberToken.mayBeNumber(bytes), NumberToken.shape(bytes) != nil {
                // `1 2 ft 6 in`: digits apart, which keys would join (12); the parts' way has one number.
                var end = token.end
                while let more = tokens.next(), more.start < unit {
                    let bytes = line.bytes(of: more)
                    guard NumberToken.mayBeNumber(bytes), NumberToken.shape(bytes) != nil else { break }
                    end = more.end
                }
                // The numbers only (`+/- 1 2 ft`: the sign key stays a word, it glued `+/-12`), the
                // rest of the line kept (`… to cm swap`: it dropped the keys after the parts), a mark
                // glued to the number still glued (`1 6'2"`: it wrote `16 '2"`), and when the line so
                // written is refused too, why (`1 1 st 44 lb`: 44 lb is 1 st or more).
                let numbers = UnsafeBufferPointer(rebasing: line.bytes[number!.start..<end])
                let joined = numbers.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
                let written = (VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[line.firstNonBlank(from: 0)..<number!.start]))
                    + VisibleText.of(String(decoding: joined, as: UTF8.self)) + (LineBytes.isBlank(line.bytes[unit - 1]) ? " " : "")
                    + VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[unit..<line.end]))).trimmingBlanks
                let refused = LineParser.refusal(of: written).map { ", which is refused too: " + $0.explanation } ?? ""
                throw problem(line, span, "'\(VisibleText.of(numbers))' is more than one number; each part is one number and its unit:"
                    + " \(written)\(refused)", at: number!.start)
            }
            // The user's parts with the sign written before the number, when accepted (`5 +/- ft 6 in`:
            // -5 ft 6 in; `1 +/- d 2 h to s`: -1 d 2 h to s), else an example, said so (it offered
            // `-5 ft 6 in` for any line, of another kind).
            throw problem(line, span, "a value in parts starts with one number, its sign written with it"
                + (signedParts(line, from: start, unit: unit).map { ": " + $0 } ?? ", e.g. -5 ft 6 in"), at: start)
        }
        return (number!, flipsSign)
    }

    /// The line with the sign keys between byte `start` and the first part's unit at byte `unit`
    /// taken out and the number signed (`5 +/- ft 6 in` → `-5 ft 6 in`), when it has one number
    /// there and that line is accepted; nil otherwise.
    private static func signedParts(_ line: LineBytes, from start: Int, unit: Int) -> String? {
        var tokens = line.tokens(from: start), number: String?, negative = false
        while let token = tokens.next(), token.start < unit {
            let bytes = line.bytes(of: token)
            if Words.typedWord(bytes)?.role == .key(.sign) { negative.toggle(); continue }
            guard number == nil, NumberToken.mayBeNumber(bytes), NumberToken.shape(bytes) != nil else { return nil }
            number = line.visible(token)
        }
        guard let number else { return nil }
        let before = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[line.firstNonBlank(from: 0)..<start]))
        let written = (before + (negative ? "-" : "") + number + " " + VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[unit..<line.end])))
            .trimmingBlanks
        return LineParser.refusal(of: written) == nil ? written : nil
    }

    /// The part after byte `offset`: a number, then a unit phrase; nil when the words there are not one.
    /// A unit of another kind than the first part's (`first`, whose number is at byte `start`) is
    /// refused as parts of two kinds, before its phrase could be refused as a conversion
    /// (`5 ft 10 kg to cm` said mass cannot convert to length).
    private static func nextPart(_ line: LineBytes, after offset: Int, of first: UnitID, from start: Int,
                                 current: Converter?) throws(LineError) -> (number: LineBytes.Token, phrase: ConversionPhrase)? {
        var tokens = line.tokens(from: offset)
        // A number with a digit: a point alone is no part's number (`5 mi . km` is a mark between units).
        let isNumber = { (token: LineBytes.Token) in
            let bytes = line.bytes(of: token)
            return NumberToken.mayBeNumber(bytes) && NumberToken.shape(bytes) != nil && bytes.contains { $0 &- 0x30 <= 9 }
        }
        guard let number = tokens.next(), isNumber(number), let unit = tokens.next() else { return nil }
        if isNumber(unit) {  // `1 h 2 3 min`: digits apart, which keys would join (23), then a unit
            var end = unit.end, after = tokens.next()
            while let more = after, isNumber(more) {
                end = more.end
                after = tokens.next()
            }
            guard let after, line.mayStartUnit(after) else { return nil }
            let numbers = UnsafeBufferPointer(rebasing: line.bytes[number.start..<end])
            let joined = String(decoding: numbers.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }, as: UTF8.self)
            let before = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[line.firstNonBlank(from: 0)..<number.start]))
            let rest = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[after.start..<line.end]))
            // Refused joined too, said (`6 st 4 4 lb`: 44 lb is 1 st or more; it was offered as accepted).
            let written = "\(before)\(VisibleText.of(joined)) \(rest)"
            let refused = LineParser.refusal(of: written).map { ", which is refused too: " + $0.explanation } ?? ""
            throw problem(line, (start, line.end), "'\(VisibleText.of(numbers))' is more than one number; each part is one number"
                + " and its unit: \(written)\(refused)", at: number.start)
        }
        guard line.mayStartUnit(unit) else { return nil }
        let phrase: ConversionPhrase?
        do {
            phrase = try ConversionPhrase.read(line, after: unit, current: current)
        } catch {
            // The unit as the pair's reader reads it: a prime glued to the number is inches (`6′2″`), not arcseconds.
            let written = LineBytes.gluedPrime(line.bytes, unit.start, unit.end) ?? String(decoding: line.bytes(of: unit), as: UTF8.self)
            // `1° 30" to °`: a mark after an angle, the angle's own (the phrase read inches to degrees).
            if let other = UnitCatalog.find(written), let angle = markAfterAngle(String(decoding: line.bytes(of: unit), as: UTF8.self), other, first: first) {
                // Said as the angle's own mark is (`1° 30′ to arcmin`: with the total, 90 arcmin).
                let prime = UnitCatalog.unit(angle).symbol == "arcmin" ? "′" : "″"
                let own = String(decoding: line.bytes[..<unit.start], as: UTF8.self) + prime
                    + String(decoding: line.bytes[unit.end..<line.end], as: UTF8.self)
                if let refused = LineParser.refusal(of: own), case .inParts = refused.reason {
                    throw problem(line, (start, line.end), refused.explanation, at: start)
                }
                throw problem(line, (start, line.end), "\(UnitCatalog.unit(first).symbol) and \(UnitCatalog.unit(angle).symbol) are not written together:"
                    + " angle is not written in parts; write the total in one unit", at: start)
            }
            if let other = UnitCatalog.find(written), UnitCatalog.kinds[Int(other)] != UnitCatalog.kinds[Int(first)] {
                throw problem(line, (start, line.end), kindsDiffer(first, other), at: number.start)
            }
            throw error
        }
        return phrase.map { (number, $0) }
    }

    /// The output of parts whose last phrase is `last`: the output it names, else where their
    /// total, in the smallest part's unit, would go typed alone (`ConversionPhrase.target`):
    /// parts are their total, so `5 ft 10 in` goes as `70 in` does — to cm, or to the current
    /// converter's output when it is of their kind and not inches (after `convert in ft`, 5.83 ft),
    /// nor a compound they start from its largest part (after `convert m ft+in`, to cm; after
    /// `convert m yd+ft+in`, to `1 yd 2 ft 10 in`).
    private static func output(_ units: [UnitID], last: ConversionPhrase, current: Converter?) -> Converter {
        guard last.isBareUnit else { return last.converter }
        // Parts from the current compound output's largest unit (`5 ft 10 in` after `convert m
        // ft+in`) would show themselves: they go where their smallest unit typed alone goes.
        let showsItself = current?.compound.map { compound in units.contains(compound.parts[0]) } == true
        return ConversionPhrase.target(for: units[units.count - 1], current: showsItself ? nil : current) ?? last.converter
    }

    /// How many of `unit` make one `larger` (both of one compound: a whole number).
    static func multiple(of larger: UnitID, in unit: UnitID) -> UInt128 {
        let ratio = UnitCatalog.unit(larger).toBase.a / UnitCatalog.unit(unit).toBase.a
        return UInt128(ratio.numerator) / UInt128(ratio.denominator)
    }

    /// The exact magnitude of the parts in the smallest part's unit (5 ft 10 in: 70; 5.5 ft 3 in,
    /// which a refusal rewrites: 69.0), or nil when it needs more than 38 digits.
    static func total(_ values: [ExactDecimal], units: [UnitID]) -> ExactDecimal? {
        let scale = values.map(\.scale).max()!
        var digits: UInt128 = 0
        for (value, unit) in zip(values, units) {
            let (scaled, over) = value.digits.multipliedReportingOverflow(by: multiple(of: unit, in: units[units.count - 1]))
            let (shifted, over2) = scaled.multipliedReportingOverflow(by: ExactDecimal.powerOfTen(scale - value.scale))
            let (sum, over3) = digits.addingReportingOverflow(shifted)
            guard !over, !over2, !over3 else { return nil }
            digits = sum
        }
        return ExactDecimal(digits: digits, scale: scale)
    }

    /// `total` written in the parts `units`: every unit but the last a whole number.
    static func split(_ total: ExactDecimal, into units: [UnitID]) -> [ExactDecimal] {
        let power = ExactDecimal.powerOfTen(total.scale)
        var rest = total.digits
        var values: [ExactDecimal] = []
        for unit in units.dropLast() {
            let (whole, remainder) = rest.quotientAndRemainder(dividingBy: multiple(of: unit, in: units[units.count - 1]) * power)
            values.append(ExactDecimal(digits: whole))
            rest = remainder
        }
        values.append(ExactDecimal(digits: rest, scale: total.scale))
        return values
    }

    /// The steps the line sends for the parts: C, convert and the pick, the total's keys, the
    /// sign, then `.inputParts`. Every step spans the parts' text, which the keys stand for.
    func steps(into steps: inout [Step]) {
        let length = end - start
        let total = CompoundInput.total(parts.map(\.value), units: parts.map(\.unit))!
        steps.append(Step(.event(.clear), start: start, length: 0))
        steps.append(Step(.event(.convert), start: start, length: length))
        steps.append(Step(.event(.pick(converter)), start: start, length: length))
        for byte in total.text.utf8 { steps.append(Step(.event(Step.key(byte)), start: start, length: length)) }
        if endsInPoint { steps.append(Step(.event(Step.key(UInt8(ascii: "."))), start: start, length: length)) }
        if isNegative { steps.append(Step(.event(.sign), start: start, length: length)) }
        steps.append(Step(.inputParts(TypedParts(parts.map(\.unit))), start: start, length: length))
    }
}
