import Foundation
import Testing
import Seeding
import ConvCalcKit

/// A typed line written as one line of a file (the history, a transcript) reads back as that
/// one line, or is left out: a line break quoted into it (Ctrl-V Return, Ctrl-V Ctrl-J)
/// would read back as two. Random, from the run's seed (`CONVCALC_SEED`).
@Suite(.seeded) struct SingleLineTests {

    @Test func aLineHoldingALineBreakIsLeftOutAndBreaksAtItsEndAreDropped() {
        #expect(Lines.single("12\n34") == nil)
        #expect(Lines.single("56\r7") == nil)
        #expect(Lines.single("5\r\n6") == nil)
        #expect(Lines.single("212\n") == "212")
        #expect(Lines.single("212\r\n\r") == "212")
        #expect(Lines.single("convert mi km") == "convert mi km")
    }

    @Test func whatIsKeptReadsBackAsExactlyThatLine() {
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x09, 0x20, 0x00, 0xFF, 0x31, 0x2E, 0xC2, 0xB0]
        var random = SeededGenerator()
        for _ in 0..<3_000 {
            var bytes: [UInt8] = [0x31]  // no byte-order mark: a file's first line would lose it
            for _ in 0..<random.next(30) { bytes.append(alphabet[random.next(alphabet.count)]) }
            let line = String(decoding: bytes, as: UTF8.self)
            var body = Array(line.utf8)
            while let last = body.last, last == 0x0A || last == 0x0D { body.removeLast() }
            let holdsBreak = body.contains { $0 == 0x0A || $0 == 0x0D }
            guard let kept = Lines.single(line) else {
                #expect(holdsBreak, "\(line.debugDescription) left out")
                continue
            }
            #expect(!holdsBreak && Array(kept.utf8) == body, "\(line.debugDescription)")
            #expect(Lines.split(kept + "\n") == [kept], "\(line.debugDescription)")
        }
    }
}
