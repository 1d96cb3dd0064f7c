import Testing
@testable import ConvCalcKit

/// Feet and inch marks glued to numbers (`6'2"`, `5'10" to cm`, `6′2″`) are a value in parts,
/// as `6 ft 2 in` is; apart from a number, `′` and `″` stay arcminutes and arcseconds. A degree
/// sign glued to a number starts the unit (`20°C`).
@Suite struct HeightMarksTests {
    func plain(_ lines: [String]) -> String {
        Given.plain(Given.session(after: lines))
    }

    /// Worked by hand: 6 ft 2 in = 74 in = 187.96 cm (where its total, in inches, goes alone);
    /// 5 ft 10 in = 70 in = 177.8 cm; 6 ft = 1.8288 m; 10 in = 25.4 cm (where in goes alone).
    @Test(arguments: [("6'2\"", "187.96 cm\n74 in\n"), ("6' 2\"", "187.96 cm\n74 in\n"), ("6′2″", "187.96 cm\n74 in\n"),
                      ("5'10\" to cm", "177.8 cm\n70 in\n"), ("5′10″ to cm", "177.8 cm\n70 in\n"),
                      ("6'", "≈ 1.83 m\n6 ft\n"), ("10\"", "25.4 cm\n10 in\n"), ("6′", "≈ 1.83 m\n6 ft\n"),
                      ("5'10'' to cm", "177.8 cm\n70 in\n"), ("10'' to cm", "25.4 cm\n10 in\n"), ("-5'10'' to cm", "-177.8 cm\n-70 in\n"),
                      // The curly quotes autocorrect and web pages write: U+2019 ’, U+201D ”.
                      ("6’2”", "187.96 cm\n74 in\n"), ("5’10” to cm", "177.8 cm\n70 in\n"), ("6’", "≈ 1.83 m\n6 ft\n"),
                      ("10”", "25.4 cm\n10 in\n"),
                      // Two primes or two curly apostrophes for inches, as `''` is (`6′2′′` was feet written again).
                      ("6′2′′ to cm", "187.96 cm\n74 in\n"), ("6′ 2′′ to cm", "187.96 cm\n74 in\n"), ("2′′ to cm", "5.08 cm\n2 in\n"),
                      ("6’2’’ to cm", "187.96 cm\n74 in\n")])
    func marksGluedToNumbersAreFeetAndInches(line: String, shown: String) {
        #expect(plain([line]) == shown, "\(line)")
    }

    /// A degree sign glued to a number starts its unit, as written on weather maps and ovens
    /// (`20°C` was told to put a space). By hand: 20 °C = 68 °F; -40 °F = -40 °C; 98.6 °F = 37 °C;
    /// 90° = π/2 rad ≈ 1.57; 1500 °C = 1773.15 K.
    @Test(arguments: [("20°C to °F", "68 °F\n20 °C\n"), ("-40°F", "-40 °C\n-40 °F\n"), ("98.6°F", "37 °C\n98.6 °F\n"),
                      ("20° C", "68 °F\n20 °C\n"), ("20℃", "68 °F\n20 °C\n"), ("90° to rad", "≈ 1.57 rad\n90 °\n"),
                      ("1.5e3°C to K", "1773.15 K\n1.5e3 °C\n"), ("20°C→°F", "68 °F\n20 °C\n")])
    func aDegreeSignGluedToANumberStartsItsUnit(line: String, shown: String) {
        #expect(plain([line]) == shown, "\(line)")
    }

    /// One sign before the first part signs the whole value, glued as spaced (`-6'2"` was an
    /// unknown key while `-6 ' 2 "` was -74 in); a sign on a later part is named.
    @Test func aSignBeforeGluedMarksSignsTheWhole() {
        for (glued, spaced) in [("-6'2\"", "-6 ft 2 in"), ("-6'", "-6 ft"), ("-10\"", "-10 in"), ("−6′2″ to cm", "-6 ft 2 in to cm"),
                                ("+6'2\"", "6 ft 2 in")] {
            #expect(plain([glued]) == plain([spaced]), "\(glued)")
        }
        var session = Session()
        #expect(session.handle("6'-2\"").error?.message.contains("'-2' has a sign") == true,
                "\(session.handle("6'-2\"").error?.message ?? "accepted")")
    }

    /// Apart from the number, the primes are the angle units they spell: `30 ′` is 30 arcmin.
    /// Inches forgotten after a foot mark are hinted as the inch mark, glued (it said `6'2 in`).
    @Test func aMissingInchAfterAFootMarkIsHintedAsAMark() {
        var session = Session()
        #expect(session.handle("6'2").error?.message == "a unit is missing after '2' at column 3; write e.g. 6'2\"")
        #expect(session.handle("6′2 to cm").error?.message == "a unit is missing after '2' at column 3; write e.g. 6′2″ to cm")
        #expect(session.handle("6 ft 2").error?.message == "a unit is missing after '2' at column 6; write e.g. 6 ft 2 in")
    }

    @Test func primesApartAreArcminutes() {
        #expect(plain(["30 ′ to °"]) == plain(["30 arcmin to °"]))
        #expect(plain(["30 ″ to °"]) == plain(["30 arcsec to °"]))
        // Glued before an angle's unit, two primes are the double prime: 30″ = 0.5 arcmin.
        #expect(plain(["30′′ to arcmin"]) == "0.5 arcmin\n30 arcsec\n")
        // So with the arrow glued to the angle's unit, as the arrow may touch either unit (`3′->°`
        // read feet to degrees, refused). By hand: 3′ = 0.05°.
        for line in ["3′->°", "3′→°", "3′=>°", "3′>°"] { #expect(plain([line]) == "0.05 °\n3 arcmin\n", "\(line)") }
        #expect(plain(["6′->cm"]) == "182.88 cm\n6 ft\n")
    }

    /// A mark after an angle's part is the angle's, so the refusal says an angle is not written in
    /// parts, with its total (it said ° measures angle and ft length). By hand: 5° 10′ = 300′ + 10′
    /// = 310′; 1° 30″ = 3600″ + 30″ = 3630″; 1° 30′ 15″ = 3600″ + 1800″ + 15″ = 5415″.
    @Test func aMarkAfterAnAnglesPartIsTheAngles() {
        var session = Session()
        let whole = ": angle is not written in parts; write the total in one unit"
        #expect(session.handle("5° 10'").error?.message == "'5° 10'' at column 1: ° and arcmin are not written together\(whole): 310 arcmin")
        #expect(session.handle("1° 30″").error?.message == "'1° 30″' at column 1: ° and arcsec are not written together\(whole): 3630 arcsec")
        #expect(session.handle("1° 30′ 15″").error?.message
                == "'1° 30′ 15″' at column 1: ° and arcmin and arcsec are not written together\(whole): 5415 arcsec")
        // An ASCII mark too, its total offered as the prime's is (it named none).
        #expect(session.handle("1° 30\" to °").error?.message
                == "'1° 30\" to °' at column 1: ° and arcsec are not written together\(whole): 3630 arcsec to °")
        // A unit of length written out is of another kind.
        #expect(session.handle("1° 30 ft").error?.message
                == "'1° 30 ft' at column 4: ° measures angle and ft length; a value in parts is of one kind (5 ft 10 in, 2 lb 8 oz)")
        #expect(plain(["310 arcmin"]).hasSuffix("310 arcmin\n") && plain(["5415 arcsec"]).hasSuffix("5415 arcsec\n"))
    }

    /// The same bytes from the mark on mean feet glued (`6′`) and arcminutes apart (`30 ′`): a
    /// reading of a mark depends on the byte before it, so no shortcut may keep it by the
    /// bytes from the mark on alone (a memo of readings must key on that byte too).
    @Test func aMarkIsReadByTheByteBeforeItEveryTime() {
        for _ in 0..<3 {
            #expect(plain(["6′"]) == "≈ 1.83 m\n6 ft\n")
            #expect(plain(["30 ′"]) == plain(["30 arcmin"]))
            #expect(plain(["5′10″ to cm"]) == "177.8 cm\n70 in\n")
        }
    }
}
