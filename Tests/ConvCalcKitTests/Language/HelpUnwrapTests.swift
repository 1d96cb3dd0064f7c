import Testing
@testable import ConvCalcKit

/// A text answer's lines as `play` reads them before wrapping them to its terminal: where
/// `HelpText.wrapped` broke a line at 80 columns it is one line again, and every line it did
/// not break keeps its own (a heading over its table, a row, the line after a colon).
@Suite struct HelpUnwrapTests {
    /// By hand, at 20 columns: `aaaa bbbb cccc dddd` is 19; ` eeee` would end at 24, so
    /// `wrapped` went on two blanks in.
    @Test func aParagraphBrokenAtTheWidthIsOneLineAgain() {
        let lines = ["aaaa bbbb cccc dddd", "  eeee ffff gggg", "  hhhh"]
        #expect(HelpText.unwrapped(lines, width: 20) == ["aaaa bbbb cccc dddd eeee ffff gggg hhhh"])
    }

    /// `  ab  cd` has its description at column 6; `  ab  cd eeee ffff` is 18, ` gggg` would
    /// end at 23: the row goes on under column 6, and the next row, two in, is a row of its own.
    @Test func aTableRowGoesOnUnderItsDescriptionAndTheNextRowStaysApart() {
        let lines = ["  ab  cd eeee ffff", "      gggg", "  hi  jj"]
        #expect(HelpText.unwrapped(lines, width: 20) == ["  ab  cd eeee ffff gggg", "  hi  jj"])
    }

    /// `Keys:` is short of the width, so the row under it was never its continuation; nor is a
    /// line after a full line ending in `:`, which introduces it (`help KEY also takes:`).
    @Test func aLineShortOfTheWidthOrEndingInAColonKeepsTheLineAfterIt() {
        #expect(HelpText.unwrapped(["Keys:", "  0-9  type"], width: 20) == ["Keys:", "  0-9  type"])
        #expect(HelpText.unwrapped(["aaaa bbbb cccc ddd:", "  eeee"], width: 20) == ["aaaa bbbb cccc ddd:", "  eeee"])
    }

    /// A full line followed by one indented otherwise than `wrapped` indents (four blanks, or
    /// none) is not its continuation.
    @Test func aLineIndentedOtherwiseKeepsItsLine() {
        let lines = ["aaaa bbbb cccc dddd", "    eeee", "ffff"]
        #expect(HelpText.unwrapped(lines, width: 20) == lines)
    }
}
