/// What a unit measures. Only units of the same kind convert into each other.
public enum UnitKind: String, CaseIterable, Sendable {
    case length, temperature, mass, time, speed, volume, area

    /// The word the distance converter's sentence uses: "The distance in ft is 3.28".
    public var sentenceWord: String {
        self == .length ? "distance" : rawValue
    }

    /// The base unit's symbol, that every unit of this kind converts through.
    public var baseSymbol: String {
        switch self {
        case .length: "m"
        case .temperature: "K"
        case .mass: "kg"
        case .time: "s"
        case .speed: "m/s"
        case .volume: "m³"
        case .area: "m²"
        }
    }
}
