/// How precisely an output is shown: a number of decimal places or of significant digits.
public enum Precision: Hashable, Sendable {
    /// `n` decimal places, `placesRange`: `3.28` at 2. A result that would show as 0 but is
    /// not 0, or that needs more than `maxIntegerDigits` integer digits, is shown in the
    /// scientific form with `max(n, 1)` significant digits instead (`5e-9`, `1e24`).
    case places(Int)
    /// `n` significant digits, `significantRange`: `3.281` at 4. Written positionally when
    /// the rounded value is 0 or `10^-4 ≤ |value| < 10^15`, otherwise scientific (`1.653e-9`).
    case significant(Int)

    /// Decimal places allowed: 0…12.
    public static let placesRange = 0...12
    /// Significant digits allowed: 1…15.
    public static let significantRange = 1...15
    /// The most integer digits a positional output shows; beyond, it is scientific.
    public static let maxIntegerDigits = 15
    /// In significant-digits mode, values from `10^smallestPositionalExponent` on are positional.
    public static let smallestPositionalExponent = -4

    /// True when the count is in its mode's range.
    public var isInRange: Bool {
        switch self {
        case .places(let places): Precision.placesRange.contains(places)
        case .significant(let digits): Precision.significantRange.contains(digits)
        }
    }

    /// How the precision is written and typed: `2` (decimal places) or `4 sig`.
    public var text: String {
        switch self {
        case .places(let places): "\(places)"
        case .significant(let digits): "\(digits) sig"
        }
    }

    /// The precision written as `N` (places; also `N places`, `N dp`, `N d.p.`, `N decimal
    /// places`, `1 decimal place`), `N sig`, `Nsig`, `N significant` (also `N sf`, `N s.f.`, `N sig figs`, `N
    /// significant digits`), or with the word first (`sig 4`), with any blanks around it; nil when the text is none of these (or the number has more than 3
    /// digits). `N digits` alone is refused: it is said of places and of significant digits.
    public init?(text: String) {
        var trimmed = Substring(text.lowercased())
        while let first = trimmed.first, first == " " || first == "\t" { trimmed.removeFirst() }
        while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
        var lowered = String(trimmed)
        // The word first (`sig 4`, `dp 2`), as some calculators write it.
        if let space = lowered.firstIndex(of: " "), lowered[lowered.index(after: space)...].allSatisfy({ $0.isASCII && $0.isNumber }) {
            lowered = lowered[lowered.index(after: space)...] + " " + lowered[..<space]
        }
        let digits = lowered.prefix { $0.isASCII && $0.isNumber }
        // Without the points of abbreviations (`4 s.f.`, `2 d.p.`, `3 sig.`).
        let words = lowered.dropFirst(digits.count).drop { $0 == " " }
        let rest = words.contains(where: \.isLetter) ? String(words.filter { $0 != "." }) : String(words)
        guard (1...3).contains(digits.count), let count = Int(digits) else { return nil }
        switch rest {
        case "", "places", "place", "dp", "dps", "decimal places", "decimal place", "decimals", "decimal": self = .places(count)
        case "sig", "sigs", "significant", "s", "sf", "sig fig", "sig figs", "sigfig", "sigfigs", "significant digits",
             "significant figures", "sig digits", "sig digit", "significant digit", "significant figure":
            self = .significant(count)
        default: return nil
        }
    }
}
