/// Letters beyond ASCII in a word that names nothing, named so that a user sees why
/// `іn` (with a Cyrillic і) is no unit though it reads as `in`: an unknown word is printed as
/// typed, and a lookalike letter would make the message say `in` is unknown.
enum LookalikeLetters {
    /// At most this many letters are named; the rest are left to `…`.
    static let limit = 3

    /// What the letters beyond ASCII in `text` are (`its 'і' is U+0456 CYRILLIC SMALL LETTER
    /// BYELORUSSIAN-UKRAINIAN I, not the letter i`), and `did you mean in?` when the word with
    /// its lookalikes read as ASCII is a unit, a compound, a key or a connector. Nil when
    /// `text` holds no such letter. Every letter is shown escaped (`VisibleText`).
    static func note(for text: String) -> String? {
        var seen: [Unicode.Scalar] = []
        // The micro sign and the Greek mu are how micro is written (`µm`): no lookalike.
        for scalar in text.unicodeScalars where !scalar.isASCII && scalar != "\u{B5}" && scalar != "\u{3BC}"
            && (scalar.properties.isAlphabetic || ascii(scalar) != nil || squares[scalar] != nil)
            && !seen.contains(scalar) {  // a sign drawn like another too: `˚` (U+02DA) for `°`; `５`, `㎞`
            seen.append(scalar)
        }
        guard !seen.isEmpty else { return nil }
        let named = seen.prefix(limit).map(describe).joined(separator: ", and ")
        let more = seen.count > limit ? ", …" : ""
        return "its " + named + more + (meant(text).map { "; did you mean \($0)?" } ?? "")
    }

    /// The note for `text` before `hint` (or, when there is none and the note suggests
    /// nothing, before the unit list's hint, `list` or else the general one); nil when `text`
    /// holds no letter beyond ASCII.
    static func joined(_ text: String, _ hint: String?, list: String? = nil) -> String? {
        guard let note = note(for: text) else { return nil }
        guard let hint else { return note.hasSuffix("?") ? note : note + "; " + (list ?? LineError.unitListHint) }
        // The note names what is meant already: a suggestion after it says it twice (`gаllon`).
        if note.hasSuffix("?") && hint.hasPrefix("did you mean") { return note }
        return note + "; " + hint
    }

    /// `'і' is U+0456 CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I, not the letter i`.
    private static func describe(_ scalar: Unicode.Scalar) -> String {
        var hex = String(scalar.value, radix: 16, uppercase: true)
        hex = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let name = (scalar.properties.name ?? scalar.properties.nameAlias).map { " " + $0 } ?? ""
        let ascii = ascii(scalar).map { lookalike in
            ", not the \(lookalike.properties.isAlphabetic ? "letter" : lookalike.properties.numericType != nil ? "digit" : "sign") \(lookalike)"
        } ?? squares[scalar].map { ", one character for \($0)" } ?? ""
        return "'\(VisibleText.of(String(scalar), limit: 1))' is U+\(hex)\(name)\(ascii)"
    }

    /// `text` with its lookalikes read as ASCII, when that differs and names something.
    private static func meant(_ text: String) -> String? {
        var folded = ""
        for scalar in text.unicodeScalars {
            if let square = squares[scalar] { folded += square } else { folded.unicodeScalars.append(ascii(scalar) ?? scalar) }
        }
        guard folded != text else { return nil }
        var number = folded
        let known = UnitCatalog.find(folded) != nil || UnitCatalog.compound(folded) != nil
            || Words.named(folded) != nil || UnitPair.isConnector(folded)
            || number.withUTF8 { NumberToken.mayBeNumber($0) && NumberToken.shape($0) != nil }  // `５`, `１.５`
        return known ? folded : nil
    }

    /// The ASCII letter `scalar` looks like: fullwidth letters, and the Cyrillic and Greek
    /// letters drawn like a Latin one (and `°` for `º` and `˚`). Nil for any other.
    static func ascii(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        // Fullwidth letters, digits, point and hyphen-minus (`ｋｍ`, `５`, `１．５`, `－５`).
        if (0xFF21...0xFF3A).contains(value) || (0xFF41...0xFF5A).contains(value) || (0xFF10...0xFF19).contains(value)
            || value == 0xFF0E || value == 0xFF0D {
            return Unicode.Scalar(value - 0xFEE0)  // U+FF01...FF5E are ASCII's 0x21...0x7E
        }
        return table[scalar]
    }

    /// The CJK compatibility characters of units, one character for a symbol (`㎞` for km).
    static let squares: [Unicode.Scalar: String] = [
        "㎞": "km", "㎝": "cm", "㎜": "mm", "㎚": "nm", "㎛": "µm", "㎡": "m²", "㎢": "km²", "㎠": "cm²", "㎟": "mm²",
        "㎥": "m³", "㎤": "cm³", "㎏": "kg", "㎎": "mg", "㎍": "µg", "㎖": "mL", "㎗": "dL", "ℓ": "L",
        "㎐": "Hz", "㎑": "kHz", "㎒": "MHz", "㎓": "GHz", "㎾": "kW", "㎿": "MW", "㎳": "ms", "㎲": "µs", "㎱": "ns",
        "㎉": "kcal", "㏈": "dB", "㎪": "kPa", "㎫": "MPa", "㎩": "Pa", "㏊": "ha",
    ]

    /// Cyrillic and Greek lookalikes, the Kelvin and dotless-i signs, and `º` and `˚` for `°`.
    private static let table: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs = ["аa", "сc", "ԁd", "еe", "һh", "іi", "јj", "ӏl", "оo", "рp", "ԛq", "ѕs", "ԝw", "хx", "уy",
                     "АA", "ВB", "СC", "ЕE", "НH", "ІI", "ЈJ", "КK", "МM", "ОO", "РP", "ЅS", "ТT", "ХX", "ҮY",
                     "οo", "νv", "ιi", "κk", "ρp", "υu",
                     "ΑA", "ΒB", "ΕE", "ΖZ", "ΗH", "ΙI", "ΚK", "ΜM", "ΝN", "ΟO", "ΡP", "ΤT", "ΥY", "ΧX",
                     "\u{212A}K", "\u{0131}i",
                     "º°", "˚°"]  // the masculine ordinal and the ring above, typed for a degree sign (100 ºF, 5 ˚C)
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for pair in pairs {
            let scalars = Array(pair.unicodeScalars)
            table[scalars[0]] = scalars[1]
        }
        return table
    }()
}
