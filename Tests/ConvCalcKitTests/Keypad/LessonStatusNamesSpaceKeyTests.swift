import Testing
@testable import ConvCalcKit

/// A lesson's status line says what the next Space does: the key it sends, and which of the
/// line's keys that is, before the line's first key too (it said `Space plays the next line:
/// > 2 1 2`, and Space sent `digit 2` alone).
@Suite struct LessonStatusNamesSpaceKeyTests {
    @Test func beforeALinesFirstKeyTheStatusNamesThatKey() throws {
        let lesson = try LessonPlayer(name: "03-number-entry.txt",
                                      transcript: Transcript(bytes: ExamplesTests.bytes(of: "03-number-entry.txt")))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        #expect(model.status.text == "Space sends digit 2 (1 of 4) of > 2 1 2")
        model.perform(.playNext)
        #expect(model.status.text == "Space sends digit 1 (2 of 4) of > 2 1 2")
        for _ in 0..<3 { model.perform(.playNext) }  // 2, Return: the line is played
        #expect(model.status.text == "Space sends digit 0 (1 of 3) of > 0 7")
    }

    /// A line that sends no key (`x` is no key) is played whole by one Space, and said so.
    @Test func aLineThatSendsNoKeyIsPlayedWhole() throws {
        let lesson = try LessonPlayer(name: "lesson", transcript: Transcript(parsing: "> C 5 x\n! no key x\n"))
        let model = KeypadModel(start: lesson.start, lesson: lesson)
        #expect(model.status.text == "Space plays the next line: > C 5 x")
    }
}
