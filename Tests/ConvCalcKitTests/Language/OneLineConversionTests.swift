import Testing
import Seeding
@testable import ConvCalcKit

/// One-line conversions are shorthand for keys the machine knows: C, convert, pick, the digits, +/-.
@Suite(.seeded) struct OneLineConversionTests {
    func plain(_ lines: [String]) -> String {
        Given.plain(Given.session(after: lines))
    }

    @Test(arguments: ["5 mi to km", "5 mi in km", "5 mi -> km", "5 mi→km", "5 mi->km", "5 miles to kilometers",
                      "5 MI TO KM", "5 mi as km"])
    func everyWayOfWritingItConverts(line: String) {
        #expect(plain([line]) == "≈ 8.05 km\n5 mi\n")
    }

    /// An s apart from its unit is seconds, never a plural (`90 min s` answered 1.5 h), and a
    /// food label's Calorie is the kilocalorie (100 Calories answered 0.42 kJ; by hand 100 ×
    /// 4.184 kJ = 418.4 kJ), as GNU units and qalc read it; a calorie is the small one.
    @Test func aSeparateSIsSecondsAndACalorieWithACapitalIsAKilocalorie() {
        #expect(plain(["90 min s"]) == "5400 s\n90 min\n")
        #expect(plain(["1 h s"]) == "3600 s\n1 h\n")
        #expect(plain(["5 mins to s"]) == "300 s\n5 min\n")
        #expect(plain(["100 Calories to kJ"]) == "418.4 kJ\n100 kcal\n")
        #expect(plain(["1 Calorie to kJ"]) == "≈ 4.18 kJ\n1 kcal\n")
        #expect(plain(["1 calorie to J"]) == "≈ 4.18 J\n1 cal\n")
        #expect(plain(["5 a to d"]) == "1826.25 d\n5 yr\n")
        #expect(plain(["5 us to ms"]) == "≈ 0.01 ms\n5 µs\n")
        // No prefix is written g or t: lower case is giga's and tera's (2.4 GHz = 2400 MHz), as kHz's k folds.
        #expect(plain(["2.4 ghz to MHz"]) == "2400 MHz\n2.4 GHz\n")
        #expect(plain(["5 tbit to Gbit"]) == "5000 Gbit\n5 Tbit\n")
        #expect(plain(["5 gw to MW"]) == "5000 MW\n5 GW\n")
        var session = Session()
        #expect(session.handle("1 ps to s").error?.message
                == "unknown unit 'ps' at column 3; 'ps' is no unit here: ns is the shortest time kept (picoseconds are not); PS is metric horsepower")
        // A capital S is siemens, never seconds (`1 mS` was 1 ms).
        #expect(session.handle("1 mS").error?.message == "unknown unit 'mS' at column 3; 'mS' with a capital would be siemens"
                + " (mS millisiemens, MS megasiemens), which have no unit here; for milliseconds write ms")
        #expect(session.handle("1 Ns").error?.message.contains("newton-seconds") == true)
        // A capital M before a small s is mega: megaseconds, not the siemens of a capital S.
        #expect(session.handle("1 Ms").error?.message == "unknown unit 'Ms' at column 3; M is the prefix mega, not milli:"
                + " for milliseconds write ms")
        #expect(plain(["1 ms to s"]) == "1e-3 s\n1 ms\n")
        #expect(plain(["1 μs to ms"]) == "1e-3 ms\n1 µs\n")
    }

    @Test func aTemperatureConvertsBothWaysWithItsSign() {
        #expect(plain(["-40 °F to °C"]) == "-40 °C\n-40 °F\n")
        #expect(plain(["100 °C to °F"]) == "212 °F\n100 °C\n")
        #expect(plain(["5 degrees celsius to K"]) == "278.15 K\n5 °C\n")
    }

    @Test func aNumberAndOneUnitKeepsTheOutputUnitOfItsKind() {
        #expect(plain(["98.6 °F"]) == "37 °C\n98.6 °F\n")
        #expect(plain(["convert km mi", "5 m"]) == "≈ 3.1e-3 mi\n5 m\n")
        // Otherwise to the unit's everyday counterpart (`to UNIT` in the table): 5 km = 3.106… mi,
        // 5 ft = 1.524 m, 5 lb = 2.268 kg.
        #expect(plain(["5 km"]) == "≈ 3.11 mi\n5 km\n")
        #expect(plain(["5 ft"]) == "≈ 1.52 m\n5 ft\n")
        #expect(plain(["5 lb"]) == "≈ 2.27 kg\n5 lb\n")
    }

    @Test func aLetterUnitAfterANumberIsThatUnitNeverTheClearKey() {
        #expect(plain(["convert C F", "100 C"]) == "212 °F\n100 °C\n")
        #expect(plain(["100 F"]) == "≈ 37.78 °C\n100 °F\n")
        #expect(plain(["100 K to C"]) == "-173.15 °C\n100 K\n")
        #expect(plain(["212", "C 5"]) == "-15 °C\n5 °F\n", "C before a number is still the clear key")
    }

    @Test func theShorthandIsTheMachinesOwnEvents() {
        var session = Session.starting(traces: true)
        let events = session.handle("-5 mi to km").trace.map(\.event)
        #expect(events == [.clear, .convert, .pick(Given.converter("mi", "km")), .digit(5), .sign, .commit])
    }

    @Test func theLineStaysAtomicAndAColdPreviousEntryDoesNotBlockThePick() {
        var session = Given.session(after: ["-400"])  // -400 °F, below -273.15 once read as °C
        #expect(session.handle("100 °C to °F").error == nil)
        let before = session.state
        #expect(session.handle("5 mi to kg").error?.message == "cannot convert length (mi) to mass (kg)")
        #expect(session.handle("5 mi to xyz").error?.message == "unknown unit 'xyz' at column 9; 'units length' lists the units of length, 'units' all")
        #expect(session.handle("5 mi to").error != nil)
        #expect(session.handle("-500 °F to °C").error != nil)
        #expect(session.state == before)
    }

    /// A country between two units with no connector, which makes a unit with either, is
    /// refused with both readings written with `to`, in a line and a converter's name alike:
    /// two attacks each expected one (`1 gal imp pt` read as 1 imp gal to US pints, 9.61, where
    /// US gallons to imperial pints, 6.66, was meant; `5 gal UK gal` read as US to imperial,
    /// 4.16, where imperial to US, 6.00, was meant). Each reading offered is accepted, and
    /// answers as worked by hand: 1 US gal = 3.785411784 / 0.56826125 = 6.661 imp pt; 1 imp
    /// gal = 4.54609 / 0.473176473 = 9.608 pt; 5 imp gal = 5 × 4.54609 / 3.785411784 = 6.005 gal.
    @Test(arguments: [
        ("1 gal imp pt", "imp", 7, "US gallons to imperial pints", "1 gal to imp pt", "≈ 6.66 imp pt\n1 gal\n",
         "imperial gallons to US pints", "1 gal imp to pt", "≈ 9.61 pt\n1 imp gal\n"),
        ("5 gal UK gal", "UK", 7, "US gallons to imperial gallons", "5 gal to UK gal", "≈ 4.16 imp gal\n5 gal\n",
         "imperial gallons to US gallons", "5 gal UK to gal", "≈ 6 gal\n5 imp gal\n"),
        ("-2 fl oz imp fl oz", "imp", 10, "US fluid ounces to imperial fluid ounces", "-2 fl oz to imp fl oz", "≈ -2.08 imp fl oz\n-2 fl oz\n",
         "imperial fluid ounces to US fluid ounces", "-2 fl oz imp to fl oz", "≈ -1.92 fl oz\n-2 imp fl oz\n"),
    ])
    func aCountryBetweenTwoUnitsThatEitherTakesIsRefused(line: String, country: String, column: Int, oneSaid: String, one: String,
                                                         oneShown: String, otherSaid: String, other: String, otherShown: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == "'\(country)' at column \(column) may belong to the unit before it or after"
            + " it: for \(oneSaid): \(one); for \(otherSaid): \(other)")
        #expect(plain([one]) == oneShown)
        #expect(plain([other]) == otherShown)
        let name = String(line.drop { $0 != " " }.dropFirst())
        #expect(session.handle("convert \(name)").error?.message == "'\(country)' at column \(column - (line.count - name.count) + 8) may belong"
            + " to the unit before it or after it: for \(oneSaid): convert \(one.drop { $0 != " " }.dropFirst()); for \(otherSaid):"
            + " convert \(other.drop { $0 != " " }.dropFirst())")
    }

    /// Where only one reading is whole, it is taken: `5 gal UK gal US` (imperial to US: `gal` to
    /// `UK gal` would leave US over), `5 gal UK L` (`UK L` is no unit), `5 lb t kg` (troy pounds:
    /// 5 × 0.3732417216 = 1.866 kg), `5 gal imp to gal` (a connector).
    @Test func aCountryThatOnlyOneUnitTakesIsThatUnits() {
        #expect(plain(["5 gal UK gal US"]) == "≈ 6 gal\n5 imp gal\n")
        #expect(plain(["5 gal UK L"]) == "≈ 22.73 L\n5 imp gal\n")
        #expect(plain(["5 lb t kg"]) == "≈ 1.87 kg\n5 lb t\n")
        #expect(plain(["5 gal imp to gal"]) == "≈ 6 gal\n5 imp gal\n")
        // Both countries written: US to imperial (5 × 3.785411784 / 4.54609 = 4.163).
        #expect(plain(["5 gal US gal UK"]) == "≈ 4.16 imp gal\n5 gal\n")
        // Two readings of one conversion are no ambiguity (it was refused, both readings alike): 1 gal = 8 pt.
        #expect(plain(["1 gal US pt"]) == "8 pt\n1 gal\n")
        #expect(plain(["convert gal US pt", "1"]) == "8 pt\n1 gal\n")
        // A country before a spelling of the second unit reads two ways too (`5 gal UK floz` was read imperial gallons).
        var session = Session()
        #expect(session.handle("5 gal UK floz").error?.message.hasPrefix("'UK' at column 7 may belong to the unit before it or after it") == true)
    }

    /// Completion offers no pair that reads two ways (after `gal UK `, `gal` and `pt` were offered, then refused).
    @Test func completionOffersNoPairThatReadsTwoWays() {
        for stem in ["gal UK ", "gal ", "pt imp ", "fl oz UK "] {
            let offered = Completion.converterArguments(stem).filter { $0.hasPrefix(stem) }
            #expect(!offered.isEmpty)
            for pair in offered where !Completion.connectorWords.contains(String(pair.dropFirst(stem.count))) {
                if case .failure(let reason) = ConverterQuery.resolve(pair) { Issue.record("\(pair): \(reason)") }
            }
        }
    }

    @Test func aPlusSignIsAccepted() {
        #expect(plain(["+5"]) == "-15 °C\n5 °F\n")
    }

    @Test(arguments: [
        ("98,6", "use . for the decimal point: write 98.6"),
        ("1,000", "no thousands separators: write 1000"),
        // The minus kept (`-40,5` offered +40.5), and the whole line offered (`1,5 km to mi` offered
        // 1.5, which alone converts °F).
        ("-40,5", "use . for the decimal point: write -40.5"),
        ("q", "type quit or press Ctrl-D to leave"),
        ("km", "a unit goes after a number (5 km to …), or pick a converter: convert km …"),
        // Recipes' fractions, worked by hand: 1/2 = 0.5, 3/8 = 0.375, 1/3 = 0.333… (15 digits).
        ("1/2", "a number is written as a decimal, 1/2 as 0.5: write 0.5"),
        ("½", "a number is written as a decimal, ½ as 0.5: write 0.5"),
        ("⅜", "a number is written as a decimal, ⅜ as 0.375: write 0.375"),
        ("1/3", "a number is written as a decimal: 1/3 is about 0.333333333333333"),
        ("1½", "a number is written as a decimal, 1½ as 1.5: write 1.5"),
        ("2¼", "a number is written as a decimal, 2¼ as 2.25: write 2.25"),
        // Signed (it said only to see help): -1/2 = -0.5; the plus adds nothing.
        ("-1/2", "a number is written as a decimal, -1/2 as -0.5: write -0.5"), ("+1/2", "a number is written as a decimal, +1/2 as 0.5: write 0.5"),
        // Numbers and units run together, exponents and parts included: each spaced is accepted.
        ("1.5e3m", "put a space between the number and the unit: 1.5e3 m"),
        // An exponent's sign is the number's, not a + between parts (it read `5e 2 lb`, the + dropped).
        ("5e+2lb", "put a space between the number and the unit: 5e+2 lb"),
        ("5ft10in", "put a space between the number and the unit: 5 ft 10 in"),
        ("1h30min", "put a space between the number and the unit: 1 h 30 min"),
        ("300K", "put a space between the number and the unit: 300 K"),
        // A height or a time glued: read as a value in parts (not metres); where a square is read too, both
        // readings are named (`5m2` offered 5 m 2 cm, where m2 is m²).
        ("6ft2", "spaced, it reads two ways, 6 ft 2 in (length) or 6 ft2 (area); type the one meant"),
        ("5m2", "spaced, it reads two ways, 5 m 2 cm (length) or 5 m2 (area); type the one meant"),
        ("5m3", "spaced, it reads two ways, 5 m 3 cm (length) or 5 m3 (volume); type the one meant"),
        ("5cm2", "put a space between the number and the unit: 5 cm2"),
        ("1h30m", "put a space between the number and the unit: 1 h 30 min"),
        ("11st4", "put a space between the number and the unit: 11 st 4 lb"),
        ("1d2h3m4s", "put a space between the number and the unit: 1 d 2 h 3 min 4 s"),
        // A thousand as a letter (spaced, `1.5 k` would be kelvin); a dash pasted for a minus.
        ("1.5k", "k is no multiplier here: write 1.5e3"), ("2M", "M is no multiplier here: write 2e6"),
        ("–5", "a dash is no minus sign: write -5"), ("—40", "a dash is no minus sign: write -40"),
        // A command word mistyped: the one word it is a slip of.
        ("prcision", "did you mean 'precision'?"), ("hepl", "did you mean 'help'?"), ("quti", "did you mean 'quit'?"),
        // A letter dropped from four (it was only "type 'help'"), two off in a long word.
        ("swp", "did you mean 'swap'?"), ("presicion", "did you mean 'precision'?"),
        ("conver", "did you mean 'convert'?"), ("rest", "did you mean 'reset'?"),
    ])
    func errorsPointTheWay(token: String, hint: String) {
        var session = Session()
        #expect(session.handle(token).error?.message == "unknown key '\(token)' at column 1; \(hint)")
        if let written = hint.firstRange(of: #/unit: |: write /#).map({ String(hint[$0.upperBound...]) }) {
            #expect(session.handle(written).error == nil, "\(written)")
        }
    }

    /// A number written another way is offered in the whole line (`1,5 km to mi` offered 1.5,
    /// which alone converts °F; `-1,000 ft` offered 1000), and the line offered is accepted.
    @Test(arguments: [("-1,000 ft", "-1,000", "no thousands separators: write -1000 ft, or -1.000 ft if the comma marks decimals"),
                      // One group of three after the comma: thousands here, a decimal comma in much of Europe.
                      ("12,345 m to ft", "12,345", "no thousands separators: write 12345 m to ft, or 12.345 m to ft if the comma marks decimals"),
                      ("1,5 km to mi", "1,5", "use . for the decimal point: write 1.5 km to mi"),
                      ("–5 km to mi", "–5", "a dash is no minus sign: write -5 km to mi"),
                      ("1.5k m", "1.5k", "k is no multiplier here: write 1.5e3 m"),
                      // A leading 0 is no thousands group (`0,500 kg` offered 500 kg); where the
                      // thousands reading is refused, the decimal one (-1250 °C is below absolute zero).
                      ("0,500 kg to lb", "0,500", "use . for the decimal point: write 0.500 kg to lb"),
                      ("-1,250 °C to °F", "-1,250", "use . for the decimal point: write -1.250 °C to °F"),
                      // Thousands and a fraction, as English and as most of Europe write them
                      // (1,000.5 = 1.000,5 = 1000.5; 1,234,567.25 = 1234567.25).
                      ("1,000.5 m to km", "1,000.5", "no thousands separators: write 1000.5 m to km"),
                      ("1,234,567.25 ft", "1,234,567.25", "no thousands separators: write 1234567.25 ft"),
                      ("1.000,5 m to km", "1.000,5",
                       "use . for the decimal point, and no thousands separators: write 1000.5 m to km"),
                      ("-12.345.678,9 km", "-12.345.678,9",
                       "use . for the decimal point, and no thousands separators: write -12345678.9 km")])
    func aNumberWrittenAnotherWayIsOfferedInItsLine(line: String, token: String, hint: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == "unknown key '\(token)' at column 1; \(hint)")
        let offers = String(hint[hint.firstRange(of: ": write ")!.upperBound...])
            .replacing(" if the comma marks decimals", with: "").split(separator: ", or ")
        for offered in offers { #expect(session.handle(String(offered)).error == nil, "\(offered)") }
    }

    /// Where the line with the number rewritten is refused too, the number is said but not
    /// offered as a line: alone it would be another line (`1,000 ft and 10 in` offered `1000`,
    /// which converts 1000 °F). When that refusal offers a line of its own, accepted, it is
    /// offered (by hand: 1000 ft and 10 in is 1000 ft 10 in).
    @Test func aRewrittenNumberIsNotOfferedAloneForALongerLine() {
        var session = Session()
        #expect(session.handle("1,000 1,000").error?.message == "unknown key '1,000' at column 1; no thousands separators (1,000 is written 1000)")
        #expect(session.handle("1,000 ft and 10 in").error?.message == "unknown key '1,000' at column 1; no thousands separators;"
            + " written so, unknown unit 'and'; a value in parts has no 'and' between them: write 1000 ft 10 in")
    }

    /// Commas and points that are no number written another way get no rewrite.
    @Test(arguments: ["1,00.5", "12,5.5", "1.2.3,4", "1,000.", "0,500.5", "1.00,5"])
    func commasThatAreNoThousandsOfferNothing(token: String) {
        var session = Session()
        #expect(session.handle(token).error?.message == "unknown key '\(token)' at column 1; type 'help' for the keys")
    }

    /// A line pasted from a web page, a no-break or thin space between its words, reads as if
    /// typed with spaces; refused, it is refused as read so (the hints of a line that held one
    /// called an accepted reading refused, or offered nothing: `5mi to\u{A0}km`).
    @Test func unicodeSpacesReadAsSpaces() {
        #expect(plain(["5\u{A0}ft to\u{2009}cm"]) == "152.4 cm\n5 ft\n")
        #expect(plain(["100\u{202F}°F"]) == "≈ 37.78 °C\n100 °F\n")
        #expect(plain(["5 ft\u{3000}10 in\u{A0}"]) == "177.8 cm\n70 in\n")
        var session = Session()
        #expect(session.handle("5\u{A0}blorf").error?.message == "unknown unit 'blorf' at column 3; 'units' lists them, 'units length' one kind")
        #expect(session.handle("5mi to\u{A0}km").error?.message
            == "unknown key '5mi' at column 1; put a space between the number and the unit: 5 mi to km")
        #expect(session.handle("C5\u{2009}mi").error?.message
            == "unknown key 'C5' at column 1; a key is written apart from the number after it: write C 5 mi")
    }

    /// `quit` after keys on its line would leave before the answer is shown (`5 mi to km quit`
    /// printed nothing and exited 0): refused, the state as it was; alone, it leaves.
    @Test func quitAfterKeysOnItsLineIsRefused() {
        var session = Given.session(after: ["212"])
        let before = session.state
        #expect(session.handle("5 mi to km quit").error?.message
                == "'quit' at column 12 would leave before this line's answer is shown; put quit on a line of its own")
        #expect(session.state == before)
        #expect(session.handle("5 quit 6").error?.message.contains("would leave before") == true)
        #expect(session.handle("5 ft exit").error?.message  // it named quit
                == "'exit' at column 6 would leave before this line's answer is shown; put exit on a line of its own")
        #expect(session.handle("quit").shows == .quit)
    }

    /// A recipe's c reads as Celsius: converting it to a volume says to write cup.
    @Test func celsiusToAVolumeSaysCupIsWrittenCup() {
        var session = Session()
        #expect(session.handle("1 c to ml").error?.message == "cannot convert temperature (°C) to volume (mL); C is Celsius here: for cups write cup")
    }

    /// `5 mi to km 3 ft` is not two answers of which one is shown: a line converts one value,
    /// and a second conversion on it is refused, the state untouched. (`5 ft 3 in` is one value
    /// in parts: `CompoundInputTests`.)
    @Test func aSecondConversionOnALineIsRefusedWithAHint() {
        var session = Given.session(after: ["212"])
        let before = session.state
        let own = "a line converts one value: put each conversion on a line of its own"
        #expect(session.handle("5 ft to m 3 in").error?.message == "'3 in' at column 11 is a second conversion on the line; " + own)
        #expect(session.handle("5 mi to km 3 km to mi").error?.message == "'3 km to mi' at column 12 is a second"
            + " conversion on the line; " + own)
        #expect(session.handle("5 mi to km 5 ft 3 in").error?.message == "'5 ft 3 in' at column 12 is a second"
            + " conversion on the line; " + own)
        #expect(session.state == before)
        // One conversion, with keys around it, is still one line's answer.
        #expect(plain(["5 mi to km swap"]) == "≈ 5 mi\n8.05 km\n")
        #expect(plain(["2 1 2 km"]) == "≈ 131.73 mi\n212 km\n")
    }

    /// Digits right after a conversion would lengthen its number (`5 mi to km 3` was 53 mi);
    /// after another key they start anew.
    @Test func digitsAfterAConversionAreRefusedUntilAKeyComesBetween() {
        var session = Given.session(after: ["212"])
        let before = session.state
        #expect(session.handle("5 mi to km 3").error?.message == "'3' at column 12 would add digits to the number"
            + " converted before it; a line converts one value: put this number on a line of its own")
        #expect(session.handle("5 km .5").error != nil)
        #expect(session.state == before)
        #expect(plain(["5 mi to km C 3"]) == "≈ 4.83 km\n3 mi\n")
    }

    @Test(arguments: ["5 km ->mi", "5 km→mi", "5 km => mi"])
    func anArrowMayBeWrittenAgainstTheUnitAfterIt(line: String) {
        #expect(plain([line]) == "≈ 3.11 mi\n5 km\n")
    }

    /// Folding case must not turn mega into milli (`1 Mm` would be 1 mm, 10¹² off): a capital M
    /// before m, s, g or l is refused with the unit to write (in capitals too: below); other
    /// capitals fold as usual.
    @Test func aCapitalMIsNeverReadAsMilli() {
        var session = Session()
        #expect(session.handle("1 Mm to m").error?.message == "unknown unit 'Mm' at column 3; M is the prefix mega,"
            + " not milli: for millimeters write mm")
        #expect(session.handle("5 m to Mm").error?.message == "unknown unit 'Mm' at column 8; M is the prefix mega,"
            + " not milli: for millimeters write mm")
        for line in ["5 Ms to s", "5 Mg", "5 Ml to L"] { #expect(session.handle(line).error != nil, "\(line)") }
        #expect(plain(["5 MI TO KM"]) == "≈ 8.05 km\n5 mi\n")
    }

    /// A misspelt unit gets the nearest spelling; a mistake after the number is named.
    @Test(arguments: [("5 kilometr to m", "unknown unit 'kilometr' at column 3; did you mean 'kilometre' (km)?"),
                      ("5 celsius to farenheit", "unknown unit 'farenheit' at column 14; did you mean 'fahrenheit' (°F)?"),
                      ("5 kgz to lb", "unknown unit 'kgz' at column 3; did you mean 'kgs' (kg)?"),
                      ("5 mtr", "unknown unit 'mtr' at column 3; 'units' lists them, 'units length' one kind"),
                      ("5 Mgs", "unknown unit 'Mgs' at column 3; M is the prefix mega, not milli: for milligrams write mg; for megagrams write t"),
                      // After the number: a connector with no unit before it, the token that is no key rather
                      // than the number before it, a `+` between parts (GNU units' way).
                      ("5 to km", "a unit is missing before 'to' at column 3; write the unit after the number, e.g. 5 mi to km"),
                      ("5 -> km", "a unit is missing before '->' at column 3; write the unit after the number, e.g. 5 mi -> km"),
                      // The unit written in is of the target's kind: cm's everyday other unit, not mi.
                      ("5 -> cm", "a unit is missing before '->' at column 3; write the unit after the number, e.g. 5 in -> cm"),
                      ("5 ->psi", "a unit is missing before '->' at column 3; write the unit after the number, e.g. 5 kPa -> psi"),
                      ("5 ft 10 x", "unknown key 'x' at column 9; type 'help' for the keys"),
                      ("5 ft + 10 in", "unknown key '+' at column 6; write a value in parts without +: 5 ft 10 in"),
                      ("1 hr + 30 min", "unknown key '+' at column 6; write a value in parts without +: 1 hr 30 min"),
                      // A part whose unit was forgotten is named, not the connector after it; a
                      // connector with no number's unit before it is one out of place.
                      ("5 ft 10 to cm", "a unit is missing after '10' at column 6; write e.g. 5 ft 10 in to cm"),
                      // Every connector alike (`->` and `→` said the 10 would add digits).
                      ("5 ft 10 -> cm", "a unit is missing after '10' at column 6; write e.g. 5 ft 10 in -> cm"),
                      ("5 ft 10 → cm", "a unit is missing after '10' at column 6; write e.g. 5 ft 10 in → cm"),
                      ("1 h 30 to min", "a unit is missing after '30' at column 5; write e.g. 1 h 30 min to min"),
                      // A power written apart, where the target is an area or a volume (it offered `5 mi 2 yd`);
                      // with no such target, `5 ft 2` is still 5 ft 2 in.
                      ("5 mi 2 to km 2", "'2' at column 6: a power is written against its unit: write 5 mi² to km²"),
                      ("5 m 3 to L", "'3' at column 5: a power is written against its unit: write 5 m³ to L"),
                      // Apart on the target only: ft read alone, a length ("cannot convert area to length").
                      ("5 m2 to ft 2", "'2' at column 12: a power is written against its unit: write 5 m2 to ft²"),
                      ("5 cm³ to in 3", "'3' at column 13: a power is written against its unit: write 5 cm³ to in³"),
                      // A caret's power apart (it said the caret was no key, or that no arithmetic is done).
                      ("5 m ^2 to ft^2", "unknown key '^2' at column 5; a power is written against its unit: write 5 m^2 to ft^2"),
                      ("5 m ^ 2 to ft ^ 2", "unknown key '^' at column 5; a power is written against its unit: write 5 m^2 to ft^2"),
                      ("5 m^2 to ft ^2", "cannot convert area (m²) to length (ft); a power is written against its unit: write"
                       + " 5 m^2 to ft^2"),
                      ("convert m ^2 to ft^2", "unknown unit '^2' at column 11; a power is written against its unit: convert m^2 to ft^2"),
                      ("5 ft 2 to cm", "a unit is missing after '2' at column 6; write e.g. 5 ft 2 in to cm"),
                      ("5 mi 2", "a unit is missing after '2' at column 6; write e.g. 5 mi 2 yd"),
                      ("1 h 30 min 20 to s", "a unit is missing after '20' at column 12; write e.g. 1 h 30 min 20 s to s"),
                      // A word that would leave nothing of the conversion to see (`5 ft convert mi km` showed 5 mi).
                      ("5 ft convert mi km", "'convert' at column 6 would give the number converted before it another unit;"
                        + " pick the converter on a line of its own"),
                      ("5 mi to km help", "'help' at column 12 would show in place of the conversion before it; put help on a"
                        + " line of its own"),
                      ("5 mi to km +/- list", "'list' at column 16 would show in place of the conversion before it; put list on"
                        + " a line of its own"),
                      ("5 mi to km precision", "'precision' at column 12 would show in place of the conversion before it;"
                        + " put precision on a line of its own"),
                      ("5 mi to km reset", "'reset' at column 12 would clear the conversion before it at once; to start afresh,"
                        + " put reset first (reset 5 mi to km)"),
                      // No part follows a kilometre: no unit to suggest (it suggested `5 m 10 m to cm`, refused).
                      ("5 km 10 to cm", "'10' at column 6 would add digits to the number converted before it; a line"
                        + " converts one value: put this number on a line of its own"),
                      // The key between the unit and its connector is named (the hint repeated what was typed).
                      ("5 mi +/- to km", "'to' at column 10 comes after a key, which ended the unit's conversion; write the"
                        + " connector right after the unit and the key last: 5 mi to km +/-"),
                      ("5 mi to km to m", "'to' at column 12 joins a number's unit to the unit to show it in, once a line:"
                        + " 5 mi to km"),
                      ("to km", "'to' at column 1 joins a number's unit to the unit to show it in, once a line: e.g. 5 mi to km"),
                      ("1e100 m", "'1e100' at column 1: the exponent must be between -99 and 99"),
                      // A stray connector, a missing unit or a doubled connector: the user's own line, written right.
                      ("5 mi = km", "'=' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to km"),
                      // What follows the pair is kept when the line with it is accepted (swap was dropped).
                      ("5 mi = km swap", "'=' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to km swap"),
                      // A rest that is refused too leaves no example: without it the line would mean another value.
                      ("5 mi = km km", "'=' at column 6 is no connector; join the units with to, in, as, ->, →, => or >"),
                      ("5 mi --> km", "'-->' at column 6 is no connector; join the units with to, in, as, ->, →, => or >:"
                        + " 5 mi to km"),
                      ("-2.5 ft >> in", "'>>' at column 9 is no connector; join the units with to, in, as, ->, →, => or >:"
                        + " -2.5 ft to in"),
                      // A word after the mark that names no unit: no unit is put in its place (it offered `C 7 ft to m`).
                      ("C 7 ft : blorf", "':' at column 8 is no connector; join the units with to, in, as, ->, →, => or >"),
                      ("5 ft to", "a unit is missing at column 8; write e.g. 5 ft to m"),
                      // No unit typed after them: none made up (it wrote km, as if typed).
                      ("5 mi to to", "'to' at column 9 is the connector written twice; write it once: 5 mi to …"),
                      ("5 ft - 2 in", "unknown key '-' at column 6; convcalc does no arithmetic: write the difference in one unit"),
                      // The unit typed after a stray connector is kept, even of another kind (it wrote kg for m),
                      // and a line so written that is refused is not offered (`5 lb to m`, `5 km to h`).
                      ("5 lb = m", "'=' at column 6 is no connector; join the units with to, in, as, ->, →, => or >"),
                      // (A slash apart from a rate's second unit: the rate written whole, 5 km/h, is offered.)
                      ("5 km/ h", "'/' at column 5 is no connector; join the units with to, in, as, ->, →, => or >; a unit is"
                        + " written without blanks around its slash: write 5 km/h"),
                      ("5 ft − 2 in", "unknown key '−' at column 6; convcalc does no arithmetic: write the difference in one unit")])
    func aMistakeInTheWordsIsNamed(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    /// The sign and EE keys are part of the number a unit applies to: `5 EE 3 km` is 5e3 km
    /// (it converted 3 km), and after a conversion they do not open the way to more digits.
    @Test func signAndExponentKeysBelongToTheNumber() {
        #expect(plain(["5 EE 3 km to m"]) == "5000000 m\n5e3 km\n")
        #expect(plain(["5 EE +/- 3 km to m"]) == "5 m\n5e-3 km\n")
        var session = Session()
        #expect(session.handle("5 mi to km +/- +/- 3").error != nil)
        #expect(session.handle("5 mi to km EE 3").error != nil)
        #expect(plain(["5 mi to km +/-"]) == "≈ -8.05 km\n-5 mi\n")
        // A unit right after the sign or the exponent's sign still converts the number typed.
        #expect(plain(["5 +/- km to m"]) == "-5000 m\n-5 km\n")
        #expect(plain(["5 EE 3 +/- km to m"]) == "5 m\n5e-3 km\n")
    }

    /// `5 F C` after a number and a unit alone: C could be Celsius or clear, so it is refused
    /// (it cleared silently, showing 0); after `to …`, or before the number, C clears.
    @Test func aCRightAfterABareUnitIsRefusedAsAmbiguous() {
        var session = Session()
        #expect(session.handle("5 F C").error?.message.hasPrefix("'C' at column 5 right after a conversion is ambiguous") == true)
        #expect(plain(["5 mi to km C 3"]) == "≈ 4.83 km\n3 mi\n")
        #expect(plain(["C 5 F"]) == "-15 °C\n5 °F\n")
    }

    /// A temperature may follow `°` with a blank between, as it may follow `deg` (`5 ° F` was
    /// five angular degrees, then F); `°` alone is still the angle.
    @Test func aTemperatureMayFollowADegreeSignApart() {
        #expect(plain(["5 ° F"]) == plain(["5 °F"]))
        #expect(plain(["98.6 ° fahrenheit to ° celsius"]) == plain(["98.6 °F to °C"]))
        #expect(plain(["30 ° C"]) == plain(["30 °C"]))
        #expect(plain(["30 ° to rad"]) == plain(["30 deg to rad"]) && plain(["30 ° to rad"]).contains("rad"))
    }

    /// The hint for C right after a unit alone repeats what was typed (`5 K`), and offers
    /// Celsius only where C can be a unit of that kind: after miles C could only clear.
    @Test func theHintForCRepeatsWhatWasTyped() {
        var session = Session()
        #expect(session.handle("5 K C").error?.message == "'C' at column 5 right after a conversion is ambiguous: to convert"
            + " to °C write it with to (5 K to C); to clear, put C first (C 5 K)")
        #expect(session.handle("-40 °F  c").error?.message == "'c' at column 9 right after a conversion is ambiguous: to convert"
            + " to °C write it with to (-40 °F to c); to clear, put c first (c -40 °F)")
        #expect(session.handle("5 mi C").error?.message == "'C' at column 6 right after a conversion would clear it at once;"
            + " to clear before typing, put C first (C 5 mi)")
    }

    /// A value in parts said aloud, without its last unit (`5 ft 10`): the hint names the unit
    /// that follows in the compound, as it does before `to` (`5 ft 10 to cm`).
    @Test func aLastPartWithoutItsUnitNamesTheUnit() {
        var session = Session()
        #expect(session.handle("5 ft 10").error?.message == "a unit is missing after '10' at column 6; write e.g. 5 ft 10 in")
        #expect(session.handle("11 st 4 # kg").error?.message == "a unit is missing after '4' at column 7; write e.g. 11 st 4 lb")
        #expect(session.handle("1 h 30").error?.message == "a unit is missing after '30' at column 5; write e.g. 1 h 30 min")
        // After a conversion with `to`, or a unit that starts no compound, digits still would lengthen the number.
        #expect(session.handle("5 ft to m 10").error?.message.hasPrefix("'10' at column 11 would add digits") == true)
        #expect(session.handle("5 km 3").error?.message.hasPrefix("'3' at column 6 would add digits") == true)
        #expect(session.handle("1 m 70").error?.message == "a unit is missing after '70' at column 5; write e.g. 1 m 70 cm")
    }

    /// The mega rule holds wherever units are named: `convert`, `--converter`, longer spellings.
    @Test func megaIsNeverMilliInAConverterEither() {
        for text in ["Mm km", "Ms->s", "km->Mm", "Mg kg"] {
            guard case .failure = ConverterQuery.resolve(text) else {
                Issue.record("'\(text)' was taken")
                continue
            }
        }
        var session = Session()
        #expect(session.handle("5 Msec").error != nil)
        #expect(plain(["5 Millimeters to m"]) == "≈ 0.01 m\n5 mm\n")
        if case .failure = ConverterQuery.resolve("MI TO KM") { Issue.record("capitals fold") }
    }

    /// In capitals too: `MW` is megawatts, so `ML` could be megalitres (`1 ML to L` was 1 mL,
    /// given silently); names in capitals still fold.
    @Test func megaIsNeverMilliInCapitals() {
        // (`2 MS to s` is answered by the siemens hint: `aSeparateSIsSeconds…`.)
        for (line, milli) in [("1 ML to L", "mL"), ("1 MM", "mm"), ("5 MG to g", "mg")] {
            var session = Session()
            let message = session.handle(line).error?.message ?? "accepted"
            #expect(message.contains("M is the prefix mega, not milli") && message.contains("write \(milli)"), "\(line): \(message)")
        }
        #expect(plain(["1 MILLILITRE to L"]) == "1e-3 L\n1 mL\n")
        #expect(plain(["1 MW to kW"]) == "1000 kW\n1 MW\n")
        #expect(plain(["1 MPH to km/h"]) == "≈ 1.61 km/h\n1 mph\n")
    }

    /// A power of M alone or of a mega lookalike is refused as they are (`M` and `MM` are):
    /// `M2` was square metres and `5 MM2 to in2` 5 mm², where mega was as likely; spelled
    /// out, a square unit folds as usual.
    @Test(arguments: [("5 M2 to ft2", "square meters write m²"), ("5 M² to ft²", "square meters write m²"),
                      ("5 M^3 to L", "cubic meters write m³"), ("convert M3 L", "cubic meters write m³"),
                      ("5 MM2 to in2", "square millimeters write mm²"), ("5 Mm^2 to in2", "square millimeters write mm²")])
    func aPowerOfMegaIsNeverMetresOrMilli(line: String, write: String) {
        var session = Session()
        let message = session.handle(line).error?.message ?? "accepted"
        #expect(message.contains("M is the prefix mega, not m") && message.hasSuffix(write), "\(line): \(message)")
    }

    @Test func squareUnitsInCapitalsOrSpelledOutStillFold() {
        #expect(plain(["5 KM2 to mi2"]) == "≈ 1.93 mi²\n5 km²\n")
        #expect(plain(["5 SQUARE METERS to m2"]) == "5 m²\n5 m²\n")
        #expect(plain(["5 sq m to ft2"]) == "≈ 53.82 ft²\n5 m²\n")
    }

    /// Over random values in parts of every compound, typed with no space at all (`5ft10in`,
    /// `1d2h3min4s`): the hint spaces them as the compound's own symbols, and that line is accepted.
    @Test func aGluedValueInPartsIsSpacedAsItsParts() {
        var random = SeededGenerator()
        for _ in 0..<500 {
            let compound = CompoundUnit.all.randomElement(using: &random)!
            let symbols = compound.parts.map { UnitCatalog.unit($0).symbol }
            let numbers = symbols.indices.map { $0 == 0 ? Int.random(in: 1...99, using: &random) : Int.random(in: 0...1, using: &random) }
            let glued = zip(numbers, symbols).map { "\($0)\($1)" }.joined()
            let spaced = zip(numbers, symbols).map { "\($0) \($1)" }.joined(separator: " ")
            var session = Session()
            #expect(session.handle(glued).error?.message
                == "unknown key '\(glued)' at column 1; put a space between the number and the unit: \(spaced)")
            #expect(session.handle(spaced).error == nil, "\(spaced)")
        }
    }
}

extension OneLineConversionTests {
    /// A signed number after number keys is refused: its sign key turned the whole number
    /// typed so far (`10 -5 ft to m` converted -105 ft; `20 -10 °C` was "-2010 °C is below
    /// absolute zero"). The state is as before; the hint writes the number with its sign first.
    @Test(arguments: [
        ("10 -5 ft to m", "'-5' at column 4 has a sign after the digits typed before it, which it would turn whole;"
            + " convcalc does no arithmetic; for the number -105 write the sign first, or put each number on a line of its own"),
        ("20 -10 °C", "'-10' at column 4 has a sign after the digits typed before it, which it would turn whole;"
            + " convcalc does no arithmetic; for the number -2010 write the sign first, or put each number on a line of its own"),
        // Keys that would join into no number (two points): no number offered (it was 0.10.2).
        ("0.1 +0.2", "'+0.2' at column 5 has a sign after the digits typed before it, which it would turn whole;"
            + " convcalc does no arithmetic: put each number on a line of its own"),
        // A sign apart between numbers is arithmetic (it said to write the sign touching its number).
        ("5 - 3 mi", "unknown key '-' at column 3; convcalc converts one number and does no arithmetic: type the result"),
        ("1.5 −2", "'−2' at column 5 has a sign after the digits typed before it, which it would turn whole;"
            + " convcalc does no arithmetic; for the number -1.52 write the sign first, or put each number on a line of its own"),
    ])
    func aSignedNumberAfterDigitsIsRefused(line: String, message: String) {
        var session = Session()
        _ = session.handle("212")
        let before = session.state
        #expect(session.handle(line).error?.message == message)
        #expect(session.state == before)
        #expect(session.handle("5 1 0 in").error == nil, "keys apart still join")
    }
}

extension OneLineConversionTests {
    /// Every slip of a command word (a letter dropped, two swapped) is suggested that word or
    /// nothing, never another; and what is suggested is a word the prompt knows.
    @Test func aMistypedCommandIsSuggestedItsWordOrNothing() {
        for word in Completion.commandWords where word.count >= 4 {
            let letters = Array(word)
            var slips = letters.indices.map { index in String(letters[..<index] + letters[(index + 1)...]) }
            slips += letters.indices.dropLast().map { index in
                var swapped = letters
                swapped.swapAt(index, index + 1)
                return String(swapped)
            }
            for slip in slips where slip != word && Words.all.allSatisfy({ !$0.spellings.contains(slip) }) {
                guard let suggested = KeyHint.commandSuggestion(for: slip) else { continue }
                #expect(suggested == word || Completion.commandWords.contains(suggested), "\(slip): \(suggested)")
                if slip.count >= 4 && !Completion.commandWords.contains(where: { $0 != word && $0.hasPrefix(slip) }) {
                    #expect(suggested == word, "\(slip) is a slip of \(word), suggested \(suggested)")
                }
            }
        }
    }
}

extension OneLineConversionTests {
    /// A whole number and a fraction, as recipes and heights write them, are named together
    /// (`1 1/2 cup` said "1/2 as 0.5"; `5 ft 10 1/2 in` said the 10 would add
    /// digits), in the whole line when it is accepted (a new user's trial: only `1 1/2 is 1.5`).
    /// 10 + 1/2 = 10.5; 1 + 1/3 = 1.333… (15 digits: no line).
    @Test(arguments: [
        ("5 ft 10 1/2 in to cm", "unknown key '1/2' at column 9; a number is written as a decimal, 10 1/2 as 10.5: write"
            + " 5 ft 10.5 in to cm"),
        ("2 lb 8 1/2 oz", "unknown key '1/2' at column 8; a number is written as a decimal, 8 1/2 as 8.5: write 2 lb 8.5 oz"),
        ("1 1/2 cup to mL", "unknown key '1/2' at column 3; a number is written as a decimal, 1 1/2 as 1.5: write 1.5 cup to mL"),
        ("1 1/3 cup", "unknown key '1/3' at column 3; a number is written as a decimal: 1 1/3 is about 1.33333333333333"),
        ("1/2 cup", "unknown key '1/2' at column 1; a number is written as a decimal, 1/2 as 0.5: write 0.5 cup"),
        ("½ mi to ft", "unknown key '½' at column 1; a number is written as a decimal, ½ as 0.5: write 0.5 mi to ft"),
    ])
    func aWholeNumberAndAFractionAreNamedTogether(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }
}

extension OneLineConversionTests {
    /// The hint for a glued number and unit is the whole line spaced, every glued word of it,
    /// and that line is accepted (`5ft 10 in to cm` was told `5 ft`, which typed alone went to m).
    @Test(arguments: [("5ft 10 in to cm", "5 ft 10 in to cm"), ("5 ft 10in", "5 ft 10 in"), ("5km to m", "5 km to m"),
                      ("6ft2 to cm", "6 ft 2 in to cm"), ("6ft 2in", "6 ft 2 in"), ("1h30m to min", "1 h 30 min to min"),
                      // m is metres where that is accepted, else the minutes of `1m30s` (1 m 30 s mixes kinds).
                      ("1m30s to s", "1 min 30 s to s"), ("1m30s", "1 min 30 s"), ("5m to ft", "5 m to ft"),
                      // A unit typed apart after a glued last number is that number's (it read `5 ft 10 in in`).
                      ("5ft10 in to cm", "5 ft 10 in to cm"), ("2h30 s", "2 h 30 s"), ("1h30 min", "1 h 30 min"),
                      // So with an arrow glued after that unit (it read `1 h 30 min min=> s`, and `5 ft 10 in in cm`).
                      ("1h30 min=> s", "1 h 30 min => s"), ("5ft10 in> cm", "5 ft 10 in > cm"),
                      // A connector glued after the unit too (it said to do no arithmetic, and only to see help).
                      ("5m²to ft²", "5 m² to ft²"), ("5kmto mi", "5 km to mi"),
                      // The first word of a unit of two or three glued (it said only "type 'help' for the keys").
                      ("3fl oz to mL", "3 fl oz to mL"), ("2imp gal to L", "2 imp gal to L"),
                      ("100US survey foot to m", "100 US survey foot to m")])
    func aGluedLineIsSpacedWhole(line: String, spaced: String) {
        var session = Session()
        let message = session.handle(line).error?.message ?? ""
        #expect(message.hasSuffix("put a space between the number and the unit: \(spaced)"), "\(message)")
        #expect(session.handle(spaced).error == nil, "\(spaced)")
    }

    /// A glued line no spacing makes acceptable gets its spaced reading and that reading's own
    /// refusal, never a line to type that is refused for a reason the hint did not name. Each
    /// reason is the one the spaced line gets typed (checked by hand against the rules: 13 in
    /// is over a foot; m and ft form no compound, and 1 m + 50 × 0.3048 m is 16.24 m; in before ft is out of order).
    @Test(arguments: [
        ("6ft13 to cm", "6 ft 13 in to cm", "13 in is 1 ft or more; write 7 ft 1 in to cm, or the total in one unit (85 in)"),
        ("1h90 to min", "1 h 90 min to min", "90 min is 1 h or more; write 2 h 30 min to min, or the total in one unit (150 min)"),
        ("10in5ft to cm", "10 in 5 ft to cm", "the parts are out of order; write the larger unit first: 5 ft 10 in to cm"),
        ("1m50ft to cm", "1 m 50 ft to cm",
         "m and ft are not written together: length in parts is written in ft in, yd ft in, mi yd, m cm; write the total in one unit: 16.24 m to cm"),
        ("5min to km", "5 min to km", "cannot convert time (min) to length (km)"),
        // No letter is stretched into another unit (`5mi to s` was offered as minutes, `5l` as pounds).
        ("5mi to s", "5 mi to s", "cannot convert length (mi) to time (s)"),
        ("5l to kg", "5 l to kg", "cannot convert volume (L) to mass (kg)"),
        ("5m to s", "5 m to s", "cannot convert length (m) to time (s)"),
    ])
    func aGluedLineRefusedSpacedSaysWhy(line: String, reading: String, reason: String) {
        var session = Session()
        let token = String(line.prefix { $0 != " " })
        #expect(session.handle(line).error?.message
                == "unknown key '\(token)' at column 1; spaced, it reads \(reading), which is refused too: \(reason)")
        #expect(session.handle(reading).error?.message.hasSuffix(reason) == true)
    }

    /// A unit glued to the number after a glued last number is that number's (`2days9 min8 s`
    /// read `2 days 9 h min8 s`, an hour made up); its own refusal then spaces it. By hand:
    /// 2 d 9 min 8 s = 172,800 + 540 + 8 = 173,348 s.
    @Test func aUnitGluedToTheNextNumberIsTheLastNumbersUnit() {
        var session = Session()
        #expect(session.handle("2days9 min8 s").error?.message == "unknown key '2days9' at column 1; spaced, it reads"
                + " 2 days 9 min8 s, which is refused too: unknown unit 'min8'; a number stands apart from its unit: write 2 days 9 min 8 s")
        #expect(Given.plain(Given.session(after: ["2 days 9 min 8 s to s"])) == "173348 s\n173348 s\n")  // the input: its total in its last unit
    }

    /// Every line of up to six of the characters glued hints split at (digits, signs, points,
    /// arrows, letters) gets an answer or an error: `-->km` once asked for its own hint without
    /// end (its spaced reading was the line itself), and crashed.
    @Test func aLineOfSignsAndArrowsNeverAsksForItsOwnHint() {
        var random = SeededGenerator()
        let characters = Array("5-.>→=mik ")
        for _ in 0..<3_000 {
            let line = String((0..<(1 + random.next(6))).map { _ in characters[random.next(characters.count)] })
            var session = Session()
            _ = session.handle(line)
        }
        // A unit, then signs to the line's end (`5 ft-->` crashed on the target after them, none).
        let units = ["ft", "oz t", "gal", "mi", "imp gal"], signs = ["-", "--", "-->", "=", "==>", "~>", ">>"]
        for unit in units {
            for sign in signs {
                for rest in ["", " ", "g", " imp gal", " survey ft"] {
                    var session = Session()
                    #expect(session.handle("5 \(unit)\(sign)\(rest)").error != nil, "5 \(unit)\(sign)\(rest)")
                }
            }
        }
    }

    /// Over random glued lines (numbers and units of every kind run together, with or without a
    /// target, or an arrow glued): a spaced line offered is accepted as typed, and a reading said to be refused is
    /// refused for the reason given.
    @Test func aGluedLinesHintNeverLeadsToAnUnnamedRefusal() {
        var random = SeededGenerator()
        let symbols = UnitCatalog.builtInSymbols.filter { $0.allSatisfy { $0.isASCII && !$0.isNumber && $0 != " " } }
        let numbers = ["1", "5", "10", "13", "30", "90", "0.5", "1.5e3", "60", "2"]
        var offered = 0, refused = 0
        for _ in 0..<2_000 {
            var word = ""
            for _ in 0...random.next(3) {
                word += numbers[random.next(numbers.count)] + symbols[random.next(symbols.count)]
            }
            if random.next(3) == 0 { word += numbers[random.next(numbers.count)] }
            // Alone, with a target, or with an arrow glued between (`5mi->km`, `5ft10>>cm`).
            let arrows = ["->", "→", "=>", ">", ">>", "-->", "-"]
            let line = switch random.next(3) {
            case 0: word
            case 1: word + " to " + symbols[random.next(symbols.count)]
            default: word + arrows[random.next(arrows.count)] + symbols[random.next(symbols.count)]
            }
            var session = Session()
            guard let message = session.handle(line).error?.message else { continue }
            if let range = message.firstRange(of: KeyHint.spaceHintStart) {
                let spaced = String(message[range.upperBound...])
                var fresh = Session()
                let error = fresh.handle(spaced).error
                #expect(error == nil || error.map { if case .rejected = $0.reason { true } else { false } } == true,
                        "\(line) → \(spaced): \(error?.message ?? "")")
                offered += 1
            } else if let match = message.firstMatch(of: #/spaced, it reads (.*?), which is refused too: (.*)$/#) {
                var fresh = Session()
                // The same reason, its column aside (the hint names no column of another line).
                let error = fresh.handle(String(match.1)).error
                #expect(error?.message.replacing(#/ at column \d+/#, with: "").hasSuffix(String(match.2)) == true,
                        "\(line) → \(match.1): \(error?.message ?? "accepted")")
                refused += 1
            }
        }
        #expect(offered > 100 && refused > 100, "offered \(offered), refused \(refused)")
    }

    /// The reading that got furthest is named: minutes, refused at `>>`, not metres, refused at
    /// their parts (`1m30s` read as minutes alone, metres after a second mistake).
    @Test func theRefusedReadingNamedIsTheOneThatGotFurthest() {
        var session = Session()
        #expect(session.handle("1m30s >> s").error?.message == "unknown key '1m30s' at column 1; spaced, it reads 1 min 30 s >> s,"
                + " which is refused too: '>>' is no connector; join the units with to, in, as, ->, →, => or >: 1 min 30 s to s")
    }

    /// A line of many glued words is spaced word by word only: its readings as a whole line
    /// cost the square of its words (32,000 `5m` words took 43 s).
    @Test func aLongGluedLineGetsTheWordsHint() {
        var session = Session()
        let line = Array(repeating: "5m", count: 100).joined(separator: " ")
        #expect(session.handle(line).error?.message == "unknown key '5m' at column 1; put a space between the number and the unit: 5 m")
    }
}
