/// What a spelling index answers, and how a typed name finds its unit from those answers: the
/// rules of `SpellingIndex`'s comment, whichever way the spellings are kept (grown in
/// dictionaries, `SpellingIndex`; sorted at build time, `SortedSpellings`).
protocol SpellingTable: Sendable {
    /// The unit of a normalized spelling (`UnitCatalog.normalized`), unless its case matters.
    func unit(folded key: String) -> UnitID?
    /// The unit of a spelling as written (blanks normalized, case kept).
    func unit(exactly text: String) -> UnitID?
    /// True when the normalized `key` is found in its own case only (`B`, `b`; `kb`, a hint's).
    func isCaseSensitive(_ key: String) -> Bool
    /// The symbol of unit `id`.
    func symbol(_ id: UnitID) -> String
    /// True when unit `id` is a temperature, which may follow `degrees`.
    func hasAbsoluteZero(_ id: UnitID) -> Bool
}

extension SpellingTable {
    /// False when `text` is `symbol` in other case where case tells things apart: a prefix
    /// letter written in the other case, where that case is another prefix (`mJ` or `mj` is no
    /// MJ: m is milli, M mega; `Mm` no mm; p pico and P peta, z and Z, y and Y; but `ghz` is
    /// GHz and `tbit` Tbit, as no prefix is written g or t),
    /// or a last b and B swapped (`Gb` is no GB: bits are not bytes). A first letter is a prefix
    /// only when the rest of the symbol is a unit's symbol too (J, m): `Mpg`, `Mph`, `Tbsp` and
    /// `Gal` fold as `MPG` does. Text in capitals only (`KM`, `MHZ`, `LB`: a capital B is a
    /// byte only where the symbol has one) and text that is not the symbol (a name:
    /// `Megajoules`) fold as usual.
    func foldsSafely(_ text: String, to symbol: String) -> Bool {
        guard text != symbol else { return true }
        let sameLetters = UnitCatalog.normalized(text) == UnitCatalog.normalized(symbol)
        if !sameLetters, prefixedSymbol(text) != nil { return false }  // `Gm`: gigametres, not `gm`, grams
        guard sameLetters else { return true }
        let typed = Array(text.unicodeScalars), written = Array(symbol.unicodeScalars)
        guard typed.count == written.count else { return true }
        let allCapitals = !typed.contains { $0.properties.isLowercase }
        if !allCapitals, let first = typed.first, let symbolFirst = written.first, first != symbolFirst,
           "mpzy".unicodeScalars.contains(Unicode.Scalar(first.properties.lowercaseMapping) ?? first),
           isSymbol(String(String.UnicodeScalarView(written.dropFirst()))) {
            return false
        }
        let last = (typed[typed.count - 1], written[written.count - 1])  // kB, GiB: the B of a byte
        return !((last.0 == "b" && last.1 == "B") || (last.0 == "B" && last.1 == "b" && !allCapitals))
    }

    /// The prefix's name and the unit's symbol when `text` is a capital SI prefix and then, as
    /// written, the symbol of a unit SI prefixes go with (`Gm`: giga, m), and no spelling in
    /// this case: whoever writes it so means that (`Gm` folded to `gm`, an alias of grams,
    /// and `1 Gm to km` said mass to length); nil otherwise.
    func prefixedSymbol(_ text: String) -> (prefix: String, symbol: String)? {
        // Byte by byte first: every look-up that folds case asks (a dictionary built here cost a
        // one-line conversion 20 instructions).
        guard let first = text.utf8.first, text.utf8.count <= 4, let prefix = Self.capitalPrefix(first) else { return nil }
        let rest = String(text.dropFirst())
        guard Self.takesPrefixes(rest), unit(exactly: text) == nil else { return nil }
        return (prefix, rest)
    }

    /// The SI prefix written as the capital `letter`, or nil.
    static func capitalPrefix(_ letter: UInt8) -> String? {
        switch letter {
        case UInt8(ascii: "Q"): "quetta"
        case UInt8(ascii: "R"): "ronna"
        case UInt8(ascii: "Y"): "yotta"
        case UInt8(ascii: "Z"): "zetta"
        case UInt8(ascii: "E"): "exa"
        case UInt8(ascii: "P"): "peta"
        case UInt8(ascii: "T"): "tera"
        case UInt8(ascii: "G"): "giga"
        case UInt8(ascii: "M"): "mega"
        default: nil
        }
    }

    /// True for a symbol SI prefixes are written before (a switch: no array made at each ask).
    static func takesPrefixes(_ symbol: String) -> Bool {
        switch symbol {
        case "m", "g", "s", "L", "W", "J", "N", "Pa", "Hz", "B", "bit", "Wh", "eV", "t": true
        default: false
        }
    }

    /// True when `text` is a unit's symbol, as written.
    func isSymbol(_ text: String) -> Bool {
        unit(exactly: text).map { symbol($0) == text } ?? false
    }

    /// The unit of `country` (as the table writes it before a unit: `us`, `imperial`) whose
    /// unit without it `stem` names by any spelling (`quarts`, `floz`, `fluid ounces`): by its
    /// symbol, with the country before or after it as the table writes them (`imp qt`, `mpg
    /// UK`); for `us`, `us` before it, else the unit itself where an imperial one of it exists
    /// (`bu US` is bu). Nil
    /// for a stem that names its own country (`US gal UK`: it read imperial gallons, the UK
    /// written last silently taking the US's place).
    private func withCountry(_ country: String, _ stem: String) -> UnitID? {
        guard !stem.split(separator: " ").contains(where: UnitCatalog.isCountry),
              let before = find(stem) else { return nil }
        let written = UnitCatalog.normalized(symbol(before))
        let imperial = ["imperial", "imp", "uk"].lazy.flatMap { [$0 + " " + written, written + " " + $0] }.compactMap(unit(folded:)).first
        guard country == "us" else { return imperial }
        // Not `mi US` for `US mi`: that spelling is the survey mile, where the mile was meant (said by a hint).
        return unit(folded: "us " + written) ?? (imperial != nil && imperial != before ? before : nil)
    }

    /// The unit `text` names, or nil.
    func find(_ text: String) -> UnitID? {
        let key = UnitCatalog.normalized(text)
        if let id = unit(folded: key) {
            // A spelling the table lists in this very case (Btu) is found whatever the rule says.
            return foldsSafely(text, to: symbol(id)) || unit(exactly: UnitCatalog.blanksNormalized(text)) == id ? id : nil
        }
        if isCaseSensitive(key) { return unit(exactly: UnitCatalog.blanksNormalized(text)) }
        // `gal US`, `pt UK`, `gal imp`: the country after the unit, which the table writes before
        // it (`us gal`, `imperial gal`); read alone, `US` was microseconds (`1 gal US to L`:
        // volume to time). `imp` is short for imperial, after the unit or before it (`imp gal`).
        // Compared without building `" " + country` (a string a miss, and a one-line conversion misses on every span it tries).
        for (country, written) in UnitCatalog.countriesAfterUnits where key.hasSuffix(country) && key.dropLast(country.count).last == " " {
            let stem = String(key.dropLast(country.count + 1))
            if let id = unit(folded: written + " " + stem) { return id }
            if let id = withCountry(written, stem) { return id }
        }
        if key.hasPrefix("imp "), let id = unit(folded: "imperial " + key.dropFirst(4)) { return id }
        // The country before any spelling of the unit too (`UK floz`, `UK gills`, `imperial qt`, `UK mpg`: a
        // suggestion offered the US one, and `5 gal UK floz` was read one way where it reads two).
        for (country, written) in UnitCatalog.countriesAfterUnits where key.hasPrefix(country) && key.dropFirst(country.count).first == " " {
            if let id = withCountry(written, String(key.dropFirst(country.count + 1))) { return id }
        }
        // `yrs`, `gals`, `tbsps`, `mls`: a symbol of two letters or more with an s, as `lbs` and
        // `kgs` are written (the table lists those), in the case the symbol may be typed in
        // (`mL` as `ml`, `kWh` as `kwh`; `Ms` is no plural of an M, nor `mjs` of MJ).
        // Only an s written against the symbol: `min s` is minutes, then seconds, not `mins`.
        if text.utf8.last == UInt8(ascii: "s"), text.utf8.count > 2, let before = text.utf8.dropLast().last,
           before != UInt8(ascii: " ") && before != UInt8(ascii: "_") && before != UInt8(ascii: "\t") {
            let stem = String(text.dropLast())
            if isSymbol(stem) { return unit(exactly: stem) }
            if let id = unit(folded: UnitCatalog.normalized(stem)), UnitCatalog.normalized(symbol(id)) == UnitCatalog.normalized(stem),
               foldsSafely(stem, to: symbol(id)) {
                return id
            }
        }
        // Every prefix below starts with `d` or with `°`'s first byte: most names are tried no further.
        guard let first = key.utf8.first, first == UInt8(ascii: "d") || first == 0xC2 else { return nil }
        for prefix in ["degrees ", "degree ", "deg ", "° ", "°"] where key.hasPrefix(prefix) {
            if let id = unit(folded: String(key.dropFirst(prefix.count))), hasAbsoluteZero(id) { return id }
        }
        return nil
    }
}
