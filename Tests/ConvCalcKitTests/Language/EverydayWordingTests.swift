import Testing
@testable import ConvCalcKit

/// What a new user typed in a third trial, each checked by hand (and against GNU units for the
/// values): speeds as people say them, microlitres, an article for one, precision as schools
/// abbreviate it.
@Suite struct EverydayWordingTests {
    /// 60 mi/h is 96.56064 km/h exactly (1 mi = 1.609344 km); 60 km/h is 37.2823 mph.
    @Test(arguments: [("60 mile/hour", "≈ 96.56 km/h"), ("60 miles/hour to km/h", "≈ 96.56 km/h"),
                      ("60 miles an hour", "≈ 96.56 km/h"), ("5 mi per hour to km per hour", "≈ 8.05 km/h"),
                      ("60 km/hour to mph", "≈ 37.28 mph"), ("100 kilometres an hour to mph", "≈ 62.14 mph"),
                      // A rate in words, its units in any spelling, found by their symbols (these were refused:
                      // 'a rate is written with a slash here'). 5 m/s = 5 / 0.44704 mph = 11.1847; 5 km/L =
                      // 5 × 3.785411784 / 1.609344 mpg = 11.7607; 5 mpg = 235.2146 / 5 L/100km = 47.04.
                      ("5 miles per hr to kph", "≈ 8.05 km/h"), ("5 mph to km per hr", "≈ 8.05 km/h"),
                      ("5 m per s to mph", "≈ 11.18 mph"), ("5 kilometers per litre to mpg", "≈ 11.76 mpg"),
                      ("5 mi per gallon", "≈ 47.04 L/100km"), ("5 ft per sec to m/s", "≈ 1.52 m/s"),
                      // By value where no spelling joins them: nmi/h is the knot (5 kn = 9.26 km/h).
                      ("5 nautical mile per hour to kph", "9.26 km/h"),
                      ("1 mL to µL", "1000 µL"), ("2500 uL to mL", "2.5 mL"), ("5 microlitres to mL", "≈ 0.01 mL")])
    func aSpeedOrAVolumeAsPeopleWriteIt(line: String, output: String) {
        #expect(Given.plain(Given.session(after: [line])).split(separator: "\n").first.map(String.init) == output, "\(line)")
    }

    @Test(arguments: [("a mile in km", "unknown key 'a' at column 1; a number is written in digits: write 1 mile in km"),
                      ("An inch to cm", "unknown key 'An' at column 1; a number is written in digits: write 1 inch to cm"),
                      // No unit after it: `a` is the year's symbol, as before.
                      ("a", "unknown key 'a' at column 1; a unit goes after a number (5 a to …), or pick a converter: convert a …")])
    func anArticleForOneIsWrittenAsADigit(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    /// Hints that fit where the word stands, and lines written as the parser takes them.
    @Test(arguments: [
        // Neither NM nor nm is energy: no case hint naming them.
        ("5 J to Nm", "unknown unit 'Nm' at column 8; 'units energy' lists the units of energy, 'units' all"),
        // Milli is never suggested as mega (MWh was, 10⁹ off).
        ("5 mAh to Wh", "unknown unit 'mAh' at column 3; 'units energy' lists the units of energy, 'units' all"),
        // A letter doubled: the spelling with it once, bare as with a target (barrel was suggested bare).
        ("5 barr", "unknown unit 'barr' at column 3; did you mean 'bar'?"),
        ("5 barr to psi", "unknown unit 'barr' at column 3; did you mean 'bar'?"),
        // A power of ten apart, or alone, written with e: 1.5e-4 km is 150 mm; 1e3 m is 1 km.
        ("1.5 × 10⁻⁴ km to mm", "unknown key '×' at column 5; write a power of ten with e: 1.5e-4 km to mm"),
        ("10^3 m to km", "unknown key '10^3' at column 1; write a power of ten with e: 1e3 m to km"),
        // A compound first in a converter's name: from one of its units.
        ("convert ft+in to m", "'ft+in' at column 9 is an output only (convert m to ft+in); to convert from its units,"
            + " pick one: convert in to m"),
        ("convert h+min+s to s", "'h+min+s' at column 9 is an output only (convert s to h+min+s); to convert from its units,"
            + " pick one: convert h to s"),
        // A compound said in words.
        ("1.8 m in feet and inches", "unknown key 'and' at column 15; a compound output is written with +: write 1.8 m in ft+in"),
        ("100 min to hours and minutes", "unknown key 'and' at column 18; a compound output is written with +: write 100 min to h+min"),
    ])
    func aHintFitsWhereTheWordStands(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    /// A prime glued to a number before an angle's unit is arcminutes (30′ = 0.5°), a double
    /// prime arcseconds; before a length, feet and inches as ever (6′2″ = 74 in = 187.96 cm).
    @Test func aGluedPrimeBeforeAnAngleIsArcminutes() {
        #expect(Given.plain(Given.session(after: ["30′ to °"])) == "0.5 °\n30 arcmin\n")
        #expect(Given.plain(Given.session(after: ["30″ to arcmin"])) == "0.5 arcmin\n30 arcsec\n")
        #expect(Given.plain(Given.session(after: ["6′2″ to cm"])).hasPrefix("187.96 cm\n"))
    }

    /// Given with `--converter`, a pair offered is written as the flag takes it, not as the
    /// prompt's `convert` (`--converter mi->` said "write e.g. convert mi -> km").
    @Test func aConverterFlagsErrorOffersTheFlag() {
        let message = { (name: String) -> String in
            guard case .failure(let reason) = ConverterQuery.resolve(name) else { return "" }
            return LineError.forConverterFlag(LineError(reason, column: 0).message)
        }
        #expect(message("mi->") == "a unit is missing; write e.g. --converter 'mi -> km'")
        #expect(message("mi") == "'mi' is one unit; a converter is a pair: --converter 'mi to km'")
        #expect(message("ft+in").hasSuffix("pick one: --converter 'in to cm'"))
        #expect(LineError.forConverterFlag("no pair here") == "no pair here")
        // A power apart: the flag's form, not the prompt's (`(convert mi² to km²)`).
        #expect(message("mi 2 to km 2") == "unknown unit '2'; a power is written against its unit: --converter 'mi² to km²'")
        // A name offered is kept when it names a converter, dropped when not (`mi.`: mi alone is none).
        let named = { (name: String) -> String in
            guard case .failure(let reason) = ConverterQuery.resolve(name) else { return "" }
            return LineError(reason, column: 0).offeringOnlyAcceptedNames.message
        }
        #expect(named("mi.") == "unknown unit 'mi.'; no period after a unit")
        #expect(named("mi. to km").hasSuffix("write mi to km"))
        // A name offered that is refused too says why, each clause's pair written as the flag takes it
        // (`--converter 'mi mi'` offered `--converter 'mi'`, refused, where `convert mi mi` said so).
        #expect(LineError.forConverterFlag("'mi' writes the unit before it again; write it once: convert mi; that line is refused"
            + " too: 'mi' is one unit; a converter is a pair: convert mi to km") == "'mi' writes the unit before it again; write it"
            + " once: --converter 'mi'; that line is refused too: 'mi' is one unit; a converter is a pair: --converter 'mi to km'")
        // The unit written again alone: its everyday pair (an attack: `convert ms ms => mo` offered `convert ms`,
        // refused, then ms to s, dropping the mo typed).
        #expect(LineError.forConverterFlag(named("mi mi")) == "'mi' writes the unit before it again; write it once: --converter 'mi to km'")
        #expect(LineError.forConverterFlag(named("mi \"->\" km")) == "unknown key '\"->\"'; a connector is written without quotes:"
            + " --converter 'mi -> km'")
        // As written: `gal US gal` keeps `gal US`, as the line `5 gal US gal` does (it offered `gal to L`).
        #expect(LineError.forConverterFlag(named("gal US gal")) == "'gal' writes the unit before it again; write it once: --converter 'gal US to L'")
        #expect(LineError.forConverterFlag(named("ms ms => mo")) == "'ms' writes the unit before it again; write it once: --converter 'ms => mo'")
        // A word's own hint writes the whole name, as `convert` does (`--converter 'mi tokm'` offered
        // `write to km`, refused: a unit is missing before `to`).
        let flag = { (name: String) -> String in
            guard case .failure(let reason) = ConverterQuery.resolve(name) else { return "" }
            return LineError.forConverterFlag(name: name, reason)
        }
        #expect(flag("mi tokm") == "--converter: unknown unit 'tokm'; the connector is glued to the unit: write --converter 'mi to km'")
        #expect(flag("kilowattto watts") == "--converter: unknown unit 'kilowattto'; the connector is glued to the unit:"
            + " write --converter 'kilowatt to watts'")
        #expect(flag("mi/s tom/sec") == "--converter: unknown unit 'tom/sec'; the connector is glued to the unit: write --converter 'mi/s to m/sec'")
        // A word's rewrite that is no name, where `convert` offers none: said without it (it offered `write as n`).
        #expect(flag("MiB asn GiB") == "--converter: unknown unit 'asn'; the connector is glued to the unit")
        // Pasted blanks and invisible characters, as `convert NAME` reads them (the flag said unknown unit 'mi\u{00A0}to').
        #expect(ConverterQuery.resolve("mi\u{00A0}to\u{3000}km") == ConverterQuery.resolve("mi to km"))
        #expect(flag("kilometr\u{00AD} to m") == "--converter: unknown unit 'kilometr'; did you mean 'kilometre' (km)?;"
            + " read without its invisible character (\\u{00AD})")
        #expect(flag("mi.\u{200B} to km") == "--converter: unknown unit 'mi.'; no period after a unit: write --converter 'mi to km';"
            + " read without its invisible character (\\u{200B})")
        // A sentence after `convert` is no name (it offered `--converter 'the data (kbit, kB) and …'`, refused).
        #expect(flag("kbps to Mbit") == "--converter: unknown unit 'kbps'; 'kbps' is a data rate, and rates of data have"
            + " no unit here: convert the data (kbit, kB) and the time apart")
        // The choices of an ambiguous unit are listed, as a line and `convert` list them (they were dropped).
        #expect(flag("ton to kg") == "--converter: unknown unit 'ton'; 'ton' is ambiguous: write t (tonne, 1000 kg),"
            + " short ton (2000 lb) or long ton (2240 lb)")
        // A value offered as a command to paste is one shell word (`'5'10" to cm'` left a quote open in bash).
        #expect(LineError(.valueInConverterFlag("5'10\" to cm"), column: 0).message == "'5'10\" to cm' starts with a number,"
            + " which a converter's name has not; to convert a value, write convcalc -e '5'\\''10\" to cm'")
        // A line's rewrite that a name's refusal has none of (the hyphen apart): the flag offers it too.
        #expect(flag("kW – h to MJ") == "--converter: '–' is no connector; join the units with to, in, as, ->, →, => or >;"
            + " a unit's hyphen is the ASCII -, with no blanks around it: write --converter 'kW-h to MJ'")
    }

    /// After a converter to a compound, a bare value in one of its smaller units goes to the
    /// compound (70 in = 5 ft 10 in; 5400 s = 1 h 30 min 0 s; 150 lb = 10 st 10 lb; 70 in =
    /// 1 yd 2 ft 10 in), while one in its largest unit, which would only repeat itself with
    /// zeros, goes to its everyday counterpart (5 ft ≈ 1.52 m). They went to min, kg and cm.
    @Test(arguments: [("convert m ft+in", "70 in", "5 ft 10 in\n70 in\n"), ("convert s h+min+s", "5400 s", "1 h 30 min 0 s\n5400 s\n"),
                      ("convert kg st+lb", "150 lb", "10 st 10 lb\n150 lb\n"),
                      ("convert m yd+ft+in", "5 ft 10 in", "1 yd 2 ft 10 in\n70 in\n"),
                      ("convert m ft+in", "5 ft", "≈ 1.52 m\n5 ft\n"), ("convert m ft+in", "5 ft 10 in", "177.8 cm\n70 in\n")])
    func aValueInASmallerUnitOfTheCompoundGoesToIt(converter: String, line: String, shown: String) {
        #expect(Given.plain(Given.session(after: [converter, line])) == shown)
    }

    /// Found in a fourth trial: each line as people type it, answered or hinted as it should be.
    @Test(arguments: [
        ("1.8 m to ft & in", "unknown key '&' at column 13; a compound output is written with +: write 1.8 m to ft+in"),
        ("5000 s to h m s", "'s to h m s' at column 6 names an output in parts: join its units with +, as in h+min+s"),
        // Grams are no answer where a temperature converts.
        ("5 C to G", "unknown unit 'G' at column 8; 'G' in capitals is gauss or the prefix giga alone, which have no unit here"),
        ("5 kg to G", "unknown unit 'G' at column 9; 'G' in capitals is gauss or the prefix giga alone, which have no unit here;"
            + " for grams write g"),
        ("convert mi km m", "'m' at column 15 follows a whole pair (mi km); a converter is one pair: convert mi to km"),
    ])
    func aFourthTrialsLineIsAnswered(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    /// 30 mpg = 7.84 L/100km (235.215/30); 2 imp gal = 2.4019 US gal; 1 oz t = 1.0971 oz.
    @Test(arguments: [("30 mi/gal", "≈ 7.84 L/100km"), ("30 miles/gallon to km/L", "≈ 12.75 km/L"),
                      ("2 gal UK gal US", "≈ 2.4 gal"), ("5 gal to imp gal", "≈ 4.16 imp gal")])
    func aFourthTrialsConversionIsAnswered(line: String, output: String) {
        #expect(Given.plain(Given.session(after: [line])).split(separator: "\n").first.map(String.init) == output, "\(line)")
    }

    /// The fifth trial's spellings: 5 lbf = 22.2411 N, 5 kgf = 49.0333 N, 5 km/h = 3.1069 mph,
    /// 5 US pt = 2365.88 mL, 2 US cups = 473.18 mL (each worked by hand from the definitions).
    @Test(arguments: [("5 lbs force to N", "≈ 22.24 N"), ("5 lb force to N", "≈ 22.24 N"), ("5 kg force to N", "≈ 49.03 N"),
                      ("5 kilograms force to N", "≈ 49.03 N"), ("5 kilometre/hour", "≈ 3.11 mph"),
                      ("5 kilometer an hour", "≈ 3.11 mph"), ("5 US pt", "≈ 2365.88 mL"), ("2 US cup", "≈ 473.18 mL")])
    func aFifthTrialsSpellingIsAnswered(line: String, output: String) {
        #expect(Given.plain(Given.session(after: [line])).split(separator: "\n").first.map(String.init) == output, "\(line)")
    }

    /// Parts joined by a word, as said aloud: the line without it, when that line is accepted
    /// (never between two numbers: `5 3` is 53 typed).
    @Test(arguments: [
        ("5 ft and 10 in to cm", "unknown unit 'and' at column 6; a value in parts has no 'and' between them: write 5 ft 10 in to cm"),
        ("6 st & 4 lb in kg", "unknown key '&' at column 6; a value in parts has no '&' between them: write 6 st 4 lb in kg"),
        ("1 h AND 30 min", "unknown unit 'AND' at column 5; a value in parts has no 'AND' between them: write 1 h 30 min"),
        ("5 and 3", "unknown unit 'and' at column 3; 'units' lists them, 'units length' one kind"),
        ("5 ft and 10", "unknown unit 'and' at column 6; 'units length' lists the units of length, 'units' all"),
    ])
    func partsJoinedByAWordOfferTheLineWithoutIt(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    /// `precision 3 digits` says why it is refused (places or significant digits: it does not
    /// say which) and offers both, each accepted.
    @Test func precisionInDigitsOffersBoth() {
        var session = Session()
        #expect(session.handle("precision 3 digits").error?.message == "the argument of precision at column 11: '3 digits' could"
            + " be decimal places or significant digits: write precision 3 for 3 decimal places, or precision 3 sig")
        #expect(session.handle("precision 0 Figures").error?.message.hasSuffix("write precision 0 for 0 decimal places, or precision 1 sig") == true)
        #expect(session.handle("precision 3").error == nil)
        #expect(session.handle("precision 1 sig").error == nil)
        #expect(session.handle("precision 15 digits").error?.message == "the argument of precision at column 11: '15 digits':"
            + " decimal places go to 12; for 15 significant digits write precision 15 sig")
        #expect(session.handle("precision 16 digits").error?.message.contains("is not a whole number from 0 to 12") == true)
    }

    /// The fifth trial's unknowns: a long name with a letter too many is suggested (a dropped
    /// letter is no typo only in short symbols: `kbps` is no `kps`), `Ib` is pounds with a
    /// capital i, a data rate says it has no kind here.
    @Test(arguments: [
        ("5 fahrenheight to C", "unknown unit 'fahrenheight' at column 3; did you mean 'fahrenheit' (°F)?"),
        ("5 kilometerss", "unknown unit 'kilometerss' at column 3; did you mean 'kilometers' (km)?"),
        ("5 Ib to kg", "unknown unit 'Ib' at column 3; for pounds write lb, with a small L, not an i"),
        // Typed with a small i, quoted as typed (it quoted a capital I).
        ("5 ib to kg", "unknown unit 'ib' at column 3; for pounds write lb, with a small L, not an i"),
        ("5 Ibs", "unknown unit 'Ibs' at column 3; for pounds write lbs, with a small L, not an i"),
        ("100 Mbps to MB", "unknown unit 'Mbps' at column 5; 'Mbps' is a data rate, and rates of data have no unit here:"
            + " convert the data (Mbit, MB) and the time apart"),
        ("1 kbps to m", "unknown unit 'kbps' at column 3; 'kbps' is a data rate, and rates of data have no unit here:"
            + " convert the data (kbit, kB) and the time apart"),
    ])
    func aFifthTrialsUnknownIsExplained(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    @Test(arguments: [("5 km per h", "≈ 3.11 mph"), ("60 mi per h", "≈ 96.56 km/h")])
    func perHIsPerHour(line: String, output: String) {
        #expect(Given.plain(Given.session(after: [line])).split(separator: "\n").first.map(String.init) == output)
    }

    /// Units written as their units' product or quotient, as GNU units and numbat read them:
    /// 5 kWh = 18 MJ; 5 lbf/in² = 34.4738 kPa; 5 N m = 5 J = 1.195 cal; 5 J/s = 5 W; 5 g = 0.1764 oz.
    @Test(arguments: [("5 kW h to MJ", "18 MJ"), ("5 kW·h to MJ", "18 MJ"), ("5 W h to kJ", "18 kJ"), ("5 N m to J", "5 J"),
                      ("5 N·m to cal", "≈ 1.2 cal"), ("5 lb/in² to kPa", "≈ 34.47 kPa"), ("5 lbf/in2 to kPa", "≈ 34.47 kPa"),
                      ("5 J/s to W", "5 W"), ("5 N/m² to Pa", "5 Pa"), ("5 gm to oz", "≈ 0.18 oz"), ("1 gig to MB", "1000 MB"), ("2 tblsp to mL", "≈ 29.57 mL")])
    func aUnitWrittenAsItsUnitsIsAnswered(line: String, output: String) {
        #expect(Given.plain(Given.session(after: [line])).split(separator: "\n").first.map(String.init) == output, "\(line)")
    }

    /// Signs and slashes where a unit's parts or a connector go, each offering the line that is
    /// accepted: `=` glued (`mi=km` was an unknown unit), a slash apart (`km / h` was arithmetic),
    /// GNU units' `ft/in` for parts, a unit of two words with no number (`sq` was an unknown key).
    @Test(arguments: [
        ("5 mi=km", "'=' at column 5 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to km"),
        ("convert mi=km", "'=' at column 11 is no connector; join the units with to, in, as, ->, →, => or >: convert mi to km"),
        ("5 mi ==km", "'==' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to km"),
        // A comma, bar, semicolon or ampersand glued between two units of a kind, in a line and a name alike (an
        // attack: `5 mi,km` was an unknown unit, `convert mi,km` no converter); an answer's parts stay parts.
        ("5 mi,km", "',' at column 5 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to km"),
        ("convert mi,km", "',' at column 11 is no connector; join the units with to, in, as, ->, →, => or >: convert mi to km"),
        ("5 mi|km", "'|' at column 5 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to km"),
        ("convert mi&km", "'&' at column 11 is no connector; join the units with to, in, as, ->, →, => or >: convert mi to km"),
        ("convert ft;in", "unknown unit 'ft;in' at column 9; an answer in parts is written with + here: ft+in"),
        ("5 mi,kg", "unknown unit 'mi,kg' at column 3; 'units' lists them, 'units length' one kind"),
        // Unicode's arrows glued (they were an unknown unit 'mi⇒km', apart they were no connector already).
        ("5 mi⇒km", "'⇒' at column 5 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to km"),
        ("convert mi⟶km", "'⟶' at column 11 is no connector; join the units with to, in, as, ->, →, => or >: convert mi to km"),
        ("5 km / h to mph", "unknown key '/' at column 6; a unit is written without blanks around its slash: write 5 km/h to mph"),
        // A hyphen apart inside a unit (`convert kW - h to MJ` offered `convert kW to h`, power to time; by hand
        // 5 kWh = 18 MJ), in a line and a converter's name alike.
        ("5 kW - h to MJ", "'-' at column 6 is no connector; join the units with to, in, as, ->, →, => or >; a unit's hyphen"
            + " is the ASCII -, with no blanks around it: write 5 kW-h to MJ"),
        ("convert kW - h to MJ", "'-' at column 12 is no connector; join the units with to, in, as, ->, →, => or >; a unit's"
            + " hyphen is the ASCII -, with no blanks around it: write convert kW-h to MJ"),
        // On one side only, or a dash for it (they were no connector, with no rewrite, and `-h` an unknown power).
        ("5 kW- h to MJ", "'-' at column 5 is no connector; join the units with to, in, as, ->, →, => or >; a unit's hyphen"
            + " is the ASCII -, with no blanks around it: write 5 kW-h to MJ"),
        ("5 kW -h to MJ", "unknown unit '-h' at column 6; a unit's hyphen is the ASCII -, with no blanks around it: write 5 kW-h to MJ"),
        ("5 kW–h to MJ", "'–' at column 5 is no connector; join the units with to, in, as, ->, →, => or >; a unit's hyphen"
            + " is the ASCII -, with no blanks around it: write 5 kW-h to MJ"),
        ("convert kW = h", "'=' at column 12 is no connector; join the units with to, in, as, ->, →, => or >"),
        ("5 mi / 2", "unknown key '/' at column 6; convcalc converts one number and does no arithmetic: type the result"),
        ("1.8 m to ft/in", "unknown unit 'ft/in' at column 10; an answer in parts is written with + here: ft+in"),
        ("sq ft to m2", "unknown key 'sq' at column 1; a unit goes after a number (5 sq ft to m2), or pick the converter: write"
            + " convert sq ft to m2"),
        // The longest unit, its first word a unit too (it offered kilometers, a length), and the pair whole.
        ("kilometers per litre", "unknown key 'kilometers' at column 1; a unit goes after a number (5 kilometers per litre to …),"
            + " or pick a converter: convert kilometers per litre …"),
        ("liter per 100 km", "unknown key 'liter' at column 1; a unit goes after a number (5 liter per 100 km to …), or pick a"
            + " converter: convert liter per 100 km …"),
        ("nautical miles to km", "unknown key 'nautical' at column 1; a unit goes after a number (5 nautical miles to km), or pick"
            + " the converter: write convert nautical miles to km"),
        ("what is 5 mi in km", "unknown key 'what' at column 1; type the conversion alone: write 5 mi in km"),
        ("what's 100 °F in °C?", "unknown key 'what's' at column 1; type the conversion alone: write 100 °F in °C"),
        ("what is love", "unknown key 'what' at column 1; type 'help' for the keys"),
        // The third trial: signs inside the output are no connector (`90 min to h:min` offered
        // `90 h to min`, another conversion that runs), and GNU-like separators ask for parts.
        ("90 min to h:min", "unknown unit 'h:min' at column 11; an answer in parts is written with + here: h+min"),
        ("1.8 m to ft=in", "unknown unit 'ft=in' at column 10; an answer in parts is written with + here: ft+in"),
        ("1.8 m to ft-in", "unknown unit 'ft-in' at column 10; an answer in parts is written with + here: ft+in"),
        ("1.8 m to ft~in", "unknown unit 'ft~in' at column 10; an answer in parts is written with + here: ft+in"),
        ("1.8 m to ft|in", "unknown unit 'ft|in' at column 10; an answer in parts is written with + here: ft+in"),
        ("5 mi km=m", "unknown unit 'km=m' at column 6; 'units length' lists the units of length, 'units' all"),
        ("5 mi =km", "'=' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to km"),
        ("5 L / 100 km to mpg", "unknown key '/' at column 5; a unit is written without blanks around its slash: write 5 L/100km to mpg"),
        ("how many feet are in 2 miles?", "unknown key 'how' at column 1; type the conversion alone: write 2 miles in feet"),
        ("how many km in a mile", "unknown key 'how' at column 1; type the conversion alone: write 1 mile in km"),
        ("how many miles is 5 km", "unknown key 'how' at column 1; type the conversion alone: write 5 km in miles"),
        ("how much is 5 lb in kg?", "unknown key 'how' at column 1; type the conversion alone: write 5 lb in kg"),
        ("how many cups make a litre", "unknown key 'how' at column 1; type the conversion alone: write 1 litre in cups"),
        ("9.81 m/s² to g", "unknown unit 'm/s²' at column 6; 'm/s²' is an acceleration, which has no kind here (a units file"
            + " can add one: docs/GUIDE.md, your own units)"),
        ("10 MB/s", "unknown unit 'MB/s' at column 4; 'MB/s' is a data rate, and rates of data have no unit here: convert the"
            + " data (MB, Mbit) and the time apart"),
        ("5 gal exp 2", "'exp' at column 7 would give the number converted before it an exponent; write the exponent with the"
            + " number (5e2 gal), or put this on a line of its own"),
        // The fourth trial and attack of this stop.
        ("mi to km", "unknown key 'mi' at column 1; a unit goes after a number (5 mi to km), or pick the converter: write convert mi to km"),
        ("1 km/min to mph", "unknown unit 'km/min' at column 3; a line takes the units 'units' lists, not expressions of them:"
            + " 'units speed' lists the units of speed; a units file can define km/min (docs/GUIDE.md, Your own units)"),
        ("2 e 3", "unknown key 'e' at column 3; an exponent is written with its number (2e3), or with the key EE (2 EE 3)"),
        ("5 mi to km and 3 ft to m", "unknown key 'and' at column 12; convcalc reads one conversion a line: put each on a line of its own"),
        ("1'000 in to cm", "unknown key '1'000' at column 1; an apostrophe between digits is no thousands separator here: write 1000 in to cm"),
        ("1’000", "unknown key '1’000' at column 1; an apostrophe between digits is no thousands separator here: write 1000"),
        ("1'000 in.", "unknown unit 'in.' at column 7; no period after a unit"),
        ("1'000.5 in", "unknown key '1'000.5' at column 1; an apostrophe between digits is no thousands separator here: write 1000.5 in"),
        // The feet mark apart from its number: `5 7"` would be 57 in, `5' 7"` is 5 ft 7 in.
        ("5 '7\"", "unknown key ''7\"' at column 3; the feet mark goes right after its number: write 5' 7\""),
        ("5 '10'", "unknown key ''10'' at column 3; no quotes here"),
        // Two numbers side by side are one typed key by key: never offered (`5 10 in` is 510 in).
        ("5, 10 in", "unknown key '5,' at column 1; no comma after a number; written 5 10 in, it is refused too: '5 10' holds"
            + " numbers apart before one unit, which as keys would join as 510; for 510 write it whole: 510 in; a value in parts"
            + " names each part's unit (5 ft 10 in)"),
        ("(5) 10 km", "unknown key '(5)' at column 1; no brackets here"),
        ("1,000 25 km", "unknown key '1,000' at column 1; no thousands separators (1,000 is written 1000)"),
        ("what is ? 5 km", "unknown key 'what' at column 1; type 'help' for the keys"),
    ])
    func signsWhereUnitsOrConnectorsGo(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
        if let offered = message.firstRange(of: #/(: write |or >: )/#).map({ String(message[$0.upperBound...]) }) {
            #expect(session.handle(offered).error == nil, "\(offered)")
        }
    }

    @Test func aPairOfUnitsOfSeveralWordsIsReadWhole() {
        #expect(Given.plain(Given.session(after: ["convert oz t oz", "1"])) == "≈ 1.1 oz\n1 oz t\n")
        #expect(Given.plain(Given.session(after: ["convert gal UK gal US", "2"])) == "≈ 2.4 gal\n2 imp gal\n")
    }

    /// Fullwidth digits, point and minus, and the CJK characters of units, are named with what
    /// they stand for (`５` was only an unknown key, `㎞` an unknown unit).
    @Test(arguments: [
        ("５ mi to km", "unknown key '５' at column 1; its '５' is U+FF15 FULLWIDTH DIGIT FIVE, not the digit 5; did you mean 5?"),
        ("5 ㎞ to mi", "unknown unit '㎞' at column 3; its '㎞' is U+339E SQUARE KM, one character for km; did you mean km?"),
    ])
    func aFullwidthOrSquareCharacterIsNamed(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    /// Every scalar: a lookalike is ASCII or none (U+FF10's digits were read below U+FF21 and trapped).
    @Test func everyScalarsLookalikeIsASCIIOrNone() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let ascii = LookalikeLetters.ascii(scalar) else { continue }
            #expect(ascii.isASCII || ascii == "°", "U+\(String(value, radix: 16))")
        }
    }

    /// `help` of a kind sends to `units KIND` (it said "'length' is not a key"); the micro sign
    /// is how micro is written, not a lookalike to blame (`5 µF` named U+00B5).
    @Test func helpOfAKindAndTheMicroSign() {
        #expect(HelpText.explain("length", in: Session().state) == "'length' is a kind of unit, not a key: 'units length' lists its units")
        var session = Session()
        #expect(session.handle("5 µF").error?.message == "unknown unit 'µF' at column 3; 'units' lists them, 'units length' one kind")
    }
}
