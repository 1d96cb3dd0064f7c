import Testing
@testable import ConvCalcKit

/// An overlay that opens (the help, the precision picker) does not keep a message about an
/// earlier key on the status line: `nothing to cancel` stayed above `any key closes the help`.
@Suite struct OverlayStatusTests {
    @Test func openingTheHelpClearsAnEarlierMessage() {
        var model = KeypadModel(start: .initial)
        model.perform(.nothingToCancel)
        #expect(model.status.text == "nothing to cancel")
        model.perform(.toggleHelp)
        #expect(model.showsHelp)
        #expect(model.status.text == "")
    }

    @Test func openingThePrecisionPickerClearsAnEarlierMessage() {
        var model = KeypadModel(start: .initial)
        model.perform(.nothingToCancel)
        model.perform(.press(.precision))
        #expect(model.precisionPicker != nil)
        #expect(model.status.text == "")
    }

    /// In a lesson the line says what Space plays next, as before the earlier key.
    @Test func openingTheHelpInALessonShowsItsPromptAgain() throws {
        let lesson = try LessonPlayer(name: "04-commit-on-return.txt",
                                      transcript: Transcript(bytes: ExamplesTests.bytes(of: "04-commit-on-return.txt")))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        let prompt = model.status.text
        #expect(prompt.hasPrefix("Space"))
        model.perform(.nothingToCancel)
        model.perform(.toggleHelp)
        #expect(model.status.text == prompt)
    }
}
