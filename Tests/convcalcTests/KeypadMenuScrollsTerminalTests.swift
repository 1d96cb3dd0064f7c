import Foundation
import Testing

/// The keypad's menu with more converters than rows (the eight built in and five of a units
/// file, at 40×14) in a real terminal emulator (tmux): Down to the thirteenth shows it, the
/// sheet saying more are above, and Return picks the converter in view.
@Suite(.serialized) struct KeypadMenuScrollsTerminalTests {
    @Test func theHighlightedConverterIsShownAndPickedInView() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let units = home.path + "/units"
        try ("!converter inches to centimeters: in -> cm\n!converter pounds to kilograms: lb -> kg\n"
            + "!converter gallons to liters: gal -> L\n!converter psi to kilopascals: psi -> kPa\n"
            + "!converter feet to meters: ft -> m\n")
            .write(toFile: units, atomically: false, encoding: .utf8)
        let terminal = try TmuxTerminal(["keypad", "--no-state", "--units", units], environment: home.environment(),
                                        columns: 40, rows: 14)
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
