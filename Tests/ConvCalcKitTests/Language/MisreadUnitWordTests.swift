import Testing
@testable import ConvCalcKit

/// A word that reads as a unit but is none says why: letters beyond ASCII are named (a
/// Cyrillic і in `іn` reads as `in`), a compound is an output only, a connector is written twice.
@Suite struct MisreadUnitWordTests {
    @Test(arguments: [
        ("5 ft 10 іn to cm", "unknown unit 'іn' at column 9; its 'і' is U+0456 CYRILLIC SMALL LETTER"
            + " BYELORUSSIAN-UKRAINIAN I, not the letter i; did you mean in?"),
        ("іn", "unknown key 'іn' at column 1; its 'і' is U+0456 CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I,"
            + " not the letter i; did you mean in?"),
        ("5 ｋm to mi", "unknown unit 'ｋm' at column 3; its 'ｋ' is U+FF4B FULLWIDTH LATIN SMALL LETTER K,"
            + " not the letter k; did you mean km?"),
        ("100 ºF", "unknown unit 'ºF' at column 5; its 'º' is U+00BA MASCULINE ORDINAL INDICATOR, not the sign °;"
            + " did you mean °F?"),
        ("5 жж", "unknown unit 'жж' at column 3; its 'ж' is U+0436 CYRILLIC SMALL LETTER ZHE;"
            + " 'units' lists them, 'units length' one kind"),
        ("5 mi to kilomеtr", "unknown unit 'kilomеtr' at column 9; its 'е' is U+0435 CYRILLIC SMALL LETTER IE,"
            + " not the letter e; did you mean 'kilometer' (km)?"),
        // A letter beyond ASCII is no typo for another letter (`Fuß`, German for foot, was offered `fur`,
        // furlongs, 660 feet); an accent is (`mètre`: metre).
        ("5 Fuß in m", "unknown unit 'Fuß' at column 3; its 'ß' is U+00DF LATIN SMALL LETTER SHARP S;"
            + " 'units length' lists the units of length, 'units' all"),
        ("5 mètre to ft", "unknown unit 'mètre' at column 3; its 'è' is U+00E8 LATIN SMALL LETTER E WITH GRAVE;"
            + " did you mean 'metre' (m)?"),
        // The unit meant is named once (it said `did you mean gallon?; did you mean 'gallon' (gal)?`).
        ("5 gаllon", "unknown unit 'gаllon' at column 3; its 'а' is U+0430 CYRILLIC SMALL LETTER A, not the letter a;"
            + " did you mean gallon?"),
    ])
    func lettersBeyondAsciiInAnUnknownWordAreNamed(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    @Test(arguments: [
        // The line offered keeps the number typed, in the first part (it offered 5 ft 10 in for any number,
        // and dropped a sign: `-7 ft+in to m` is -7 ft, by hand -2.1336 m).
        ("7 ft+in to m", "'ft+in' at column 3 is an output only (1000 in to ft+in); a value in parts names each part"
            + " (5 ft 10 in); for the number typed write 7 ft to m"),
        ("-7 ft+in to m", "'ft+in' at column 4 is an output only (1000 in to ft+in); a value in parts names each part"
            + " (5 ft 10 in); for the number typed write -7 ft to m"),
        ("3 h+min", "'h+min' at column 3 is an output only (1000 min to h+min); a value in parts names each part"
            + " (5 h 10 min); for the number typed write 3 h"),
        // The user's line with the compound as its first part, the rest kept (it dropped `10 in to cm`), and
        // none that converts a unit to itself (`7 ft to ft`) or is refused (`7 ft 2`).
        ("5 ft+in 10 in to cm", "'ft+in' at column 3 is an output only (1000 in to ft+in); a value in parts names each part"
            + " (5 ft 10 in); for the number typed write 5 ft 10 in to cm"),
        ("7 ft+in to ft", "'ft+in' at column 3 is an output only (1000 in to ft+in); a value in parts names each part (5 ft 10 in)"),
        ("7 ft+in 2", "'ft+in' at column 3 is an output only (1000 in to ft+in); a value in parts names each part (5 ft 10 in)"),
        // In a converter's name there is no value: a converter from one of its units (it offered a value's line).
        ("convert h+min+s to s", "'h+min+s' at column 9 is an output only (convert s to h+min+s); to convert from its units,"
            + " pick one: convert h to s"),
    ])
    func aCompoundWhereAValueIsTypedIsAnOutputOnly(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    /// The hint is written where the mistake was: a line's `5 mi to km`, `convert`'s own pair.
    @Test(arguments: [
        ("5 mi to to km", "'to' at column 9 is the connector written twice; write it once: 5 mi to km"),
        ("5 mi > > km", "'>' at column 8 is the connector written twice; write it once: 5 mi > km"),
        // Glued to the units, the second arrow is left out too (the hint repeated the line).
        ("5 mi->>km", "'>' at column 7 is the connector written twice; write it once: 5 mi->km"),
        ("5 mi→→km", "'→' at column 6 is the connector written twice; write it once: 5 mi→km"),
        ("5 mi-> >km", "'>' at column 8 is the connector written twice; write it once: 5 mi-> km"),
        // The user's units, in a line too (it said 5 mi to km whatever was typed).
        ("5 kg to to lb", "'to' at column 9 is the connector written twice; write it once: 5 kg to lb"),
        // An output of several words is named whole (it was cut to its first: 5 L to imp).
        ("5 L to to imp gal", "'to' at column 8 is the connector written twice; write it once: 5 L to imp gal"),
        ("5 km to to survey mi", "'to' at column 9 is the connector written twice; write it once: 5 km to survey mi"),
        ("30 mpg in to L/100km", "'to' at column 11 is the connector written twice; write it once: 30 mpg in L/100km"),
        // In a line, the user's own line with the repeated connectors dropped (it wrote 5 and the
        // last part's unit: `5 ft 10 in to to cm` → 5 in to cm).
        ("5 ft 10 in to to cm", "'to' at column 15 is the connector written twice; write it once: 5 ft 10 in to cm"),
        ("6'2\" to to cm", "'to' at column 9 is the connector written twice; write it once: 6'2\" to cm"),
        ("7 mi to to to km", "'to' at column 9 is the connector written twice; write it once: 7 mi to km"),
        ("convert mi to to km", "'to' at column 15 is the connector written twice; write it once: convert mi to km"),
        ("convert mi as as km", "'as' at column 15 is the connector written twice; write it once: convert mi as km"),
        ("convert mi to", "a unit is missing at column 14; write e.g. convert mi to km"),
        ("convert mi->", "a unit is missing at column 13; write e.g. convert mi -> km"),
        // A line written once that is refused too says why (it was offered as if accepted).
        ("5 mi to to kmm", "'to' at column 9 is the connector written twice; write it once: 5 mi to kmm; that line is refused too:"
            + " unknown unit 'kmm'; did you mean 'km'?"),
        ("convert ° in to cm", "'to' at column 14 is the connector written twice; write it once: convert ° in cm; that line is"
            + " refused too: cannot convert angle (°) to length (cm)"),
    ])
    func aConnectorWrittenTwiceOrWithNoUnitAfterItIsNamed(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    /// The user's own output, repeated in the hint, is escaped (the fuzzer found a raw NUL there).
    @Test func theOutputRepeatedInTheHintIsEscaped() throws {
        var session = Session()
        let message = try #require(session.handle("convert ° in to cm\u{0}\u{9B}").error?.message)
        #expect(message.hasPrefix("'to' at column 14 is the connector written twice; write it once: convert ° in cm\\x00\\u{009B}"),
                "\(message)")
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(message)")
    }
}
