/// What a unit from a units file must satisfy to join the catalog.
extension UserUnits {
    /// `defined` as a unit of the catalog, or nil (and a problem) when its name is taken by a
    /// unit, a key or a command (said at `position`, its name's), or its kind's bound would not
    /// hold for values from 0 up (said at its definition).
    mutating func admitted(_ defined: UnitDefinition, at position: DefinitionPosition, kinds: [KindDefinition],
                           database: Bool) -> MeasurementUnit? {
        let found = index.find(defined.symbol)
        // GNU's ton: convcalc asks which one (a hint on a name that is a unit, `s` for a capital S, is no clash).
        if database, found == nil, let hint = UnitCatalog.builtInHints[defined.symbol] {
            leftOut.append(LeftOutLine(position: position, name: defined.symbol, reason: .nameKept,
                                       detail: "convcalc answers it with a hint, kept: \(hint)"))
            return nil
        }
        if let id = found {
            let owner = Int(id) < UnitCatalog.builtInUnits.count ? UnitCatalog.builtInUnits[Int(id)]
                : units[Int(id) - UnitCatalog.builtInUnits.count]
            if database {
                keep(owner, against: defined, at: position)
                return nil
            }
            problems.append(DefinitionProblem(position: position, message: "'\(defined.symbol)' is already a unit (\(owner.name)):"
                + " the first definition is kept; give yours another name"))
            return nil
        }
        for name in [defined.symbol, defined.name] + defined.spellings where !Self.isPrintable(name) {
            problems.append(DefinitionProblem(position: position, message: Self.unprintable(name)
                + " (\(VisibleText.of(name))): names are printed on terminals, so they are printable text only"))
            return nil
        }
        // Each name lower-cased once for the checks below (GNU units' database has thousands).
        let names = (defined.name == defined.symbol ? [defined.symbol] : [defined.symbol, defined.name])
            .map { (name: $0, folded: $0.lowercased()) }
        for (name, folded) in names where Self.words.contains(folded) {
            if database {
                leftOut.append(LeftOutLine(position: position, name: name, reason: .nameKept,
                                           detail: "a key or command of the calculator: not a unit name"))
                return nil
            }
            problems.append(DefinitionProblem(position: position, message: "'\(name)' is a key or command of the calculator:"
                + " a unit named so could not be typed; give it another name"))
            return nil
        }
        for (name, folded) in names {
            guard let reason = Self.reservedReason(name, folded: folded) else { continue }
            if database {
                leftOut.append(LeftOutLine(position: position, name: name, reason: .nameKept, detail: reason + ": not a unit name"))
                return nil
            }
            problems.append(DefinitionProblem(position: position, message: "'\(name)' \(reason): a unit named so would"
                + " make lines read two ways; give it another name"))
            return nil
        }
        let kind = UnitKind(defined.kind)
        if kinds[defined.kind].domain != .any, !defined.toBase.keepsValuesFromZeroUp {
            problems.append(DefinitionProblem(position: defined.position, message: "'\(defined.symbol)': \(kinds[defined.kind].name)"
                + " cannot go below 0 in its base unit, so its values from 0 up must map to 0 or above"))
            return nil
        }
        // Its name (the plural, `smoots`) spells it too: one that names another unit already is
        // said, and the symbol names it instead (`yy 1 m ; feet` was loaded, `feet` silently the foot).
        var name = defined.name
        if name != defined.symbol, index.find(name) != nil {
            problems.append(DefinitionProblem(position: position, message: "'\(name)' already names a unit: '\(defined.symbol)'"
                + " is not called so, and is named '\(defined.symbol)'"))
            name = defined.symbol
        }
        var spellings: [String] = []
        for spelling in defined.spellings {
            if index.find(spelling) != nil || Self.isWord(spelling) || Self.reservedReason(spelling) != nil {
                problems.append(DefinitionProblem(position: position, message: "'\(spelling)' already names a unit, key, command or connector:"
                    + " '\(defined.symbol)' is not spelled so"))
            } else {
                spellings.append(spelling)
            }
        }
        return MeasurementUnit(symbol: defined.symbol, name: name, kind: kind, toBase: defined.toBase,
                               spellings: spellings, everyday: defined.everyday, isApproximate: defined.isApproximate)
    }

    /// Says each `to UNIT` of `added` (units of one file) that names no other unit of the unit's kind.
    mutating func checkEveryday(_ added: ArraySlice<MeasurementUnit>, positions: [String: DefinitionPosition]) {
        for unit in added {
            guard let everyday = unit.everyday, let position = positions[unit.symbol] else { continue }
            let target = index.find(everyday).map { Int($0) }
            if target != nil, target == index.find(unit.symbol).map({ Int($0) }) {
                problems.append(DefinitionProblem(position: position, message: "'to \(everyday)': the unit itself; a bare"
                    + " '\(unit.symbol)' goes to another unit of its kind"))
                continue
            }
            let kind = target.map { $0 < UnitCatalog.builtInUnits.count ? UnitCatalog.builtInUnits[$0].kind
                : units[$0 - UnitCatalog.builtInUnits.count].kind }
            if kind != unit.kind {
                problems.append(DefinitionProblem(position: position, message: "'to \(everyday)': " + (target == nil
                    ? "no such unit" : "not a unit of the same kind") + "; a bare '\(unit.symbol)' goes to a unit of its kind"))
            }
        }
    }

    /// Adds the converters whose units exist and are of one kind.
    mutating func addConverters(_ defined: [(label: String, from: String, to: String)],
                                positions: [(label: DefinitionPosition, from: DefinitionPosition, to: DefinitionPosition)]) {
        func known(_ id: UnitID) -> MeasurementUnit {  // not the two tables joined: copied at each file
            Int(id) < UnitCatalog.builtInUnits.count ? UnitCatalog.builtInUnits[Int(id)] : units[Int(id) - UnitCatalog.builtInUnits.count]
        }
        var entries = menuEntries(known: known)  // once a file, kept as it grows: no search a line
        for (converter, places) in zip(defined, positions) {
            // An unknown unit said at itself, two kinds at the pair, the label's faults at the label.
            let position = places.label
            guard let from = index.find(converter.from), let to = index.find(converter.to) else {
                let fromMissing = index.find(converter.from) == nil
                let missing = fromMissing ? converter.from : converter.to, position = fromMissing ? places.from : places.to
                let message = isCompound(missing)
                    ? "'\(missing)' in the converter '\(converter.label)' is a compound: a menu entry's output is one unit;"
                        + " type 'convert \(converter.from) \(missing)' for it"
                    : "unknown unit '\(missing)' in the converter '\(converter.label)'"
                problems.append(DefinitionProblem(position: position, message: message))
                continue
            }
            guard known(from).kind == known(to).kind else {
                problems.append(DefinitionProblem(position: places.from, message: "the converter '\(converter.label)' joins two kinds"
                    + " (\(known(from).symbol), \(known(to).symbol)): both units must be of one kind"))
                continue
            }
            guard Self.isPrintable(converter.label) else {
                problems.append(DefinitionProblem(position: position, message: "the converter's label holds a control or"
                    + " invisible character (\(VisibleText.of(converter.label))): labels are printable text only"))
                continue
            }
            guard !converter.label.isEmpty else {
                problems.append(DefinitionProblem(position: position, message: "a converter needs a label: '!converter LABEL: FROM -> TO'"))
                continue
            }
            if let problem = menuClash(converter.label, from: from, to: to, entries: entries, known: known) {
                let pairTaken = entries.byPair[Int(from) << 32 | Int(to)] != nil  // said at the pair, else at the label
                problems.append(DefinitionProblem(position: pairTaken ? places.from : position, message: problem))
                continue
            }
            converters.append((converter.label, known(from).symbol, known(to).symbol))
            entries.add(from: from, to: to, label: converter.label, number: entries.byPair.count + 1)
        }
    }

    /// The menu so far, to check a file's converters against (`menuClash`): each entry's
    /// number and label by its pair, and by its label folded to lower case.
    struct MenuEntries {
        var byPair: [Int: (number: Int, label: String)] = [:]
        var byLabel: [String: (number: Int, label: String)] = [:]

        /// Adds entry `number` (counted from 1).
        mutating func add(from: UnitID, to: UnitID, label: String, number: Int) {
            byPair[Int(from) << 32 | Int(to)] = byPair[Int(from) << 32 | Int(to)] ?? (number, label)
            byLabel[label.lowercased()] = byLabel[label.lowercased()] ?? (number, label)
        }
    }

    /// The built-in entries and the converters added so far.
    func menuEntries(known: (UnitID) -> MeasurementUnit) -> MenuEntries {
        var entries = MenuEntries()
        for (number, entry) in UnitCatalog.builtInConverters.enumerated() {
            entries.add(from: entry.from, to: entry.to, label: "\(known(entry.from).name) to \(known(entry.to).name)", number: number + 1)
        }
        for entry in converters {
            entries.add(from: index.find(entry.from)!, to: index.find(entry.to)!, label: entry.label, number: entries.byPair.count + 1)
        }
        return entries
    }

    /// Why a converter labelled `label` from `from` to `to` cannot join the menu `entries`, or
    /// nil. The menu's entries keep their names and each is reached one way: a pair it has
    /// already (built in, or an earlier line's) would rename that entry (`!converter odd: mi -> km`
    /// made entry 3 "odd", and a ninth besides); a label that is another entry's, a menu number,
    /// a unit's spelling or a word of the language would be read as that instead (`convert 3`,
    /// `convert mi`, `to`).
    func menuClash(_ label: String, from: UnitID, to: UnitID, entries: MenuEntries,
                   known: (UnitID) -> MeasurementUnit) -> String? {
        if let entry = entries.byPair[Int(from) << 32 | Int(to)] {
            return "\(known(from).symbol) → \(known(to).symbol) is in the menu already (\(entry.number). \(entry.label)), which lists"
                + " each pair once: name another pair"
        }
        let folded = label.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ").lowercased()
        let clash: String? = if let entry = entries.byLabel[folded] {
            "entry \(entry.number)'s (\(entry.label))"
        } else if Int(label) != nil {
            "a menu number"
        } else if label.first?.isNumber == true {
            "a value to convert (it starts with a number)"
        } else if index.find(label) != nil || isCompound(label) {
            "a unit's name"
        } else if let pair = namedPair(label), pair != (from, to) {
            "another unit pair"
        } else if UnitPair.isConnector(label) || Self.isWord(label) {
            "a word convcalc reads"
        } else {
            nil
        }
        return clash.map { "the label '\(VisibleText.of(label))' is \($0), which 'convert \(VisibleText.of(label))' would read as that:"
            + " give the converter another label" }
    }

    /// True when `text` is units joined by `+` (`ft+in`), found by this reading's own index: the
    /// catalog must not be asked while files are read (asked, it is made then, without them).
    func isCompound(_ text: String) -> Bool {
        text.contains("+") && text.split(separator: "+").allSatisfy { index.find(String($0).trimmingBlanks) != nil }
    }

    /// The two units `label` reads as, joined (`km to mi`, `ft->m`, `smoot to m`, `ft m`), or
    /// nil: `convert LABEL` would pick that pair, which must be the entry's own (`smoots to
    /// meters` for smoot → m is the label a user writes).
    func namedPair(_ label: String) -> (UnitID, UnitID)? {
        let blank = { (character: Character) in character == " " || character == "\t" }
        let sides: (String, String)?
        // An arrow anywhere (`ft->m`), the first one: `=>` before its `>`.
        if let arrow = UnitPair.arrows.compactMap({ label.firstRange(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            sides = (label[..<arrow.lowerBound].split(whereSeparator: blank).joined(separator: " "),
                     label[arrow.upperBound...].split(whereSeparator: blank).joined(separator: " "))
        } else {
            let words = label.split(whereSeparator: blank).map(String.init)
            if let connector = words.firstIndex(where: { UnitPair.isConnector($0) }), connector > 0, connector + 1 < words.count {
                sides = (words[..<connector].joined(separator: " "), words[(connector + 1)...].joined(separator: " "))
            } else {
                sides = words.count == 2 ? (words[0], words[1]) : nil
            }
        }
        guard let (before, after) = sides, let first = index.find(before), let second = index.find(after) else { return nil }
        return (first, second)
    }

    /// True when `name` is made of printable characters only: no control (C0, C1, DEL), format
    /// (bidi overrides, zero-width), separator other than the blank, private or unassigned
    /// scalar, and no replacement character (a byte that was not UTF-8).
    static func isPrintable(_ name: String) -> Bool {
        // Printable ASCII, most names, is printable: no look-up of each scalar's category
        // (a twentieth of reading a units file). `UnitNameFastPathTests` holds it equal to the
        // general path.
        if name.utf8.allSatisfy(isPrintableASCII) { return true }
        return everyScalarIsPrintable(name)
    }

    /// True for a byte of printable ASCII, the blank to `~`: `isPrintable`'s fast path.
    @inline(__always)
    static func isPrintableASCII(_ byte: UInt8) -> Bool { byte &- 0x20 < 0x5F }

    /// What makes `name`, which `isPrintable` refuses, unprintable: its combining marks alone
    /// (one first, with no character to sit on, or more than `markLimit` on one), else a control
    /// or invisible character.
    static func unprintable(_ name: String) -> String {
        let isMark = VisibleText.isCombiningMark
        let unmarked = String(String.UnicodeScalarView(name.unicodeScalars.filter { !isMark($0) }))
        guard !unmarked.isEmpty, everyScalarIsPrintable(unmarked) else { return "a name holds a control or invisible character" }
        if let first = name.unicodeScalars.first, isMark(first) { return "a name starts with a combining mark, which has no character to sit on" }
        var run = 0
        for scalar in name.unicodeScalars {
            run = isMark(scalar) ? run + 1 : 0
            if run > markLimit { return "a name holds more than \(markLimit) combining marks on one character, which are drawn over the lines around it" }
        }
        return "a name holds a combining mark on a character that is no letter or digit, where it would sit on what is printed around it"
    }

    /// The most combining marks in a row a name may hold (Vietnamese needs 2, a few scripts 3):
    /// 1,800 stacked marks in a label were drawn over the rows around it.
    static let markLimit = 4

    /// `isPrintable` scalar by scalar, by each one's general category: the general path. What
    /// `VisibleText` escapes is refused too: a code point Unicode says to ignore when it cannot
    /// be shown (variation selectors, the combining grapheme joiner), the blank braille pattern
    /// U+2800, and a combining mark first, with nothing to sit on.
    static func everyScalarIsPrintable(_ name: String) -> Bool {
        // A combining mark only on a letter or digit (not first, nor on `-`, `_`, `°` or a blank),
        // and `markLimit` at most: as `VisibleText` shows one as itself.
        var marks = 0, carries = false
        return name.unicodeScalars.allSatisfy { scalar in
            let isMark = VisibleText.isCombiningMark(scalar)
            if isMark && !carries { return false }
            marks = isMark ? marks + 1 : 0
            if !isMark { carries = VisibleText.carriesMarks(scalar) }
            if scalar == " " { return true }
            if scalar.properties.isDefaultIgnorableCodePoint || scalar.value == 0x2800 { return false }
            if marks > markLimit { return false }
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator, .spaceSeparator:
                return false
            default:
                return scalar != "\u{FFFD}"
            }
        }
    }

    /// Why `name` cannot name a unit although it is no key: a connector of a unit pair (`to`,
    /// `as`, `->`), the word that divides in a definition (`per`) or the typed value in one (`x`).
    static func reservedReason(_ name: String, folded: String? = nil) -> String? {
        let folded = folded ?? name.lowercased()
        if UnitPair.isConnector(folded: folded) { return "joins a pair of units (5 m \(name) ft)" }
        if folded == UnitExpression.divisionWord { return "divides in a definition (miles per hour)" }
        if name == DefinitionsResolver.valueName { return "is the typed value in a definition (100/x)" }
        return nil
    }

    /// True when `name` is a spelling of a key or command (`C`, `convert`, `swap`).
    static func isWord(_ name: String) -> Bool {
        words.contains(name.lowercased())
    }

    /// Every spelling of a key or command, lower-cased: made once.
    static let words = Set(Words.all.flatMap { $0.spellings + $0.aliases }.map { $0.lowercased() })
}

extension UnitMap {
    /// True when every value from 0 up maps to 0 or above, and none between to a pole: what a
    /// unit of a kind bounded below by 0 (temperature, fuel economy) needs.
    var keepsValuesFromZeroUp: Bool {
        if let affine { return affine.scale.numerator > 0 && affine.offset.numerator >= 0 }
        if let pole, pole.numerator > 0 { return false }
        let root = a.numerator == 0 ? nil : Ratio(-b.numerator, b.denominator) / a
        if let root, root.numerator > 0 { return false }
        return sign(at: ExactDecimal(digits: 1)) == 1
    }
}
