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
