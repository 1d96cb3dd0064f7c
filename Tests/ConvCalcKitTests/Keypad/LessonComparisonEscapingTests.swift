import Foundation
import Testing
import Seeding
@testable import ConvCalcKit

/// A lesson's expected lines are outside text (the transcript's), and the panel shows them
/// through `VisibleText` like every other: a C1 control as `\u{0085}`, a bidi mark as
/// `\u{202E}`, never raw — beside each other, one above the other, or around a difference.
///
/// Random, from the run's seed (`CONVCALC_SEED`, printed with every failure).
@Suite(.seeded) struct LessonComparisonEscapingTests {

    /// Characters a terminal would act on or hide: C0 and C1 controls, bidi controls and
    /// marks, invisible format characters, a tag character.
    static let hostile: [Unicode.Scalar] = ["\u{1B}", "\u{07}", "\u{7F}", "\u{85}", "\u{9B}", "\u{9D}", "\u{202E}",
                                            "\u{2066}", "\u{200F}", "\u{200B}", "\u{AD}", "\u{FEFF}", "\u{E0041}"]

    /// A line of plain characters with hostile ones mixed in.
    static func line(using random: inout SeededGenerator) -> String {
        let plain = Array("0123456789 .≈°CFkmi-e")
        var text = ""
        for _ in 0..<Int.random(in: 0...40, using: &random) {
            if Int.random(in: 0...3, using: &random) == 0 {
                text.unicodeScalars.append(hostile.randomElement(using: &random)!)
            } else {
                text.append(plain.randomElement(using: &random)!)
            }
        }
        return text
    }

    /// Each span's text of a comparison.
    func texts(_ lines: [StyledLine]) -> [String] {
        lines.flatMap { $0.map(\.text) }
    }

    @Test func everyLineOfAComparisonIsShownEscaped() {
        var random = SeededGenerator()
        for _ in 0..<2000 {
            let expected = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.line(using: &random) }
            let actual = Bool.random(using: &random) ? expected
                : (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.line(using: &random) }
            let played = LessonPlayer.PlayedLine(input: "5", expected: expected, actual: actual)
            let view = KeypadView(glyphs: Glyphs(unicode: Bool.random(using: &random)))
            for text in texts(view.comparison(played, width: Int.random(in: 16...100, using: &random))) {
                #expect(VisibleText.of(text, limit: Int.max) == text,
                        "\(text.debugDescription) of \(expected) and \(actual)")
            }
        }
    }

    @Test func aC1ControlAndABidiMarkInAnExpectedLineAreShownAsEscapes() {
        let view = KeypadView(glyphs: Glyphs(unicode: true))
        let mismatch = LessonPlayer.PlayedLine(input: "5", expected: ["-15 \u{85}°C", "\u{202E}5 °F"], actual: ["-15 °C", "5 °F"])
        let shown = texts(view.comparison(mismatch, width: 60)).joined()
        #expect(shown.contains("-15 \\u{0085}°C") && shown.contains("\\u{202E}5 °F"), "\(shown.debugDescription)")
        let match = LessonPlayer.PlayedLine(input: "5", expected: ["\u{9B}31m"], actual: ["\u{9B}31m"])
        #expect(texts(view.comparison(match, width: 60)).joined().contains("\\u{009B}31m"))
    }
}
