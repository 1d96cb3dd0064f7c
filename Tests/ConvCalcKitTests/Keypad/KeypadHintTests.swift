import Testing
@testable import ConvCalcKit

/// The hint line under the keypad: the way out stays on it wherever it fits, and every key it
/// names is one a keyboard has.
@Suite struct KeypadHintTests {
    /// `q` (quit) goes last: `k Convert`, a lesson's keys and the meanings go before it (at 30
    /// to 38 columns the hint read `e EE  p prec  ? help`, with room left for `q quit`). `e` and
    /// `p`, whose letters are not their buttons' labels, stay too.
    @Test(arguments: [true, false])
    func theWayOutStaysOnTheHintAtEveryWidth(unicode: Bool) {
        let view = KeypadView(glyphs: Glyphs(unicode: unicode))
        for width in KeypadLayout.minimumKeypadWidth...120 {
            for (lesson, plays) in [(false, false), (true, true), (true, false)] {
                let hint = view.hint(width: width, plays: plays, lesson: lesson)
                let quits = hint.hasSuffix("  q quit") || hint.hasSuffix("  q")
                #expect(quits, "\(width) columns, lesson \(lesson): \(hint)")
                #expect(hint.contains("e EE") && hint.contains("p prec"), "\(width) columns, lesson \(lesson): \(hint)")
                #expect(view.glyphs.text(hint).count <= width, "\(width) columns: \(hint)")
            }
        }
    }

    /// The sizes a user tried in tmux: from 30 to 38 columns the hint has room for `q quit`.
    @Test(arguments: [38, 36, 34, 32, 30])
    func theDrawnHintSaysHowToQuit(columns: Int) throws {
        let screen = TextScreen(columns: columns, rows: 20)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(keypad(after: "98.6"), on: screen))
        #expect(screen.lines[layout.hint.y].hasPrefix("e EE  p prec  ? help  q quit"), "\(screen.lines[layout.hint.y])")
    }

    /// The sign is named by a key the keyboard has, `-`, not by its button's `±` (`+/-` in
    /// ASCII), which few keyboards have; `-` changes the sign, and the short help says `- n`.
    @Test(arguments: [true, false])
    func theHintNamesTheSignByAKeyOnTheKeyboard(unicode: Bool) {
        let view = KeypadView(glyphs: Glyphs(unicode: unicode))
        var named = 0
        for width in KeypadLayout.minimumKeypadWidth...120 {
            let hint = view.hint(width: width, plays: false)
            #expect(!hint.contains("±") && !hint.contains("+/-"), "\(width) columns: \(hint)")
            if hint.contains(" c - ") { named += 1 }
        }
        #expect(named > 0, "some width names the sign key")
        let map = KeyMap(layout: nil, phase: .ready, showsHelp: false, plays: false)
        #expect(map.command(for: .character("-")) == .press(.sign))
        let sign = KeypadView.shortHelp.first { $0.meaning == "sign" }
        #expect(sign?.keys.hasPrefix("- ") == true && sign?.keys.contains("±") == false, "the help's short form: \(String(describing: sign))")
    }
}
