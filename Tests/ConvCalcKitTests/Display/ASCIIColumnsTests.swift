import Testing
@testable import ConvCalcKit

/// What a terminal that is not UTF-8 is sent (`Glyphs.asciiKeepingColumns`): a table's
/// columns where they were in UTF-8, and each spelling named once.
@Suite struct ASCIIColumnsTests {
    /// `98.6 °F` and `37 °C` lose a column each in ASCII (`°` is dropped): the blanks after
    /// them take it up, so `37` and the note start where they did (columns 19 and 36).
    @Test func aTableRowKeepsItsColumnsWhenACharacterIsDropped() {
        let row = "  98.6 °F          37 °C            a unit alone: °F→°C"
        let shown = Glyphs.asciiKeepingColumns(row)
        #expect(shown == "  98.6 F           37 C             a unit alone: F->C")
        #expect(shown.firstRange(of: "37")?.lowerBound.utf16Offset(in: shown) == 19)
        #expect(shown.firstRange(of: "a unit")?.lowerBound.utf16Offset(in: shown) == 36)
        #expect(row.firstRange(of: "a unit")?.lowerBound.utf16Offset(in: row) == 36)
    }

    /// `→` is `->` in ASCII: a list naming both would say `->` twice.
    @Test func aSpellingWhoseASCIIFormIsTheOneBeforeIsLeftOut() {
        #expect(Glyphs.asciiKeepingColumns("or in, as, ->, →, =>, >, or none") == "or in, as, ->, =>, >, or none")
        // `±` is `+/-`: the key's row names it once, and its summary stays in column 17.
        #expect(Glyphs.asciiKeepingColumns("  +/-  ± neg     change the sign") == "  +/- neg        change the sign")
        // An arrow between two words is no spelling of its own: it stays.
        #expect(Glyphs.asciiKeepingColumns("ft → m, °F→°C") == "ft -> m, F->C")
    }

    /// A column that cannot give up enough blanks keeps one; the next run evens the rest out.
    @Test func aRunKeepsOneBlankAtLeast() {
        #expect(Glyphs.asciiKeepingColumns("a…  b   c") == "a... b  c")
        #expect(Glyphs.asciiKeepingColumns("a ± b") == "a +/- b", "one blank is no column: nothing to take up")
    }

    @Test func asciiLinesAndLineBreaksPassAsTheyAre() {
        #expect(Glyphs.asciiKeepingColumns("a  b\n\n  c   ") == "a  b\n\n  c   ")
        #expect(Glyphs.asciiKeepingColumns("≈ 8.05 km\n1 °C  x\n") == "~ 8.05 km\n1 C   x\n")
    }
}
