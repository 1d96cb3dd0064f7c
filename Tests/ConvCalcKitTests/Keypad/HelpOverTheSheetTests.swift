import Testing
@testable import ConvCalcKit

/// The help opened while the converter sheet is open hides the sheet wholly: no piece of it
/// stays beside the help (`┌─ conver┌─ keys`, `│*1. fahr│` at 40×20, a teacher's trial).
@Suite struct HelpOverTheSheetTests {
    @Test(arguments: [(40, 20), (60, 20), (80, 24)])
    func noPieceOfTheSheetStaysBesideTheHelp(columns: Int, rows: Int) throws {
        var model = keypad(after: "k")
        model.perform(.toggleHelp)
        let screen = TextScreen(columns: columns, rows: rows)
        _ = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        #expect(screen.text.contains("┌─ keys"), "\(screen.text)")
        #expect(!screen.text.contains("┌─ conver"), "\(screen.text)")
        #expect(!screen.text.contains("fahr"), "\(screen.text)")
    }
}
