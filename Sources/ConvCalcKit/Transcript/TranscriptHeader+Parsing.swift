extension TranscriptHeader {
    /// Reads the header line `text` (line `line` of the file), or says what is wrong with it.
    public init(parsing text: String, line: Int) throws(TranscriptError) {
        // Words between blanks, as bytes: a blank with a combining mark after it is a blank (as
        // characters, the two are one, and `--units` and its value ran together).
        var words = text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
            .map { String(decoding: $0, as: UTF8.self) }[...]
        guard words.popFirst() == "#!", words.popFirst() == "convcalc" else {
            throw TranscriptError(line: line, "a first line starting '#!' is a header: "
                + "'\(Self.prefix) \(Self.version) --converter mi->km --precision 4'")
        }
        guard let version = words.popFirst(), version == String(Self.version) else {
            throw TranscriptError(line: line, "the header must name the transcript version: '\(Self.prefix) \(Self.version)'"
                + " (this convcalc reads version \(Self.version))")
        }
        var seen: Set<String> = []
        var pair: String?  // named last: a units file the header names comes first (its unit's pair)
        while let option = words.popFirst() {
            guard option == "--units" || seen.insert(option).inserted else {
                throw TranscriptError(line: line, "'\(VisibleText.of(option))' is given twice in the header")
            }
            switch option {
            case "--say": says = true
            case "--trace": traces = true
            case "--converter", "--precision", "--input", "--units":
                guard var value = words.popFirst() else {
                    throw TranscriptError(line: line, "'\(option)' needs a value in the header")
                }
                if option == "--converter" {
                    // A pair as `convert` takes it, up to the next option: `mi to km`, `'mi to km'`.
                    while let next = words.first, !next.hasPrefix("--") { value += " " + words.removeFirst() }
                    if value.count > 1, let quote = value.first, "'\"".contains(quote), value.last == quote {
                        value = String(value.dropFirst().dropLast())
                    }
                }
                if option == "--converter" { pair = value } else { try set(option, to: value, line: line) }
            default:
                throw TranscriptError(line: line, "unknown header option '\(VisibleText.of(option))'; "
                    + "the options are --converter, --precision, --input, --say, --trace, --units")
            }
        }
        // Its units files read first and in its order: their converters join the menu so, and in
        // another order `convert 9` picked another converter (the replay failed, not saying why).
        let paths = UnitCatalog.additions.files, loaded = paths.map(Self.word(forFile:))
        guard Array(loaded.prefix(unitsFiles.count)) == unitsFiles else {
            // By the paths given (`--units units` was said, where `units` was ~/.config/convcalc/units: exit 66).
            let named = unitsFiles.map { word in paths.first { Self.word(forFile: $0) == word } ?? word }
            throw TranscriptError(line: line, "this transcript's units files number the menu in the order its header names them:"
                + " give them first and in that order:" + Self.unitsOptions(named))
        }
        if let pair { try set("--converter", to: pair, line: line) }
        _ = try session()
    }

    private mutating func set(_ option: String, to value: String, line: Int) throws(TranscriptError) {
        switch option {
        case "--converter":
            let name = String(value.map { $0 == "_" ? " " : $0 })
            switch ConverterQuery.resolve(name) {
            case .success(let chosen): converter = chosen
            case .failure(let reason):
                throw TranscriptError(line: line, LineError.forConverterFlag(name: name, reason))
            }
        case "--precision":
            guard let chosen = Precision(text: value), chosen.isInRange else {
                throw TranscriptError(line: line, "--precision must be 0 to \(State.maxPrecision), or 1sig to 15sig, "
                    + "not '\(VisibleText.of(value))'")
            }
            precision = chosen
        case "--units":
            guard UnitCatalog.additions.files.map(Self.word(forFile:)).contains(value) else {
                // `units`: most often the user's own file, which a session reads and a replay never does.
                let own = value == "units" ? " (your own units file, read by every session but a replay, is"
                    + " $XDG_CONFIG_HOME/convcalc/units, by default ~/.config/convcalc/units)" : ""
                // `sm_oots.units`: the header writes a blank in a name as _ (it was looked for as named).
                let blank = value.contains("_") ? "; a blank in a file's name is written _ there" : ""
                throw TranscriptError(line: line, "this transcript needs the units file \(ShellWord.quoted(value, limit: VisibleText.limit)) (its header"
                    + " names it\(blank)): give it with --units FILE" + own)
            }
            unitsFiles.append(value)
        default:
            input = value
        }
    }
}
