/// The rules of a value in parts (`CompoundInput`), each refusal saying what to write instead.
/// A refused line changes nothing: the parser throws before any step is applied.
extension CompoundInput {
    /// The magnitude of the number `token`, the `index`th part: refused when it has an
    /// exponent, a sign after the first part, or more digits than a number holds.
    static func value(of token: LineBytes.Token, in line: LineBytes, _ span: (start: Int, end: Int),
                      index: Int) throws(LineError) -> ExactDecimal {
        let bytes = line.bytes(of: token)
        let shown = line.visible(token)
        let shape = NumberToken.shape(bytes)!
        if shape.exponentMark != nil {
            // The user's own value, its number written plain, when that is a line (`1e1 ft 10 in`: 10 ft 10 in).
            let whole = plain(bytes, shape).map { LineParser.rewritten(line, writing: $0, from: token.start, to: token.end) }
            let offer = whole.flatMap { LineParser.refusal(of: $0) == nil ? ": \($0)" : nil } ?? " (5 ft 10 in)"
            throw problem(line, span, "'\(shown)' has an exponent; write each part as a plain number" + offer, at: token.start)
        }
        if index > 0 && NumberToken.signLength(bytes, at: 0) > 0 {
            // No rewrite of the line: `6 st -4 lb` may mean 6 st less 4 lb, and `-6 st 4 lb`, a
            // line that is accepted, would answer minus the whole.
            throw problem(line, span, "'\(shown)' has a sign; parts are not added or taken away: one sign, before the"
                + " first part, is for the whole value (-5 ft 6 in is minus 5 ft 6 in); for a difference, write the result",
                at: token.start)
        }
        var digits: UInt128 = 0, scale = 0, points = 0
        for offset in shape.mantissa {
            if bytes[offset] == UInt8(ascii: ".") { points += 1; continue }
            digits = digits * 10 + UInt128(bytes[offset] - UInt8(ascii: "0"))
            if points > 0 { scale += 1 }
            if digits >= ExactDecimal.powerOfTen(Entry.maxSignificantDigits) {
                throw problem(line, span, "'\(shown)' has too many digits: a number holds at most"
                    + " \(Entry.maxSignificantDigits) significant digits", at: token.start)
            }
            if scale > Entry.maxFractionDigits {
                throw problem(line, span, "'\(shown)' has too many digits after the point: at most"
                    + " \(Entry.maxFractionDigits)", at: token.start)
            }
        }
        if points > 1 { throw problem(line, span, "'\(shown)' has two decimal points", at: token.start) }
        return ExactDecimal(digits: digits, scale: scale)
    }

    /// The number `bytes` of `shape`, which has an exponent, written without it (`1.5e2`: `150`,
    /// `-25e-1`: `-2.5`); nil when its exponent has more than two digits.
    private static func plain(_ bytes: UnsafeBufferPointer<UInt8>, _ shape: NumberToken.Shape) -> String? {
        guard shape.exponentDigits.count <= 2, case let exponentText = String(decoding: bytes[shape.exponentDigits], as: UTF8.self),
              let magnitude = Int(exponentText) else { return nil }
        var digits = String(decoding: bytes[shape.mantissa], as: UTF8.self)
        var point = digits.firstIndex(of: ".").map { digits.distance(from: digits.startIndex, to: $0) } ?? digits.count
        digits.removeAll { $0 == "." }
        point += shape.exponentIsNegative ? -magnitude : magnitude
        if point <= 0 { digits = String(repeating: "0", count: 1 - point) + digits; point = 1 }
        if point > digits.count { digits += String(repeating: "0", count: point - digits.count) }
        var text = String(digits.prefix(point)) + (point < digits.count ? "." + digits.dropFirst(point) : "")
        if text.contains(".") { while text.hasSuffix("0") { text.removeLast() }; if text.hasSuffix(".") { text.removeLast() } }
        text = String(text.drop { $0 == "0" })
        if text.isEmpty || text.hasPrefix(".") { text = "0" + text }
        return (shape.isNegative ? "-" : "") + text
    }

    /// Refuses units of two kinds, a unit twice, units out of order, or units no compound output
    /// has together. A value rewritten in a refusal keeps the whole value's sign (`negative`).
    static func checkUnits(_ parts: [Part], _ line: LineBytes, _ span: (start: Int, end: Int),
                           negative: Bool, target: String?) throws(LineError) {
        let units = parts.map(\.unit)
        let kind = UnitCatalog.kinds[Int(units[0])]
        for (part, unit) in zip(parts, units) where UnitCatalog.kinds[Int(unit)] != kind {
            throw problem(line, span, kindsDiffer(units[0], unit), at: part.number.start)
        }
        for (index, part) in parts.enumerated() where units[..<index].contains(part.unit) {
            throw problem(line, span, "\(symbol(part.unit)) is written twice; write each unit once", at: part.number.start)
        }
        guard TypedParts.compound(containing: units) == nil else { return }
        if let compound = CompoundUnit.all.first(where: { compound in units.allSatisfy(compound.parts.contains) }) {
            let inOrder = compound.parts.compactMap { unit in parts.first { $0.unit == unit } }
            let units = inOrder.map(\.unit)
            let values = total(inOrder.map(\.value), units: units).map { split($0, into: units) } ?? inOrder.map(\.value)
            let written = inLine((negative ? "-" : "") + text(values, units), line, span, target: target)
            // Offered only when accepted (`10 in 99999999999999 ft`: its total has too many digits, said instead).
            guard let refused = LineParser.refusal(of: written) else {
                throw problem(line, span, "the parts are out of order; write the larger unit first: \(written)", at: span.start)
            }
            throw problem(line, span, "the parts are out of order, and with the larger unit first they are refused too: "
                + refused.explanation, at: span.start)
        }
        let sets = CompoundUnit.all.filter { $0.kind == kind }.map { $0.parts.map(symbol).joined(separator: " ") }
        // Scales add up (`1 gal 2 qt` is 1.5 gal); a temperature or a fuel economy does not.
        let adds = units.allSatisfy { UnitCatalog.unit($0).toBase.affine.map { $0.offset == Ratio(0) } ?? false }
        // The total offered as a line to type (`1 gal 2 qt`: 6 qt), when there is one.
        var offer = ""
        if adds, let total = totalInOneUnit(parts) {
            let written = inLine((negative ? "-" : "") + total, line, span, target: target)
            // Converted to its own unit (`5 m 3 ft to m`: 5.9144 m to m), the total is the answer: said, not offered.
            var session = Session()
            if LineParser.refusal(of: written) == nil {
                offer = session.handle(written).error == nil && session.state.converter.from == session.state.converter.to
                    ? " (\((negative ? "-" : "") + total))" : ": " + written
            }
        }
        let known = !sets.isEmpty ? "\(kind.name) in parts is written in " + sets.joined(separator: ", ") + "; write the total in one unit" + offer
            : adds ? "\(kind.name) is not written in parts; write the total in one unit" + offer
            : "\(kind.name) is not written in parts; put each value on a line of its own"
        // `1 d 2 h 3 min 4 s 5 ms`: the parts up to one that fits no compound with them are named
        // (it blamed all five units).
        let fitting = (2..<units.count).last { count in CompoundUnit.all.contains { compound in units.prefix(count).allSatisfy(compound.parts.contains) } }
        if let fitting {
            let before = units.prefix(fitting).map(symbol).joined(separator: " ")
            throw problem(line, span, "\(symbol(units[fitting])) does not follow \(before) in parts: \(known)",
                          at: parts[fitting].number.start)
        }
        throw problem(line, span, "\(units.map(symbol).joined(separator: " and ")) are not written together: \(known)",
                      at: span.start)
    }

    /// Refuses a fraction before the last part (`5.5 ft 3 in`), a part after the first that is
    /// one of the unit before it or more (`5 ft 13 in`), and a total of more digits than a
    /// number may have; the first two say how to write the same value, its sign kept
    /// (`negative`). The units are some of one compound's: `checkUnits` came first.
    static func checkRanges(_ parts: [Part], _ line: LineBytes, _ span: (start: Int, end: Int),
                            negative: Bool, target: String?) throws(LineError) {
        let units = parts.map(\.unit), values = parts.map(\.value)
        let sign = negative ? "-" : "", smallest = symbol(units[units.count - 1])
        guard let total = total(values, units: units), total.significantDigits <= Entry.maxSignificantDigits else {
            throw problem(line, span, "the total has more digits than a number may have (\(Entry.maxSignificantDigits))",
                          at: span.start)
        }
        if let part = parts.dropLast().first(where: { $0.value.scale > 0 }) {
            // The units between those typed too, but where none of them is (`1.5 h 10 s`: 1 h 30 min 10 s,
            // not 1 h 1810 s; `1.5 d 4 s`: 1 d 12 h 4 s).
            let between = CompoundUnit.all.first { $0.holds(units) }.flatMap { compound in
                compound.parts.firstIndex(of: units[0]).flatMap { first in
                    compound.parts.firstIndex(of: units[units.count - 1]).map { Array(compound.parts[first...$0]) } }
            } ?? units
            let written = zip(split(total, into: between), between).filter { $0.0.digits != 0 || units.contains($0.1) }
            throw problem(line, span, "only the last part may have a fraction; write it as"
                + " \(acceptedInLine(sign + text(written.map { $0.0 }, written.map { $0.1 }), line, span, target: target))"
                + " (the total in one unit: \(sign)\(total.trimmed.text) \(smallest))", at: part.number.start)
        }
        for index in 1..<parts.count {
            let limit = multiple(of: units[index - 1], in: units[index]) * ExactDecimal.powerOfTen(values[index].scale)
            guard values[index].digits >= limit else { continue }
            let unit = symbol(units[index])
            throw problem(line, span, "\(line.visible(parts[index].number)) \(unit) is 1 \(symbol(units[index - 1])) or more;"
                + " write \(acceptedInLine(sign + text(split(total, into: units), units), line, span, target: target)), or the total in one unit"
                + " (\(sign)\(total.trimmed.text)"
                + " \(smallest))", at: parts[index].number.start)
        }
    }

    /// The exact total of parts whose units only scale, in the last part's unit (`1 gal 2 qt`:
    /// `6 qt`) or else the first's (`3 km 1 mi`: `4.609344 km`), its magnitude and its unit;
    /// nil when neither is a decimal of at most the significant digits a number may have
    /// (`1 yd 1 m`: 2.0936132983… yd, 1.9144 m).
    static func totalInOneUnit(_ parts: [Part]) -> String? {
        var sum = LargeFraction(ExactDecimal.zero)
        for part in parts {
            guard let base = UnitCatalog.unit(part.unit).toBase.exact(at: part.value) else { return nil }
            sum = sum + base
        }
        for unit in [parts[parts.count - 1].unit, parts[0].unit] {
            guard let value = UnitCatalog.unit(unit).toBase.inverse.exact(at: sum) else { continue }
            let rounded = value.significant(digits: Entry.maxSignificantDigits)
            guard rounded.isExact, rounded.form == .decimal else { continue }
            return "\(rounded.value.trimmed.text) \(symbol(unit))"
        }
        return nil
    }

    /// Why a part of unit `other` cannot follow one of unit `first`.
    /// After hours, `m` is minutes mistyped (`1 h 30 m`): said, where a part may be minutes.
    static func kindsDiffer(_ first: UnitID, _ other: UnitID) -> String {
        let minute = UnitCatalog.find("min")
        let minutes = symbol(other) == "m" && minute.map { CompoundUnit.smallerParts(after: first).contains($0) } == true
            ? "; for minutes write min" : ""
        return "\(symbol(first)) measures \(UnitCatalog.kinds[Int(first)].name) and \(symbol(other))"
            + " \(UnitCatalog.kinds[Int(other)].name); a value in parts is of one kind (5 ft 10 in, 2 lb 8 oz)" + minutes
    }

    /// The error for the parts `span` of `line`, placed at byte `offset`.
    static func problem(_ line: LineBytes, _ span: (start: Int, end: Int), _ text: String, at offset: Int) -> LineError {
        let shown = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[span.start..<min(span.end, line.end)]))
        return LineError(.inParts(shown, problem: text), column: line.column(of: offset))
    }

    /// The user's line with the parts `span` written as `parts`, then `to` the output it names
    /// (`target`), then what follows (`10 in 5 ft to cm` → `5 ft 10 in to cm`; `C 10 in 5 ft`
    /// → `C 5 ft 10 in`): a rewrite to type as it is, not the parts alone (`to cm` was dropped).
    static func inLine(_ parts: String, _ line: LineBytes, _ span: (start: Int, end: Int), target: String?) -> String {
        let end = min(span.end, line.end), start = min(line.firstNonBlank(from: 0), span.start)
        let before = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[start..<span.start]))
        let after = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[end..<line.end]))
        return (before + parts + (target.map { " to " + $0 } ?? "") + after).trimmingBlanks
    }

    /// `inLine` when the session accepts that line, else `parts` alone: what follows the parts
    /// may be refused for a reason of its own (`5 ft 13 in to km list` offered `6 ft 1 in to km list`).
    static func acceptedInLine(_ parts: String, _ line: LineBytes, _ span: (start: Int, end: Int), target: String?) -> String {
        let written = inLine(parts, line, span, target: target)
        return LineParser.refusal(of: written) == nil ? written : parts
    }

    /// `5 ft 10 in`: values and their units.
    static func text(_ values: [ExactDecimal], _ units: [UnitID]) -> String {
        zip(values, units).map { "\($0.trimmed.text) \(symbol($1))" }.joined(separator: " ")
    }

    private static func symbol(_ unit: UnitID) -> String { UnitCatalog.unit(unit).symbol }
}
