import Testing
@testable import ConvCalcKit
import Seeding

/// Wrapping keeps the mark of an approximate number with its number: `≈ 1.5` (or ASCII's
/// `~ 1.5`) is never split over two lines, at any width.
@Suite(.seeded) struct ApproximateMarkWrapTests {
    @Test func theMarkWrapsWithItsNumber() {
        let lines = TextWrap.lines("integer ──digit 5──▶ integer   in: 5 °F   out: ≈ -15 °C", width: 27)
        #expect(!lines.contains { $0.hasSuffix("≈") || $0.hasSuffix("≈ ") }, "\(lines)")
        #expect(lines.contains { $0.contains("≈ -15") }, "\(lines)")
    }

    /// A mark glued to the end of a word keeps its number too: the quiz's `[≤ 15 significant
    /// digits` ended a row with `[≤` at 40×20 (an outside teacher's trial). At 36 columns the
    /// row `integer   in: 21  out: ≈ -6.11  [≤` is 36 wide: the `[≤ 15` goes on whole.
    @Test func aMarkEndingAWordWrapsWithItsNumber() {
        let text = "integer   in: 21  out: ≈ -6.11  [≤ 15 significant digits; within the limit]"
        for width in 12...80 {
            let lines = TextWrap.lines(text, width: width)
            #expect(!lines.contains { $0.hasSuffix("≤") }, "\(width): \(lines)")
        }
        #expect(TextWrap.lines(text, width: 36).contains { $0.hasPrefix("[≤ 15") })
    }

    /// A label stays with its value (`out:` ended one row of the keypad's panel and `≈ 42.16`
    /// began the next; a new user's trial), and a gap's blanks never change a continuation
    /// line's indent (it was 3, 4 or 5): at every width.
    @Test func aLabelWrapsWithItsValueAndTheIndentStays() {
        let text = "ready ──digit 5──▶ integer   in: 5 mi   out: ≈ 8.05 km   precision: 4 sig"
        for width in 14...80 {
            for indent in 0...3 {
                let lines = TextWrap.lines(text, width: width, indent: indent)
                // Where the longest label and value (`precision: 4`, 12 columns) fit a line.
                if width - indent >= 12 { #expect(!lines.contains { $0.trimmingBlanks.hasSuffix(":") }, "\(width): \(lines)") }
                for line in lines.dropFirst() {
                    #expect(line.prefix { $0 == " " }.count == indent, "\(width), indent \(indent): \(lines)")
                }
                #expect(lines.flatMap { $0.split(separator: " ") } == text.split(separator: " "), "\(width): \(lines)")
            }
        }
    }

    /// Random words, marks and widths: no line ends with a mark, no line starts with the
    /// number a mark belongs to, and no word is lost.
    @Test func noLineEndsWithAMarkAtAnyWidth() {
        var random = SeededGenerator()
        let words = ["in:", "out:", "integer", "──5──▶", "°C", "1.5", "-20.56", "km", "a", "fraction"]
        for _ in 0..<3_000 {
            let mark = random.next(2) == 0 ? "≈" : "~"
            var text: [String] = []
            for _ in 0..<(1 + random.next(12)) {
                if random.next(4) == 0 { text.append(mark) }
                text.append(words[random.next(words.count)])
            }
            let joined = text.joined(separator: " ")
            let width = 13 + random.next(30)  // room for the longest word with its mark and an indent
            let lines = TextWrap.lines(joined, width: width, indent: random.next(3))
            #expect(!lines.contains { $0.trimmingBlanks.hasSuffix(" " + mark) || $0.trimmingBlanks == mark },
                    "\(joined) at \(width): \(lines)")
            let kept = lines.flatMap { $0.split(separator: " ") }.map(String.init)
            #expect(kept == text, "\(joined) at \(width): \(lines)")
        }
    }
}
