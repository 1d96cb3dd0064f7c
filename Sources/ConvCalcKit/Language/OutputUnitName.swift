/// What a user may name as the unit to convert to: a unit, or a compound output (`ft+in`).
extension Converter {
    /// The converter from `source` to the output named by `text`: nil when `text` names no
    /// unit and no compound; an error when it names one of another kind.
    static func named(from source: UnitID, to text: String) -> Result<Converter, LineError.Reason>? {
        if let target = UnitCatalog.find(text) {
            guard let converter = Converter(from: source, to: target) else { return .failure(.differentKinds(source, target)) }
            return .success(converter)
        }
        guard let compound = UnitCatalog.compound(text) else { return noSuchCompound(text, from: source) }
        guard let converter = Converter(from: source, to: compound) else {
            return .failure(.compoundOfOtherKind(source, compound))
        }
        return .success(converter)
    }

    /// Units joined by `+` that are no compound output (`h+min`, `in+ft`): refused with the
    /// compound in the larger-first order (of `source`'s kind: `1 m to lb+st` is length to
    /// mass, said so rather than offering `st+lb`, refused too), or the compounds of their
    /// kind; nil for other text.
    private static func noSuchCompound(_ text: String, from source: UnitID) -> Result<Converter, LineError.Reason>? {
        guard text.contains("+") else { return nil }
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map { UnitCatalog.find(String($0)) }
        guard parts.count > 1, !parts.contains(nil), let first = parts[0] else { return nil }
        let units = parts.map { $0! }
        if let reversed = CompoundUnit.all.first(where: { $0.parts == units.reversed() }) {
            guard Converter(from: source, to: reversed) != nil else { return .failure(.compoundOfOtherKind(source, reversed)) }
            return .failure(.noSuchCompound(VisibleText.of(text), hint: "write the larger unit first: \(reversed.symbol)"))
        }
        let kind = UnitCatalog.kinds[Int(first)]
        // `h+m+s`: m is metres, minutes min (it listed the compounds of time without saying so).
        let minutes = text.split(separator: "+", omittingEmptySubsequences: false).map { $0 == "m" ? "min" : String($0) }
        if let compound = UnitCatalog.compound(minutes.joined(separator: "+")), compound.kind == UnitCatalog.kinds[Int(source)] {
            return .failure(.noSuchCompound(VisibleText.of(text), hint: "m is metres; for minutes write min: \(compound.symbol)"))
        }
        let known = CompoundUnit.all.filter { $0.kind == kind }.map(\.symbol)
        return .failure(.noSuchCompound(VisibleText.of(text), hint: known.isEmpty ? "\(kind.name) has no compound output"
            : "\(kind.name) has " + known.joined(separator: ", ")))
    }
}
