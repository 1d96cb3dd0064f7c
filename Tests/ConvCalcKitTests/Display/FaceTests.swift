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
        // The longest entry (28 places) in a long unit: 40 characters, wider than the box's 36.
        let session = Given.session(after: ["convert short ton->lb", "0.0000000000000123456789012345"])
        let lines = face.render(Given.displays(session)).split(separator: "\n").map(String.init)
        #expect(lines[2].contains(" 0.0000000000000123456789012345 short ton "))
        #expect(lines[2].count > Face.preferredWidth)
    }

    @Test func tooNarrowATerminalDropsTheBoxNotDigits() {
        let face = Face(columns: 12, colors: false, unicode: true)
        let text = face.render(Given.displays(Given.session(after: ["convert m km", "precision 12", "123456789012345"])))
        #expect(text == "123456789012.345 km\n123456789012345 m\n")
    }

    /// Help in a terminal narrower than 80 columns is broken at blanks to its width, no word cut
    /// (a projector's large font: `help swap` was cut `moves t` / `he output`); 80 and wider as written.
    @Test(arguments: ["help", "help swap", "help units", "help to"])
    func helpFitsANarrowTerminalAtBlanks(line: String) {
        var session = Session()
        let outcome = session.handle(line)
        let output = OutputBuffer(capacity: 4096), errors = OutputBuffer(capacity: 64)
        FaceRenderer(face: Face(columns: 40, colors: false, unicode: true)).render(outcome, at: Place("", line: 1), into: output, errors: errors)
        let text = String(decoding: output.bytes, as: UTF8.self)
        for row in text.split(separator: "\n") where ColumnWidth.of(String(row)) > 39 {
            #expect(!String(row).trimmingBlanks.contains(" "), "\(line): a row of several words wider than 39: \(row)")
        }
        guard case .info(let wide) = outcome.shows else { Issue.record("\(line) shows no text"); return }
        #expect(text.split(whereSeparator: { $0 == " " || $0 == "\n" }) == wide.split(whereSeparator: { $0 == " " || $0 == "\n" }),
                "the same words, in the same order")
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

    /// Outside UTF-8 every answer is ASCII: the menu (`°F → °C`) and text answers too, not
    /// only the displays and the prompt.
    @Test func outsideUTF8TheMenuAndTextAnswersAreASCII() {
        for line in ["list", "convert", "units temperature", "state", "help convert"] {
            var session = Session()
            let outcome = session.handle(line)
            for unicode in [false, true] {
                let output = OutputBuffer(), errors = OutputBuffer()
                FaceRenderer(face: Face(columns: 80, colors: false, unicode: unicode))
                    .render(outcome, at: Place("", line: 1), into: output, errors: errors)
                let text = String(decoding: output.bytes, as: UTF8.self)
                #expect(!text.isEmpty, "\(line)")
                if !unicode { #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "\(line): \(text)") }
                if unicode && line == "list" { #expect(text.contains("°F → °C")) }
            }
        }
    }
}
