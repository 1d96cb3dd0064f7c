import Testing
@testable import ConvCalcKit
import Seeding

/// The original app's colours, or their nearest, on every kind of terminal.
@Suite(.seeded) struct PaletteTests {
    @Test func theOriginalColoursMapToTheirNearestXterm256Colours() {
        let palette = Palette.indexed256
        #expect(palette.number(for: RGB(0xDC, 0xFF, 0xFF)) == 195)
        #expect(palette.number(for: .white) == 231)
        #expect(palette.number(for: RGB(0xCC, 0xCC, 0xCC)) == 252)
        #expect(palette.number(for: RGB(0xB3, 0xB3, 0xB3)) == 249)
        #expect(palette.number(for: RGB(0xFF, 0xA5, 0x00)) == 214)
    }

    @Test func theNumberFoundIsTheNearestOfItsRangeForAnyColour() {
        var generator = SeededGenerator()
        for _ in 0..<500 {
            let color = RGB(Int.random(in: 0...255, using: &generator), Int.random(in: 0...255, using: &generator),
                            Int.random(in: 0...255, using: &generator))
            let grey = color.red == color.green && color.green == color.blue
            for (palette, range) in [(Palette.indexed256, 16..<256), (.basic8, 0..<8)]
            where !(grey && palette == .basic8) {
                let found = palette.number(for: color)!
                #expect(range.contains(found))
                let best = color.distance(to: Palette.xterm256[found])
                #expect(range.allSatisfy { color.distance(to: Palette.xterm256[$0]) >= best }, "\(color) → \(found)")
                // Ties go to the first: no earlier colour is as near.
                #expect(range.prefix { $0 < found }.allSatisfy { color.distance(to: Palette.xterm256[$0]) > best })
            }
        }
    }

    @Test func eightColoursDrawGreysBlackOrWhiteNeverAsAHue() {
        #expect(Palette.basic8.number(for: RGB(0x80, 0x80, 0x80)) == 7)  // by distance alone: yellow (3)
        #expect(Palette.basic8.number(for: RGB(0x30, 0x30, 0x30)) == 0)
        for level in 0...255 {
            #expect([0, 7].contains(Palette.basic8.number(for: RGB(level, level, level))!))
        }
    }

    @Test func directColourKeepsTheExactValue() {
        #expect(Palette.direct.number(for: RGB(0xDC, 0xFF, 0xFF)) == 0xDCFFFF)
    }

    @Test func eightColoursGiveOrangeAsYellowAndTheGreysAsWhite() {
        #expect(Palette.basic8.number(for: RGB(0xFF, 0xA5, 0x00)) == 3)
        #expect(Palette.basic8.number(for: RGB(0xCC, 0xCC, 0xCC)) == 7)
    }

    @Test func noColourWantedMeansMonochromeWithButtonsInReverse() {
        #expect(Palette(colors: 256, wanted: false) == .monochrome)
        #expect(Palette(colors: 0x1000000, wanted: true) == .direct)
        #expect(Palette(colors: 8, wanted: true) == .basic8)
        #expect(Palette.monochrome.number(for: .white) == nil)
        #expect(KeypadKey.all.allSatisfy { $0.style.monochrome.reverse })
    }

    /// Without colour the lit state is in reverse video: bold alone looked like the output
    /// display, bold too, and could not be told on a projector (`NO_COLOR=1`, after `5`).
    @Test func noColourLightsTheCurrentStateInReverseUnlikeTheOutputDisplay() {
        #expect(Style.current.monochrome == (bold: true, reverse: true))
        #expect(Style.outputDisplay.monochrome == (bold: true, reverse: false))
        #expect(Style.dim.monochrome == (bold: false, reverse: false))  // the other states
    }
}
