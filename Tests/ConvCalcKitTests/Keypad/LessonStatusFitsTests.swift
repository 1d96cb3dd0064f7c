import Testing
@testable import ConvCalcKit

/// A lesson's status line fits its words at every width from 20 columns: a prompt too wide is
/// said in fewer words (`LessonPlayer.prompt(brevity:)`), Space and the key it sends kept; at
/// 20×17 it was cut to `Space sends …`, which hid the key.
@Suite struct LessonStatusFitsTests {
    /// The status row as `model` is drawn on a screen of `columns` × `rows`; nil when the
    /// screen is too small for the keypad (a long display at 20 columns).
    func status(_ model: KeypadModel, columns: Int, rows: Int = 17) -> String? {
        let screen = TextScreen(columns: columns, rows: rows)
        guard let layout = KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen) else { return nil }
        return String(screen.lines[layout.status.y]).trimmingBlanks
    }

    /// By hand: `> 2 1 2` sends digit 2, digit 1, digit 2 and line-end; `Space: digit 2 (1/4)`
    /// is 20 columns; at 40, `Space sends digit 2 (1 of 4) of > 2 1 2` (38) whole.
    @Test func atTwentyColumnsTheStatusNamesTheKeySpaceSends() throws {
        let name = "03-number-entry.txt"
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        #expect(status(model, columns: 20) == "Space: digit 2 (1/4)")
        #expect(status(model, columns: 40, rows: 20) == "Space sends digit 2 (1 of 4) of > 2 1 2")
        model.perform(.playNext)
        #expect(status(model, columns: 20) == "Space: digit 1 (2/4)")
    }

    /// Every lesson, every step, every width from 20 to 80: the status says what Space does
    /// (`Space sends`, `Space:`, `Space plays`), with a word after it, and no `…` right after
    /// `Space`; at the end, the lesson's result.
    @Test(arguments: ["03-number-entry.txt", "05-the-menu.txt", "07-errors-change-nothing.txt", "10-any-unit-to-any-unit.txt"])
    func everyStatusOfALessonSaysWhatSpaceDoes(name: String) throws {
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        var steps = 0
        while steps < 60, let player = model.player {
            for columns in stride(from: 20, through: 80, by: 3) {
                guard let shown = status(model, columns: columns, rows: columns < 40 ? 17 : 24) else { continue }
                #expect(ColumnWidth.of(shown) <= columns)
                if player.isAtEnd {
                    #expect(shown.contains("end"), "\(columns): \(shown)")
                } else {
                    #expect(shown.contains(/Space(:| sends| plays) [^…]/), "\(name) step \(steps) at \(columns): \(shown)")
                }
            }
            if player.isAtEnd { break }
            model.perform(.playNext)
            steps += 1
        }
    }
}
