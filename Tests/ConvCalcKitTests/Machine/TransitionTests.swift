import Testing
@testable import ConvCalcKit

/// The machine's rules, one test each. Every test states the whole expected state, so any
/// other change fails it.
@Suite struct TransitionTests {
    func entry(_ text: String) -> Entry {
        Given.entry(text)
    }

    func state(_ phase: Phase, _ text: String, _ converter: Converter = .standard, precision: Int = 2) -> State {
        State(phase: phase, entry: entry(text), converter: converter, precision: .places(precision))
    }

    func send(_ events: [Event], from start: State = .initial) -> Result<State, Rejection> {
        var current = start
        for event in events {
            switch Machine.transition(current, event) {
            case .success(let next): current = next
            case .failure(let rejection): return .failure(rejection)
            }
        }
        return .success(current)
    }

    @Test func startsReadyShowingZeroWithTheDefaultConverterAndTwoPlaces() {
        #expect(State.initial == state(.ready, "0"))
        #expect(State.initial.entry.text == "0")
    }

    @Test func aDigitInReadyStartsANewEntry() {
        #expect(send([.digit(2)], from: state(.ready, "212")) == .success(state(.integer, "2")))
    }

    @Test func digitsAppendWhileEntering() {
        #expect(send([.digit(2), .digit(1), .digit(2)]) == .success(state(.integer, "212")))
    }

    @Test func aLeadingZeroIsReplaced() {
        #expect(send([.digit(0), .digit(5)]) == .success(state(.integer, "5")))
        #expect(send([.digit(0), .digit(0)]) == .success(state(.integer, "0")))
    }

    @Test func aPointInReadyStartsZeroPoint() {
        #expect(send([.point], from: state(.ready, "212")) == .success(state(.fraction, "0.")))
        #expect(send([.point, .digit(5)]) == .success(state(.fraction, "0.5")))
    }

    @Test func aPointWhileEnteringStartsTheFraction() {
        #expect(send([.digit(9), .digit(8), .point, .digit(6)]) == .success(state(.fraction, "98.6")))
        #expect(send([.digit(1), .point, .digit(0), .digit(0)]) == .success(state(.fraction, "1.00")))
    }

    @Test func aSecondPointIsRejectedAndStateIsUnchanged() {
        let typing = state(.fraction, "1.2")
        #expect(Machine.transition(typing, .point) == .failure(.secondPoint))
    }

    @Test func signWhileEnteringFlipsTheEntry() {
        #expect(send([.digit(5), .sign]) == .success(state(.integer, "-5")))
        #expect(send([.digit(5), .sign, .sign]) == .success(state(.integer, "5")))
    }

    @Test func clearThenSignThenFiveGivesMinusFive() {
        #expect(send([.clear, .sign, .digit(5)], from: state(.ready, "212")) == .success(state(.integer, "-5")))
    }

    @Test func signInReadyFlipsTheShownValueAndStaysReady() {
        #expect(send([.sign], from: state(.ready, "212")) == .success(state(.ready, "-212")))
    }

    @Test func signInReadyThenADigitStartsAPositiveEntry() {
        #expect(send([.sign, .digit(5)], from: state(.ready, "212")) == .success(state(.integer, "5")))
    }

    @Test func clearStartsAFreshEntryAndKeepsTheConverter() {
        let miles = Converter.builtIn[2]
        #expect(send([.clear], from: state(.ready, "26.2", miles)) == .success(state(.integer, "0", miles)))
    }

    @Test func returnCommitsTheEntry() {
        #expect(send([.digit(2), .commit]) == .success(state(.ready, "2")))
        #expect(send([.digit(2), .commit, .digit(5)]) == .success(state(.integer, "5")))
    }

    @Test func convertOpensTheMenuAndKeepsTheEntry() {
        #expect(send([.convert], from: state(.ready, "7")) == .success(state(.choosing, "7")))
    }

    @Test func aPickLeavesTheMenuWithTheNewConverter() {
        let miles = Converter.builtIn[2]
        #expect(send([.pick(miles)], from: state(.choosing, "7")) == .success(state(.ready, "7", miles)))
    }

    @Test func cancelLeavesTheMenuUnchanged() {
        #expect(send([.cancel], from: state(.choosing, "7")) == .success(state(.ready, "7")))
    }

    @Test func returnKeepsTheMenuOpen() {
        #expect(send([.commit], from: state(.choosing, "7")) == .success(state(.choosing, "7")))
    }

    @Test(arguments: [Event.digit(1), .point, .sign, .clear, .convert, .swap, .reset, .precision(.places(3))])
    func anythingButAPickOrCancelInTheMenuIsRejected(event: Event) {
        #expect(Machine.transition(state(.choosing, "7"), event) == .failure(.menuIsOpen(event.kind)))
    }

    @Test func aPickOrCancelWithoutTheMenuIsRejected() {
        #expect(Machine.transition(.initial, .cancel) == .failure(.menuIsClosed(.cancel)))
        #expect(Machine.transition(.initial, .pick(.standard)) == .failure(.menuIsClosed(.pick)))
    }

    @Test func swapReversesTheConverterAndCarriesTheShownOutput() {
        let metersToFeet = Converter.builtIn[4]
        let swapped = Machine.transition(state(.ready, "1", metersToFeet), .swap)
        #expect(swapped == .success(state(.ready, "3.28", metersToFeet.reversed)))
        #expect(metersToFeet.reversed.label == "feet to meters")
    }

    @Test func resetGoesBackToTheDefaults() {
        let custom = state(.fraction, "3.5", Converter.builtIn[5], precision: 7)
        #expect(Machine.transition(custom, .reset) == .success(.initial))
    }

    @Test func precisionSetsPlacesFromZeroToTwelve() {
        #expect(send([.precision(.places(0))]) == .success(state(.ready, "0", precision: 0)))
        #expect(send([.precision(.places(12))]) == .success(state(.ready, "0", precision: 12)))
        #expect(Machine.transition(.initial, .precision(.places(13))) == .failure(.precisionOutOfRange(.places(13))))
        #expect(Machine.transition(.initial, .precision(.places(-1))) == .failure(.precisionOutOfRange(.places(-1))))
    }

    @Test func fifteenSignificantDigitsAreAcceptedASixteenthIsNot() {
        let fifteen = Array(repeating: Event.digit(9), count: 15)
        guard case .success(let full) = send(fifteen) else { Issue.record("15 digits refused"); return }
        #expect(full.entry.text == "999999999999999")
        #expect(Machine.transition(full, .digit(9)) == .failure(.tooManyDigits))
        #expect(Machine.transition(full, .digit(0)) == .failure(.tooManyDigits))
    }

    @Test func leadingZerosAfterThePointAreNotSignificant() {
        let zeros = Array(repeating: Event.digit(0), count: 13)
        let digits = Array(repeating: Event.digit(7), count: 15)
        guard case .success(let full) = send([.point] + zeros + digits) else { Issue.record("refused"); return }
        #expect(full.entry.value.scale == 28)
        #expect(Machine.transition(full, .digit(1)) == .failure(.tooManyDigits))
        let allZeros = Array(repeating: Event.digit(0), count: 28)
        guard case .success(let tiny) = send([.point] + allZeros) else { Issue.record("refused"); return }
        #expect(Machine.transition(tiny, .digit(1)) == .failure(.tooManyFractionDigits))
    }

    @Test func aTemperatureBelowAbsoluteZeroIsRejected() {
        #expect(send([.clear, .digit(4), .digit(5), .digit(9), .point, .digit(6), .digit(7), .sign]) ==
            .success(state(.fraction, "-459.67")))
        let coldest = state(.fraction, "-459.6")
        guard case .failure(.belowAbsoluteZero) = Machine.transition(coldest, .digit(8)) else {
            Issue.record("-459.68 °F was accepted"); return
        }
        let hot = state(.ready, "500")
        guard case .failure(.belowAbsoluteZero) = Machine.transition(hot, .sign) else {
            Issue.record("-500 °F was accepted"); return
        }
    }

    @Test func pickingATemperatureConverterForAnImpossibleValueIsRejected() {
        let negativeMiles = state(.choosing, "-300", Converter.builtIn[2])
        guard case .failure(.belowAbsoluteZero) = Machine.transition(negativeMiles, .pick(Converter.builtIn[1])) else {
            Issue.record("-300 °C was accepted"); return
        }
    }
}
