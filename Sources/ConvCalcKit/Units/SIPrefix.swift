/// The SI prefixes as written before a unit's symbol, for saying what a prefixed name would be
/// (`mA`: milli and A) where a line finds no unit by it: a typed name takes no prefix here; a
/// units file defines the prefixed unit.
struct SIPrefix: Sendable {
    let symbol: String
    let name: String
    let exponent: Int

    /// Every prefix, the two-letter `da` before `d`.
    static let all: [SIPrefix] = [
        ("Q", "quetta", 30), ("R", "ronna", 27), ("Y", "yotta", 24), ("Z", "zetta", 21), ("E", "exa", 18), ("P", "peta", 15),
        ("T", "tera", 12), ("G", "giga", 9), ("M", "mega", 6), ("k", "kilo", 3), ("h", "hecto", 2), ("da", "deca", 1),
        ("d", "deci", -1), ("c", "centi", -2), ("m", "milli", -3), ("µ", "micro", -6), ("u", "micro", -6), ("n", "nano", -9),
        ("p", "pico", -12), ("f", "femto", -15), ("a", "atto", -18), ("z", "zepto", -21), ("y", "yocto", -24),
        ("r", "ronto", -27), ("q", "quecto", -30),
    ].map { SIPrefix(symbol: $0.0, name: $0.1, exponent: $0.2) }

    /// `text` as a prefix and the symbol of a units file's unit after it (`mA`: milli, and GNU
    /// units' `A`), or nil when no prefix starts it before such a unit's own symbol. The
    /// built-in units' prefixed names are the catalog's own hints (`5 TW`, `cd` is no centiday).
    static func split(_ text: String) -> (prefix: SIPrefix, unit: UnitID)? {
        for prefix in all where text.hasPrefix(prefix.symbol) && text.count > prefix.symbol.count {
            let rest = String(text.dropFirst(prefix.symbol.count))
            if let unit = UnitCatalog.find(rest), Int(unit) >= UnitCatalog.builtInUnits.count, UnitCatalog.unit(unit).symbol == rest {
                return (prefix, unit)
            }
        }
        return nil
    }
}
