/// Why a whole input line was refused, and where in the line.
public struct LineError: Error, Equatable, Sendable {
    /// What was wrong.
    public enum Reason: Error, Equatable, Sendable {
        /// A word or symbol that is not a key or command.
        case unknownKey(String)
        /// The machine refused the event of the token.
        case rejected(Rejection, token: String)
        /// `convert` or a menu line named no converter or unit pair.
        case notAConverter(String)
        /// A converter's name that starts with a number (`convert 5 ft to cm`): a conversion.
        case valueInConverterName(String)
        /// The same, typed in the menu: it must be left first (the hint looped there).
        case valueInMenu(String)
        /// The same, given to `--converter`: a line is given with `-e`.
        case valueInConverterFlag(String)
        /// A number after a converter's name (`convert mi to km 26.2`), and the pair.
        case valueAfterConverterName(String, pair: String)
        /// The text naming a converter is longer than `ConverterQuery.maximumLength` bytes.
        case converterTooLong(limit: Int)
        /// A unit pair of two different kinds.
        case differentKinds(UnitID, UnitID)
        /// A menu number outside the menu.
        case noSuchMenuItem(String)
        /// A command missing its argument or given a malformed one.
        case badArgument(command: String, detail: String)
        /// The line is longer than the reader accepts.
        case lineTooLong(Int)
        /// A traced line sends more events than a trace holds.
        case tracedTooLong(Int)
        /// Something after `quit` on its line.
        case nothingAfterQuit(String)
        /// `quit` after keys or a query on its line: it would leave before the line's answer is shown.
        case quitAfterKeys(String)
        /// A word where a unit is expected names none (`5 blorf`, `convert mi to xyz`), with a
        /// hint when one fits (`ton`, a misspelling).
        case unknownUnit(String, hint: String?)
        /// A connector with no unit after it (`5 mi to`, `convert mi to`), with a line that has one.
        case missingUnit(example: String)
        /// A connector right after a number, with no unit between (`5 to km`).
        case unitMissingBefore(String, example: String)
        /// A number in parts with no unit after it (`5 ft 10 to cm`), with the line written with one.
        case unitMissingAfter(String, example: String)
        /// A connector after a key that followed a unit alone (`5 mi +/- to km`).
        case connectorAfterKey(String, example: String)
        /// A connector where no number's unit comes right before it (`to km`, `5 mi to km to m`).
        case connectorOutOfPlace(String, example: String)
        /// A converter's name that starts with a connector (`convert to km`): the unit before it is missing.
        case pairStartsWithConnector(String, example: String)
        /// A converter named by one unit alone (`convert kmh`), with an output of its kind.
        case unitAlone(String, example: String)
        /// A unit written again right after itself, with no connector (`5" "`, `6″″`, `5 mi mi`): a
        /// conversion to itself read from a slip, with the unit written once.
        case unitTwice(String, example: String)
        /// A country between two units with no connector, which makes a unit with either
        /// (`5 gal UK gal`: US to imperial gallons, or imperial to US): both pairs, written with a
        /// connector, each said with the units it converts between. Indirect: its five strings
        /// inline made every reason, and every line's outcome that may hold one, larger (a replayed
        /// line cost 1.5 instructions more, copying them).
        indirect case countryEitherWay(String, first: CountryReading, second: CountryReading)
        /// A foot, inch or angle mark glued to the mark before it (`5'''`, `5'"`, `5′″`): no pair is
        /// read from marks run together.
        case markAfterMark(String)
        /// A word after a whole pair in a converter's name (`convert mi to km to m`, `convert mi km mi`),
        /// with the pair.
        case afterPair(String, pair: String, example: String)
        /// An output in parts written with blanks (`1.75 m to ft in`, `convert m to ft in`): what
        /// was typed, from the unit converted, and the compound it names, written with `+`.
        case partsWrittenApart(String, compound: String)
        /// Arrows or signs that join no units (`mi = km`, `mi --> km`): the same in every place,
        /// with the pair written with `to` as that place writes it (`5 ft to m`, `convert mi to km`).
        case unknownConnector(String, example: String)
        /// A compound output of another kind than the unit converted (`1 m to st+lb`).
        case compoundOfOtherKind(UnitID, CompoundUnit)
        /// Units joined by `+` that are no compound output (`h+min`, `in+ft`), with the ones there are.
        case noSuchCompound(String, hint: String)
        /// A connector written twice (`5 mi to to km`, `convert mi as as km`), with the line written once.
        case connectorTwice(String, example: String)
        /// A compound unit where a value's unit is expected (`5 ft+in to m`): it is an output
        /// only (`1000 in to ft+in`), and how a value in its parts is typed (`5 ft 10 in to m`).
        case outputOnly(String, asOutput: String, inParts: String, typed: String)
        /// A compound unit first in a converter's name (`convert ft+in to m`): it is an output
        /// only (`convert m to ft+in`); a converter from one of its units (`convert in to m`).
        case outputOnlyInName(String, asOutput: String, from: String)
        /// A token that is not a key, with a hint at what was meant (`98,6`, `q`, `km`).
        case unknownKeyWithHint(String, hint: String)
        /// More after a one-line conversion than the line can show: a second conversion
        /// (`5 mi to km 3 ft`) or digits that would lengthen its number (`5 mi to km 3`).
        case afterConversion(String, problem: String)
        /// A value in parts that breaks a rule of `CompoundInput` (`5 ft 13 in`), with what to write.
        case inParts(String, problem: String)
        /// A word after `state` or `list` on its line (`list 3`): what it shows would hide theirs.
        case afterQuery(String, problem: String)
        /// A line a hint would offer, not checked: hints checking their lines nested too deep
        /// (`LineParser.refusalDepthLimit`). Never the error of a line typed.
        case notChecked
        /// A token that would change the number typed before it otherwise than written (`10 -5`).
        case inNumber(String, problem: String)
    }

    /// What was wrong.
    public let reason: Reason

    /// The 1-based character column of the offending token; 0 for text that is not a line
    /// (a flag's value), which the message then does not place.
    public let column: Int

    /// What the place it was refused in adds, said after the reason: a converter refused for
    /// the number kept from before (`convert K C` after -100 °C) says to clear it first.
    public let afterword: String?

    /// An error of `reason` at 1-based character `column`, with `afterword` after it.
    public init(_ reason: Reason, column: Int, afterword: String? = nil) {
        self.reason = reason
        self.column = column
        self.afterword = afterword
    }

    /// What an unknown unit's message ends with when no hint fits.
    static let unitListHint = "'units' lists them, 'units length' one kind"

    /// The sentence shown to the user, without the `convcalc: line N:` prefix.
    public var message: String {
        reasonText + (afterword.map { "; " + $0 } ?? "")
    }

    /// `message` without the afterword.
    private var reasonText: String {
        let at = column > 0 ? " at column \(column)" : ""
        return switch reason {
        case .unknownKey(let token):
            "unknown key '\(token)'\(at); type 'help' for the keys"
        case .rejected(let rejection, let token):
            "'\(token)'\(at): \(rejection.message)"
        case .notAConverter(let text):
            "'\(text)'\(at) is not a converter; type a menu number, a name like"
                + " 'miles to kilometers', a unit pair like 'mi->km', or 'units' for the units"
        case .valueAfterConverterName(let number, let pair):
            "'\(number)'\(at) is a number after the converter's name; to convert a value, write the number"
                + " first, without convert: \(number) \(pair), or type it on the next line"
        case .valueInConverterName(let text):
            "'\(text)'\(at) starts with a number, which a converter's name has not; to convert a value,"
                + LineError.asLine(text) { " write it as a line of its own, without convert: " + $0 }
        case .valueInMenu(let text):
            "'\(text)'\(at) starts with a number, which a converter's name has not; to convert a value, leave the"
                + " menu (an empty line)," + LineError.asLine(text) { " then type " + $0 }
        case .valueInConverterFlag(let text):
            "'\(text)' starts with a number, which a converter's name has not; to convert a value,"
                + LineError.asLine(text) { " write convcalc -e " + ShellWord.quoted($0) }  // `5'10" to cm`: '5'\''10" to cm'
        case .converterTooLong(let limit):
            "the converter's name\(at) is longer than \(limit) bytes, the most a converter is named with;"
                + " type a menu number, a name like 'miles to kilometers' or a unit pair like 'mi->km'"
        case .differentKinds(let from, let to):
            LineError.cannotConvert(from, to: UnitCatalog.unit(to).kind.name, UnitCatalog.unit(to).symbol) + LineError.namesakeHint(from, to)
        case .noSuchMenuItem(let text):
            "there is no converter \(text)\(at); the menu has 1 to \(Converter.builtIn.count)"
        case .badArgument(let command, let detail):
            "the argument of \(command)\(at): \(detail)"
        case .quitAfterKeys(let word):
            "'\(word)'\(at) would leave before this line's answer is shown; put \(word) on a line of its own"
        case .nothingAfterQuit(let text):
            "'\(text)'\(at) follows quit; quit ends the line and the session, so it comes last"
        case .unknownUnit(let text, let hint):
            "unknown unit '\(text)'\(at); " + (hint ?? LineError.unitListHint)
        case .missingUnit(let example):
            "a unit is missing\(at); write e.g. \(example)"
        case .unitMissingBefore(let text, let example):
            "a unit is missing before '\(text)'\(at); write the unit after the number, e.g. \(example)"
        case .unitMissingAfter(let text, let example):
            "a unit is missing after '\(text)'\(at); write e.g. \(example)"
        case .unitAlone(let text, let example):
            "'\(text)'\(at) is one unit; a converter is a pair: \(example)"
        case .pairStartsWithConnector(let text, let example):
            "a unit is missing before '\(text)'\(at); write the unit before it, e.g. \(example)"
        case .markAfterMark(let text):
            "'\(text)'\(at) is a mark glued to the mark before it; a number takes one: ' for feet, \" for inches"
                + " (5'10\" for both), ′ and ″ for an angle's minutes and seconds"
        case .countryEitherWay(let text, let first, let second):
            "'\(text)'\(at) may belong to the unit before it or after it: for \(first.said): \(first.example);"
                + " for \(second.said): \(second.example)"
        case .unitTwice(let text, let example):
            "'\(text)'\(at) writes the unit before it again; write it once: \(example)"
        case .afterPair(let text, let pair, let example):
            "'\(text)'\(at) follows a whole pair (\(pair)); a converter is one pair: \(example)"
        case .connectorAfterKey(let text, let example):
            "'\(text)'\(at) comes after a key, which ended the unit's conversion; write the connector right after"
                + " the unit and the key last: \(example)"
        case .connectorOutOfPlace(let text, let example):
            "'\(text)'\(at) joins a number's unit to the unit to show it in, once a line: \(example)"
        case .unknownConnector(let text, let example):
            "'\(text)'\(at) is no connector; join the units with " + UnitPair.connectors.dropLast().joined(separator: ", ")
                + " or \(UnitPair.connectors[UnitPair.connectors.count - 1])" + (example.isEmpty ? "" : ": \(example)")
        case .compoundOfOtherKind(let from, let compound):
            LineError.cannotConvert(from, to: compound.kind.name, compound.symbol)
        case .noSuchCompound(let text, let hint):
            "'\(text)' is no compound output; \(hint)"
        case .connectorTwice(let text, let example):
            "'\(text)'\(at) is the connector written twice; write it once: \(example)"
        case .outputOnly(let text, let asOutput, let inParts, let typed):
            "'\(text)'\(at) is an output only (\(asOutput)); a value in parts names each part (\(inParts))"
                + (typed.isEmpty ? "" : "; for the number typed write \(typed)")
        case .outputOnlyInName(let text, let asOutput, let from):
            "'\(text)'\(at) is an output only (\(asOutput)); to convert from its units, pick one: \(from)"
        case .unknownKeyWithHint(let token, let hint):
            "unknown key '\(token)'\(at); \(hint)"
        case .partsWrittenApart(let text, let compound):
            "'\(text)'\(at) names an output in parts: join its units with +, as in \(compound)"
        case .afterConversion(let text, let problem), .inNumber(let text, let problem), .afterQuery(let text, let problem):
            "'\(text)'\(at) \(problem)"
        case .inParts(let text, let problem):
            "'\(text)'\(at): \(problem)"
        case .tracedTooLong(let limit):
            "a traced line sends at most \(limit) events; the one\(at) would be one more: split the line, or turn the"
                + " trace off (trace off)"
        case .lineTooLong(let limit):
            "the line is longer than \(limit) bytes and was skipped"
        case .notChecked:
            "more of it is refused too"
        }
    }

    /// Why the line was refused, without the word and column it names first where the reason
    /// has them (`13 in is 1 ft or more; …`), for a message that quotes another line's refusal.
    var explanation: String {
        if case .inParts(_, let problem) = reason { return problem }
        return LineError(reason, column: 0, afterword: afterword).message  // with it: `…; that line is refused too: …`
    }

    /// `message` for a converter given as `--converter` (the flag, or a transcript's header):
    /// a pair it ends by offering as the prompt types it (`…: convert mi to km`) offered as the
    /// flag takes it (`…: --converter 'mi to km'`).
    public static func forConverterFlag(_ message: String) -> String {
        // Each clause's (`write it once: convert mi; that is refused too: …: convert mi to km`).
        let clauses = message.split(separator: "; ", omittingEmptySubsequences: false).map { clause -> String in
            guard let range = clause.rangeOfText("convert ", last: true) else { return String(clause) }
            let before = clause[..<range.lowerBound]
            guard before.hasSuffix(": ") || before.hasSuffix("e.g. ") || before.hasSuffix(": write ") else { return String(clause) }
            // A sentence (`convert the data (kbit, kB) and the time apart`) is no name: kept as said
            // (it was offered as `--converter 'the data …'`, refused). A name starts with a unit.
            let name = clause[range.upperBound...]
            let named = { if case .success = ConverterQuery.resolve(String(name)) { true } else { false } }
            guard let first = name.split(separator: " ").first, UnitCatalog.find(String(first)) != nil
                    || UnitCatalog.find(name.split(separator: " ").prefix(2).joined(separator: " ")) != nil || named()
            else { return String(clause) }
            return before + "--converter '" + name + "'"
        }
        return clauses.joined(separator: "; ")
    }

    /// A value typed where a converter's name goes (`convert 5mi km`), as a line takes it: as
    /// typed, else its first spaced reading a line accepts (`5 mi km`), said by `offer`;
    /// when a line takes neither, why the line typed is refused (`convert -500 F`:
    /// below absolute zero), never a line that would be refused.
    private static func asLine(_ text: String, _ offer: (String) -> String) -> String {
        guard let refused = LineParser.refusal(of: text) else { return offer(text) }
        if let spaced = KeyHint.spacedLines(text.split(separator: " ").map(String.init)).first(where: { LineParser.refusal(of: $0) == nil }) {
            return offer(spaced)
        }
        return " type it as a line of its own, which refuses it too: " + refused.explanation
    }

    /// A line with the unit that is missing before `connector` written in (`5 -> cm`: 5 in -> cm),
    /// after the user's `number`: of the kind of the `target` typed after it, its everyday other
    /// unit; else 5 mi to km.
    static func missingUnitExample(_ connector: String, to target: String?, number: String = "5") -> String {
        // An output in parts (`5 to h+min`): a part's everyday other unit, else the first unit of its
        // kind, none of its parts (it offered `5 mi to km`, a length for a time).
        if let target, let compound = UnitCatalog.compound(target) {
            let everyday = compound.parts.compactMap { UnitCatalog.unit($0).everyday.flatMap(UnitCatalog.find) }
            let ofKind = UnitCatalog.all.indices.lazy.map { UnitID($0) }.filter { UnitCatalog.kinds[Int($0)] == compound.kind }
            if let source = (everyday + ofKind).first(where: { !compound.parts.contains($0) }) {
                return "\(number) \(UnitCatalog.unit(source).symbol) \(connector) \(compound.symbol)"
            }
        }
        guard let target, let id = UnitCatalog.find(target), let everyday = UnitCatalog.unit(id).everyday,
              let source = UnitCatalog.find(everyday), source != id else { return "\(number.isEmpty ? "" : number) mi \(connector) km" }
        return "\(number) \(UnitCatalog.unit(source).symbol) \(connector) \(UnitCatalog.unit(id).symbol)"
    }

    /// `cannot convert length (m) to mass (st+lb)`: a unit and what it was asked to become.
    private static func cannotConvert(_ from: UnitID, to kind: String, _ symbol: String) -> String {
        "cannot convert \(UnitCatalog.unit(from).kind.name) (\(UnitCatalog.unit(from).symbol)) to \(kind) (\(symbol))"
    }

    /// For a mass and a volume whose mass unit has a fluid namesake (`oz`: `fl oz`), where
    /// the volume was meant: `; for fluid ounces write fl oz`; for Celsius and a volume (`1 c
    /// to ml`, a recipe's c): `; C is Celsius here: for cups write cup`; for feet or inches and an
    /// angle (`30' to °`): the arcminutes' and arcseconds' symbols. Empty otherwise.
    static func namesakeHint(_ from: UnitID, _ to: UnitID) -> String {
        for (mass, volume) in [(from, to), (to, from)] {
            let symbol = UnitCatalog.unit(mass).symbol
            guard let fluid = UnitCatalog.find("fl " + symbol), UnitCatalog.kinds[Int(fluid)] == UnitCatalog.kinds[Int(volume)]
            else { continue }
            // `1 oz to fl oz`: the fluid one is already written on the other side.
            if fluid == volume { return "; \(symbol) measures mass, \(UnitCatalog.unit(fluid).symbol) volume: no value is both" }
            return "; for fluid \(UnitCatalog.unit(mass).name) write \(UnitCatalog.unit(fluid).symbol)"
        }
        // `1 c to ml`: c is Celsius (as in 5 C), though recipes write c for a cup.
        for (celsius, volume) in [(from, to), (to, from)] where UnitCatalog.unit(celsius).symbol == "°C" {
            guard let cup = UnitCatalog.find("cup"), UnitCatalog.kinds[Int(cup)] == UnitCatalog.kinds[Int(volume)] else { continue }
            return "; C is Celsius here: for cups write cup"
        }
        // `30' to °`: a straight mark is feet; the primes apart (`30 ′`) are arcminutes.
        for (length, angle) in [(from, to), (to, from)] where ["ft", "in"].contains(UnitCatalog.unit(length).symbol) {
            guard let minute = UnitCatalog.find("arcmin"), UnitCatalog.kinds[Int(minute)] == UnitCatalog.kinds[Int(angle)] else { continue }
            return "; ' and \" are feet and inches here: for arcminutes write arcmin, for arcseconds arcsec"
        }
        // `-40° to C`: ° alone is the angle's degree; a temperature's degree names its scale.
        for (degree, temperature) in [(from, to), (to, from)] where UnitCatalog.unit(degree).symbol == "°" {
            guard let fahrenheit = UnitCatalog.find("°F"), UnitCatalog.kinds[Int(fahrenheit)] == UnitCatalog.kinds[Int(temperature)]
            else { continue }
            return "; ° alone is a degree of angle: a temperature's degree is written with its scale (°F, °C)"
        }
        return ""
    }
}

/// One reading of a country between two units (`CountryEitherWay`): what it converts between,
/// in words (`gallons to imperial gallons`), and the pair written so (`5 gal to UK gal`).
public struct CountryReading: Sendable, Hashable {
    let said: String
    let example: String

    /// This reading with its example passed through `rewrite`.
    func rewritten(_ rewrite: (String) -> String) -> CountryReading { CountryReading(said: said, example: rewrite(example)) }
}
