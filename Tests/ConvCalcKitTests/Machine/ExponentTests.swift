import Testing
@testable import ConvCalcKit

/// Scientific input is the calculator's EE key: the mantissa, EE, the exponent's digits and sign.
@Suite struct ExponentTests {
    @Test(arguments: [("1.5e-4", "1.5e-4", "0.00015"), ("6.02E23", "6.02e23", "602000000000000000000000"),
                      ("1e3", "1e3", "1000"), ("-1.5e-4", "-1.5e-4", "-0.00015"), ("1E+3", "1e3", "1000"),
                      // Committed, an exponent with no digit is dropped (`5e-` was the JSON input; a new user's trial).
                      ("1e", "1", "1"), ("1e-", "1", "1"), ("1e007", "1e7", "10000000")])
    func aScientificNumberTypesItsMantissaThenTheExponent(typed: String, shown: String, value: String) {
        let entry = Given.entry(typed)
        #expect(entry.text == shown)
        #expect(entry.value == Given.decimal(value) || entry.value.trimmed.text == value)
    }

    /// While it is typed, the exponent's mark shows (`98.6e`, `98.6e-`: the next key is its
    /// digit); Return or `convert` leaves the exponent phase without it.
    @Test(arguments: [Event.commit, Event.convert])
    func anExponentWithNoDigitShowsUntilTheNumberIsLeft(leaving: Event) {
        var session = Session()
        for event: Event in [.digit(9), .digit(8), .point, .digit(6), .exponent, .sign] { _ = session.send(event) }
        #expect(session.state.entry.text == "98.6e-")
        _ = session.send(leaving)
        #expect(session.state.entry.text == "98.6")
        #expect(session.state.entry.value == Given.decimal("98.6"))
    }

    /// `+/-` after a one-line conversion turns the answer's sign, an exponent typed or not: the
    /// exponent is closed first (`1.5e4 km +/-` was 1.5e-4 km). By hand: 15000 / 1.609344 =
    /// 9320.567 mi; -100 °C = -148 °F.
    @Test(arguments: [("1.5e4 km +/-", "≈ -9320.57 mi\n-1.5e4 km\n"), ("5e0 km +/-", "≈ -3.11 mi\n-5e0 km\n"),
                      ("1e2 °C to °F +/-", "-148 °F\n-1e2 °C\n"), ("-1.5e4 km +/-", "≈ 9320.57 mi\n1.5e4 km\n"),
                      ("1.5e4 km +/- +/-", "≈ 9320.57 mi\n1.5e4 km\n"), ("5 km +/-", "≈ -3.11 mi\n-5 km\n")])
    func theSignKeyAfterAConversionTurnsTheAnswer(line: String, shown: String) {
        #expect(Given.plain(Given.session(after: [line])) == shown, "\(line)")
    }

    @Test func theKeysAreTheMantissaThenEEThenTheExponent() {
        var session = Session.starting(traces: true)
        let events = session.handle("-1.5e-4").trace.map(\.event)
        #expect(events == [.digit(1), .point, .digit(5), .exponent, .sign, .digit(4), .commit, .sign, .commit])
        #expect(session.state.entry.text == "-1.5e-4")
    }

    @Test func theExponentPhaseHasItsOwnRules() {
        var state = State.initial
        for event: Event in [.digit(2), .exponent] { try? Machine.apply(event, to: &state) }
        #expect(state.phase == .exponent)
        #expect(Machine.transition(state, .point) == .failure(.pointInExponent))
        #expect(Machine.transition(state, .exponent) == .failure(.misplacedExponent))
        #expect(Machine.transition(.initial, .exponent) == .failure(.misplacedExponent))
        for event: Event in [.digit(9), .digit(9)] { try? Machine.apply(event, to: &state) }
        #expect(Machine.transition(state, .digit(0)) == .failure(.exponentOutOfRange))
        let signed = try? Machine.transition(state, .sign).get()
        #expect(signed?.entry.text == "2e-99")
    }

    @Test func aRefusedExponentKeyLeavesTheLineUnapplied() {
        var session = Given.session(after: ["212"])
        let before = session.state
        #expect(session.handle("1e100").error?.message == "'1e100' at column 1: the exponent must be between -99 and 99")
        #expect(session.handle("1e5.").error != nil)
        #expect(session.state == before)
    }

    @Test func scientificInputConvertsExactly() {
        #expect(Given.plain(Given.session(after: ["1.5e-4 km to mm"])) == "150 mm\n1.5e-4 km\n")
        #expect(Given.plain(Given.session(after: ["convert mg t", "5"])) == "5e-9 t\n5 mg\n")
    }

    @Test func swapCarriesATinyOrHugeOutputWithAnExponent() {
        let small = Given.session(after: ["convert mg t", "5", "swap"])
        #expect(small.state.entry.text == "0.000000005", "written out when it fits 28 places")
        let tiny = Given.session(after: ["convert mg t", "1e-20", "swap"])
        #expect(tiny.state.entry.text == "1e-29")
        #expect(tiny.state.converter == Given.converter("t", "mg"))
        var huge = Given.session(after: ["1e99 wk to ms"])
        #expect(huge.handle("swap").error?.message.contains("needs an exponent beyond ±99") == true)
    }
}
