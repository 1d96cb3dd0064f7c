import Testing
@testable import ConvCalcKit

/// Every line's outcome may hold a refusal, copied as the line is answered: a reason with a
/// large payload inline costs every replayed line (a reason of five strings, added inline,
/// made every reason 81 bytes and cost 1.5 instructions a line, over the 1,300 the replay
/// target allows, measured with callgrind; made `indirect`, the cost went). A reason carrying
/// more than four strings' worth is boxed (`indirect case`).
@Suite struct LineErrorSizeTests {
    @Test func aReasonHoldsAtMostFourStringsInline() {
        #expect(MemoryLayout<LineError.Reason>.size <= 4 * MemoryLayout<String>.size + 1,
                "\(MemoryLayout<LineError.Reason>.size) bytes")
    }
}
