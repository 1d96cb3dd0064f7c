import Testing
@testable import ConvCalcKit

/// Terminal bytes become keys: characters, arrows in both cursor modes, SGR mouse reports.
@Suite struct KeyDecoderTests {
    func keys(_ text: String, flush: Bool = true) -> [InputKey] {
        var decoder = KeyDecoder()
        decoder.feed(text)
        var keys: [InputKey] = []
        while let key = decoder.next(flush: flush) { keys.append(key) }
        return keys
    }

    @Test func anSGRPressAndReleaseAreMouseReportsCountedFromZero() {
        #expect(keys("\u{1B}[<0;12;27M\u{1B}[<0;12;27m") == [
            .mouse(MouseReport(button: 0, point: ScreenPoint(x: 11, y: 26), pressed: true)),
            .mouse(MouseReport(button: 0, point: ScreenPoint(x: 11, y: 26), pressed: false)),
        ])
    }

    @Test func theWheelIsButtons64And65() {
        let reports = keys("\u{1B}[<64;1;1M\u{1B}[<65;1;1M").compactMap { key -> Int? in
            if case .mouse(let report) = key { return report.wheel }
            return nil
        }
        #expect(reports == [-1, 1])
    }

    @Test func arrowsAreReadInNormalAndApplicationCursorMode() {
        #expect(keys("\u{1B}[D\u{1B}[C\u{1B}OA\u{1B}OB\u{1B}[5~\u{1B}[6~") == [.left, .right, .up, .down, .pageUp, .pageDown])
    }

    @Test func aSequenceSplitAcrossReadsWaitsForItsEnd() {
        var decoder = KeyDecoder()
        decoder.feed("\u{1B}[<0;3")
        #expect(decoder.next() == nil)
        decoder.feed(";4M")
        #expect(decoder.next() == .mouse(MouseReport(button: 0, point: ScreenPoint(x: 2, y: 3), pressed: true)))
    }

    @Test func aLoneEscIsTheEscKeyOnlyWhenNothingFollows() {
        var decoder = KeyDecoder()
        decoder.feed("\u{1B}")
        #expect(decoder.next() == nil)
        #expect(decoder.next(flush: true) == .escape)
        #expect(keys("\u{1B}q") == [.escape, .character("q")])
    }

    @Test func returnControlsAndCharactersAreTheirKeys() {
        #expect(keys("9.\r\n\u{3}\u{4}±") == [.character("9"), .character("."), .enter, .enter, .control(3), .control(4), .character("±")])
    }

    @Test func anUnknownOrBrokenSequenceIsIgnoredAsOneKey() {
        #expect(keys("\u{1B}[99Z5") == [.unknown, .character("5")])
        #expect(keys("\u{1B}[<1;2M7") == [.unknown, .character("7")])
    }
}
