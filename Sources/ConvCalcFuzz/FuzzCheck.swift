import ConvCalcKit

/// The invariants the fuzzer checks for one line; a violation traps, which libFuzzer reports
/// with the input that caused it.
enum FuzzCheck {
    static let plain = OutputBuffer(capacity: 1 << 12)
    static let json = OutputBuffer(capacity: 1 << 12)

    static func line(_ line: UnsafeBufferPointer<UInt8>, in session: inout Session) {
        let before = session.state
        let outcome = session.handle(LineBytes(line))
        plain.removeAll()
        json.removeAll()
        let place = Place("line 1", line: 1)
        PlainRenderer().render(outcome, at: place, into: plain, errors: plain)
        JSONRenderer().render(outcome, at: place, into: json, errors: json)
        TranscriptRenderer().render(outcome, at: place, into: plain, errors: plain)
        if outcome.error != nil {
            precondition(session.state == before, "a rejected line changed the state")
        }
        plain.withBytes { precondition(!hasRawControl($0), "raw control byte in plain output") }
        json.withBytes { output in
            precondition(!hasRawControl(output), "raw control byte in JSON output")
            var start = 0
            for index in 0..<output.count where output[index] == UInt8(ascii: "\n") {
                precondition(JSONCheck.isValid(UnsafeRawBufferPointer(rebasing: output[start..<index])),
                             "invalid JSON: \(String(decoding: output[start..<index], as: UTF8.self))")
                start = index + 1
            }
        }
        if case .displays = outcome.shows { typedBack(session.state) }
    }

    /// The input display, typed into a fresh calculator with the same converter, gives the same entry.
    static func typedBack(_ state: State) {
        var fresh = Session.starting(converter: state.converter, precision: state.precision)
        let outcome = fresh.handle(state.entry.text)
        guard case .displays = outcome.shows else {
            preconditionFailure("the shown input '\(state.entry.text)' was refused when typed back")
        }
        precondition(fresh.state.entry == state.entry, "the shown input '\(state.entry.text)' typed back differs")
    }

    /// True when `bytes` hold a C0 control other than newline, DEL, or a C1 control (UTF-8 C2 80…C2 9F).
    static func hasRawControl(_ bytes: UnsafeRawBufferPointer) -> Bool {
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return true }
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return true }
        }
        return false
    }
}
