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
}
