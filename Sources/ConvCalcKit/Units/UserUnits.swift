/// The units, kinds and converters users add in units files (`$XDG_CONFIG_HOME/convcalc/units`,
/// `--units FILE`), read at start in the unit table's own format and installed in the catalog
/// before it is first used (`UnitCatalog.install`).
///
/// A line that cannot be taken is a problem (`FILE:LINE:COLUMN: …`) and the rest loads. Names
/// are checked against what is there already: a built-in unit keeps its name (a second
/// definition is refused, not obeyed), and a name that is a key or command (`C`, `swap`)
/// cannot be a unit, since typing it would press the key.
public struct UserUnits: Sendable {
    public internal(set) var units: [MeasurementUnit] = []
    /// Kinds the files add (`!kind`, or a new dimension: `kg·m/s²`), after the built-in ones.
    public internal(set) var kinds: [KindDefinition] = []
    /// Converters for the menu, after the built-in ones: `(label, from symbol, to symbol)`.
    public internal(set) var converters: [(label: String, from: String, to: String)] = []
    public internal(set) var hints: [String: String] = [:]
    public internal(set) var problems: [DefinitionProblem] = []
    /// Lines read but not taken (GNU units' tables, functions that are not linear-fractional,
    /// and in its database every line convcalc cannot take), each with its reason.
    public internal(set) var leftOut: [LeftOutLine] = []
    /// How many units the files define, the new ones and those whose names convcalc already
    /// has with the same meaning (GNU units' `ft`): the summary's "units loaded".
    public internal(set) var loaded = 0
    /// The files read, in order, as their names were given.
    public internal(set) var files: [String] = []

    /// The most units all files may add.
    public static let maxUnits = 30_000

    /// Where the line after the first `count` lines that may define a unit (a name first: not
    /// blank, a comment or a directive) starts in `text`, and its number; nil when `text` has
    /// no more than `count` such lines.
    static func lineAfterUnits(in text: String, count: Int) -> (index: String.Index, line: Int)? {
        var seen = 0, line = 1, atLineStart = true
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if atLineStart, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\n"),
               byte != UInt8(ascii: "#"), byte != UInt8(ascii: "!") {
                seen += 1
                if seen > max(count, 0) { return (index, line) }
            }
            atLineStart = byte == UInt8(ascii: "\n")
            if atLineStart { line += 1 }
            index = bytes.index(after: index)
        }
        return nil
    }

    /// Every unit's spellings, built-in and added: what a name in a file is looked up in (made
    /// when the first file is read, a start without units files does not pay for it; not
    /// archived, so made again when a file is read after `init(archived:)`).
    var index = SpellingIndex([], kinds: [], hints: [])

    public init() {}

    /// True when the files add nothing.
    public var isEmpty: Bool { units.isEmpty && kinds.isEmpty && converters.isEmpty && hints.isEmpty }

    /// True when `text` is GNU units' own database (its opening comment says so), which is read
    /// with `database`: what convcalc cannot take is left out and counted, not said as problems.
    public static func isGNUDatabase(_ text: String) -> Bool {
        text.utf8.prefix(400).firstRange(of: "units database for use with GNU units".utf8) != nil
    }

    /// Reads the units file `text`, named `file` in messages, after those read before; with
    /// `database` (GNU units' definitions.units), lines it cannot take are left out, by reason.
    /// `alsoFound`: problems found before the text was read (`read(bytes:…)`), said in order with its own.
    public mutating func read(_ text: String, file: String, locale: String = "", variables: [String: String] = [:],
                              database: Bool = false, alsoFound: [DefinitionProblem] = []) {
        if index.unitCount != UnitCatalog.builtInUnits.count + units.count {  // the first file, or after `init(archived:)`
            // The names a hint answers are found in their own case only, as the catalog finds them (`A`
            // is no year there: GNU units' ampere was left out as clashing with convcalc's `a`).
            index = SpellingIndex(UnitCatalog.builtInUnits + units, kinds: UnitCatalog.builtInKinds + kinds,
                                  hints: Set(UnitCatalog.builtInHints.keys).union(hints.keys))
        }
        files.append(file)
        let firstProblem = problems.count, firstUnit = units.count
        var limitProblem: DefinitionProblem?
        defer {  // said in the order of the file, the limit first: the lines it left out make the problems after it
            problems[firstProblem...].sort { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
            if let limitProblem { problems.insert(limitProblem, at: firstProblem) }
        }
        // Lines past the most units there is room for are not read: 200,000 lines of which 30,000
        // could be taken held 270 MB, read and resolved to be refused.
        var text = text
        if let cut = Self.lineAfterUnits(in: text, count: Self.maxUnits - UnitCatalog.builtInUnits.count - units.count) {
            limitProblem = DefinitionProblem(position: DefinitionPosition(file: file, line: cut.line, column: 1),
                                             message: "more than \(Self.maxUnits) units, the built-in ones included: this line and"
                                                + " those after it are left out")
            text = String(text[..<cut.index])
        }
        let definitions: UnitDefinitions
        do {  // the units known so far, looked up where they are: copied at each file, 20,000 files took 13 s
            let builtIn = UnitCatalog.builtInUnits, added = units, index = self.index
            let knownKinds = UnitCatalog.builtInKinds + kinds
            definitions = UnitDefinitions.read(text, file: file, locale: locale, variables: variables, database: database,
                                               environment: { name in
                guard let id = index.find(name).map(Int.init) else { return nil }
                let unit = id < builtIn.count ? builtIn[id] : added[id - builtIn.count]
                return (unit.toBase, knownKinds[Int(unit.kind.index)], unit.isApproximate)
            }, knownKinds: knownKinds)
        }  // their copies released here, before `units` and `index` grow: neither is copied
        problems += definitions.problems + alsoFound
        if database {
            leftOut += definitions.leftOut.map(clash)
        } else {  // a file of one's own: what it cannot take is a problem, said where it is (`sm\e[2J 1 in` read as a table);
            // a section for another locale is only not taken
            leftOut += definitions.leftOut.filter { $0.reason == .sectionNotTaken }
            problems += definitions.leftOut.filter { $0.reason != .sectionNotTaken }.map { line in
                DefinitionProblem(position: line.position,
                                  message: (line.name.isEmpty ? "" : "'\(VisibleText.of(line.name))': ") + line.detail)
            }
        }
        kinds = Array(definitions.kinds.dropFirst(UnitCatalog.builtInKinds.count))
        let allKinds = UnitCatalog.builtInKinds + kinds
        self.index.reserveCapacity(forMore: min(definitions.units.count, Self.maxUnits))
        for defined in definitions.units {
            let position = defined.position
            guard UnitCatalog.builtInUnits.count + units.count < Self.maxUnits else {
                problems.append(DefinitionProblem(position: position, message: "more than \(Self.maxUnits) units, the built-in ones"
                                                  + " included: the rest are left out"))
                break
            }
            // Its name's problems said at the name (`ft 0.3 m` was said at the definition, column 4).
            if let unit = admitted(defined, at: defined.namePosition, kinds: allKinds, database: database) {
                loaded += 1
                units.append(unit)
                self.index.add(unit, kinds: allKinds)
            }
        }
        // Said at its `to` (`to kg` was said at the definition).
        checkEveryday(units[firstUnit...], positions: Dictionary(definitions.units.map { ($0.symbol, $0.everydayPosition ?? $0.position) }) { first, _ in first })
        for hint in definitions.hints { hints[UnitCatalog.normalized(hint.name)] = hint.text }
        addConverters(definitions.converters, positions: definitions.converterPositions)
        for position in definitions.compoundPositions {  // each line said, not only the first
            problems.append(DefinitionProblem(position: position, message: "compound outputs come from the built-in table only: left out"))
        }
    }
}
