/// The examples a hint gives for a compound (`ft+in`) typed where it cannot stand.
extension CompoundUnit {
    /// A value in the compound's parts, as a line writes it: `5 ft 10 in`, `5 h 10 min 10 s`.
    var valueInPartsExample: String {
        parts.enumerated().map { "\($0.offset == 0 ? 5 : 10) \(UnitCatalog.unit($0.element).symbol)" }.joined(separator: " ")
    }

    /// A conversion to the compound, from its last part: `1000 in to ft+in`.
    var conversionExample: String { "1000 \(UnitCatalog.unit(lastPart).symbol) to \(symbol)" }
}
