import Testing
@testable import ConvCalcKit
import Seeding

/// A line that is one number of digits and points alone is read in one pass; it gives the
/// steps (or the error) the token loop gives, for any line.
@Suite(.seeded) struct PlainNumberLineTests {
    /// What `parse` and the token loop make of `text` in `phase`: steps, or the error's message.
    private func both(_ text: String, in phase: Phase) -> (fast: String, general: String) {
        var copy = text
        return copy.withUTF8 { bytes in
            let line = LineBytes(bytes)
            func describe(_ body: (inout [Step]) throws(LineError) -> Void) -> String {
                var steps: [Step] = []
                do throws(LineError) {
                    try body(&steps)
                    return "\(steps)"
                } catch {
                    return error.message
                }
            }
            return (describe { (steps: inout [Step]) throws(LineError) in
                        try LineParser.parse(line, in: phase, converter: .standard, into: &steps) },
                    describe { (steps: inout [Step]) throws(LineError) in
                        try LineParser.parseTokens(line, converter: .standard, into: &steps) })
        }
    }

    @Test func randomLinesOfDigitsPointsAndMoreParseAsTheTokenLoopParsesThem() {
        let pieces = ["0", "1", "7", "9", ".", " ", "\t", "#", "\r", "\n", "-", "e", "km", "C", "+/-", "ft", "x"]
        var random = SeededGenerator()
        var plain = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<(random.next(9)) { text += pieces[random.next(random.next(2) == 0 ? 5 : pieces.count)] }
            let (fast, general) = both(text, in: .ready)
            #expect(fast == general, "\(text.debugDescription)")
            if text.utf8.allSatisfy({ $0 == 0x2E || ($0 >= 0x30 && $0 <= 0x39) }) && !text.isEmpty { plain += 1 }
        }
        #expect(plain > 1_000)  // the one-pass path was taken often
    }

    /// The comment's start and the plain-number flag come from one pass: the same as
    /// looking for them separately, for any bytes.
    @Test func oneScanFindsTheCommentAndThePlainNumber() {
        let alphabet: [UInt8] = Array("0123456789.# -e\r\n".utf8) + [0x00, 0x2F, 0x3A, 0xFF]
        var random = SeededGenerator()
        for _ in 0..<20_000 {
            let bytes = (0..<random.next(12)).map { _ in alphabet[random.next(alphabet.count)] }
            bytes.withUnsafeBufferPointer { buffer in
                let line = LineBytes(buffer)
                var end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
                while end > 0 && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
                #expect(line.end == end, "\(bytes)")
                #expect(line.isPlainNumber == (!bytes.isEmpty && bytes.allSatisfy { $0 == 0x2E || (0x30...0x39).contains($0) }),
                        "\(bytes)")
            }
        }
    }

    @Test(arguments: ["98.6", "0", ".", "1.2.3", "007", "999999999999999999", "5."])
    func aPlainNumberIsOneKeysStep(text: String) {
        var copy = text
        copy.withUTF8 { bytes in
            var steps: [Step] = []
            try? LineParser.parse(LineBytes(bytes), in: .integer, into: &steps)
            #expect(steps == [Step(.keys, start: 0, length: text.utf8.count)])
        }
    }

    @Test(arguments: ["", " 98.6", "98.6 ", "98.6 # note", "9 8", "-5", "5e3", "98.6km"])
    func anythingElseTakesTheTokenLoop(text: String) {
        var copy = text
        copy.withUTF8 { #expect(LineParser.plainNumberStep(LineBytes($0), in: .ready) == nil) }
    }

    /// A plain number's line, untraced, takes the session's short way to the machine: it
    /// shows, keeps or refuses exactly what the same number with a blank after it does (that
    /// line takes the token loop and a step run), from any state the keypad can leave, on
    /// every built-in converter.
    @Test func aPlainNumberLineDoesWhatTheGeneralPathDoes() {
        let events: [Event] = [.digit(0), .digit(3), .digit(9), .point, .sign, .exponent, .clear, .commit]
        let pieces = ["0", "1", "2", "5", "9", "9", "9", "."]
        var random = SeededGenerator()
        var shortWays = 0, refused = 0
        for _ in 0..<20_000 {
            var session = Session()
            let converter = Converter.builtIn[random.next(Converter.builtIn.count)]
            _ = session.send(.convert)
            _ = session.send(.pick(converter))
            for _ in 0..<random.next(6) { _ = session.send(events[random.next(events.count)]) }
            if random.next(4) == 0 { session.apply(.say(true)) }
            var text = ""
            for _ in 0..<(1 + random.next(19)) { text += pieces[random.next(pieces.count)] }
            var general = session
            let generalOutcome = general.handle(text + " ")
            var copy = text
            let isPlain = copy.withUTF8 { LineParser.plainNumberStep(LineBytes($0), in: session.state.phase) != nil }
            let outcome = session.handle(text)
            #expect(outcome == generalOutcome, "\(text) on \(converter.label)")
            #expect(session.state == general.state, "\(text) on \(converter.label)")
            if isPlain { shortWays += 1 }
            if outcome.isRejected { refused += 1 }
        }
        #expect(shortWays == 20_000)  // every line took the short way
        #expect(refused > 500)  // and many were refused on it (too many digits, a second point, below absolute zero)
    }
}
