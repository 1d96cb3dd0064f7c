import Testing
import Seeding
@testable import ConvCalcKit

/// One grammar of a unit pair: every place that takes one — a one-line conversion, `convert`,
/// the menu's line, `--converter` (and a header) — reads the same pair, or refuses it with the
/// same reason and hint, over random units, spellings and connectors.
@Suite(.seeded) struct UnitPairParityTests {
    /// What a place made of a pair: the converter picked, or the reason it was refused.
    enum Read: Equatable {
        case converter(Converter)
        case refused(LineError.Reason)
    }

    /// True when one place refuses `word` as an unknown key and the other as an unknown unit
    /// with no hint, or both refuse the same stray connector (each writes the pair right in its
    /// own form: `7 mi to km` in a line, `convert mi to km` in a name).
    static func refuseTheSameWord(_ a: Read, _ b: Read) -> Bool {
        switch (a, b) {
        case (.refused(.unknownKey(let key)), .refused(.unknownUnit(let unit, nil))),
             (.refused(.unknownUnit(let unit, nil)), .refused(.unknownKey(let key))):
            key == unit
        case (.refused(.unknownConnector(let one, _)), .refused(.unknownConnector(let other, _))),
             // The unit written again (`mi mi`): each place writes its own line once.
             (.refused(.unitTwice(let one, _)), .refused(.unitTwice(let other, _))),
             // A country either unit takes (`gal UK gal`): each place writes its own two lines.
             (.refused(.countryEitherWay(let one, _, _)), .refused(.countryEitherWay(let other, _, _))):
            one == other
        // A hint that ends in a pair written right (`'in hg' is a unit …: 5 atm to in hg`): each place
        // writes its own example, `convert atm to in hg` in a name.
        case (.refused(.unknownUnit(let one, let hint?)), .refused(.unknownUnit(let other, let otherHint?))):
            one == other && hint.contains(": ") && hint.split(separator: ": ").dropLast() == otherHint.split(separator: ": ").dropLast()
        default: false
        }
    }

    static func oneLine(_ pair: String) -> Read {
        var session = Session()
        let outcome = session.handle("7 " + pair)
        return outcome.error.map { .refused($0.reason) } ?? .converter(session.state.converter)
    }

    static func convert(_ pair: String) -> Read {
        var session = Session()
        let outcome = session.handle("convert " + pair)
        return outcome.error.map { .refused($0.reason) } ?? .converter(session.state.converter)
    }

    static func menu(_ pair: String) -> Read {
        var session = Given.session(after: ["convert"])
        let outcome = session.handle(pair)
        return outcome.error.map { .refused($0.reason) } ?? .converter(session.state.converter)
    }

    static func flag(_ pair: String) -> Read {
        switch ConverterQuery.resolve(pair) {
        case .success(let converter): .converter(converter)
        case .failure(let reason): .refused(reason)
        }
    }

    /// Misspelt, ambiguous and unknown units, each of which some place once named differently.
    static let strangers = ["blorf", "ton", "tons", "Mm", "Msec", "kWh", "mpg", "kilometr", "farenheit", "kgs", "pount", "xyz",
                            "L/100km", "x"]

    /// A spelling of a random unit (symbol, name or alias, in random case), or a stranger.
    /// With `like`, half the time a unit of that spelling's kind.
    static func spelling(_ random: inout SeededGenerator, compound: Bool, like other: String? = nil) -> String {
        if random.next(8) == 0 { return strangers[random.next(strangers.count)] }
        let kind = other.flatMap(UnitCatalog.find).map { UnitCatalog.kinds[Int($0)] }
        let alike = kind != nil && random.next(2) == 0
        let fits = { (unit: MeasurementUnit) in !alike || unit.kind == kind }
        if compound && random.next(6) == 0 {
            let fitting = CompoundUnit.all.filter { fits(UnitCatalog.unit($0.parts[0])) }
            let compounds = fitting.isEmpty ? CompoundUnit.all : fitting
            let parts = compounds[random.next(compounds.count)].parts.map(UnitCatalog.unit)
            return parts.map { random.next(2) == 0 ? $0.symbol : $0.name }.joined(separator: random.next(2) == 0 ? "+" : " + ")
        }
        let units = UnitCatalog.all.filter(fits)
        let unit = units[random.next(units.count)]
        let spellings: [String] = [unit.symbol, unit.name] + unit.aliases
        let chosen = spellings[random.next(spellings.count)]
        switch random.next(4) {
        case 0: return chosen.uppercased()
        case 1: return chosen.lowercased()
        default: return chosen
        }
    }

    /// `FROM CONNECTOR TO` with every way of writing the connector: spaced, touching either
    /// unit or both (arrows), or none at all.
    static func pair(_ from: String, _ to: String, _ random: inout SeededGenerator) -> String {
        let connectors: [String] = UnitPair.connectors + ["TO", "In", "", "=", "-->"]
        let connector = connectors[random.next(connectors.count)]
        if connector.isEmpty { return from + " " + to }
        guard UnitPair.arrows.contains(connector) else { return from + " " + connector + " " + to }
        switch random.next(4) {
        case 0: return from + connector + to
        case 1: return from + connector + " " + to
        case 2: return from + " " + connector + to
        default: return from + " " + connector + " " + to
        }
    }

    /// True when `word` is a key or command: after `7 F` a bare `C` is the clear key's too, and
    /// the line refuses it as ambiguous where a converter's name reads it as Celsius.
    static func isKey(_ word: String) -> Bool {
        var text = word
        return text.withUTF8 { Words.typedWord($0) } != nil
    }

    @Test func everyPlaceReadsAPairAlike() {
        var random = SeededGenerator()
        var converted = 0, refused = 0
        for round in 0..<3_000 {
            let from = Self.spelling(&random, compound: false)
            let to = Self.spelling(&random, compound: true, like: from)
            let pair = Self.pair(from, to, &random)
            let name = Self.flag(pair)
            #expect(Self.convert(pair) == name, "round \(round): convert \(pair)")
            #expect(Self.menu(pair) == name, "round \(round): menu line \(pair)")
            let line = Self.oneLine(pair)
            if case .converter = name { converted += 1 } else { refused += 1 }
            if pair == from + " " + to && Self.isKey(to) {
                if case .converter = name, case .converter = line { Issue.record("round \(round): 7 \(pair) was taken") }
                continue
            }
            // `7 F` with a temperature below absolute zero cannot happen at 7 in any unit. A word
            // after a unit that reads as a whole phrase (`7 watt hours + minutes + s`: Wh, then
            // `+`) is refused by the line as a key and by a name as a unit: the same word refused.
            #expect(line == name || Self.refuseTheSameWord(line, name), "round \(round): 7 \(pair)")
        }
        #expect(converted > 500 && refused > 500, "both sides drawn: \(converted) converted, \(refused) refused")
    }

    @Test func theIssuesPairsBehaveAlikeEverywhere() {
        for pair in ["mi in km", "mi > km", "mi km", "mi->km", "mi → km", "mi=>km", "mi as km", "mi to km"] {
            let mileToKilometer = Read.converter(Converter.builtIn[2])
            #expect(Self.flag(pair) == mileToKilometer, "\(pair)")
            #expect(Self.convert(pair) == mileToKilometer, "\(pair)")
            #expect(Self.oneLine(pair) == mileToKilometer, "\(pair)")
        }
        for (pair, stray) in [("mi = km", "="), ("mi --> km", "-->"), ("mi ==> km", "==>"), ("mi >> km", ">>"),
                              ("mi - km", "-"), ("mi -- km", "--"), ("mi <- km", "<-"), ("mi : km", ":"),
                              // Unicode's arrows and dashes (they were unknown units): `—>` is `-->` autocorrected.
                              ("mi ⇒ km", "⇒"), ("mi ⟶ km", "⟶"), ("mi ➔ km", "➔"), ("mi —> km", "—>"), ("mi −> km", "−>")] {
            // The same word refused in every place, the pair written right as each place writes it.
            let named = Read.refused(.unknownConnector(stray, example: "convert mi to km"))
            #expect(Self.flag(pair) == named && Self.convert(pair) == named && Self.menu(pair) == named, "\(pair)")
            #expect(Self.oneLine(pair) == .refused(.unknownConnector(stray, example: "7 mi to km")), "\(pair)")
        }
        let ton = LineError.Reason.unknownUnit("ton", hint: UnitCatalog.hint(for: "ton"))
        for pair in ["ton kg", "ton to kg", "ton->kg"] {
            #expect(Self.convert(pair) == .refused(ton) && Self.oneLine(pair) == .refused(ton), "\(pair)")
        }
    }

    /// A converter's name that starts with a connector, or goes on after a whole pair, names
    /// the word that is wrong, in every place a converter is named (it said only "not a
    /// converter", where the line names the word).
    @Test func aWordAroundAPairIsNamedWhereverAConverterIsNamed() {
        let cases: [(String, LineError.Reason)] = [
            ("to km", .pairStartsWithConnector("to", example: "convert mi to km")),
            ("-> km", .pairStartsWithConnector("->", example: "convert mi -> km")),
            // The example of the target's kind (`convert to L` offered mi to km).
            ("to L", .pairStartsWithConnector("to", example: "convert gal to L")),
            ("to °F", .pairStartsWithConnector("to", example: "convert °C to °F")),
            ("mi to km to m", .afterPair("to", pair: "mi to km", example: "convert mi to km")),
            ("mi km mi", .afterPair("mi", pair: "mi km", example: "convert mi to km")),
            ("mi->km->m", .afterPair("->", pair: "mi->km", example: "convert mi to km")),
            // One unit alone: the pair is half there, and its everyday counterpart is offered.
            ("kmh", .unitAlone("kmh", example: "convert kmh to mph")), ("degrees F", .unitAlone("degrees F", example: "convert degrees F to °C")),
            ("in", .unitAlone("in", example: "convert in to cm")),  // inches alone, not a connector with its unit missing
            // A value first (`convert 5 ft to cm`, as qalc takes it): a conversion, written without convert.
            ("5 ft to cm", .valueInConverterName("5 ft to cm")), ("-2.5 mi km", .valueInConverterName("-2.5 mi km")),
            // An output in parts written with blanks: joined with + (only the line said so).
            ("m to ft in", .partsWrittenApart("m to ft in", compound: "ft+in")),
            ("s h min s", .partsWrittenApart("s h min s", compound: "h+min+s")),
            // A value after the pair: written first, as a one-line conversion has it.
            ("mi to km 26.2", .valueAfterConverterName("26.2", pair: "mi to km")),
            ("mi->km 5", .valueAfterConverterName("5", pair: "mi->km")),
        ]
        for (name, reason) in cases {
            // A value in the open menu: it is typed once the menu is left (the hint looped there).
            let inMenu: LineError.Reason = if case .valueInConverterName(let text) = reason { .valueInMenu(text) } else { reason }
            #expect(Self.flag(name) == .refused(reason) && Self.convert(name) == .refused(reason)
                    && Self.menu(name) == .refused(inMenu), "\(name)")
        }
        for name in ["m to ft in", "s h min s"] {
            #expect(Self.oneLine(name) == Self.flag(name), "7 \(name)")
        }
    }

    /// A converter written as the hints write it, after `convert`, names the same converter in
    /// the menu and for `--converter` (`convert mi to km` typed in the menu was "not a converter").
    @Test(arguments: ["mi to km", "3", "mi->km", "miles to kilometers", "°F C"])
    func aConverterWrittenAfterConvertIsTheSameInEveryPlace(name: String) {
        let plain = Self.flag(name)
        #expect(Self.menu("convert " + name) == plain && Self.flag("convert " + name) == plain
                && Self.flag("  CONVERT  " + name) == plain, "\(name)")
        #expect(Self.flag("converter mi km") != Self.flag("mi km"), "only the word convert")
    }

    /// A number in a converter's name is named as a number, not suggested a unit for
    /// (`convert ft 10 in cm` said unknown unit '10' with the unit list).
    @Test func aNumberInAConvertersNameIsNamedSo() {
        var session = Session()
        let message = session.handle("convert ft 10 in cm").error?.message ?? ""
        #expect(message.contains("'10' at column 12; a number, where a converter's name has units only"), "\(message)")
    }

    /// A unit of several words whose first word is a unit too completes its later words after
    /// a number (`1 mpg U` Tab was `1 mpg units`, the command).
    @Test func aLaterWordOfAUnitCompletesAfterAUnitItStartsWith() {
        #expect(Completion.complete("1 mpg U", phase: .ready).candidates.first == "UK")
        #expect(Completion.complete("1 mpg UK", phase: .ready).candidates == ["UK"])
        #expect(Completion.complete("5 oz ", phase: .ready).candidates.contains("t"), "oz t, the troy ounce")
    }

    /// Tab offers the same outputs after every connector, after `convert` and after a number.
    @Test func completionOffersTheSameOutputsInEveryPlace() {
        var random = SeededGenerator()
        for round in 0..<300 {
            let id = random.next(UnitCatalog.all.count)
            let unit = UnitCatalog.all[id]
            let spellings: [String] = [unit.symbol, unit.name] + unit.aliases
            let from = spellings[random.next(spellings.count)]
            let connector = UnitPair.connectors[random.next(UnitPair.connectors.count)]
            let glued = UnitPair.arrows.contains(connector) && random.next(2) == 0
            let stem = from + (glued ? connector : " " + connector + " ")
            let expected = Completion.outputs(from: UnitID(id))
            let afterConvert = Completion.complete("convert " + stem, phase: .ready).candidates
            let afterNumber = Completion.complete("5 " + stem, phase: .ready).candidates
            let prefix = glued ? stem.split(separator: " ").last.map(String.init) ?? "" : ""
            #expect(afterConvert.filter { !Converter.builtIn.map(\.label).contains($0) } == expected.map { stem + $0 },
                    "round \(round): convert \(stem)")
            #expect(afterNumber == expected.map { prefix + $0 }, "round \(round): 5 \(stem)")
            // A connector being typed after the unit completes alike: `convert mi t`, `5 mi t`, `5 mi -`.
            // (One of one character, `>` or `→`, is whole once typed: the outputs follow it, as checked above.)
            let longer = Completion.connectorWords.filter { $0.count > 1 }
            let typing = longer[random.next(longer.count)]
            let started = from + " " + String(typing.prefix(1))
            #expect(Completion.complete("convert " + started, phase: .ready).candidates.contains(from + " " + typing),
                    "round \(round): convert \(started)")
            #expect(Completion.complete("5 " + started, phase: .ready).candidates.contains(typing), "round \(round): 5 \(started)")
        }
    }
}
