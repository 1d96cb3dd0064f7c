import Foundation
import Testing

/// The keypad's menu with twelve converters (the eight built in and four of a units file) in
/// a real terminal emulator (tmux): `1` `2` picks converter 12, `1` Return picks 1, `2` picks
/// at once, and the hint says the rule.
@Suite(.serialized) struct KeypadMenuNumberTerminalTests {
    @Test func convertersTenAndUpArePickedByTheirTwoDigits() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try TmuxTerminal.keypad(converters: [
            "inches to centimeters: in -> cm", "pounds to kilograms: lb -> kg", "gallons to liters: gal -> L",
            "psi to kilopascals: psi -> kPa",
        ], home: home, columns: 100, rows: 40)
        #expect(terminal.wait(for: "Convert"))
        terminal.type("k")
        #expect(terminal.wait(for: "12. psi to kilopascals"))
        // The numbers right-aligned: ` 9.` above `10.`.
        let rows = terminal.screen()
        let dots = ["9. inches", "10. pounds"].map { text in rows.first { $0.contains(text) }.flatMap { row in
            row.range(of: text).map { row.distance(from: row.startIndex, to: $0.lowerBound) + text.firstIndex(of: ".")!.utf16Offset(in: text) }
        } }
        #expect(dots[0] != nil && dots[0] == dots[1], "\(rows.joined(separator: "\n"))")
        #expect(terminal.wait(for: "1–12: 1 then ⏎ or a digit"), "the hint says the rule")
        terminal.type("1")
        #expect(terminal.wait(for: "converter 1_: Return picks it, or a digit"))
        terminal.type("2")
        #expect(terminal.wait(for: "pick psi to kilopascals"), "\(terminal.screen().joined(separator: "\n"))")
        #expect(terminal.wait(for: "kPa"))
        terminal.type("k1\r")
        #expect(terminal.wait(for: "pick fahrenheit to celsius"))
        terminal.type("k2")
        #expect(terminal.wait(for: "pick celsius to fahrenheit"))
        terminal.type("k13")
        #expect(terminal.wait(for: "✗ no converter 13: the menu has 1–12"))
        terminal.type("\u{1B}q")
        #expect(terminal.wait(for: "EXIT=0"))
    }
}
