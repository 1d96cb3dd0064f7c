import Testing
@testable import ConvCalcKit
import Seeding

/// The parser asks for a token's number shape only when its first byte may start a number:
/// no token whose first byte is ruled out has a shape.
@Suite(.seeded) struct NumberTokenLeadTests {
    @Test func aTokenRuledOutByItsFirstByteHasNoShape() {
        var random = SeededGenerator()
        let tails: [[UInt8]] = [[], Array("5".utf8), Array(".5".utf8), Array("5e3".utf8), Array("e-2".utf8), [0x88, 0x92, 0x35]]
        var ruledOut = 0
        for lead in 0...255 {
            for tail in tails + (0..<20).map({ _ in (0..<random.next(6)).map { _ in UInt8(random.next(256)) } }) {
                let token = [UInt8(lead)] + tail
                token.withUnsafeBufferPointer { bytes in
                    if !NumberToken.mayBeNumber(bytes) {
                        ruledOut += 1
                        #expect(NumberToken.shape(bytes) == nil, "\(token)")
                    }
                }
            }
        }
        #expect(ruledOut > 4_000)
        for number in ["5", "-5", "+5", ".5", "−5", "5e3"] {
            var copy = number
            copy.withUTF8 { #expect(NumberToken.mayBeNumber($0), "\(number)") }
        }
    }
}
