import Testing
@testable import ConvCalcKit

/// Outside a lesson the keys that move one (`b`, Backspace, Home, `g`) change nothing, and the
/// status line says what they do in a lesson: the help lists them, and the answer was `not a
/// key of the keypad`.
@Suite struct LessonKeysWithoutLessonTests {
    @Test(arguments: [
        ("b", "✗ b goes back a line in a lesson (--play)"),
        ("\u{7F}", "✗ Backspace goes back a line in a lesson (--play)"),
        ("\u{1B}[H", "✗ Home restarts a lesson (--play)"),
        ("g", "✗ g goes to a line of a lesson (--play)"),
    ])
    func aLessonKeySaysItMovesALesson(key: String, status: String) {
        let model = keypad(after: "12" + key)
        #expect(model.status.text == status)
        #expect(model.status.isError)
        #expect(model.displays.input.hasPrefix("12"))  // nothing changed
        #expect(model.state.phase == .integer)
    }

    /// A key that is no key anywhere is still answered as before.
    @Test func anotherKeyIsStillNotAKeyOfTheKeypad() {
        #expect(keypad(after: "z").status.text == "✗ not a key of the keypad; press ? for the keys")
    }
}
