import Testing
@testable import ConvCalcKit

/// The prompt's word moves treat the calculator's tokens as words: `°C`, `+/-`, `mi->km`.
@Suite struct WordBoundsTests {
    func blanks(_ text: String) -> (Int) -> Bool {
        let characters = Array(text)
        return { characters[$0] == " " }
    }

    @Test func backOverAWholeSymbolAndTheBlanksBeforeIt() {
        let text = "5 mi to °C"
        #expect(WordBounds.previousStart(cursor: text.count, isBlank: blanks(text)) == 8)
        #expect(WordBounds.previousStart(cursor: 8, isBlank: blanks(text)) == 5)
        #expect(WordBounds.previousStart(cursor: 0, isBlank: blanks(text)) == 0)
        let sign = "C +/-  "
        #expect(WordBounds.previousStart(cursor: sign.count, isBlank: blanks(sign)) == 2)
    }

    @Test func forwardToTheEndOfTheNextWord() {
        let text = "2 km  to m"
        #expect(WordBounds.nextEnd(cursor: 0, count: text.count, isBlank: blanks(text)) == 1)
        #expect(WordBounds.nextEnd(cursor: 1, count: text.count, isBlank: blanks(text)) == 4)
        #expect(WordBounds.nextEnd(cursor: 4, count: text.count, isBlank: blanks(text)) == 8)
        #expect(WordBounds.nextEnd(cursor: text.count, count: text.count, isBlank: blanks(text)) == text.count)
    }
}
