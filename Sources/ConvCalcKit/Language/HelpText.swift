/// The text of `help`, drawn from the word table, and `help KEY`, which explains a key by
/// asking the machine what it would do in the current state.
public enum HelpText {
    /// The width help is wrapped to: a terminal's 80 columns.
    public static let width = 80

    /// The full help: every word of the table with its summary, then the one-line
    /// conversions last, nearest the prompt: on a 24-line terminal the top scrolls away.
    public static let overview: String = wrapped({
        var lines = ["Keys (several per line, left to right; Return ends the entry):"]
        lines += Words.keys.filter { !$0.summary.isEmpty }.map(row)
        lines.append("Commands (the rest of the line is their argument):")
        lines += Words.commands.filter { !$0.summary.isEmpty }.map(row)
        lines.append("# starts a comment. Words are case-insensitive.")
        lines.append("help units, help to, help parts: how to write a conversion; help KEY also takes:")
        lines.append("  " + Event.Kind.allCases.map(\.rawValue).joined(separator: " "))
        lines += [Reference.conversionsHeading] + Reference.conversionRows
        return lines.joined(separator: "\n")
    }())

    /// Help while the menu is open.
    public static let menu = """
        The converter menu is open. Type a number from the list, a name like \
        'miles to kilometers', a unit pair like 'mi->km' or 'ft in', or 'cancel' \
        (an empty line cancels too).
        """

    /// `help` alone, or what `key` (already escaped for display) does in `state`, wrapped to `width`.
    public static func explain(_ key: String?, in state: State) -> String {
        guard let key else { return state.phase == .choosing ? wrapped(menu) + "\n" + overview : overview }
        return wrapped(explanation(of: key, in: state))
    }

    /// True when `help KEY` has something to say of `key` (a key, an event, a unit, a kind, a
    /// hint), not only that it is no key (`convcalc help line-end` offers the line then).
    public static func answers(_ key: String) -> Bool {
        explanation(of: key, in: State()) != notAKey(key)
    }

    /// The answer for a word `help` knows nothing of.
    private static func notAKey(_ key: String) -> String { "'\(key)' is not a key; type 'help' for the keys" }

    /// What `key` does in `state`, unwrapped.
    private static func explanation(of key: String, in state: State) -> String {
        guard let word = Words.named(key) ?? tracedEvent(key).flatMap({ Words.named($0.kind.rawValue) }) else {
            let unit = UnitCatalog.find(key).map { UnitCatalog.all[Int($0)].name }
            let compound = UnitCatalog.compound(key).map { $0.symbol.lowercased() }  // `help feet+inches`
            if let topic = topics[compound ?? key.lowercased()] {  // `in` is a connector first: GUIDE sends `help in` here
                return "\(key): \(topic)" + (unit.map { "\n'\(key)' is also a unit (\($0)): 5 \(key) to cm" } ?? "")
            }
            if let unit {  // a GNU units habit: help on a unit
                return "'\(key)' is a unit (\(unit)), not a key: write it after a number"
                    + " (5 \(key) to …), or type 'units' for every unit"
            }
            if let kind = UnitKind(named: key) {  // `help length`: the kind's units are listed by `units`
                return "'\(key)' is a kind of unit, not a key: 'units \(kind.name)' lists its units"
            }
            if let hint = UnitCatalog.hint(for: key) { return "'\(key)' is not a key or a unit: \(hint)" }
            // `help 5 mi to km`: a line to convert, which help does not run.
            if key.contains(" "), LineParser.refusal(of: key) == nil {
                return "'\(key)' is a line, not a key: to convert, type it without help"
            }
            return notAKey(key)
        }
        let meaning = "\(key): \(word.meaning)"
        guard let event = event(for: key, word: word) else { return meaning }
        if !names(event, key), let answer = typed(key, event, in: state, meaning: meaning) { return answer }
        // `precision N`: the machine's sample value (3) read as the precision set, unless one was named.
        let shown = if case .precision = event, tracedEvent(key) == nil { "precision N" } else { event.name }
        return meaning + "\nnow: " + step(state, event, shown: shown)
    }

    /// `ready ──digit 5──▶ integer`, or `refused in choosing: …`: what the machine does with
    /// `event` in `state`, the event written `shown`.
    private static func step(_ state: State, _ event: Event, shown: String) -> String {
        switch Machine.transition(state, event) {
        case .success(let next): "\(state.phase) ──\(shown)──▶ \(next.phase)"
        case .failure(let rejection): "refused in \(state.phase): \(rejection.message)"
        }
    }

    /// True when `key` is the name of `event` as the machine's views write it (`line-end`,
    /// `commit`, `digit`, `digit 5`), not a key typed at the prompt (`Return`, `5`): help on
    /// an event says what the machine does with it.
    private static func names(_ event: Event, _ key: String) -> Bool {
        let lowered = key.lowercased()
        return lowered == event.kind.rawValue.lowercased() || lowered == event.kind.identifier || tracedEvent(key) != nil
    }

    /// What a digit or Return typed at the prompt does where a line is read otherwise than
    /// as its keys: in the menu a line is the menu's answer (`3` picks converter 3), and Return
    /// alone, an empty line, sends what the line parser makes of it there (in the menu: cancel).
    private static func typed(_ key: String, _ event: Event, in state: State, meaning: String) -> String? {
        switch event {
        case .digit(let digit) where state.phase == .choosing && (1...Converter.builtIn.count).contains(Int(digit)):
            let converter = Converter.builtIn[Int(digit) - 1]
            return "\(key): in the menu, a line holding a number picks that converter: \(digit) is"
                + " \(converter.label) (\(converter.symbols))"
                + "\nnow: " + step(state, .pick(converter), shown: Event.Kind.pick.rawValue)
        case .digit where state.phase == .choosing:
            return "\(key): in the menu, a line holding a number picks that converter: the menu has 1 to"
                + " \(Converter.builtIn.count)"
        case .commit:
            guard let sent = MachineExport.emptyLineSends(in: state.phase) else { return nil }
            let event = MachineExport.sample(sent)
            return meaning + "\nnow: an empty line sends \(event.name): " + step(state, event, shown: event.name)
        default:
            return nil
        }
    }

    /// What the guide names that is no key of the machine: editing keys, the parts of a
    /// one-line conversion and of a number.
    /// The topics `help` takes that are words (`to`, `sig`, `tab`…), for completion after `help`.
    static let topicWords: [String] = topics.keys.filter { $0.count > 1 && $0.first?.isLetter == true }.sorted()

    private static let topics: [String: String] = {
        let sign = "a sign written before a number: -40 is the keys 4 0 then +/- (the sign comes last, so a valid"
            + " value never passes through an invalid one); +5 is 5"
        let others = UnitPair.connectors.filter { $0 != "to" }
        let connector = "joins two units, the same way after a number and after convert: 5 mi to km, convert mi to km"
            + " (also " + others.dropLast().joined(separator: ", ") + " or \(others[others.count - 1]), or nothing:"
            + " 5 mi km; an arrow may touch the units: mi->km); the output may be a compound: 1.8 m to ft+in"
        let quit = "at the prompt, Ctrl-D on an empty line leaves, as quit does"
        let interrupt = "at the prompt, Ctrl-C drops the line being typed (in the menu: cancel); on the keypad, it leaves"
        var topics = ["-": sign, "−": sign, "+": sign, "ctrl-d": quit, "^d": quit, "ctrl-c": interrupt, "^c": interrupt,
                      "tab": "at the prompt, completes the word being typed: keys and commands, the converters and"
                          + " units after convert, and a pair's output after a number (5 mi k, 5 mi to k)",
                      "ctrl-r": "at the prompt, searches the history backwards as you type",
                      "up": "at the prompt, the previous line of the history (Down: the next)",
                      "esc": "on the keypad, closes the menu or the help; at the prompt, starts a key sequence",
                      "q": "on the keypad, leaves; at the prompt, type quit or press Ctrl-D",
                      "e": "the exponent in a number: 1.5e-4 is the keys 1 . 5 EE +/- 4",
                      "sig": "precision N sig shows N significant digits (1 to 15): precision 4 sig",
                      "#": "starts a comment: the rest of the line is not read"]
        for word in UnitPair.connectors { topics[word] = connector }
        let compounds = CompoundUnit.all.map(\.symbol)
        topics["parts"] = "a value in parts, larger unit first, one sign for the whole: 5 ft 10 in to cm, 6 st 4 lb in kg,"
            + " -1 h 30 min; the machine takes its exact total in the smallest unit (70 in). An output in parts"
            + " joins its units with +: 1.8 m to ft+in (" + compounds.joined(separator: ", ") + ")"
        for compound in compounds { topics[compound.lowercased()] = topics["parts"] }
        return topics
    }()

    /// The event a key stands for: the typed digit itself, or a sample of its kind.
    private static func event(for key: String, word: Word) -> Event? {
        guard let kind = word.eventKind else { return nil }
        let bytes = Array(key.utf8)
        if kind == .digit, bytes.count == 1, (0x30...0x39).contains(bytes[0]) {
            return .digit(bytes[0] - 0x30)
        }
        return tracedEvent(key) ?? MachineExport.sample(kind)
    }

    /// An event with its value, as the trace names it (`Event.name`): `digit 5`, `pick miles to
    /// kilometers`, `precision 3` (it said 'pick miles to kilometers' is not a key); nil otherwise.
    private static func tracedEvent(_ key: String) -> Event? {
        guard let space = key.firstIndex(of: " ") else { return nil }
        let value = String(key[key.index(after: space)...])
        switch key[..<space].lowercased() {
        case "digit":
            guard value.utf8.count == 1, let digit = value.utf8.first, (0x30...0x39).contains(digit) else { return nil }
            return .digit(digit - 0x30)
        case "pick":
            guard case .success(let converter) = ConverterQuery.resolve(value) else { return nil }
            return .pick(converter)
        case "precision":
            return Precision(text: value).map { .precision($0) }
        default:
            return nil
        }
    }

    /// `text` with each line wider than `width` terminal columns (80; a narrower terminal's for the
    /// prompt, `FaceRenderer`) (a wide character takes two:
    /// `ColumnWidth`) broken at blanks: a row of a table goes on
    /// under its description (`  EE  exp        the exponent…`), other text under two blanks.
    /// A word longer than a line is left whole.
    public static func wrapped(_ text: String, width: Int = width) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard ColumnWidth.of(String(line)) > width else { return String(line) }
            let indent = min(descriptionColumn(line, width: width) ?? 2, width / 2)
            var result: [String] = [], current: String?
            for word in line.split(separator: " ", omittingEmptySubsequences: false) {
                let joined = current.map { $0 + " " + word } ?? String(word)
                if ColumnWidth.of(joined) > width, let full = current, full.contains(where: { $0 != " " }) {
                    result.append(full)
                    current = String(repeating: " ", count: indent) + word
                } else {
                    current = joined
                }
            }
            return (result + [current ?? ""]).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Where a table row's last column starts (after the last run of two or more blanks in
    /// the line's first half: `  EE  exp        the exponent…` at `the`), or nil for prose.
    static func descriptionColumn(_ line: Substring, width: Int) -> Int? {
        guard line.hasPrefix("  ") else { return nil }
        let characters = Array(line.prefix(width / 2))
        var column: Int?, index = 2
        while index + 1 < characters.count {
            if characters[index] == " " && characters[index + 1] == " " {
                while index < characters.count && characters[index] == " " { index += 1 }
                column = index
            } else {
                index += 1
            }
        }
        return column
    }

    private static func row(_ word: Word) -> String {
        "  " + word.usage + String(repeating: " ", count: max(1, usageWidth - word.usage.count)) + word.summary
    }

    /// Where a row's summary starts: a blank after the widest usage as a terminal that is not
    /// UTF-8 shows it (`units [KIND...]`), so the summaries line up there too.
    private static let usageWidth = (Words.all.map { Glyphs(unicode: false).text($0.usage).count }.max() ?? 0) + 1
}
