import Testing
@testable import ConvCalcKit
import Seeding

/// `keypad --record`: the keypad's events become prompt lines that replay to the same state.
@Suite(.seeded) struct KeypadRecordingTests {
    func lines(after keys: String, closing: Bool = true) -> [String] {
        let calculator = keypad(after: keys).calculator
        return KeypadRecording.lines(of: calculator, closing: closing)
    }

    @Test func committedEntriesAreLinesAndDigitsRunTogether() {
        #expect(lines(after: "98.6\rc-5\r") == ["98.6", "clear +/- 5"])
    }

    /// Random keys (digits, point, C, sign, Return, swap, reset, the menu): the recording always
    /// replays, line by line, to the state the keypad is in, and the prompt refuses exactly one
    /// line for each key the keypad refused, for the same reason.
    @Test func randomKeysAlwaysRecordWhatTheKeypadDid() throws {
        var random = SeededGenerator()
        let keys: [Character] = Array("0123456789..cc--\r\rsrk")
        for _ in 0..<500 {
            let typed = String((0..<(1 + random.next(30))).map { _ in keys[random.next(keys.count)] })
            let model = keypad(after: typed)
            var session = Session()
            var refusals: [Rejection] = []
            for line in KeypadRecording.lines(of: model.calculator, closing: true) {
                if case .rejected(let rejection, _)? = session.handle(line).error?.reason { refusals.append(rejection) }
            }
            #expect(refusals == model.calculator.steps.compactMap(\.refusal), "\(typed.debugDescription)")
            var committed = model.state
            if committed.phase != .choosing { committed.phase = .ready }
            #expect(session.state == committed, "\(typed.debugDescription)")
        }
    }

    @Test func convertEndsALineAndThePickIsTheMenusAnswer() {
        #expect(lines(after: "26.2k3") == ["26.2 convert", "3"])
        #expect(lines(after: "k\u{1B}", closing: true) == ["convert", "cancel"])
    }

    /// A refused key is the line typed so far with the key: the prompt refuses it whole, and
    /// the next line types the kept keys again.
    @Test func aRefusedKeyIsALineThePromptRefusesAndAnOpenLineWaitsForClosing() {
        #expect(lines(after: "1..5", closing: false) == ["1.."])
        #expect(lines(after: "1..5") == ["1..", "1.5"])
        #expect(lines(after: "459.67-2", closing: false) == ["459.67 +/- 2"], "a digit that goes below absolute zero")
    }

    // `2c5`: C right after a number, recorded as `C`, replayed as Celsius (`2 C 5` is 25 °C).
    @Test(arguments: ["98.6\rc-5\r", "26.2k3s", "5.5k\u{1B}r12\r", "459.671-\r-\r", "3k8 swap\r", "1.5e-4\r", "2c5\r",
                      "12.5c\r", "1e5c7\r", "1..5\r", "459.67-2\r", "1234567890123456\r"])
    func theRecordingReplaysToTheKeypadsStateAndPassesCheck(keys: String) throws {
        let model = keypad(after: keys)
        let recorded = KeypadRecording.lines(of: model.calculator, closing: true)
        var session = Session()
        var text = TranscriptHeader.text(for: session)
        var refused = 0
        for line in recorded {
            let outcome = session.handle(line)
            if outcome.isRejected { refused += 1 }
            text += TranscriptText.exchange(line, outcome: outcome)
        }
        #expect(refused == model.calculator.steps.filter { $0.refusal != nil }.count)
        var committed = model.state
        if committed.phase != .choosing { committed.phase = .ready }
        #expect(session.state == committed)
        #expect(try TranscriptCheck(Transcript(parsing: text)).firstMismatch == nil)
    }

    /// A precision chosen on the keypad (the picker sends `precision`) is recorded as the
    /// prompt types it, and the prompt accepts it: `precision 1`, `precision 3 sig`.
    @Test(arguments: [Precision.places(1), .places(0), .significant(3)])
    func aPrecisionIsRecordedAsThePromptTypesIt(precision: Precision) {
        var calculator = KeypadCalculator(start: .initial)
        calculator.send(.precision(precision))
        let lines = KeypadRecording.lines(of: calculator, closing: true)
        #expect(lines == ["precision \(precision.text)"])
        var session = Session()
        #expect(!session.handle(lines[0]).isRejected && session.state.precision == precision)
    }
}
