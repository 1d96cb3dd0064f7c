/// The index of a unit in `UnitCatalog.all`; small and allocation-free to copy.
public typealias UnitID = UInt16

/// The one table of units and how users name them, made from the unit table
/// (`BuiltInUnits.units`, compiled into `BuiltInUnits.swift`). Adding a unit is adding one
/// line to that file.
public enum UnitCatalog {
    /// Every unit: the built-in ones by kind, in the order `units` lists them, then those units
    /// files added (`install`).
    public static let all: [MeasurementUnit] = makeAll()

    /// Every kind, in the order `units` lists them: the built-in ones, then those units files added.
    public static let kindDefinitions: [KindDefinition] = builtInKinds + settledAdditions.kinds

    /// The kind of every unit, by id (read on every key, so kept apart from the names).
    /// The built-in ones are the generated `builtInKindIndex`: a start makes no unit to learn them.
    public static let kinds: [UnitKind] = builtInKindIndex.map { UnitKind(Int($0)) } + settledAdditions.units.map { $0.kind }

    /// The symbol of every unit as UTF-8 bytes, by id, for the renderers: the generated
    /// `builtInSymbolBytes` while no units file added a unit.
    static let symbolBytes = settledAdditions.units.isEmpty ? builtInSymbolBytes
        : settledAdditions.units.withUnsafeBufferPointer { added in  // not `all`: it makes every unit
            ByteStrings(builtInSymbolBytes, then: added.count) { added[$0].symbol }
        }

    /// The unit at `id`.
    public static func unit(_ id: UnitID) -> MeasurementUnit { all[Int(id)] }

    /// The unit whose symbol is exactly `symbol` (for the built-in tables; users go through `find`).
    static func id(ofSymbol symbol: String) -> UnitID {
        UnitID(all.firstIndex { $0.symbol == symbol }!)
    }

    /// The unit a user means by `text`: its symbol, name or an alias. Case, `_` for a space
    /// and repeated blanks do not matter, and a temperature may follow `degree`, `degrees`,
    /// `deg` or `°` (`degree_celsius`, `degrees kelvin`, `°celsius`). Nil when no unit is
    /// meant; `hint(for:)` may then say why.
    public static func find(_ text: String) -> UnitID? {
        if megaLookalike(text) != nil || petaLookalike(text) != nil { return nil }
        if let id = spellings.find(text) { return id }
        // `kilometers per litre`, `mi per gallon`, `miles per hr`: a rate said in words, its units in
        // any of their spellings, found by their symbols (km/L, mpg, mph); the table lists a few
        // spellings of a rate, not every pairing of its units' (`kilometres per litre` was read and
        // `kilometers per litre` refused). Else by value: `mi per min` with a units file's `mipm  mi
        // / min`, `miles per imp gal` (mpg UK). Here, not in the spellings' rules: a units file is
        // read through those, before the catalog of every unit the value is sought in exists.
        return mayHoldPer(text) ? rateInWords(text) : nil
    }

    /// True when `text` holds a blank or `_` and the letters `per` in any case: a miss (every
    /// span a one-line conversion tries, every word of random bytes) is split at `per` only then.
    private static func mayHoldPer(_ text: String) -> Bool {
        // Words apart first, found a machine word at a time: most misses are one word.
        let apart = text.utf8.withContiguousStorageIfAvailable { bytes in
            ByteSearch.firstIndex(of: UInt8(ascii: " "), in: bytes) < bytes.count
                || ByteSearch.firstIndex(of: UInt8(ascii: "_"), in: bytes) < bytes.count
        }
        guard apart != false else { return false }
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte | 0x20 == UInt8(ascii: "r"), previous.0 | 0x20 == UInt8(ascii: "p"), previous.1 | 0x20 == UInt8(ascii: "e") { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// Why `text` names no unit, when a user could expect it to: plain `ton` is ambiguous,
    /// or a misspelling whose nearest spelling fits `context`. Nil for text that `find`
    /// accepts or that no hint covers.
    public static func hint(for text: String, context: SuggestionContext = .alone) -> String? {
        // `s` is seconds: the hint for its capital (`S`, siemens) is no answer to it.
        if find(text) != nil { return nil }
        if let pico = petaLookalike(text) {
            let unit = all[Int(pico)]
            return "P is the prefix peta, not pico: for \(unit.name) write \(unit.symbol)"
        }
        if let milli = megaLookalike(text) {
            let unit = all[Int(milli)]
            let not = unit.name.contains("milli") ? "milli" : "meter"  // `M2`: square meters
            // Its unit only where one of its kind may stand (`10 Mbit to M³`: no cubic meters there).
            if case .kind(let kind, _) = context, kinds[Int(milli)] != kind { return "M is the prefix mega, not \(not)" }
            return "M is the prefix mega, not \(not): for \(unit.name) write \(unit.symbol)" + (megaUnit(of: milli).map { "; \($0)" } ?? "")
        }
        if let id = spellings.unit(folded: normalized(text)), !spellings.foldsSafely(text, to: all[Int(id)].symbol) {
            let unit = all[Int(id)]
            if text.hasSuffix("b"), unit.symbol.hasSuffix("B"), unit.name.hasSuffix("bytes") {
                // `Gb`: bits, written Gbit here (or with no unit at all); pointing to GB alone would swap them for bytes.
                let bits = unit.name.dropLast(5) + "bits", symbol = unit.symbol.dropLast() + "bit"
                let written = find(String(symbol)) != nil ? "written \(symbol) here" : "which have no unit here"
                return "b is bits and B bytes: \(text) would be \(bits), \(written);"
                    + " \(unit.symbol) is \(unit.name) (1 \(unit.symbol) is 8 \(bits))"
            }
            if let (prefix, symbol) = spellings.prefixedSymbol(text), let base = spellings.unit(exactly: symbol) {
                // `Gm`: gigametres, not grams (`gm`); grams named only where a mass may stand (`5 Gm to km`: not).
                let said = "\(text.first!) is the prefix \(prefix): \(text) would be \(prefix)\(all[Int(base)].name), which have no unit here"
                if case .kind(let kind, _) = context, kind != kinds[Int(id)] { return said }
                return said + "; \(unit.symbol) is \(unit.name)"
            }
            if text.first == "m", unit.symbol.first == "M", unit.name.hasPrefix("mega") {
                // `mJ`: millijoules, which have no unit here; pointing to MJ alone sent 10⁹ off.
                return "m is milli and M mega: \(VisibleText.of(text)) would be milli\(unit.name.dropFirst(4)), which have no unit here;"
                    + " \(unit.symbol) is \(unit.name)"
            }
            return "case tells units apart here (M mega, m milli; B bytes, b bits): \(unit.symbol) is \(unit.name)"
        }
        // The marks below (`,` `;` `+` `°` `*` `.` `?` `!` `:` `)` `…`) are what the hints that follow
        // look for: a word of letters and digits alone (most junk) skips them all.
        if text.utf8.contains(where: { !(($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z"))
            && !($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }) {
            // `ft` and a zero-width space (copied from a web page): the character named, not a unit near
            // in spelling (`ftm`, fathoms, was suggested).
            let seen = text.unicodeScalars.filter { !VisibleText.isInvisible($0) }
            if seen.count < text.unicodeScalars.count, !seen.isEmpty, let unit = find(String(String.UnicodeScalarView(seen))) {
                let hidden = text.unicodeScalars.first(where: VisibleText.isInvisible)!
                return "it holds an invisible character (\(VisibleText.of(String(hidden)))): write \(all[Int(unit)].symbol)"
            }
            // `5 ft, 10 in`, `5 ft,10 in`: a comma after a unit, or between it and the next number.
            if let comma = text.firstIndex(of: ","), comma != text.startIndex, find(String(text[..<comma])) != nil,
               text[text.index(after: comma)...].allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) {
                return "no comma after a unit: write a value in parts as 5 ft 10 in, and each conversion on a line of its own"
            }
            // `km;3`: two conversions run together.
            if let semicolon = text.firstIndex(of: ";"), semicolon != text.startIndex, find(String(text[..<semicolon])) != nil,
               text[text.index(after: semicolon)...].first?.isNumber == true {
                return "no ';' after a unit: put each conversion on a line of its own"
            }
            // `ft++in`, `ft+in+`, `+ft+in`: a compound with a + too many (it listed the units of length).
            if text.contains("+"), case let pieces = text.split(separator: "+"), pieces.count > 1,
               pieces.joined(separator: "+") != text, let compound = compound(pieces.joined(separator: "+")) {
                return "a compound's parts are joined by one +: write \(compound.symbol)"
            }
            // `5 ft+10 in`, `5 ft+10in`: a + between the parts of a value, which are written apart.
            // The word rewritten (`ft 10`, `ft 10 in`), which the line's hint writes whole (`5 ft 10 in`).
            if let plus = text.firstIndex(of: "+"), plus != text.startIndex, find(String(text[..<plus])) != nil,
               case let rest = text[text.index(after: plus)...], rest.first?.isNumber == true,
               case let number = rest.prefix(while: { $0.isASCII && ($0.isNumber || $0 == ".") }),
               case let unit = rest.dropFirst(number.count), unit.isEmpty || find(String(unit)) != nil {
                return "no + between the parts of a value: write \(text[..<plus]) \(number)" + (unit.isEmpty ? "" : " \(unit)")
            }
            // `ft+`: a compound begun and not finished (the nearest spelling was ftm, fathoms).
            if text.hasSuffix("+"), text.count > 1, let unit = find(String(text.dropLast())) {
                let compounds = CompoundUnit.all.filter { $0.parts[0] == unit }.map(\.symbol)
                return compounds.isEmpty ? "no compound output starts with \(all[Int(unit)].symbol)"
                    : "a compound names all its parts: write " + compounds.joined(separator: " or ")
            }
            // `C°`: the degree sign after the letter; `ft**2`: a power as Python writes it; `fl.oz.`: points
            // between the words of a unit.
            if text.count > 1, text.hasSuffix("°"), let unit = find("°" + text.dropLast()), all[Int(unit)].absoluteZero != nil {  // not `s°`: 5 °
                return "the degree sign comes first: write \(all[Int(unit)].symbol)"
            }
            // `feet²`, `metres³`: a name with a power sign, which symbols take (`ft²`); names are said in words.
            for (sign, word) in [("²", "square"), ("³", "cubic")] where text.count > 1 && text.hasSuffix(sign) {
                if let unit = find(word + " " + text.dropLast()) { return "a power sign goes on a symbol: write \(all[Int(unit)].symbol)" }
            }
            if text.includes("**"), find(text.replacing("**", with: "^")) != nil {
                return "a power is written with ^ or as a digit: write \(VisibleText.of(text.replacing("**", with: "^")))"
            }
            if text.first != ".", String(text.reversed().drop { $0 == "." }.reversed()).contains("."),
               find(text.split(separator: ".").joined(separator: " ")) != nil {
                return "no period in a unit: write \(VisibleText.of(text.split(separator: ".").joined(separator: " ")))"
            }
            // `3 oz.`, `5 mi to km.`, `km?`, `3 ft;`, `(5 ft)`: an abbreviation's point, a sentence's
            // end or a bracket after a unit (the nearest spellings were other units: `oz.` was 'ozt').
            if let last = text.last, ".?!;:)…".contains(last), text.count > 1, find(String(text.dropLast())) != nil {
                return "no \(last == "." ? "period" : "'\(last)'") after a unit: write \(VisibleText.of(String(text.dropLast())))"
            }
        }
        let key = normalized(text)
        // `KN`, `CAL`: capitals of spellings that only their case tells apart (kN and kn, cal and Cal).
        if spellings.isCaseSensitive(key) {
            // Of the other side's kind when it is known (`5 J to Nm`: neither NM nor nm is energy).
            let fitting = all.indices.filter { index in
                guard case .kind(let kind, _) = context else { return true }
                return kinds[index] == kind
            }
            let choices = fitting.map { all[$0] }.flatMap { unit in
                // Its name too: `CALORIES` is calories (cal) or Calories (kcal).
                ([unit.symbol, unit.name] + unit.aliases).filter { normalized($0) == key && $0 != text }.map { "\($0) is \(unit.name)" }
            }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            // Alone, the choices; with a kind, the one or more of it (`10 KN to N`: kN), unless a
            // hint of the table says more (`5 A to d`: amperes, and the years' symbols).
            if case .kind = context, !choices.isEmpty, choices.count > 1 || hints[key] == nil {
                return "case tells units apart here: " + choices.joined(separator: ", ")
            }
            if choices.count > 1 { return "case tells units apart here: " + choices.joined(separator: ", ") }
        }
        // `5 TW`, `5 GJ`: a capital prefix on a unit that takes one, making a unit none is here: the
        // prefix named and the unit's kind listed (it said 'units length', the general example).
        if hints[key] == nil, let (prefix, symbol) = spellings.prefixedSymbol(text), let base = spellings.unit(exactly: symbol) {
            let kind = kinds[Int(base)].name
            return "\(text.first!) is the prefix \(prefix): \(text) would be \(prefix)\(all[Int(base)].name), which have no unit here;"
                + " 'units \(kind)' lists the units of \(kind)"
        }
        // A hint quotes its name as the table writes it ('kb'); the user's own spelling reads better ('KB').
        guard let hint = hints[key]?.replacing("'\(key)'", with: "'\(VisibleText.of(text))'") else {
            return suggestion(for: text, context: context)
        }
        if case .kind(let kind, _) = context, let narrowed = narrowed(hint, to: kind) { return narrowed }
        if case .kind(let kind, let except) = context { return withoutOtherKinds(hint, kind, except: except) }
        return hint
    }

    /// `hint` without its sentences that send to a unit of another kind than `kind` (`5 C to G`:
    /// "for grams write g" where a temperature converts, which g cannot).
    /// A sentence of choices is sorted choice by choice: `1 T to tsp` keeps "for tablespoons write
    /// tbsp" of "for tonnes write t, for tablespoons tbsp" (the whole sentence was dropped for t).
    static func withoutOtherKinds(_ hint: String, _ kind: UnitKind, except: UnitID? = nil) -> String {
        let sentences = hint.split(separator: "; ", omittingEmptySubsequences: false).map(String.init)
        let kept = sentences.compactMap { sentence -> String? in
            guard sentence.hasPrefix("for "), sentence.includes(" write ") else { return sentence }
            // Each choice as its name and what to write: `for tonnes write t`, `for tablespoons tbsp`.
            let choices = sentence.dropFirst(4).split(separator: ", for ").map { choice -> (name: Substring, written: Substring) in
                if let write = choice.firstRange(of: " write ") { return (choice[..<write.lowerBound], choice[write.upperBound...]) }
                let name = choice.prefix { $0 != " " }
                return (name, choice.dropFirst(name.count).drop { $0 == " " })
            }
            // Not the unit on the other side (`5 h to H`: "for hours write h" offered h to h).
            let fitting = choices.filter { choice in
                find(String(choice.written.prefix { $0 != " " && $0 != "," })).map { kinds[Int($0)] == kind && $0 != except } ?? true
            }
            guard !fitting.isEmpty else { return nil }
            return fitting.enumerated().map { $0.offset == 0 ? "for \($0.element.name) write \($0.element.written)"
                : "for \($0.element.name) \($0.element.written)" }.joined(separator: ", ")
        }
        return kept.isEmpty ? hint : kept.joined(separator: "; ")
    }

    /// A hint that names its choices after "write" (`'mb' is ambiguous: write mbar (millibar),
    /// MB (…) or Mbit (…)`) with only the choices of `kind`, when some are and some are not: the
    /// other side of `1013 mb to hPa` is a pressure, so `…: for pressure write mbar (millibar)`;
    /// of `5 MiB to Mb` data, so `…: for data write MB (…) or Mbit (…)`.
    static func narrowed(_ hint: String, to kind: UnitKind) -> String? {
        guard let write = hint.firstRange(of: ": write ") else { return nil }
        var choices: [String] = [], current = "", depth = 0
        for character in hint[write.upperBound...] {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            current.append(character)
            for separator in [", ", " or "] where depth == 0 && current.hasSuffix(separator) {
                choices.append(String(current.dropLast(separator.count)))
                current = ""
            }
        }
        choices.append(current)
        let fitting = choices.filter { choice in
            let symbol = choice.firstRange(of: " (").map { String(choice[..<$0.lowerBound]) } ?? choice
            return find(symbol).map { kinds[Int($0)] == kind } ?? false
        }
        guard !fitting.isEmpty, fitting.count < choices.count else { return nil }
        let listed = fitting.count == 1 ? fitting[0] : fitting.dropLast().joined(separator: ", ") + " or " + fitting.last!
        return hint[..<write.lowerBound] + ": for \(kind.name) write " + listed
    }

    /// `for megagrams write t`: the unit of `milli`'s kind a billion times its size, named as the
    /// mega unit (`5 Mg to kg` meant tonnes as likely as milligrams), or nil when there is none.
    private static func megaUnit(of milli: UnitID) -> String? {
        let unit = all[Int(milli)], kind = kinds[Int(milli)]
        guard unit.name.hasPrefix("milli"), let scale = unit.toBase.affine, scale.offset == .zero,
              let mega = scale.scale.checkedProduct(Ratio(1_000_000_000)),
              let same = all.indices.first(where: { kinds[$0] == kind && all[$0].toBase == UnitMap(scale: mega) }) else { return nil }
        return "for mega\(unit.name.dropFirst(5)) write \(all[same].symbol)"
    }

    /// `Mm`, `Ms`, `Msec`, `Mg`, `Ml`, and in capitals `MM`, `ML`, `MG`: M is the prefix mega
    /// (`MW`, `MJ` are megawatts, megajoules), so folding the case to a milli unit would be an
    /// answer 10⁹ to 10¹² off, given silently (`1 ML to L` was 1 mL). The milli unit the case
    /// folds to, or nil; names (`Millimeters`, `MILLILITRES`) fold as usual.
    static func megaLookalike(_ text: String) -> UnitID? {
        if let power = megaPower(text) { return power }
        guard startsLikeMega(text), text.unicodeScalars.count <= 5,
              let id = spellings.unit(folded: normalized(text)) ?? (spellings.find(text) == nil ? milliSymbol(text) : nil),
              isMilli(id) else { return nil }
        return id
    }

    /// `M2`, `M²`, `M^3`, `sq M`, `MM2`, `cu MM`: a power of the prefix mega alone or of a mega
    /// lookalike, which case folding made square or cubic metres or millimetres (`M` and `MM`
    /// alone are refused, and `5 MM2 to in2` was 5 mm² where megametres were as likely). The
    /// unit it folds to, or nil; spelled out (`square Millimeters`) it folds as usual.
    private static func megaPower(_ text: String) -> UnitID? {
        // Byte by byte first: every look-up asks (a capital M first, or after `sq`/`cu`).
        guard let first = text.utf8.first, first == UInt8(ascii: "M")
                || ((first | 0x20 == UInt8(ascii: "s") || first | 0x20 == UInt8(ascii: "c")) && text.utf8.contains(UInt8(ascii: "M"))),
              text.unicodeScalars.count <= 10 else { return nil }
        var base = Substring(text)
        for prefix in ["sq ", "cu ", "square ", "cubic "] where base.lowercased().hasPrefix(prefix) {
            base = base.dropFirst(prefix.count)
            break
        }
        for suffix in ["^2", "^3", "²", "³", "2", "3"] where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
            break
        }
        guard base.count < text.count, base == "M" || startsLikeMega(String(base)),
              let power = spellings.unit(folded: normalized(text)) else { return nil }
        if base == "M" { return ["m²", "m³"].contains(all[Int(power)].symbol) ? power : nil }
        guard let unit = spellings.unit(folded: normalized(String(base))), isMilli(unit) else { return nil }
        return power
    }

    /// `PM`: P is the prefix peta, as M is mega (`megaLookalike`), so a symbol in capitals does not
    /// fold to a pico unit (`5 PM to m` was 5 pm, 10²⁷ off). The pico unit, or nil.
    static func petaLookalike(_ text: String) -> UnitID? {
        guard text.utf8.first == UInt8(ascii: "P"), text.unicodeScalars.count <= 5,
              let id = spellings.unit(folded: normalized(text)), all[Int(id)].name.hasPrefix("pico") else { return nil }
        return id
    }

    /// The unit whose spelling is `text` with its capital M made small (`Ms`: ms), for a text
    /// that is no spelling and whose folded name has a hint of its own (`ms` with a capital S is
    /// siemens), which folding skips; `MW` is a unit, megawatts, and never reaches it.
    private static func milliSymbol(_ text: String) -> UnitID? {
        guard let mega = text.firstIndex(of: "M") else { return nil }
        var lowered = text
        lowered.replaceSubrange(mega...mega, with: "m")
        return spellings.find(lowered)
    }

    /// True for a capital M and then a letter (`Mm`, `Msec`, `ML`), blanks before it aside:
    /// what mega looks like.
    static func startsLikeMega(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.drop { $0 == " " || $0 == "\t" }.makeIterator()
        return scalars.next() == "M" && scalars.next().map { ("a"..."z").contains($0) || ("A"..."Z").contains($0) } == true
    }

    /// True for a milli unit (mm, ms, mg, mL).
    static func isMilli(_ id: UnitID) -> Bool {
        all[Int(id)].name.hasPrefix("milli")
    }

    private static let hints: [String: String] = builtInHints.merging(additions.hints) { builtIn, _ in builtIn }

    /// Every spelling of every unit, for `find`: the generated, sorted table of the built-in
    /// ones while no units file added a unit or a hint, else the index grown from them all.
    static let spellings: any SpellingTable = additions.units.isEmpty && additions.hints.isEmpty ? builtInSpellings : grownSpellings

    /// The index of every spelling of every unit, grown one unit at a time (`SpellingIndex`):
    /// made once, when first needed (a suggestion reads it once a spelling: made at each read,
    /// a misspelt unit among 4,000 of a units file took minutes).
    static let grownSpellings = SpellingIndex(all, kinds: kindDefinitions, hints: Set(hints.keys))

    /// Every folded spelling with its unit (see `SpellingIndex.folded`).
    static var index: [String: UnitID] { grownSpellings.folded }
}
