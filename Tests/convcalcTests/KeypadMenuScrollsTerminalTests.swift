import Foundation
import Testing

/// The keypad's menu with more converters than rows (the eight built in and five of a units
/// file, at 40×14) in a real terminal emulator (tmux): Down to the thirteenth shows it, the
/// sheet saying more are above, and Return picks the converter in view.
@Suite(.serialized) struct KeypadMenuScrollsTerminalTests {
    @Test func theHighlightedConverterIsShownAndPickedInView() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try TmuxTerminal.keypad(converters: [
            "inches to centimeters: in -> cm", "pounds to kilograms: lb -> kg", "gallons to liters: gal -> L",
            "psi to kilopascals: psi -> kPa", "feet to meters: ft -> m",
        ], home: home, columns: 40, rows: 14)
        #expect(terminal.wait(for: "Convert"))
        terminal.type("k")
        #expect(terminal.wait(for: "(more: Down)"), "\(terminal.screen().joined(separator: "\n"))")
        terminal.type(String(repeating: "\u{1B}[B", count: 12))
        #expect(terminal.wait { $0.contains { $0.contains("13.") } && $0.contains { $0.contains("(more: Up)") } },
                "\(terminal.screen().joined(separator: "\n"))")
        terminal.type("\r")
        #expect(terminal.wait(for: "pick feet to meters"), "\(terminal.screen().joined(separator: "\n"))")
        terminal.type("q")
        #expect(terminal.wait(for: "STTY-DONE"), "the way out works (EXIT= scrolls away in 14 rows)")
    }
}
