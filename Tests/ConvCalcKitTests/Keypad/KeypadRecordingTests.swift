import Testing
@testable import ConvCalcKit

/// `keypad --record`: the keypad's events become prompt lines that replay to the same state.
@Suite struct KeypadRecordingTests {
    func lines(after keys: String, closing: Bool = true) -> [String] {
        let calculator = keypad(after: keys).calculator
        return KeypadRecording.lines(of: calculator.steps[...], closing: closing)
    }

    @Test func committedEntriesAreLinesAndDigitsRunTogether() {
        #expect(lines(after: "98.6\rc-5\r") == ["98.6", "C +/- 5"])
    }

    @Test func convertEndsALineAndThePickIsTheMenusAnswer() {
        #expect(lines(after: "26.2k3") == ["26.2 convert", "3"])
        #expect(lines(after: "k\u{1B}", closing: true) == ["convert", "cancel"])
    }

    @Test func refusedKeysAreNotRecordedAndAnOpenLineWaitsForClosing() {
        #expect(lines(after: "1..5", closing: false) == [])
        #expect(lines(after: "1..5") == ["1.5"])
    }

    @Test(arguments: ["98.6\rc-5\r", "26.2k3s", "5.5k\u{1B}r12\r", "459.671-\r-\r", "3k8 swap\r", "1.5e-4\r"])
    func theRecordingReplaysToTheKeypadsStateAndPassesCheck(keys: String) throws {
        let model = keypad(after: keys)
        let recorded = KeypadRecording.lines(of: model.calculator.steps[...], closing: true)
        var session = Session()
        var text = TranscriptHeader.text(for: session)
        for line in recorded {
            let outcome = session.handle(line)
            #expect(!outcome.isRejected, "\(line)")
            text += TranscriptText.exchange(line, outcome: outcome)
        }
        var committed = model.state
        if committed.phase != .choosing { committed.phase = .ready }
        #expect(session.state == committed)
        #expect(try TranscriptCheck(Transcript(parsing: text)).firstMismatch == nil)
    }
}
