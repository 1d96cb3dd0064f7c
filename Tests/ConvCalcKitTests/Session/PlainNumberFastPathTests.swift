import Testing
import Seeding
@testable import ConvCalcKit

/// The one fast path (`PlainNumberFastPath`) is held equal to the general path at its
/// boundary: what it takes, it shows, keeps or refuses exactly as the parser and step run
/// would; what it does not take, it leaves untouched.
@Suite(.seeded) struct PlainNumberFastPathTests {
    /// A plain number's line, untraced, from any state the keypad can leave, on every built-in
    /// converter, with `say` on or off: the same outcome and state as the same number with a
    /// blank after it (which the fast path does not take: that line goes through the parser).
    @Test func aPlainNumberLineDoesWhatTheGeneralPathDoes() {
        let events: [Event] = [.digit(0), .digit(3), .digit(9), .point, .sign, .exponent, .clear, .commit]
        let pieces = ["0", "1", "2", "5", "9", "9", "9", "."]
        var random = SeededGenerator()
        var taken = 0, givenBack = 0, refused = 0
        for _ in 0..<20_000 {
            var session = Session()
            let converter = Converter.builtIn[random.next(Converter.builtIn.count)]
            _ = session.send(.convert)
            _ = session.send(.pick(converter))
            for _ in 0..<random.next(6) { _ = session.send(events[random.next(events.count)]) }
            let says = random.next(4) == 0
            if says { session.apply(.say(true)) }
            var text = ""
            for _ in 0..<(1 + random.next(19)) { text += pieces[random.next(pieces.count)] }
            var general = session
            let before = session.state
            let generalOutcome = general.handle(text + " ")
            var fastState = session.state
            var copy = text
            let fast = copy.withUTF8 { PlainNumberFastPath.handle(LineBytes($0), state: &fastState, says: says) }
            #expect(fastState == general.state || fast == nil, "\(text) on \(converter.label)")
            #expect(session.handle(text) == generalOutcome, "the session takes the fast path's outcome, or the general path's")
            if let fast {
                #expect(fast == generalOutcome, "\(text) on \(converter.label)")
                taken += 1
            } else {  // given back: only a refused line longer than a number holds
                #expect(fastState == before && generalOutcome.isRejected && text.count > Entry.maxSignificantDigits, "\(text)")
                givenBack += 1
            }
            if generalOutcome.isRejected { refused += 1 }
        }
        #expect(taken + givenBack == 20_000 && taken > 15_000)  // every line took the fast path, but long ones
        #expect(refused > 500)  // and many were refused on it (too many digits, a second point, below absolute zero)
    }

    /// Exactly the lines of one or more digits and points (before a comment and the line
    /// ending) are taken, for any bytes; a line not taken leaves the state as it was.
    @Test func onlyDigitsAndPointsAreTakenAndAnythingElseIsLeftAlone() {
        let alphabet: [UInt8] = Array("0123456789.# -e\r\n".utf8) + [0x00, 0x2F, 0x3A, 0xFF]
        var random = SeededGenerator()
        for _ in 0..<20_000 {
            let bytes = (0..<random.next(12)).map { _ in alphabet[random.next(alphabet.count)] }
            bytes.withUnsafeBufferPointer { buffer in
                let line = LineBytes(buffer)
                var end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
                while end > 0 && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
                #expect(line.end == end, "\(bytes)")
                let plain = end > 0 && bytes[..<end].allSatisfy { $0 == 0x2E || (0x30...0x39).contains($0) }
                #expect(PlainNumberFastPath.isPlainNumber(line) == plain, "\(bytes)")
                var state = State.initial
                let outcome = PlainNumberFastPath.handle(line, state: &state, says: false)
                #expect((outcome != nil) == plain, "\(bytes)")
                if outcome == nil { #expect(state == .initial) }
            }
        }
    }

    /// Traced lines and lines in the menu are never taken: their outcome needs the run.
    @Test func aTracedSessionAndTheMenuTakeTheGeneralPath() {
        var state = State.initial
        state.phase = .choosing
        var copy = "3"
        #expect(copy.withUTF8 { PlainNumberFastPath.handle(LineBytes($0), state: &state, says: false) } == nil)
        var session = Session()
        session.apply(.trace(true))
        #expect(session.handle("212").trace.count == 4, "3 digits and Return, each traced")
    }
}
