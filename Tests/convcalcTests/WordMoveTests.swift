import Foundation
import Testing

/// At the prompt, Ctrl-W deletes a whole `°C`, and Ctrl-Left/Ctrl-Right move by the calculator's words.
@Suite(.serialized) struct WordMoveTests {
    @Test func controlWDeletesAWholeSymbol() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("5 mi to °C\u{17}km\r")
        #expect(terminal.expect("≈ 8.05 km"))
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func controlArrowsMoveByWordsInsteadOfTypingEscapeCodes() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("2 km\u{1B}[1;5D\u{1B}[1;5D1\u{1B}[1;5C\u{1B}[1;5C to m\r")
        #expect(terminal.expect("12000 m"))
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
