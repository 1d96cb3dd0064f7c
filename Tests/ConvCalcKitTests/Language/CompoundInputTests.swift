import Testing
@testable import ConvCalcKit
import Seeding

/// A value typed in parts (`5 ft 10 in to cm`) is its exact total in the smallest part, typed
/// as keys; JSON reports the parts; a refused value in parts changes nothing.
@Suite(.seeded) struct CompoundInputTests {
    /// Each unit of the compound outputs in the smallest unit of its kind, by the definitions
    /// themselves (1959 yard and pound; 60 s, 60 min, 24 h; 14 lb a stone, 16 oz a pound),
    /// not the unit table.
    static let inSmallest: [String: Int128] = [
        "in": 1, "ft": 12, "yd": 36, "mi": 63_360,
        "s": 1, "min": 60, "h": 3_600, "d": 86_400,
        "oz": 1, "lb": 16, "st": 224,
        "cm": 1, "m": 100, "g": 1, "kg": 1_000,
    ]

    func plain(_ lines: [String]) -> String {
        Given.plain(Given.session(after: lines))
    }

    func json(_ line: String, after lines: [String] = []) -> String {
        var session = Given.session(after: lines)
        let buffer = OutputBuffer()
        JSONRenderer().render(session.handle(line), at: Place("", line: 1), into: buffer, errors: buffer)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    /// The issue's examples, worked by hand: 70 in = 177.8 cm; 88 lb = 39.916… kg; 90 min;
    /// 40 oz = 2.5 lb = 1133.98… g; 1860 yd = 1700.784 m; -66 in = -1.6764 m.
    @Test func theEverydayExamplesConvertTheirExactTotal() {
        #expect(plain(["5 ft 10 in to cm"]) == "177.8 cm\n70 in\n")
        #expect(plain(["6 st 4 lb in kg"]) == "≈ 39.92 kg\n88 lb\n")
        #expect(plain(["1 h 30 min to min"]) == "90 min\n90 min\n")
        #expect(plain(["2 lb 8 oz"]) == "≈ 1133.98 g\n40 oz\n", "bare: where its total, 40 oz, goes alone")
        #expect(plain(["precision 4", "1 mi 100 yd to m"]) == "1700.784 m\n1860 yd\n")
        #expect(plain(["precision 4", "-5 ft 6 in to m"]) == "-1.6764 m\n-66 in\n")
        #expect(plain(["1 h 30 s to s"]) == "3630 s\n3630 s\n", "a unit between may be left out")
        #expect(plain(["5 ft 10.5 in to ft+in"]) == "5 ft 10.5 in\n70.5 in\n")
        #expect(plain(["1 h 30 min"]) == "1.5 h\n90 min\n", "bare: where its total, 90 min, goes alone")
        // 86400 + 7200 + 180 + 4 = 93784 s: d h min s, as GNU units writes a time.
        #expect(plain(["1 d 2 h 3 min 4 s to s"]) == "93784 s\n93784 s\n")
        // Metric heights and weights as said: 170 / 2.54 = 66.929 in; 3200 / 453.59237 = 7.0548 lb.
        #expect(plain(["1 m 70 cm to ft+in"]) == "≈ 5 ft 6.93 in\n170 cm\n")
        #expect(plain(["3 kg 200 g to lb"]) == "≈ 7.05 lb\n3200 g\n")
        #expect(plain(["1.75 m to m+cm"]) == "1 m 75 cm\n1.75 m\n")
    }

    /// The total shows as the same total typed alone: the last part's decimals as written, its
    /// point included when nothing follows it.
    @Test(arguments: [("5 ft 0.0 in", "60.0 in"), ("5 ft 10. in", "70. in"), ("5 ft 10.50 in to cm", "70.50 in"),
                      ("1 h 30. min", "90. min"), ("-5 ft 6. in to m", "-66. in")])
    func theTotalShowsAsTypedAlone(line: String, input: String) {
        let shown = plain([line]).split(separator: "\n")
        #expect(shown.last.map(String.init) == input, "\(line)")
        #expect(shown.last == plain([input]).split(separator: "\n").last, "\(input) typed alone")
    }

    /// Every "a unit is missing" hint names a line that is accepted: over random values in
    /// parts with a unit left out (`5 ft 10`, `11 st 4 to kg`) or a number after a whole one
    /// (`5 ft 10 in 2 to cm` suggested `… 2 in to cm`, in twice; `11 st 4 lb 2`, `… 2 oz`).
    /// Where a part may still follow, the hint is given, after one part or several
    /// (`1 h 30 min 20 to s` said the 20 would add digits), and what follows is left out of it
    /// when it would be refused (`5 ft 10 help` offered `5 ft 10 in help`).
    @Test func everyUnitMissingHintIsAnAcceptedLine() {
        var random = SeededGenerator()
        var hinted = 0
        for _ in 0..<2_000 {
            let compound = CompoundUnit.all.randomElement(using: &random)!
            let symbols = compound.parts.map { UnitCatalog.unit($0).symbol }
            let count = Int.random(in: 1...symbols.count, using: &random)
            var words: [String] = []
            for (index, symbol) in symbols.prefix(count).enumerated() {  // each part in range: 2 is less than one of any unit before
                words += ["\(Int.random(in: index == 0 ? 1...9 : 1...2, using: &random))", symbol]
            }
            words.append("\(Int.random(in: 1...2, using: &random))")  // a number whose unit is left out (in range: 2 ft < 1 yd)
            // What follows: nothing, the target, or what the example must not carry along (a
            // command, a signed or second number, a target of another kind: `5 ft 10 help`).
            let after = [[], ["to", symbols.last!], ["help"], ["units"], ["quit"], ["-3"], ["10"], ["to", "kg"], ["to", "in", "kg"]]
            words += after.randomElement(using: &random)!
            let line = words.joined(separator: " ")
            var session = Session()
            let message = session.handle(line).error?.message ?? ""
            if count < symbols.count { #expect(message.hasPrefix("a unit is missing after"), "\(line): \(message)") }
            guard let example = message.firstRange(of: "write e.g. ") else { continue }
            hinted += 1
            let suggested = String(message[example.upperBound...])
            var again = Session()
            #expect(again.handle(suggested).error == nil, "\(line) → \(suggested)")
        }
        #expect(hinted > 100)
    }

    /// A line of many parts is refused on its first parts, without reading on (a megabyte of
    /// `1 s` parts was read whole, 2 s, before its second part was said to repeat s).
    @Test func manyPartsAreRefusedOnTheFirstFew() {
        var session = Session()
        let message = session.handle("1 h " + String(repeating: "1 s ", count: 100_000)).error?.message
        #expect(message == "'1 h 1 s 1 s 1 s 1 s 1 s 1 s 1 s 1 s' at column 9: s is written twice; write each unit once")
    }

    /// JSON's `inputParts` are the parts as typed, a last part's point too (`10.` was `10`).
    @Test func jsonKeepsTheLastPartsPoint() {
        #expect(json("5 ft 10. in").contains(#""inputParts":[{"value":"5","unit":"ft"},{"value":"10.","unit":"in"}]"#))
        #expect(json("5 ft 10 in").contains(#"{"value":"10","unit":"in"}]"#))
    }

    /// The machine receives the total's keys, as for `70 in to cm`: the trace tells the truth.
    @Test func theMachineReceivesTheTotalsKeys() {
        var session = Session.starting(traces: true)
        let events = session.handle("-5 ft 6 in to m").trace.map(\.event)
        #expect(events == [.clear, .convert, .pick(Given.converter("in", "m")), .digit(6), .digit(6), .sign, .commit])
        var typed = Session()
        _ = typed.handle("-66 in to m")
        #expect(session.state == typed.state)
    }

    @Test func jsonReportsThePartsAsTypedBesideTheTotal() {
        #expect(json("5 ft 10 in to cm") == #"{"input":"70","inputUnit":"in","inputParts":[{"value":"5","unit":"ft"},"#
            + #"{"value":"10","unit":"in"}],"output":"177.8","outputUnit":"cm","converter":"inches to centimeters","state":"ready"}"#
            + "\n")
        #expect(json("-1 h 0 min 7.5 s to s").hasPrefix(#"{"input":"-3607.5","inputUnit":"s","inputParts":[{"value":"1","unit":"h"},"#
            + #"{"value":"0","unit":"min"},{"value":"7.5","unit":"s"}],"inputNegative":true,"output":"-3607.5","#))
        // A sign key after the parts signs the value the parts still show (they were dropped).
        #expect(json("5 ft 6 in +/-").hasPrefix(#"{"input":"-66","inputUnit":"in","inputParts":[{"value":"5","unit":"ft"},"#
            + #"{"value":"6","unit":"in"}],"inputNegative":true,"#))
        #expect(!json("swap", after: ["5 ft 10 in to cm"]).contains("inputParts"), "only on the line that typed them")
        #expect(!json("5 ft 10 in to cm swap").contains("inputParts"), "not once the input changed")
    }

    /// A sign key before the first part signs the whole value, as `+/- 5 mi` is -5 mi.
    @Test func aSignKeyBeforeTheFirstPartSignsTheWholeValue() {
        #expect(Given.session(after: ["+/- 5 ft 6 in to m"]).state == Given.session(after: ["-5 ft 6 in to m"]).state)
        #expect(Given.session(after: ["± 2 lb 8 oz"]).state == Given.session(after: ["-2 lb 8 oz"]).state)
        #expect(Given.plain(Given.session(after: ["+/- 5 ft 6 in to in"])) == "-66 in\n-66 in\n")
    }

    /// `swap` acts on what the machine holds, as after `70 in to cm`.
    @Test func swapActsOnTheTotal() {
        let parts = Given.session(after: ["5 ft 10 in to cm", "swap"])
        let total = Given.session(after: ["70 in to cm", "swap"])
        #expect(parts.state == total.state)
        #expect(Given.plain(parts) == "70 in\n177.8 cm\n")
    }

    @Test(arguments: [
        ("10 in 5 ft", "'10 in 5 ft' at column 1: the parts are out of order; write the larger unit first: 5 ft 10 in"),
        // The parts in order would be refused too (a total of 16 digits): that is said, not offered.
        ("10 in 99999999999999 ft", "'10 in 99999999999999 ft' at column 1: the parts are out of order, and with the larger unit"
            + " first they are refused too: the total has more digits than a number may have (15)"),
        ("5 ft 3 lb", "'5 ft 3 lb' at column 6: ft measures length and lb mass; a value in parts is of one kind (5 ft 10 in, 2 lb 8 oz)"),
        ("5 ft 13 in", "'5 ft 13 in' at column 6: 13 in is 1 ft or more; write 6 ft 1 in, or the total in one unit (73 in)"),
        // A part that follows no compound with those before it is named alone (all five units were blamed).
        ("1 d 2 h 3 min 4 s 5 ms", "'1 d 2 h 3 min 4 s 5 ms' at column 19: ms does not follow d h min s in parts: time in parts"
            + " is written in h min s, h min, min s, d h min s, d h min; write the total in one unit: 93784005 ms"),
        ("5 ft 10 in 3 cm", "'5 ft 10 in 3 cm' at column 12: cm does not follow ft in in parts: length in parts is written in"
            + " ft in, yd ft in, mi yd, m cm; write the total in one unit: 180.8 cm"),
        // A key between the parts (it was called a second conversion).
        ("5 ft +/- 10 in", "'+/-' at column 6: a key between the parts of a value; write the parts together, the sign once"
            + " before the first part (-5 ft 10 in is minus 5 ft 10 in), other keys after the value"),
        ("1 h swap 30 min to s", "'swap' at column 5: a key between the parts of a value; write the parts together, the sign once"
            + " before the first part (-5 ft 10 in is minus 5 ft 10 in), other keys after the value"),
        // Primes glued to the numbers are feet and inches in a refusal too (the ″ was blamed as arcseconds).
        ("6′2″ to kg", "cannot convert length (in) to mass (kg)"),
        ("6′2″ fet", "unknown unit 'fet' at column 6; did you mean 'feet' (ft)?"),
        // With an output, keys before and more after: the rewrite is the whole line to type.
        ("10 in 5 ft to cm", "'10 in 5 ft to cm' at column 1: the parts are out of order; write the larger unit first: 5 ft 10 in to cm"),
        ("5 ft 13 in -> cm", "'5 ft 13 in -> cm' at column 6: 13 in is 1 ft or more; write 6 ft 1 in to cm, or the total in one unit (73 in)"),
        ("C 5.5 ft 3 in to m precision 4", "'5.5 ft 3 in to m' at column 3: only the last part may have a fraction; write it as C 5 ft 9 in to m precision 4 (the total in one unit: 69 in)"),
        ("1 h 60 min", "'1 h 60 min' at column 5: 60 min is 1 h or more; write 2 h 0 min, or the total in one unit (120 min)"),
        // A sign after the first part: no rewrite (-6 st 4 lb, accepted, would answer minus the whole
        // where 6 st less 4 lb may be meant).
        ("5 ft -6 in", "'5 ft -6 in' at column 6: '-6' has a sign; parts are not added or taken away: one sign, before the first part, is for the whole value (-5 ft 6 in is minus 5 ft 6 in); for a difference, write the result"),
        ("5 ft +6 in", "'5 ft +6 in' at column 6: '+6' has a sign; parts are not added or taken away: one sign, before the first part, is for the whole value (-5 ft 6 in is minus 5 ft 6 in); for a difference, write the result"),
        ("6 st -4 lb to kg", "'6 st -4 lb to kg' at column 6: '-4' has a sign; parts are not added or taken away: one sign, before the first part, is for the whole value (-5 ft 6 in is minus 5 ft 6 in); for a difference, write the result"),
        // Two kinds, with an output named too (it said mass cannot convert to length).
        ("5 ft 10 kg to cm", "'5 ft 10 kg to cm' at column 6: ft measures length and kg mass; a value in parts is of one kind (5 ft 10 in, 2 lb 8 oz)"),
        ("5 ft 10 in 3 kg to cm", "'5 ft 10 in 3 kg to cm' at column 12: ft measures length and kg mass; a value in parts is of one kind (5 ft 10 in, 2 lb 8 oz)"),
        // Numbers apart before the first unit, which keys would join.
        ("1 2 ft 6 in to cm", "'1 2 ft 6 in to cm' at column 1: '1 2' is more than one number; each part is one number and its unit: 12 ft 6 in to cm"),
        ("-1 2 3 ft 6 in", "'-1 2 3 ft 6 in' at column 1: '-1 2 3' is more than one number; each part is one number and its unit: -123 ft 6 in"),
        // The user's own value, its number plain (it offered 5 ft 10 in for every value). By hand:
        // 1e1 = 10, 5e0 = 5, 2.5e-1 = 0.25, -1.5e1 = -15; 1e99 ft is past what a number holds.
        ("5 ft 1e1 in", "'5 ft 1e1 in' at column 6: '1e1' has an exponent; write each part as a plain number: 5 ft 10 in"),
        ("5e0 ft 1 in", "'5e0 ft 1 in' at column 1: '5e0' has an exponent; write each part as a plain number: 5 ft 1 in"),
        ("5 ft 2.5e-1 in to cm", "'5 ft 2.5e-1 in to cm' at column 6: '2.5e-1' has an exponent; write each part as a plain number:"
            + " 5 ft 0.25 in to cm"),
        ("-1.5e1 ft 10 in", "'-1.5e1 ft 10 in' at column 1: '-1.5e1' has an exponent; write each part as a plain number: -15 ft 10 in"),
        ("1e99 ft 1 in", "'1e99 ft 1 in' at column 1: '1e99' has an exponent; write each part as a plain number (5 ft 10 in)"),
        ("5.5 ft 3 in", "'5.5 ft 3 in' at column 1: only the last part may have a fraction; write it as 5 ft 9 in (the total in one unit: 69 in)"),
        // The units between those typed, where one is not zero (it wrote 1 h 1810 s). By hand: 1.5 h 10 s =
        // 5400 + 10 = 5410 s = 1 h 30 min 10 s; 1.5 d 4 s = 129600 + 4 = 129604 s = 1 d 12 h (0 min) 4 s.
        ("1.5 h 10 s", "'1.5 h 10 s' at column 1: only the last part may have a fraction; write it as 1 h 30 min 10 s (the total in one unit: 5410 s)"),
        ("1.5 d 4 s", "'1.5 d 4 s' at column 1: only the last part may have a fraction; write it as 1 d 12 h 4 s (the total in one unit: 129604 s)"),
        // A rewrite keeps the whole value's sign (66 + 3 = 69 in; 6 + 6 = 12 in; 60 + 13 = 73 in; 14 + 14 = 28 lb).
        ("-5.5 ft 3 in", "'-5.5 ft 3 in' at column 1: only the last part may have a fraction; write it as -5 ft 9 in (the total in one unit: -69 in)"),
        ("-.5 ft 6 in", "'-.5 ft 6 in' at column 1: only the last part may have a fraction; write it as -1 ft 0 in (the total in one unit: -12 in)"),
        ("-10 in 5 ft", "'-10 in 5 ft' at column 1: the parts are out of order; write the larger unit first: -5 ft 10 in"),
        ("-5 ft 13 in", "'-5 ft 13 in' at column 7: 13 in is 1 ft or more; write -6 ft 1 in, or the total in one unit (-73 in)"),
        // What follows is refused for a reason of its own: the parts alone are offered, not a line refused too.
        ("5 ft 13 in to km list", "'5 ft 13 in to km' at column 6: 13 in is 1 ft or more; write 6 ft 1 in, or the total in one unit (73 in)"),
        ("-1 st 14 lb", "'-1 st 14 lb' at column 7: 14 lb is 1 st or more; write -2 st 0 lb, or the total in one unit (-28 lb)"),
        ("5 ft 5 ft", "'5 ft 5 ft' at column 6: ft is written twice; write each unit once"),
        // An ASCII mark after an angle is the angle's own, with the total as the prime's line has it
        // (1° 30' = 90′; 1° 30' 20" = 3600″ + 1800″ + 20″ = 5420″; it named no total).
        ("1° 30' to arcmin", "'1° 30' to arcmin' at column 1: ° and arcmin are not written together: angle is not written in parts;"
            + " write the total in one unit (90 arcmin)"),
        ("1° 30' 20\" to arcsec", "'1° 30' 20\" to arcsec' at column 1: ° and arcmin and arcsec are not written together: angle"
            + " is not written in parts; write the total in one unit (5420 arcsec)"),
        // Scales add up: the total is what to write, in the last part's unit (1 gal = 4 qt: 6 qt),
        // or the first's when that one is no exact decimal (5 m + 0.9144 m; 5.9144 / 0.3048 ft repeats;
        // 3 km + 1.609344 km; 1 kg + 3 × 0.45359237 kg; 86400 + 7200 + 180 + 4 s; 70 × 2.54 + 3 cm); temperatures and fuel economies do not add.
        ("1 gal 2 qt", "'1 gal 2 qt' at column 1: gal and qt are not written together: volume is not written in parts; write the total in one unit: 6 qt"),
        ("1 gal 2 qt to L", "'1 gal 2 qt to L' at column 1: gal and qt are not written together: volume is not written in parts; write the total in one unit: 6 qt to L"),
        ("-1 gal 2 qt", "'-1 gal 2 qt' at column 1: gal and qt are not written together: volume is not written in parts; write the total in one unit: -6 qt"),
        ("5 m 3 ft", "'5 m 3 ft' at column 1: m and ft are not written together: length in parts is written in ft in, yd ft in, mi yd, m cm; write the total in one unit: 5.9144 m"),
        ("3 km 1 mi", "'3 km 1 mi' at column 1: km and mi are not written together: length in parts is written in ft in, yd ft in, mi yd, m cm; write the total in one unit: 4.609344 km"),
        ("1 kg 3 lb", "'1 kg 3 lb' at column 1: kg and lb are not written together: mass in parts is written in st lb, lb oz, kg g; write the total in one unit: 2.36077711 kg"),
        ("5 °F 3 °C", "'5 °F 3 °C' at column 1: °F and °C are not written together: temperature is not written in parts; put each value on a line of its own"),
        ("1 st 2 oz", "'1 st 2 oz' at column 1: st and oz are not written together: mass in parts is written in st lb, lb oz, kg g; write the total in one unit: 226 oz"),
        ("5 +/- ft 6 in", "'5 +/- ft 6 in' at column 1: a value in parts starts with one number, its sign written with it: -5 ft 6 in"),
        ("1 ft 1.2.3 in", "'1 ft 1.2.3 in' at column 6: '1.2.3' has two decimal points"),
        ("5 mpg 3 L/100km", "'5 mpg 3 L/100km' at column 1: mpg and L/100km are not written together: fuel economy is not written in parts; put each value on a line of its own"),
        ("5.5 mpg 3 L/100km", "'5.5 mpg 3 L/100km' at column 1: mpg and L/100km are not written together: fuel economy is not written in parts; put each value on a line of its own"),
        ("5.5 ft 3 lb", "'5.5 ft 3 lb' at column 8: ft measures length and lb mass; a value in parts is of one kind (5 ft 10 in, 2 lb 8 oz)"),
        ("1 acre 2 ha", "'1 acre 2 ha' at column 1: acre and ha are not written together: area is not written in parts; write the total in one unit: 2.40468564224 ha"),
        ("1 kJ 2 J", "'1 kJ 2 J' at column 1: kJ and J are not written together: energy is not written in parts; write the total in one unit: 1002 J"),
        ("1 ft 2 acre", "'1 ft 2 acre' at column 6: ft measures length and acre area; a value in parts is of one kind (5 ft 10 in, 2 lb 8 oz)"),
        ("1 GB 2 MB", "'1 GB 2 MB' at column 1: GB and MB are not written together: data is not written in parts; write the total in one unit: 1002 MB"),
        ("5 EE 3 ft 6 in", "'5 EE 3 ft 6 in' at column 1: '5 EE 3' has an exponent; write each part as a plain number (5 ft 10 in)"),
        ("5 ft 1.12345678901234567 in", "'5 ft 1.12345678901234567 in' at column 6: '1.12345678901234567' has too many digits: a number holds at most 15 significant digits"),
        ("999999999999999 mi 1 yd", "'999999999999999 mi 1 yd' at column 1: the total has more digits than a number may have (15)"),
    ])
    func aRefusedValueInPartsSaysWhatToWriteAndChangesNothing(line: String, message: String) {
        var session = Given.session(after: ["212", "convert mi km", "3"])
        let before = session.state
        #expect(session.handle(line).error?.message == message)
        #expect(session.state == before)
    }

    /// Over random compound sets, random parts within range and a random sign: the machine
    /// holds the exact total, computed here as a rational from the definitions, and JSON's
    /// parts are the values typed.
    @Test func theEntryIsTheExactTotalOfRandomParts() throws {
        var random = SeededGenerator()
        for _ in 0..<3_000 {
            let compound = CompoundUnit.all.randomElement(using: &random)!
            var units = compound.parts.filter { _ in Bool.random(using: &random) }
            if units.count < 2 { units = Array(compound.parts.prefix(2)) }
            let symbols = units.map { UnitCatalog.unit($0).symbol }
            var thousandths: Int128 = 0  // the total in thousandths of the smallest typed unit
            var typed: [String] = []
            var values: [ExactDecimal] = []
            for (index, symbol) in symbols.enumerated() {
                let limit = index == 0 ? 100_000 : Self.inSmallest[symbols[index - 1]]! / Self.inSmallest[symbol]!
                let whole = Int128.random(in: 0..<limit, using: &random)
                let fraction = index == symbols.count - 1 && Bool.random(using: &random) ? Int128.random(in: 1...999, using: &random) : 0
                let text = fraction == 0 ? "\(whole)" : "\(whole)." + String("00\(fraction)".suffix(3))
                typed.append("\(text) \(symbol)")
                values.append(Given.decimal(text).trimmed)
                thousandths += (whole * 1000 + fraction) * Self.inSmallest[symbol]! / Self.inSmallest[symbols.last!]!
            }
            let negative = Bool.random(using: &random)
            let line = (negative ? "-" : "") + typed.joined(separator: " ") + " to " + symbols.last!
            var session = Session()
            let outcome = session.handle(line)
            guard case .displays(let displays) = outcome.shows else {
                Issue.record("\(line): \(outcome.error?.message ?? "no displays")")
                return
            }
            let entry = session.state.entry.value
            #expect(session.state.converter.from == units.last!, "\(line)")
            #expect(Int128(entry.digits) * Int128(ExactDecimal.powerOfTen(3 - entry.scale)) == thousandths, "\(line)")
            if thousandths != 0 { #expect(entry.isNegative == negative, "\(line)") }
            #expect(displays.inputParts?.parts.map(\.unit) == units, "\(line)")
            #expect(displays.inputParts?.parts.map(\.value.value.trimmed) == values, "\(line)")
        }
    }

    /// Under a converter of their kind, parts go where their total would go alone: to its
    /// output (40 oz = 2.5 lb; 70 in = 5.833… ft; 158 lb = 11.285… st), or, when that is the
    /// total's own unit, to its everyday counterpart (70 in → 177.8 cm; 158 lb × 0.45359237 =
    /// 71.667… kg; 90 min = 1.5 h): never a converter from a unit to itself (in → in).
    @Test func partsUnderAConverterOfTheirKindGoWhereTheirTotalGoes() {
        #expect(plain(["convert kg lb", "2 lb 8 oz"]) == "2.5 lb\n40 oz\n")
        #expect(plain(["convert in ft", "5 ft 10 in"]) == "≈ 5.83 ft\n70 in\n")
        #expect(plain(["convert lb st", "11 st 4 lb"]) == "≈ 11.29 st\n158 lb\n")
        // Parts of the output's own compound would show themselves (a trial found `5 ft 10 in` over 70 in): as 70 in alone, to cm.
        #expect(plain(["convert m ft+in", "5 ft 10 in"]) == "177.8 cm\n70 in\n")
        #expect(plain(["convert s h+min+s", "1 h 30 min"]) == "1.5 h\n90 min\n")
        #expect(plain(["convert lb st+lb", "6 st 4 lb"]) == "≈ 39.92 kg\n88 lb\n")  // 88 × 0.45359237 = 39.916…
        // A value in one of its units too (a second trial: `5 ft` showed `5 ft 0 in`, `2 h` `2 h 0 min 0 s`).
        #expect(plain(["convert m ft+in", "5 ft"]) == "≈ 1.52 m\n5 ft\n")  // 1.524 m
        #expect(plain(["convert s h+min+s", "2 h"]) == "120 min\n2 h\n")
        #expect(plain(["convert kg st+lb", "11 st"]) == "≈ 69.85 kg\n11 st\n")  // 154 lb × 0.45359237 = 69.853…
        #expect(plain(["convert ft to in", "5 ft 10 in"]) == "177.8 cm\n70 in\n")
        #expect(plain(["convert ft to in", "70 in"]) == "177.8 cm\n70 in\n", "the total typed alone goes there too")
        #expect(plain(["convert st lb", "11 st 4 lb"]) == "≈ 71.67 kg\n158 lb\n")
        #expect(plain(["convert h min", "1 h 30 min"]) == "1.5 h\n90 min\n")
        #expect(plain(["convert ft m", "5 ft 10 in"]) == "≈ 1.78 m\n70 in\n", "70 in = 1.778 m")
        for lines in [["convert ft in", "5 ft 10 in"], ["convert lb oz", "2 lb 8 oz"], ["convert st lb", "11 st 4 lb"]] {
            let converter = Given.session(after: lines).state.converter
            #expect(converter.from != converter.to, "\(lines)")
        }
    }

    /// Every rewrite a refusal suggests (parts out of order, a part over its range, a fraction
    /// before the last part), over random parts and signs, is accepted as written and is the
    /// same value as the total it names.
    @Test func everySuggestedRewriteIsAcceptedAndKeepsTheValue() throws {
        var random = SeededGenerator()
        for _ in 0..<2_000 {
            let compound = CompoundUnit.all.randomElement(using: &random)!
            let units = Array(compound.parts.prefix(2)).map { UnitCatalog.unit($0).symbol }
            let ratio = Int(Self.inSmallest[units[0]]! / Self.inSmallest[units[1]]!)
            let sign = Bool.random(using: &random) ? "-" : ""
            let large = Int.random(in: 0...50, using: &random), small = Int.random(in: 0..<(3 * ratio), using: &random)
            let parts: String
            switch Int.random(in: 0..<3, using: &random) {
            case 0: parts = "\(sign)\(small) \(units[1]) \(large) \(units[0])"                          // out of order
            case 1: parts = "\(sign)\(large) \(units[0]) \(small + ratio) \(units[1])"                  // over its range
            default: parts = "\(sign)\(large).5 \(units[0]) \(small % ratio) \(units[1])"              // a fraction first
            }
            // Half the lines name an output: the rewrite is the whole line, the output kept.
            let target = Bool.random(using: &random) ? units[0] : nil
            let line = parts + (target.map { " -> " + $0 } ?? "")
            var session = Session()
            guard let message = session.handle(line).error?.message else { continue }  // 0 in 5 ft is in order
            let rewrite: Substring
            if let found = message.firstMatch(of: /first: (.*)$/) { rewrite = found.1 }
            else if let found = message.firstMatch(of: /write (?:it as )?(-?[0-9][^,(]*?)(?:,| \()/) { rewrite = found.1 }
            else { Issue.record("\(line): no rewrite in \(message)"); continue }
            if let target { #expect(rewrite.hasSuffix(" to " + target), "\(line) → \(rewrite)") }
            var rewritten = Session(), typed = Session()
            #expect(rewritten.handle(target == nil ? String(rewrite) + " to " + units[1] : String(rewrite)).error == nil,
                    "\(line) → \(rewrite)")
            // The value the line meant, in tenths of the smallest unit, by hand: typed as a total.
            let words = parts.split(separator: " ").map(String.init)
            var tenths = 0
            for index in stride(from: 0, to: words.count, by: 2) {
                let magnitude = words[index].hasPrefix("-") ? String(words[index].dropFirst()) : words[index]
                let parts = magnitude.split(separator: ".", omittingEmptySubsequences: false)
                let value = Int(parts[0])! * 10 + (parts.count > 1 ? Int(parts[1])! : 0)
                tenths += value * Int(Self.inSmallest[words[index + 1]]! / Self.inSmallest[units[1]]!)
            }
            let meant = "\(sign)\(tenths / 10).\(tenths % 10)"
            _ = typed.handle(meant + " " + units[1] + " to " + units[1])
            #expect(rewritten.state.entry.value.trimmed == typed.state.entry.value.trimmed, "\(line) → \(rewrite) is not \(meant) \(units[1])")
        }
    }

    /// Random lines in parts, of the compounds' units or any units at all (a reciprocal, a
    /// temperature), from random states: a refused one leaves the state as it was.
    @Test func aRefusedLineInPartsLeavesTheStateAsItWas() {
        var random = SeededGenerator()
        let symbols = Array(Self.inSmallest.keys).sorted()
        for _ in 0..<3_000 {
            var session = RandomSession.start(using: &random)
            if session.state.phase == .choosing { _ = session.handle("cancel") }
            let parts = (0..<Int.random(in: 2...3, using: &random)).map { _ in
                let number = Bool.random(using: &random) ? "\(Int.random(in: -20...200, using: &random))"
                    : "\(Int.random(in: 0...99, using: &random)).\(Int.random(in: 0...9, using: &random))"
                let unit = Bool.random(using: &random) ? symbols.randomElement(using: &random)!
                    : UnitCatalog.all.randomElement(using: &random)!.symbol
                return number + " " + unit
            }
            let before = session.state
            let outcome = session.handle(parts.joined(separator: " "))
            if outcome.isRejected { #expect(session.state == before, "\(parts)") }
        }
    }
}
