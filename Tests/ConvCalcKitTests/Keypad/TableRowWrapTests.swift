import Testing
@testable import ConvCalcKit

/// A row of the help's tables wrapped for a narrow terminal (`play` at 40 columns): its last
/// column goes on under itself when it starts in the first half of the line, else on lines of
/// its own under the row, so that no word of it is left at the row's end, where a class read
/// it as the row's answer (`precision 4 sig   4`, the 4 of `4 significant digits`).
@Suite struct TableRowWrapTests {
    @Test func aLastColumnPastHalfTheWidthGoesUnderTheRowWhole() {
        let row = "  precision 4 sig                   4 significant digits, not places"
        #expect(TextWrap.linesUnderLastColumn(row, width: 40, indent: 2)
                == ["  precision 4 sig", "    4 significant digits, not places"])
        let three = "  98.6 °F          37 °C            a unit alone: °F→°C, ft→m, lb→kg…"
        #expect(TextWrap.linesUnderLastColumn(three, width: 40, indent: 2)
                == ["  98.6 °F          37 °C", "    a unit alone: °F→°C, ft→m, lb→kg…"])
    }

    @Test func aRowThatFitsAndOneWhoseColumnLeavesRoomAreAsBefore() {
        let fits = "  precision 4 sig    4 sig"
        #expect(TextWrap.linesUnderLastColumn(fits, width: 40, indent: 2) == [fits])
        #expect(TextWrap.linesUnderLastColumn("  EE  exp         the exponent: 1.5e-4 is the keys 1 . 5 EE", width: 40, indent: 2)
                == ["  EE  exp         the exponent: 1.5e-4", String(repeating: " ", count: 18) + "is the keys 1 . 5 EE"])
    }
}
