import Testing
@testable import ConvCalcKit
import Seeding

/// `keypad --record`: the keypad's events become prompt lines that replay to the same state.
@Suite(.seeded) struct KeypadRecordingTests {
    func lines(after keys: String, closing: Bool = true) -> [String] {
        let calculator = keypad(after: keys).calculator
        return KeypadRecording.lines(of: calculator.steps[...], closing: closing)
    }

    @Test func committedEntriesAreLinesAndDigitsRunTogether() {
        #expect(lines(after: "98.6\rc-5\r") == ["98.6", "clear +/- 5"])
    }

    /// Random keys (digits, point, C, sign, Return, swap, reset, the menu): the recording always
    /// replays, line by line without a refusal, to the state the keypad is in.
    @Test func randomKeysAlwaysRecordWhatTheKeypadDid() throws {
        var random = SeededGenerator()
        let keys: [Character] = Array("0123456789..cc--\r\rsrk")
        for _ in 0..<500 {
            let typed = String((0..<(1 + random.next(30))).map { _ in keys[random.next(keys.count)] })
            let model = keypad(after: typed)
            var session = Session()
            for line in KeypadRecording.lines(of: model.calculator.steps[...], closing: true) {
                #expect(!session.handle(line).isRejected, "\(typed.debugDescription): \(line)")
            }
            var committed = model.state
            if committed.phase != .choosing { committed.phase = .ready }
            #expect(session.state == committed, "\(typed.debugDescription)")
        }
    }

    @Test func convertEndsALineAndThePickIsTheMenusAnswer() {
        #expect(lines(after: "26.2k3") == ["26.2 convert", "3"])
        #expect(lines(after: "k\u{1B}", closing: true) == ["convert", "cancel"])
    }

    @Test func refusedKeysAreNotRecordedAndAnOpenLineWaitsForClosing() {
        #expect(lines(after: "1..5", closing: false) == [])
        #expect(lines(after: "1..5") == ["1.5"])
    }

    // `2c5`: C right after a number, recorded as `C`, replayed as Celsius (`2 C 5` is 25 °C).
    @Test(arguments: ["98.6\rc-5\r", "26.2k3s", "5.5k\u{1B}r12\r", "459.671-\r-\r", "3k8 swap\r", "1.5e-4\r", "2c5\r",
                      "12.5c\r", "1e5c7\r"])
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
