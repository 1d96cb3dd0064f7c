/// The one grammar of a unit pair, read by every place that takes one: a one-line conversion
/// (`5 mi to km`), `convert mi to km`, the menu's line, `--converter` and a transcript's header.
///
///     pair      = FROM [ [ connector ] OUTPUT ]
///     connector = to | in | as | -> | → | => | >    (an arrow may touch either unit: mi->km, mi ->km)
///     FROM      = a unit, in up to `unitWordLimit` words (`degrees Fahrenheit`, `short ton`)
///     OUTPUT    = a unit, or a compound (`ft+in`, `feet + inches`) in up to `sideWordLimit` words
///
/// The pair without a connector (`mi km`, `F C`) is read as one too. `in` is both a connector and
/// a unit: `ft in m` is feet to meters, `ft in` feet to inches. In a line, where keys may follow,
/// a second unit that is also a key is left to the key (`5 F C`: Celsius, or clear?), and a
/// unit may stand alone (`98.6 °F`); a converter's name is a whole pair and nothing else.
public enum UnitPair {
    /// True for a hyphen, a dash (U+2010 to U+2015) or the minus sign (U+2212): what a line,
    /// and the command line's options, take for the ASCII hyphen typed otherwise.
    public static func isDash(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || (0x2010...0x2015).contains(scalar.value) || scalar.value == 0x2212
    }

    /// The words and arrows that join the two units, as `help to` lists them.
    public static let connectors = ["to", "in", "as", "->", "→", "=>", ">"]

    /// The connectors that may touch a unit in one word (`mi->km`), longest first where one
    /// contains another (`=>` before `>`).
    static let arrows = ["->", "→", "=>", ">"]

    /// `text` cut at each arrow and `+` and joined again with `+` (`st>lb` → st+lb, `h->min+s` →
    /// h+min+s): how an output in parts written with arrows would be named. Empty pieces dropped.
    static func partsJoinedByArrows(_ text: String) -> String {
        var pieces: [Substring] = [], rest = Substring(text)
        while let cut = rest.indices.first(where: { index in rest[index] == "+" || arrows.contains { rest[index...].hasPrefix($0) } }) {
            pieces.append(rest[..<cut])
            let sign = rest[cut] == "+" ? "+" : arrows.first { rest[cut...].hasPrefix($0) }!
            rest = rest[cut...].dropFirst(sign.count)
        }
        pieces.append(rest)
        return pieces.filter { !$0.isEmpty }.joined(separator: "+")
    }

    /// True when `text` joins two units.
    public static func isConnector(_ text: String) -> Bool {
        isConnector(folded: text.lowercased())
    }

    /// True when `folded`, already lower-cased, joins two units. (Seven comparisons of short
    /// strings: a set would cost every start that reads a line its making, and a line more.)
    static func isConnector(folded: String) -> Bool {
        connectors.contains(folded)
    }

    /// The most words a unit is spelt with, `degrees` before a temperature included.
    static let unitWordLimit: Int = {
        // The built-in units' count is in the generated table: counting it here cost a start's
        // first look-up 0.4 M instructions. Units files' units are counted on top.
        var most = UnitCatalog.builtInMostWords
        for unit in UnitCatalog.settledAdditions.units {  // not `all`, which a start does not make
            for spelling in [unit.symbol, unit.name] + unit.aliases { most = max(most, wordCount(spelling)) }
        }
        return most + 1
    }()

    /// How many words `spelling` has, split at blanks and `_` (counted in bytes: splitting
    /// every spelling into words cost a start 3 M instructions).
    static func wordCount(_ spelling: String) -> Int {
        var words = 0, inWord = false
        for byte in spelling.utf8 {
            let separator = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "_")
            if !separator && !inWord { words += 1 }
            inWord = !separator
        }
        return words
    }

    /// The most words an output is spelt with: every part of the longest compound in its
    /// wordiest spelling, and the `+` between them.
    static let sideWordLimit: Int = {
        // The table's compounds are all there are (`CompoundUnit.all` is made from them), read
        // without making them: a key path and the compounds cost a start's first look-up 95 k.
        let parts = UnitCatalog.builtInCompounds.map { $0.count }.max() ?? 1
        return unitWordLimit * parts + parts - 1
    }()

    /// Where a pair is read, which decides what may follow it.
    enum Place {
        /// After a number in a line: keys may follow, and the unit may stand alone.
        case line
        /// A converter's whole name (`convert X`, the menu's line, `--converter`, a header).
        case name
    }

    /// One word of a pair as typed, arrows cut off into words of their own, with its bytes.
    struct Word {
        let text: String
        let start: Int
        let end: Int
    }

    /// What was read: the unit, the converter when an output was named, and where it ends.
    struct Reading {
        let source: UnitID
        /// Nil for a unit alone (`98.6 °F`).
        let converter: Result<Converter, LineError.Reason>?
        /// How many words it took.
        let count: Int
    }

    /// Why the words name no pair, and the byte where it shows.
    struct Problem: Error {
        let reason: LineError.Reason
        let offset: Int
    }
}
