import Testing
import Seeding
@testable import ConvCalcKit

/// Marks typed where a connector or a minus goes, and at a sentence's end: each is named, and
/// the line offered is one the session accepts (found by new users: `5 mi , km` was an unknown
/// key, `5 mi . km` two parts, `convert mi;` offered `mi`, `convert -500 F` a refused line).
@Suite(.seeded) struct MarkBetweenUnitsTests {
    static let noConnector = "is no connector; join the units with to, in, as, ->, →, => or >:"

    @Test(arguments: [
        ("5 mi , km", "',' at column 6 \(noConnector) 5 mi to km"),
        ("5 mi | km", "'|' at column 6 \(noConnector) 5 mi to km"),
        ("5 mi . km", "'.' at column 6 \(noConnector) 5 mi to km"),
        ("5 mi ≥ km", "'≥' at column 6 \(noConnector) 5 mi to km"),
        ("-3 mi ; km", "';' at column 7 \(noConnector) -3 mi to km"),
        ("5 ft 10 in , cm", "',' at column 12 \(noConnector) 5 ft 10 in to cm"),
        ("convert mi , km", "',' at column 12 \(noConnector) convert mi to km"),
        // A number after the mark: two conversions, as before; a part's number keeps its point.
        ("5 mi ; 3 ft", "unknown key ';' at column 6; convcalc reads one conversion a line: put each on a line of its own"),
        // A second arrow glued to a unit after the conversion.
        ("5 mi tto km", "'tto' at column 6 \(noConnector) 5 mi to km"),
        ("5 lb tto kg", "'tto' at column 6 \(noConnector) 5 lb to kg"),  // not `5 lb t to kg`: troy pounds
        ("5 mi ass km", "'ass' at column 6 \(noConnector) 5 mi as km"),
        ("5 mi→km→m", "'→' at column 8 joins a number's unit to the unit to show it in, once a line: 5 mi→km"),
        // A sentence's end after the conversion.
        ("5 mi .", "unknown key '.' at column 6; no period after a unit: write 5 mi"),
        ("5 mi to km .", "unknown key '.' at column 12; no period after a unit: write 5 mi to km"),
        // A dash for a minus, before a number glued to its unit.
        ("–5ft6in", "unknown key '–5ft6in' at column 1; a dash is no minus sign: type - for minus;"
            + " put a space between the number and the unit: -5 ft 6 in"),
        ("–5 ft 6 in", "unknown key '–5' at column 1; a dash is no minus sign: write -5 ft 6 in"),
        // A fragment is no line: `convert mi` is refused, so `mi` is not offered.
        ("convert mi;", "unknown unit 'mi;' at column 9; no ';' after a unit"),
        ("convert mi to km;", "unknown unit 'km;' at column 15; no ';' after a unit: write convert mi to km"),
        // A hint whose `write` is part of a sentence that goes on is left whole (it was cut after "a million").
        // (Its example says which number it writes: it said `write 5e6` whatever was typed.)
        ("1 mm to M", "unknown unit 'M' at column 9; 'M' in capitals is the prefix mega alone (a million: written as a power"
            + " of ten, 2.5e6 for 2.5 million, with the unit); for metres write m"),
        // A value where a converter's name goes, whose line is refused too: why, not the line.
        ("convert -500 F", "'-500 F' at column 9 starts with a number, which a converter's name has not; to convert a value,"
            + " type it as a line of its own, which refuses it too: '-500': -500 °F is below absolute zero (-459.67 °F)"),
        ("convert 5mi km", "'5mi km' at column 9 starts with a number, which a converter's name has not; to convert a value,"
            + " write it as a line of its own, without convert: 5 mi km"),
    ])
    func aMarkIsNamedAndTheLineWrittenRight(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    @Test func aPointWithADigitIsStillAPartsNumber() {
        var session = Session()
        #expect(session.handle("5 mi .5 yd to yd").error == nil)
    }

    /// Any line of numbers, units, marks and connectors: a hint that ends in a line to write
    /// offers one the session accepts.
    @Test func anOfferedLineIsAccepted() {
        var random = SeededGenerator()
        let pieces = ["5", "-3", "1.5", ".", "mi", "km", "ft", "10", "in", "kg", "°F", "to", ",", ";", "|", "≥", "→", "=", "–5",
                      "convert", "mi;", "km.", "(5", "ft)", "5ft", "ft,", "tto", "ft+in", "5ft10in", "1,5", "kilom", "lb8",
                      "precision", "in", "-", "+", "sq", "'5", "mi'", "→km", "1e3", "C", "°C", "M", "ton", "mb", "×", "10^3", "and"]
        var offered = 0
        // 5,000 lines: a word's fragment with the rest of the line dropped is no longer offered (`lb8 M -`
        // offered `8 lb`), so fewer lines end in one.
        for _ in 0..<5_000 {
            let line = (0..<(2 + random.next(4))).map { _ in pieces[random.next(pieces.count)] }.joined(separator: " ")
            var session = Session()
            guard let message = session.handle(line).error?.message, let write = message.ranges(of: ": write ").last else { continue }
            let written = String(message[write.upperBound...])
            // Prose, not a line: `the total in one unit`, `h+min+s or h+min`, `a value in parts as …, and …`.
            guard !written.hasPrefix("the ") && !written.contains(" or ") && !written.contains(", ") && !written.contains(" and ")
                  && !written.contains(where: { "();".contains($0) }) else { continue }
            offered += 1
            var fresh = Session()
            #expect(fresh.handle(written).error == nil, "\(line) → \(message)")
        }
        #expect(offered > 100)
    }
}
