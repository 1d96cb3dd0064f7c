import Testing
@testable import ConvCalcKit

/// Wrapping to a width no wider than the indent asked (`convcalc play` at a terminal 1 or 2
/// columns wide) still wraps, with no indent: the text went through whole, wider than the line.
@Suite struct NarrowWrapTests {
    @Test func aWidthNoWiderThanTheIndentWrapsWithoutIndent() {
        #expect(TextWrap.lines("# ab cd", width: 2, indent: 2) == ["#", "ab", "cd"])
        #expect(TextWrap.lines("# ab cd", width: 1, indent: 2) == ["#", "a", "b", "c", "d"])
    }

    @Test func aWidthBelowOneLeavesTheTextWhole() {
        #expect(TextWrap.lines("# ab cd", width: 0, indent: 2) == ["# ab cd"])
    }
}
