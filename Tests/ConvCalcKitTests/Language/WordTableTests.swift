import Testing
@testable import ConvCalcKit

/// The word table is the one declaration of every word: each entry parses, has help and completes.
@Suite struct WordTableTests {
    /// Help as one line per item: the lines help is wrapped into (those that start with blanks) joined again.
    static func unwrapped(_ text: String) -> String {
        text.replacing(/\n +/, with: " ")
    }

    @Test(arguments: Words.all.flatMap { word in word.spellings.map { (word.spellings[0], $0) } })
    func everySpellingIsUnderstoodByHelp(word: String, spelling: String) {
        let text = Self.unwrapped(HelpText.explain(spelling, in: .initial))
        #expect(!text.contains("is not a key"), "help \(spelling)")
        #expect(text.hasPrefix("\(spelling): \(Words.named(spelling)?.meaning ?? "?")"))
    }

    @Test(arguments: Words.all.indices)
    func everyTypedWordParsesToItsRole(index: Int) throws {
        let word = Words.all[index]
        for spelling in word.spellings {
            var steps: [Step] = []
            var bytes = Array(spelling.utf8)
            let parsed: Void? = bytes.withUnsafeMutableBufferPointer { buffer in
                try? LineParser.parse(LineBytes(UnsafeBufferPointer(buffer)), in: .ready, into: &steps)
            }
            var traced = Session.starting(traces: true)
            let events = traced.handle(spelling).trace.map(\.event).filter { $0 != .commit }  // the keys, not Return
            switch word.role {
            case .key(let event):
                #expect(steps.map(\.action) == [.event(event)], "\(spelling)")
            case .numberKey(let kind):
                #expect(parsed != nil && !events.isEmpty && events.allSatisfy { $0.kind == kind }, "\(spelling)")
            case .query(let simple):
                #expect(steps.map(\.action) == [.query(.simple(simple))])
            case .quit:
                #expect(steps.map(\.action) == [.quit])
            case .command(let command):
                #expect(parsed != nil && !steps.isEmpty, "\(spelling) alone parses (\(command))")
            case .lineEnd, .menuChoice:
                #expect(parsed == nil, "\(spelling) is not typed as a word")
            }
        }
    }

    @Test(arguments: Words.all.indices)
    func everyWordHasHelpAndTheOverviewListsIt(index: Int) {
        let word = Words.all[index]
        #expect(!word.meaning.isEmpty)
        if !word.summary.isEmpty {
            #expect(HelpText.overview.contains(word.usage + " "))
            #expect(Self.unwrapped(HelpText.overview).contains(word.summary))
        }
    }

    /// Help fits a terminal of 80 columns (it was up to 116 wide, and `help to` one line of 231),
    /// a long line going on under its column.
    @Test func helpFitsEightyColumns() {
        let texts = [HelpText.overview, HelpText.explain(nil, in: Given.session(after: ["convert"]).state)]
            + (Words.all.flatMap(\.spellings) + ["to", "in", "units", "->"]).map { HelpText.explain($0, in: .initial) }
        for text in texts {
            for line in text.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        }
        // The summaries start in column 18: after `units [KIND...]`, the widest usage in ASCII, and a blank.
        #expect(HelpText.overview.contains("\n  EE  exp         the exponent: 1.5e-4 is the keys 1 . 5 EE +/- 4 (+/- after EE\n"
            + "                  signs the exponent)\n"))
    }

    /// `help parts` and `help` on a compound (`ft+in`, in any spelling) say how to write a value
    /// in parts and an output in parts; `help` names the topic.
    @Test func helpOnPartsAndOnACompound() {
        let parts = HelpText.explain("parts", in: .initial)
        #expect(parts.hasPrefix("parts: a value in parts, larger unit first") && parts.contains("joins its units with +"), "\(parts)")
        let unwrapped = { (text: String) in text.replacing("\n  ", with: " ") }
        #expect(unwrapped(HelpText.explain("feet+inches", in: .initial)).dropFirst("feet+inches".count) == unwrapped(parts).dropFirst("parts".count))
        #expect(HelpText.overview.contains("help parts"))
    }

    /// Help is wrapped in terminal columns: a wide character (CJK, from a user's own unit
    /// name) takes two: this line is 88 characters but 146 columns.
    @Test func helpWrapsInColumnsNotCharacters() {
        let line = "  " + Array(repeating: "五五", count: 29).joined(separator: " ")
        for wrapped in HelpText.wrapped(line).split(separator: "\n") {
            #expect(ColumnWidth.of(String(wrapped)) <= HelpText.width, "\(wrapped)")
        }
    }

    @Test(arguments: Words.all.indices)
    func everyTypedWordCompletesFromItsFirstLetters(index: Int) {
        let word = Words.all[index]
        if word.role == .lineEnd || word.role == .menuChoice { return }  // never typed as words
        // `cancel` works in the menu only, and is offered there only.
        let phase: Phase = word.role == .key(.cancel) ? .choosing : .ready
        // EE follows a number's digits: offered after one, not first on a line.
        let before = word.role == .key(.exponent) ? "5 " : ""
        for spelling in word.spellings where spelling.count > 1 && spelling.first?.isLetter == true {
            let result = Completion.complete(before + String(spelling.prefix(2)), phase: phase)
            #expect(result.candidates.contains(spelling.lowercased()), "\(spelling)")
        }
    }

    @Test func everyEventKindIsAWordSoHelpNamesTheMachinesVocabulary() {
        for kind in Event.Kind.allCases {
            #expect(Words.named(kind.rawValue)?.eventKind == kind, "help \(kind.rawValue)")
            #expect(!HelpText.explain(kind.rawValue, in: .initial).contains("is not a key"))
        }
    }

    @Test func theTraceTheExportAndHelpUseOneVocabulary() {
        let header = MachineExport.table.split(separator: "\n")[0]
        for kind in Event.Kind.allCases {
            #expect(header.contains(" \(kind.rawValue) "))
            #expect(MachineExport.sample(kind).name.hasPrefix(kind.rawValue))
        }
        #expect(HelpText.explain(".", in: .initial).hasSuffix("now: ready ──.──▶ fraction"))
        #expect(HelpText.explain("point", in: .initial).hasSuffix("now: ready ──.──▶ fraction"))
    }

    @Test func helpNamesADigitEventAsTheTraceDoes() {
        #expect(HelpText.explain("digit 7", in: .initial).hasSuffix("now: ready ──digit 7──▶ integer"))
    }

    @Test(arguments: [("km", "kilometers"), ("°F", "fahrenheit"), ("square feet", "square feet"), ("degC", "celsius")])
    func helpOnAUnitSaysHowUnitsAreWritten(key: String, name: String) {
        #expect(Self.unwrapped(HelpText.explain(key, in: .initial))
            == "'\(key)' is a unit (\(name)), not a key: write it after a number (5 \(key) to …), or type 'units' for every unit")
    }

    /// `in` is a connector and a unit: GUIDE sends `help in` to the connectors, which also name the unit.
    @Test func helpOnInExplainsTheConnectorAndNamesTheUnit() {
        let text = HelpText.explain("in", in: .initial)
        #expect(text.hasPrefix("in: joins two units"), "\(text)")
        #expect(text.hasSuffix("\n'in' is also a unit (inches): 5 in to cm"), "\(text)")
    }

    /// `help precision` shows the transition with `N`, not the machine's sample 3, which read as
    /// the precision set.
    @Test func helpOnPrecisionShowsN() {
        #expect(HelpText.explain("precision", in: .initial).hasSuffix("now: ready ──precision N──▶ ready"))
    }

    /// `help 5 mi to km`: a line, which help does not run, is said to be typed alone.
    @Test func helpOnALineSaysToTypeIt() {
        #expect(HelpText.explain("5 mi to km", in: .initial) == "'5 mi to km' is a line, not a key: to convert, type it without help")
        #expect(HelpText.explain("5 blorf", in: .initial) == "'5 blorf' is not a key; type 'help' for the keys")
    }

    @Test(arguments: ["千", "万", "Ⅿ", "௲", "Ⅻ", "٣", "①", "𝟓", "５"])
    func aNumericCharacterIsNotADigitKey(key: String) {
        #expect(HelpText.explain(key, in: .initial) == "'\(key)' is not a key; type 'help' for the keys")
        var session = Session()
        #expect(session.handle(key).error != nil)
    }

    /// In the menu a typed line is the menu's answer: `help 3` says 3 picks converter 3 (the
    /// digit key itself would be refused there) and `help Return` that an empty line sends cancel, as the
    /// line parser reads it there.
    @Test func helpInTheMenuSaysWhatALineDoesThere() {
        var session = Session()
        _ = session.handle("convert")
        func help(_ key: String) -> Outcome.Shows {
            guard case .info(let text) = session.handle("help " + key).shows else { return .nothing }
            return .info(Self.unwrapped(text))
        }
        #expect(help("3") == .info("3: in the menu, a line holding a number picks that converter:"
            + " 3 is miles to kilometers (mi → km)\nnow: choosing ──pick──▶ ready"))
        #expect(help("Return") == .info("Return: \(Words.named("Return")?.meaning ?? "")"
            + "\nnow: an empty line sends cancel: choosing ──cancel──▶ ready"))
        var emptyLine = session
        _ = emptyLine.handle("")
        #expect(emptyLine.state.phase == .ready, "help Return told the truth")
        #expect(session.handle("3").error == nil)
        #expect(session.state.converter == Converter.builtIn[2], "help told the truth")
    }

    /// What the guide names that is no key (editing keys, parts of a number or a conversion) has
    /// help too, and a misspelt unit gets its nearest spelling.
    @Test(arguments: [("Ctrl-D", "Ctrl-D: at the prompt, Ctrl-D on an empty line leaves"), ("Tab", "Tab: at the prompt, completes"),
                      ("-", "-: a sign written before a number"), ("to", "to: joins two units"), ("sig", "sig: precision N sig"),
                      ("ton", "'ton' is not a key or a unit: 'ton' is ambiguous"),
                      ("kilometr", "'kilometr' is not a key or a unit: did you mean 'kilometre' (km)?")])
    func helpExplainsWhatReadmeNames(key: String, start: String) {
        var session = Session()
        guard case .info(let text) = session.handle("help " + key).shows else {
            Issue.record("no answer for help \(key)")
            return
        }
        #expect(text.hasPrefix(start), "\(text)")
    }
}
