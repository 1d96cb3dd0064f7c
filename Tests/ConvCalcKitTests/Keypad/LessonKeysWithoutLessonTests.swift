import Testing
@testable import ConvCalcKit

/// Outside a lesson the keys that move one (`b`, Backspace, Home, `g`) change nothing, and the
/// status line says what they do in a lesson: the help lists them, and the answer was `not a
/// key of the keypad`.
@Suite struct LessonKeysWithoutLessonTests {
    @Test(arguments: [
        ("b", "✗ b: back a lesson line (--play)"),
        ("\u{7F}", "✗ Backspace: back a lesson line (--play)"),
        ("\u{1B}[H", "✗ Home: restart a lesson (--play)"),
        ("g", "✗ g: go to a lesson line (--play)"),
    ])
    func aLessonKeySaysItMovesALesson(key: String, status: String) {
        let model = keypad(after: "12" + key)
        #expect(model.status.text == status)
        #expect(model.status.isError)
        #expect(model.displays.input.hasPrefix("12"))  // nothing changed
        #expect(model.state.phase == .integer)
    }

    /// The status line says it whole on a projector's 40 columns: `(--play)`, the way to a
    /// lesson, was cut (`✗ b goes back a line in a lesson …`).
    @Test(arguments: ["b", "\u{7F}", "\u{1B}[H", "g"])
    func theStatusFitsFortyColumnsWhole(key: String) throws {
        let model = keypad(after: "12" + key)
        let screen = TextScreen(columns: 40, rows: 20)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        #expect(screen.lines[layout.status.y].trimmingBlanks == model.status.text)
        #expect(model.status.text.hasSuffix("(--play)"))
    }

    /// A key that is no key anywhere is still answered as before.
    @Test func anotherKeyIsStillNotAKeyOfTheKeypad() {
        #expect(keypad(after: "z").status.text == "✗ not a key of the keypad; press ? for the keys")
    }
}
