import Testing
@testable import ConvCalcKit

/// One key, one event: the keypad's calculator reacts at once and remembers every state.
@Suite struct KeypadCalculatorTests {
    @Test func typing98Point6Shows37CelsiusAsSoonAsTheSixLands() {
        let model = keypad(after: "98.6")
        #expect(model.displays.output == "37 °C")
        #expect(model.displays.input == "98.6 °F")
        let phases = model.calculator.steps.map { "\($0.before.phase)→\($0.after.phase)" }
        #expect(phases == ["ready→integer", "integer→integer", "integer→fraction", "fraction→fraction"])
        var line = Session()
        _ = line.handle("98.6")
        #expect(model.displays == KeypadModel.displays(of: line.state), "the same as the line 98.6")
    }

    @Test func signBelowAbsoluteZeroIsRefusedAndChangesNothing() throws {
        var model = keypad(after: "459.671")
        let before = model.state
        model.perform(.press(.sign))
        #expect(model.state == before)
        let refusal = try #require(model.calculator.lastStep?.refusal)
        #expect(model.status.isError)
        #expect(model.status.text.contains(refusal.message))
    }

    @Test func steppingBackShowsTheStateBeforeExactlyAndForwardReturns() {
        var model = keypad(after: "98.6")
        let states = model.calculator.steps.map(\.before)
        let newest = model.state
        for state in states.reversed() {
            model.perform(.stepBack)
            #expect(model.state == state)
        }
        model.perform(.stepBack)
        #expect(model.state == .initial)
        for _ in states { model.perform(.stepForward) }
        #expect(model.state == newest)
    }

    @Test func aKeyAfterSteppingBackContinuesFromThereAndForgetsTheRest() {
        var model = keypad(after: "98.6")
        model.perform(.stepBack)
        model.perform(.stepBack)
        model.perform(.press(.digit(1)))
        #expect(model.displays.input == "981 °F")
        #expect(model.calculator.steps.count == 3)
        model.perform(.stepForward)
        #expect(model.displays.input == "981 °F")
    }

    @Test func convertOpensTheSheetOnTheCurrentConverterAndAPickClosesIt() {
        var model = keypad(after: "26.2", start: State(converter: Converter.builtIn[2]))
        model.perform(.press(.convert))
        #expect(model.state.phase == .choosing)
        #expect(model.selection == 2)
        model.perform(.moveSelection(1))
        model.perform(.pickSelection)
        #expect(model.state.phase == .ready)
        #expect(model.state.converter == Converter.builtIn[3])
    }

    @Test func escCancelsTheSheetWithTheCancelEvent() {
        var model = keypad(after: "5k")
        model.perform(.cancel)
        #expect(model.calculator.lastStep?.event == .cancel)
        #expect(model.state.phase == .ready)
    }
}

/// A key that does nothing says so on the status line, in the sheet and outside it.
@Suite struct KeypadSilenceTests {
    @Test func aKeyThatDoesNothingSaysWhy() {
        var model = KeypadModel(start: .initial)
        model.perform(.ignored)
        #expect(model.status.isError && model.status.text.contains("not a key of the keypad"))
        model.perform(.send(.convert))
        model.perform(.ignored)
        #expect(model.status.isError && model.status.text.contains("the converter list is open"))
    }
}

/// Back at the newest event after time travel, the status line says that event again (it went
/// on saying "time travel: event 3 of 3", a teacher's trial); between, it says where it is.
@Suite struct TimeTravelStatusTests {
    @Test func backAtTheNewestEventTheStatusIsThatEvents() {
        var model = KeypadModel(start: .initial)
        for digit: UInt8 in [1, 2, 3] { model.perform(.send(.digit(digit))) }
        let newest = model.status
        model.perform(.stepBack)
        model.perform(.stepBack)
        #expect(model.status.text == "time travel: event 1 of 3 (←/→; a key continues from here)")
        model.perform(.stepForward)
        #expect(model.status.text == "time travel: event 2 of 3 (←/→; a key continues from here)")
        model.perform(.stepForward)
        #expect(model.status == newest && model.status.text.contains("3"), "\(model.status)")
    }
}
