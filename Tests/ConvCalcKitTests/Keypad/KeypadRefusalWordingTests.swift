import Testing
@testable import ConvCalcKit

/// The keypad's refusals in the words of the rest of it: each word once, Return for the Return key.
@Suite struct KeypadRefusalWordingTests {
    /// A swap refused names swap once (it said `✗ swap: cannot swap: …`).
    @Test func aRefusedSwapNamesSwapOnce() {
        let session = Given.session(after: ["convert mpg L/100km", "C"])
        var model = KeypadModel(start: session.state)
        model.perform(.press(.swap))
        #expect(model.status.isError)
        #expect(model.status.text.hasPrefix("✗ cannot swap: 0 mpg has no value in L/100km"), "\(model.status.text)")
    }

    /// Another refusal still names its key first.
    @Test func anotherRefusalNamesItsKeyFirst() {
        var model = keypad(after: "1.5")
        model.perform(.press(.point))
        #expect(model.status.text.hasPrefix("✗ .: "), "\(model.status.text)")
    }

    /// A key the open converter list does not take is answered with Return, as everywhere
    /// else (it said `arrows and Enter`).
    @Test func theConverterListsRefusalSaysReturn() {
        var model = KeypadModel(start: .initial)
        model.perform(.press(.convert))
        model.perform(.ignored)
        #expect(model.status.text.contains("arrows and Return"), "\(model.status.text)")
        #expect(!model.status.text.contains("Enter"))
    }
}
