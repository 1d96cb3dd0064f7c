import Testing
@testable import ConvCalcKit

/// A word is cut only when it alone is wider than the row: one that fits the row but not after
/// the continuation indent goes on a row of its own without the indent. The machine panel's
/// reason for a 16th digit was cut mid-number (`150000000000000000000)`, 22 columns, at a
/// width of 22 or 23 after its indent of 2).
@Suite struct LongWordWrapTests {
    static let reason = "✗ '6' at column 16: too many digits: a number holds at most 15 significant digits; round it to"
        + " 15, or write a large one with an exponent (1.5e20, not 150000000000000000000)"

    @Test(arguments: 22...40)
    func aWordThatFitsTheRowIsNeverCut(width: Int) {
        let lines = TextWrap.lines(Self.reason, width: width, indent: 2)
        #expect(lines.contains { $0.contains("150000000000000000000)") }, "\(width): \(lines)")
        #expect(lines.allSatisfy { ColumnWidth.of($0) <= width }, "\(width): \(lines)")
    }

    /// A word wider than the row alone is still cut, into pieces that fill the rows.
    @Test func aWordWiderThanTheRowIsCutIntoPieces() {
        let lines = TextWrap.lines(Self.reason, width: 15, indent: 2)
        #expect(lines.suffix(2) == ["  1500000000000", "  00000000)"], "\(lines)")
    }
}
