/// What a user may name as the unit to convert to: a unit, or a compound output (`ft+in`).
extension Converter {
    /// The converter from `source` to the output named by `text`: nil when `text` names no
    /// unit and no compound; an error when it names one of another kind.
    static func named(from source: UnitID, to text: String) -> Result<Converter, LineError.Reason>? {
        if let target = UnitCatalog.find(text) {
            guard let converter = Converter(from: source, to: target) else { return .failure(.differentKinds(source, target)) }
            return .success(converter)
        }
        guard let compound = UnitCatalog.compound(text) else { return nil }
        guard let converter = Converter(from: source, to: compound) else {
            return .failure(.differentKinds(source, compound.lastPart))
        }
        return .success(converter)
    }
}
