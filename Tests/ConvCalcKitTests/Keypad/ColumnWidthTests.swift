import Testing
@testable import ConvCalcKit
#if canImport(Glibc)
import Glibc
import Seeding

/// glibc's wcwidth(3) (wchar.h declares it only for X/Open, so the importer leaves it out).
@_silgen_name("wcwidth") private func systemWidth(_ character: wchar_t) -> Int32
#endif

/// Text from outside is measured in terminal columns, as the terminal places it, so the
/// keypad can clip it to its panel.
@Suite(.seeded) struct ColumnWidthTests {
    #if canImport(Glibc)
    /// The generated table agrees with glibc's wcwidth, which ncurses places text by, for
    /// every scalar (U+0000 and the other controls are escaped before they are shown).
    @Test func theTableIsGlibcsWcwidthForEveryScalar() throws {
        guard let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else {
            Issue.record("the C.UTF-8 locale is missing")
            return
        }
        let previous = uselocale(utf8)  // this thread only: other tests keep their locale
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        var differences: [String] = []
        for value in UInt32(1)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let system = Int(systemWidth(wchar_t(bitPattern: value)))
            guard system >= 0 else { continue }  // not printable: escaped, never measured
            if ColumnWidth.of(scalar) != system { differences.append("U+\(String(value, radix: 16)) \(system)") }
        }
        #expect(differences.isEmpty, "run Scripts/column-widths.py: \(differences.prefix(10))")
    }
    #endif

    @Test func wideCharactersTakeTwoColumnsAndCombiningMarksNone() {
        #expect(ColumnWidth.of("212 °F") == 6)
        #expect(ColumnWidth.of("千") == 2)
        #expect(ColumnWidth.of("课程.txt") == 8)
        #expect(ColumnWidth.of("e\u{301}") == 1)
        #expect(ColumnWidth.of("🙂") == 2)
        #expect(ColumnWidth.prefix(of: "千千千", fitting: 5) == "千千")
        #expect(ColumnWidth.prefix(of: "a千b", fitting: 1) == "a")
    }

    /// Random text of narrow, wide and combining characters: a clipped text fits its width,
    /// and wrapped lines fit theirs and keep every character.
    @Test func clippedAndWrappedTextFitsItsColumns() {
        var generator = SeededGenerator()
        let pieces = ["a", "b", " ", "千", "课", "🙂", "e\u{301}", "°", "─", "  "]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let width = Int.random(in: 2...30, using: &generator)
            let clipped = TextWrap.clip(text, width: width)
            #expect(ColumnWidth.of(clipped) <= width, "\(text) clipped to \(width)")
            #expect(clipped == text || clipped.hasSuffix("…"))
            let lines = TextWrap.lines(text, width: width)
            #expect(lines.allSatisfy { ColumnWidth.of($0) <= width }, "\(text) wrapped at \(width): \(lines)")
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
        }
    }
}
