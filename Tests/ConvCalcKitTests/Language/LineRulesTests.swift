import Foundation
import Testing
@testable import ConvCalcKit
import Seeding

/// Rules of a line: a unit after a number, signs and exponents, comments in the menu, `quit`
/// alone, bytes and invisible scalars shown escaped, compound outputs labelled as shown.
@Suite(.seeded) struct LineRulesTests {
    func plain(_ lines: [String]) -> String {
        Given.plain(Given.session(after: lines))
    }

    @Test func aUnitAfterSeveralNumberKeysConvertsTheWholeNumber() {
        #expect(plain(["1 2 km"]) == "≈ 7.46 mi\n12 km\n")
        #expect(plain(["98 . 6 F"]) == "37 °C\n98.6 °F\n")
        #expect(plain(["9 8 . 6 F"]) == "37 °C\n98.6 °F\n")
        #expect(plain(["5 6 mi"]) == "≈ 90.12 km\n56 mi\n")  // mi is no later part of a value in parts
        #expect(plain(["9 . in"]) == "22.86 cm\n9. in\n")
        #expect(plain(["212 swap 5 km"]) == "≈ 3.11 mi\n5 km\n")
    }

    /// Numbers apart before a unit, a later one longer than a key, would join silently where a
    /// value in parts (`5 10 in to cm` was 510 in: 5 ft 10 in meant, 177.8 cm) or a spaced
    /// thousands (`1 000 m`) was meant: refused, the state kept, the whole number offered.
    @Test(arguments: [
        ("5 10 in to cm", "'5 10' at column 1 holds numbers apart before one unit, which as keys would join as 510; for 510"
            + " write it whole: 510 in to cm; a value in parts names each part's unit (5 ft 10 in)"),
        ("1 000 m", "'1 000' at column 1 holds numbers apart before one unit, which as keys would join as 1000; for 1000"
            + " write it whole: 1000 m; a value in parts names each part's unit (5 ft 10 in)"),
        ("9 8.6 F to C", "'9 8.6' at column 1 holds numbers apart before one unit, which as keys would join as 98.6; for 98.6"
            + " write it whole: 98.6 F to C; a value in parts names each part's unit (5 ft 10 in)"),
        // A digit after a number longer than a key (`10 5 in` was 105 in; `1e3 5 m` 1e35 m, into the exponent;
        // `5.5 5 ft` 5.55 ft), the sign's too (`-5 6 ft` was -56 ft).
        ("10 5 in to cm", "'10 5' at column 1 holds numbers apart before one unit, which as keys would join as 105; for 105"
            + " write it whole: 105 in to cm; a value in parts names each part's unit (5 ft 10 in)"),
        ("1e3 5 m to km", "'1e3 5' at column 1 holds numbers apart before one unit, which as keys would join as 1e35; for 1e35"
            + " write it whole: 1e35 m to km; a value in parts names each part's unit (5 ft 10 in)"),
        ("5.5 5 ft", "'5.5 5' at column 1 holds numbers apart before one unit, which as keys would join as 5.55; for 5.55"
            + " write it whole: 5.55 ft; a value in parts names each part's unit (5 ft 10 in)"),
        // Two digits before a later part of a value in parts (`5 6 in to cm` was 56 in, 5 ft 6 in meant).
        ("5 6 in to cm", "'5 6' at column 1 holds numbers apart before one unit, which as keys would join as 56; for 56"
            + " write it whole: 56 in to cm; a value in parts names each part's unit (5 ft 10 in)"),
        ("6 4 lb", "'6 4' at column 1 holds numbers apart before one unit, which as keys would join as 64; for 64"
            + " write it whole: 64 lb; a value in parts names each part's unit (5 ft 10 in)"),
        ("-5 6 ft to m", "'-5 6' at column 1 holds numbers apart before one unit, which as keys would join as -56; for -56"
            + " write it whole: -56 ft to m; a value in parts names each part's unit (5 ft 10 in)"),
    ])
    func numbersApartBeforeAUnitAreRefused(line: String, message: String) {
        var session = Given.session(after: ["212"])
        let before = session.state
        #expect(session.handle(line).error?.message == message)
        #expect(session.state == before)
    }

    @Test func aNegativeMantissaWithAnExponentIsSignedAsAWhole() {
        #expect(plain(["-500e-2 °F to °C"]) == "≈ -20.56 °C\n-500e-2 °F\n")
        var session = Session()
        #expect(session.handle("-5e2").error != nil, "-500 °F is still below absolute zero")
    }

    /// A line shows its last answer, so nothing follows `state` or `list` on it (`list 3`
    /// converted 3 °F and showed no list; `state quit` showed nothing): refused, state kept.
    @Test func nothingFollowsAQueryOnItsLine() {
        var session = Given.session(after: ["212"])
        let before = session.state
        #expect(session.handle("list 3").error?.message == "'3' at column 6 would show in place of list before it;"
                + " put list on a line of its own; to pick converter 3, write convert 3")
        #expect(session.handle("state C").error?.message == "'C' at column 7 would show in place of state before it;"
                + " put state on a line of its own")
        #expect(session.handle("list 5 mi to km").error?.message.hasPrefix("'5' at column 6 would show in place of list") == true)
        #expect(session.handle("state quit").error?.message
                == "'quit' at column 7 would leave before this line's answer is shown; put quit on a line of its own")
        #expect(session.state == before)
        #expect(session.handle("C 5 state").error == nil, "a query last shows itself")
        #expect(session.handle("list").error == nil)
        #expect(session.handle("convert 3").error == nil, "the pick the hint offers")
    }

    /// A label's way of writing a fluid ounce (`oz fl`, as on bottles) is one: 1 US fl oz = 29.5735295625 mL.
    @Test func ozFlIsAFluidOunce() {
        #expect(plain(["1 oz fl to ml"]) == "≈ 29.57 mL\n1 fl oz\n")
    }

    /// Hints check the lines they offer, and those lines' hints theirs, at most
    /// `LineParser.refusalDepthLimit` deep: a line of many refused numbers (`½ ` 2,000 times)
    /// nested a check for each and overflowed the stack; 20 took seconds, each level checking a few.
    @Test func hintsCheckTheirLinesOnlyAFewLevelsDeep() {
        var session = Session()
        for word in ["½ ", "12,345 ", "(5 ", "5×10^3 ", "1,5 "] {
            #expect(session.handle(String(repeating: word, count: 2_000)).error != nil, "\(word)")
        }
        LineParser.$refusalDepth.withValue(LineParser.refusalDepthLimit) {
            #expect(LineParser.refusal(of: "5 mi to km")?.reason == .notChecked, "past the limit, not checked")
        }
        #expect(LineParser.refusal(of: "5 mi to km") == nil)
    }

    @Test func aCommentLineInTheMenuLeavesItOpen() {
        var session = Session()
        _ = session.handle("convert")
        #expect(session.handle("# pick miles").shows == .nothing)
        #expect(session.state.phase == .choosing)
        #expect(session.handle("").shows == .nothing)
        #expect(session.state.phase == .ready, "an empty line still cancels")
    }

    @Test(arguments: ["quit x", "quit 5", "exit now"])  // `5 quit 6`: keys before quit, refused first (OneLineConversionTests)
    func nothingMayFollowQuit(line: String) {
        var session = Given.session(after: ["212"])
        let before = session.state
        #expect(session.handle(line).error?.message.contains("follows quit") == true)
        #expect(session.state == before)
    }

    @Test func aBadByteInAUnitIsShownEscaped() {
        var bytes = Array("5 m to ".utf8) + [0xFF]
        var session = Session()
        let outcome = bytes.withUnsafeMutableBufferPointer { session.handle(LineBytes(UnsafeBufferPointer($0))) }
        #expect(outcome.error?.message == "unknown unit '\\xFF' at column 8; 'units length' lists the units of length, 'units' all")
    }

    @Test(arguments: [0x200E, 0x200F, 0x061C, 0x200B, 0x2060, 0x180E] as [UInt32])
    func invisibleFormatCharactersAreEscaped(value: UInt32) {
        let text = String(Character(Unicode.Scalar(value)!))
        #expect(!VisibleText.of(text).unicodeScalars.contains { $0.value == value })
    }

    /// Every scalar Unicode says to ignore when it cannot be shown (variation selectors,
    /// fillers, the combining grapheme joiner, the tag block, reserved ones too) and the blank
    /// braille pattern are escaped wherever they stand, as in `5\u{FE00}`.
    @Test func everyIgnorableOrBlankLookingScalarIsEscaped() {
        var checked = 0
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isDefaultIgnorableCodePoint || value == 0x2800
            else { continue }
            let shown = VisibleText.of("5" + String(Character(scalar)))
            #expect(!shown.unicodeScalars.contains { $0.value == value }, "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 4_000)  // the tag block alone holds 4,096
        #expect(VisibleText.of("5\u{FE00}") == "5\\u{FE00}")
        #expect(VisibleText.of("\u{3164}x") == "\\u{3164}x")
    }

    @Test func aNumberAndOneUnitKeepsACompoundOutput() {
        #expect(plain(["convert m ft+in", "5 km"]) == "≈ 16404 ft 2.39 in\n5 km\n")
    }

    @Test func theTraceShowsACompoundOutputAsTheDisplayDoes() {
        var session = Session.starting(traces: true)
        let lines = TranscriptRenderer().lines(of: session.handle("1 m to ft+in"))
        #expect(lines.contains { $0.hasSuffix("out: ≈ 3 ft 3.37 in") })
    }

    @Test func aCompoundTooLargeIsLabelledWithTheUnitItIsShownIn() throws {
        var session = Session.starting(says: true)
        let buffer = OutputBuffer()
        JSONRenderer().render(session.handle("1e15 ft to ft+in"), at: Place("", line: 1), into: buffer, errors: buffer)
        let object = try JSONSerialization.jsonObject(with: Data(buffer.bytes)) as? [String: Any]
        #expect(object?["outputUnit"] as? String == "in")
        #expect(object?["parts"] == nil)
        // The sentence names inches in words: "in in" read as a slip (a teacher's trial).
        #expect((object?["sentence"] as? String)?.hasPrefix("The distance in inches is") == true)
    }
}

/// The exported machine names every refusal an accepted event can meet (checked by random walks).
@Suite(.seeded) struct MachineGuardTests {
    @Test func everyRefusalOfAnAcceptedEventIsAGuardOfItsCell() {
        var generator = SeededGenerator()
        let converters = Converter.builtIn + [Given.converter("t", "mg"), Given.converter("wk", "ms"),
                                              Converter(from: UnitCatalog.find("m")!, to: CompoundUnit.all[0])!]
        let events: [Event] = (0...9).map { .digit(UInt8($0)) } + [.point, .sign, .exponent, .clear, .commit, .swap,
            .precision(.places(13)), .precision(.significant(16)), .reset, .convert, .cancel]
            + converters.map { .pick($0) }
        for _ in 0..<3000 {
            var state = State.initial
            for _ in 0..<Int.random(in: 1...25, using: &generator) {
                let event = events.randomElement(using: &generator)!
                if case .failure(let rejection) = Machine.transition(state, event), let unmet = rejection.unmetGuard,
                   let cell = MachineExport.cells.first(where: { $0.from == state.phase && $0.event == event.kind }),
                   cell.to != nil {
                    #expect(cell.guards.contains(unmet), "\(state.phase) ──\(event.name)── refused: \(unmet.text)")
                }
                try? Machine.apply(event, to: &state)
            }
        }
    }

    /// A combining mark with nothing of the quoted text to sit on is escaped (it sat on the
    /// quote); after a letter it stays as typed.
    @Test func aLeadingCombiningMarkIsEscaped() {
        #expect(VisibleText.of("\u{301}x") == "\\u{0301}x")
        #expect(VisibleText.of("e\u{301}x") == "e\u{301}x")
        #expect(VisibleText.of("\u{20DD}") == "\\u{20DD}")
    }

    /// A combining mark is shown as itself only on a letter or digit shown as itself: after a
    /// blank, a quote, an escape or punctuation it is escaped (it sat on the blank, or on the
    /// `}` of `\u{202E}`), and so is every mark past four on one letter (fifty were stacked).
    @Test func aCombiningMarkSitsOnlyOnALetterOrDigit() {
        #expect(VisibleText.of("--units \u{301}\u{301}") == "--units \\u{0301}\\u{0301}")
        #expect(VisibleText.of("9\u{301}") == "9\u{301}")
        #expect(VisibleText.of("a\u{202E}\u{301}b") == "a\\u{202E}\\u{0301}b")
        #expect(VisibleText.of("a\u{1B}\u{301}") == "a\\x1B\\u{0301}")
        #expect(VisibleText.of("'\u{301}") == "'\\u{0301}")
        #expect(VisibleText.of("ế") == "ế" && VisibleText.of("e\u{302}\u{301}") == "e\u{302}\u{301}")  // Vietnamese: two
        #expect(VisibleText.of("m" + String(repeating: "\u{301}", count: 6), limit: 100)
                == "m" + String(repeating: "\u{301}", count: 4) + "\\u{0301}\\u{0301}")
        #expect(VisibleText.of("日\u{3099}") == "日\u{3099}")
    }
}
