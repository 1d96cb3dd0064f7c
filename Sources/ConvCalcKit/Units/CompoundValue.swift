/// A value shown in a compound unit: `5 ft 10.87 in`, `-1 h 23 min 20 s`.
public struct CompoundValue: Hashable, Sendable {
    /// One number and its unit.
    public struct Part: Hashable, Sendable {
        /// The unit of this part.
        public let unit: UnitID
        /// Its magnitude (never negative): a whole number for every part but the last.
        public let value: RoundedValue
    }

    /// True when the value is below zero; the one sign belongs to the whole (`-5 ft 10.87 in`).
    public let isNegative: Bool
    /// Every part, largest unit first, zeros included (`0 ft 1.69 in`): the JSON `parts` array.
    public let parts: [Part]
    /// True when the last part was typed ending in its point (`5 ft 10. in`): JSON's
    /// `inputParts` write it so, as typed.
    public var lastEndsInPoint = false

    /// True when the parts add up to the exact value (only the last part can be rounded).
    public var isExact: Bool { parts[parts.count - 1].value.isExact }

    /// The plain text: `5 ft 10.87 in`, `-1 h 23 min 20 s`, `0 ft 3.937e-8 in`.
    public var text: String {
        (isNegative ? "-" : "") + parts.map { "\($0.value.text) \(UnitCatalog.unit($0.unit).symbol)" }.joined(separator: " ")
    }
}
