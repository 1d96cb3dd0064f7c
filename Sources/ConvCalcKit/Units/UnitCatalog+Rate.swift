extension UnitCatalog {
    /// The unit `text` names said as `UNIT per UNIT` (`miles per hr`), split at its last `per`
    /// so that a rate before it is read the same way (`m per s per s`): as typed with a slash
    /// (`rev per min`: rev/min is rpm, where the symbols' turn/min is no unit), by the units'
    /// symbols (mi/h, mph), else by value. A count may come before the unit below, as L/100km is
    /// written (`liter per 100 km`, `per hundred km`; `km per 1 h` is km/h). Nil otherwise.
    static func rateInWords(_ text: String) -> UnitID? {
        let words = blanksNormalized(text).split(separator: " ")
        guard let at = words.lastIndex(where: { $0.lowercased() == "per" }), at > 0, at < words.count - 1,
              case let above = words[..<at].joined(separator: " "), let from = find(above) else { return nil }
        if words.count == at + 3, let count = count(words[at + 1]), let to = find(String(words[at + 2])) {
            return count == "1" ? find(above + " per " + words[at + 2]) : find(unit(from).symbol + "/" + count + unit(to).symbol)
        }
        let below = words[(at + 1)...].joined(separator: " ")
        guard let to = find(below) else { return nil }
        return find(above + "/" + below) ?? find(unit(from).symbol + "/" + unit(to).symbol) ?? rate(from, per: to)
    }

    /// The count `word` says before a rate's unit below (`100`, `hundred`: 100), as digits; nil
    /// for any other word.
    static func count(_ word: some StringProtocol) -> String? {
        if word.lowercased() == "hundred" { return "100" }
        return !word.isEmpty && word.allSatisfy({ $0.isASCII && $0.isNumber }) ? String(word) : nil
    }

    /// The unit that is `from` per `to`, found by its value where no spelling names it (`mi per
    /// min`, `mi/min` with a units file's `mipm  mi / min`; `miles per imp gal`, mpg UK): the
    /// first unit of the kind whose dimensions are theirs divided, whose scale is theirs
    /// divided. Nil when either unit shifts (a temperature), the rate has no dimensions (`m per
    /// km`), or no unit is so defined. On the error path and for rates said in words only: it
    /// looks through every unit.
    static func rate(_ from: UnitID, per to: UnitID) -> UnitID? {
        let above = unit(from), below = unit(to)
        guard let top = above.toBase.affine, top.offset == .zero, let bottom = below.toBase.affine, bottom.offset == .zero,
              let kind = rateKind(of: from, per: to).map({ Int($0.index) }) else { return nil }
        // Each scale in primitive units (the kind's base factor times it), divided, then in the rate kind's base.
        let reciprocal = { (ratio: Ratio) in Ratio(ratio.denominator, ratio.numerator) }
        guard let topPrimitive = top.scale.checkedProduct(above.kind.definition.baseFactor),
              let bottomPrimitive = bottom.scale.checkedProduct(below.kind.definition.baseFactor),
              let ratePrimitive = topPrimitive.checkedProduct(reciprocal(bottomPrimitive)),
              let scale = ratePrimitive.checkedProduct(reciprocal(kindDefinitions[kind].baseFactor)) else { return nil }
        let map = LinearMap(scale: scale)
        return all.indices.first { all[$0].kind.index == kind && all[$0].toBase.affine == map }.map { UnitID($0) }
    }

    /// The kind whose dimensions are those of `from` per `to` (speed for `mi per min`, fuel economy
    /// for `miles per litre`), whichever units it holds; nil when none is, the rate has no
    /// dimensions (`m per km`), or it is a kind's reciprocal (`litres per km`: `reciprocalKind`).
    static func rateKind(of from: UnitID, per to: UnitID) -> UnitKind? {
        var dimensions = unit(from).kind.definition.dimensions / unit(to).kind.definition.dimensions
        // Turns per time count cycles, as rpm is defined (1|60 Hz): `revolutions per minute` is rpm,
        // `rev per sec` Hz, though the turn has a dimension of its own.
        if !kindDefinitions.contains(where: { $0.dimensions == dimensions }), dimensions.powers[Self.turn] == 1 {
            dimensions = dimensions / Dimensions(primitive: Self.turn)
        }
        guard !dimensions.powers.isEmpty, let kind = kindDefinitions.firstIndex(where: { $0.dimensions == dimensions }),
              reciprocalKind(of: from, per: to) == nil else { return nil }
        return UnitKind(kind)
    }

    /// The kind whose dimensions are those of `from` per `to` inverted and which holds a
    /// reciprocal unit (fuel economy, distance per volume, with L/100km, for `litres per km`), or
    /// nil. Such a rate is that kind's reciprocal, which the table names by spellings only
    /// (L/100km): found by value it was an area (5 L/km, 5 mm²), true in dimensions, not what a
    /// driver means. A pace (`min per km`) is no speed's: speed holds no reciprocal unit.
    static func reciprocalKind(of from: UnitID, per to: UnitID) -> UnitKind? {
        let dimensions = unit(to).kind.definition.dimensions / unit(from).kind.definition.dimensions
        guard !dimensions.powers.isEmpty, let index = kindDefinitions.firstIndex(where: { $0.dimensions == dimensions }) else { return nil }
        let kind = UnitKind(index)
        return all.contains { $0.kind == kind && $0.toBase.affine == nil } ? kind : nil
    }

    /// The primitive of the angle kind: a count of cycles when divided by a time.
    private static let turn = "turn"
}
