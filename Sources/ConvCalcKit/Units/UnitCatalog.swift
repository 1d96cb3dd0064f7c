/// The one table of units. Adding a unit is adding one line here.
public enum UnitCatalog {
    /// Every unit, grouped by kind, in the order `units` lists them.
    public static let all: [MeasurementUnit] = [
        unit("km", "kilometers", .length, 1000, ["kilometer", "kilometre", "kilometres"]),
        unit("m", "meters", .length, 1, ["meter", "metre", "metres"]),
        unit("cm", "centimeters", .length, Ratio(1, 100), ["centimeter", "centimetre", "centimetres"]),
        unit("mm", "millimeters", .length, Ratio(1, 1000), ["millimeter", "millimetre", "millimetres"]),
        unit("mi", "miles", .length, Ratio(1_609_344, 1000), ["mile"]),
        unit("yd", "yards", .length, Ratio(9144, 10000), ["yard"]),
        unit("ft", "feet", .length, Ratio(3048, 10000), ["foot", "'"]),
        unit("in", "inches", .length, Ratio(254, 10000), ["inch", "\""]),
        unit("nmi", "nautical miles", .length, 1852, ["nautical mile"]),
        temperature("°C", "celsius", scale: .one, offset: Ratio(27315, 100),
                    ["c", "degc", "deg c", "℃", "celcius", "centigrade", "degree celsius", "degrees celsius"]),
        temperature("°F", "fahrenheit", scale: Ratio(5, 9), offset: Ratio(45967, 180),
                    ["f", "degf", "deg f", "℉", "degree fahrenheit", "degrees fahrenheit"]),
        temperature("K", "kelvin", scale: .one, offset: .zero, ["°k", "kelvins", "degk"]),
        unit("t", "tonnes", .mass, 1000, ["tonne", "metric ton", "metric tons"]),
        unit("kg", "kilograms", .mass, 1, ["kilogram", "kilo", "kilos", "kilogramme", "kilogrammes"]),
        unit("g", "grams", .mass, Ratio(1, 1000), ["gram", "gramme", "grammes"]),
        unit("mg", "milligrams", .mass, Ratio(1, 1_000_000), ["milligram"]),
        unit("lb", "pounds", .mass, Ratio(45_359_237, 100_000_000), ["lbs", "pound"]),
        unit("oz", "ounces", .mass, Ratio(45_359_237, 1_600_000_000), ["ounce"]),
        unit("st", "stones", .mass, Ratio(14 * 45_359_237, 100_000_000), ["stone"]),
        unit("ms", "milliseconds", .time, Ratio(1, 1000), ["millisecond", "msec", "msecs"]),
        unit("s", "seconds", .time, 1, ["second", "sec", "secs"]),
        unit("min", "minutes", .time, 60, ["minute", "mins"]),
        unit("h", "hours", .time, 3600, ["hour", "hr", "hrs"]),
        unit("d", "days", .time, 86400, ["day"]),
        unit("wk", "weeks", .time, 604_800, ["week", "wks"]),
    ]

    /// The kind of every unit, by id (read on every key, so kept apart from the names).
    public static let kinds: [UnitKind] = all.map(\.kind)

    /// The symbol of every unit as UTF-8 bytes, by id, for the renderers.
    public static let symbolBytes: [[UInt8]] = all.map { Array($0.symbol.utf8) }

    /// The unit at `id`.
    public static func unit(_ id: UnitID) -> MeasurementUnit { all[Int(id)] }

    /// The unit whose symbol is exactly `symbol` (for the built-in tables; users go through `find`).
    static func id(ofSymbol symbol: String) -> UnitID {
        UnitID(all.firstIndex { $0.symbol == symbol }!)
    }

    /// The unit a user means by `text` (symbol, name or alias; case and a leading `°` or
    /// "degrees" do not matter), or nil.
    public static func find(_ text: String) -> UnitID? {
        let key = text.lowercased().split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return index[key]
    }

    private static let index: [String: UnitID] = {
        var table: [String: UnitID] = [:]
        for (position, unit) in all.enumerated() {
            let id = UnitID(position)
            for spelling in [unit.symbol, unit.name] + unit.aliases {
                let key = spelling.lowercased()
                precondition(table[key] == nil || table[key] == id, "unit spelling '\(key)' is used twice")
                table[key] = id
            }
        }
        return table
    }()

    private static func unit(
        _ symbol: String, _ name: String, _ kind: UnitKind, _ factor: Ratio, _ aliases: [String]
    ) -> MeasurementUnit {
        MeasurementUnit(symbol: symbol, name: name, kind: kind, toBase: LinearMap(scale: factor), aliases: aliases)
    }

    private static func temperature(
        _ symbol: String, _ name: String, scale: Ratio, offset: Ratio, _ aliases: [String]
    ) -> MeasurementUnit {
        MeasurementUnit(symbol: symbol, name: name, kind: .temperature,
                        toBase: LinearMap(scale: scale, offset: offset), aliases: aliases)
    }
}

extension Ratio: ExpressibleByIntegerLiteral {
    /// The whole number `value` as a ratio.
    public init(integerLiteral value: Int64) { self.init(Int128(value)) }
}
