import Testing
@testable import ConvCalcKit

@Suite struct FaceTests {
    @Test func theOutputSitsAboveTheInputRightAlignedInABox() {
        let face = Face(columns: 80, colors: false, unicode: true)
        let text = face.render(Given.displays(Given.session(after: ["212"])))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[1].hasSuffix(" 100 °C │"))
        #expect(lines[2].hasSuffix(" 212 °F │"))
        #expect(lines.allSatisfy { $0.count == Face.preferredWidth })
    }

    @Test func aWideValueGrowsTheBox() {
        let face = Face(columns: 80, colors: false, unicode: true)
        // 999999999999999 nmi = 6076115485564298385.8267716535433… ft: 37 characters with "≈ " and unit.
        let session = Given.session(after: ["convert nmi ft", "precision 12", "999999999999999"])
        let lines = face.render(Given.displays(session)).split(separator: "\n").map(String.init)
        #expect(lines[1].contains("≈ 6076115485564298385.826771653543 ft"))
        #expect(lines[1].count > Face.preferredWidth)
    }

    @Test func tooNarrowATerminalDropsTheBoxNotDigits() {
        let face = Face(columns: 12, colors: false, unicode: true)
        let text = face.render(Given.displays(Given.session(after: ["convert t mg", "999999999999999"])))
        #expect(text == "999999999999999000000000 mg\n999999999999999 t\n")
    }

    @Test func promptsShowTheConverter() {
        #expect(Face(columns: 80, colors: false, unicode: true).prompt(for: .initial).visible == "°F→°C ❯ ")
        #expect(Face(columns: 80, colors: false, unicode: false).prompt(for: .initial).visible == "F->C> ")
        let choosing = Given.session(after: ["convert"]).state
        #expect(Face(columns: 80, colors: false, unicode: true).prompt(for: choosing).visible == "convert ❯ ")
    }

    @Test func coloursOnlyWhenAsked() {
        let session = Given.session(after: ["212"])
        #expect(!Face(columns: 80, colors: false, unicode: true).render(Given.displays(session)).contains("\u{1B}"))
        #expect(Face(columns: 80, colors: true, unicode: true).render(Given.displays(session)).contains(Face.Style.outputDisplay.rawValue))
    }
}
