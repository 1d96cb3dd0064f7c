extension UnitCatalog {
    /// The unit that is `from` per `to`, found by its value where no spelling names it (`mi per
    /// min`, `mi/min` with a units file's `mipm  mi / min`; `miles per imp gal`, mpg UK): the
    /// first unit of the kind whose dimensions are theirs divided, whose scale is theirs
    /// divided. Nil when either unit shifts (a temperature), the rate has no dimensions (`m per
    /// km`), or no unit is so defined. On the error path and for rates said in words only: it
    /// looks through every unit.
    static func rate(_ from: UnitID, per to: UnitID) -> UnitID? {
        let above = unit(from), below = unit(to)
        guard let top = above.toBase.affine, top.offset == .zero, let bottom = below.toBase.affine, bottom.offset == .zero
        else { return nil }
        let dimensions = above.kind.definition.dimensions / below.kind.definition.dimensions
        guard !dimensions.powers.isEmpty, let kind = kindDefinitions.firstIndex(where: { $0.dimensions == dimensions }) else { return nil }
        // Each scale in primitive units (the kind's base factor times it), divided, then in the rate kind's base.
        let reciprocal = { (ratio: Ratio) in Ratio(ratio.denominator, ratio.numerator) }
        guard let topPrimitive = top.scale.checkedProduct(above.kind.definition.baseFactor),
              let bottomPrimitive = bottom.scale.checkedProduct(below.kind.definition.baseFactor),
              let ratePrimitive = topPrimitive.checkedProduct(reciprocal(bottomPrimitive)),
              let scale = ratePrimitive.checkedProduct(reciprocal(kindDefinitions[kind].baseFactor)) else { return nil }
        let map = LinearMap(scale: scale)
        return all.indices.first { all[$0].kind.index == kind && all[$0].toBase.affine == map }.map { UnitID($0) }
    }
}
