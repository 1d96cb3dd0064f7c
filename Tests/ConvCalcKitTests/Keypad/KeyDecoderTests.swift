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

    /// X10 reports (terminals without SGR, such as GNU screen 4) are clicks, never keys: `ESC [ M
    /// 55` typed Convert, 5 and 5 before.
    @Test func anX10ReportIsAClickNotKeys() {
        #expect(keys("\u{1B}[M 55\u{1B}[M#55") == [
            .mouse(MouseReport(button: 0, point: ScreenPoint(x: 20, y: 20), pressed: true)),
            .mouse(MouseReport(button: 0, point: ScreenPoint(x: 20, y: 20), pressed: false)),
        ])
        #expect(keys("\u{1B}[M %)") == [.mouse(MouseReport(button: 0, point: ScreenPoint(x: 4, y: 8), pressed: true))])
    }

    /// A report with numbers longer than any key's sequence is dropped whole, in one read or
    /// split across reads: none of its digits is typed.
    @Test func anOverLongSequenceIsDroppedToItsEnd() {
        let long = "\u{1B}[<0;" + String(repeating: "9", count: 30) + ";5M"
        #expect(keys(long + "7") == [.unknown, .character("7")])
        var decoder = KeyDecoder()
        var typed: [InputKey] = []
        for chunk in [String(long.prefix(20)), String(long.dropFirst(20).prefix(15)), String(long.dropFirst(35)), "8"] {
            decoder.feed(chunk)
            while let key = decoder.next() { typed.append(key) }
        }
        #expect(typed == [.unknown, .character("8")])
        // Cut short, then a pause: the digits typed afterwards are keys again.
        var cut = KeyDecoder()
        cut.feed("\u{1B}[<0;" + String(repeating: "9", count: 40))
        #expect(cut.next() == nil)
        #expect(cut.isWaiting)
        #expect(cut.next(flush: true) == .unknown)
        cut.feed("5")
        #expect(cut.next() == .character("5"))
    }

    /// A report cut by a pause (the reader gave up waiting: `flush`) is dropped whole: its rest
    /// arrives later and is not typed (`5;10M` typed 5, 1 and 0).
    @Test func aReportCutByAPauseIsNotTypedWhenItsRestArrives() {
        for (head, rest) in [("\u{1B}[<0;1", "5;10M"), ("\u{1B}[<0;15;1", "0M"), ("\u{1B}[M 9", "2"), ("\u{1B}[M", " 92"),
                             ("\u{1B}", "[<0;5;9M"), ("\u{1B}[", "<0;5;9M"), ("\u{1B}[", "M 92"), ("\u{1B}", "[M 92")] {
            var decoder = KeyDecoder()
            var typed: [InputKey] = []
            decoder.feed(head)
            while let key = decoder.next() { typed.append(key) }
            if let key = decoder.next(flush: true) { typed.append(key) }
            decoder.feed(rest + "7")
            while let key = decoder.next() { typed.append(key) }
            #expect(typed == [head == "\u{1B}" ? .escape : .unknown, .character("7")], "\(head.debugDescription) | \(rest)")
        }
    }
}
