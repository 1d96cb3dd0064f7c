import Foundation
import Testing

/// `convcalc play --step`: which keys play and stop it.
@Suite struct PlayStepTests {
    /// A stray key is no line: it plays nothing, and one Ctrl-D after it stops (in canonical
    /// mode the first Ctrl-D only ended the hidden line `x`, and a second was needed).
    @Test func oneCtrlDStopsAfterAStrayKeyWhichPlaysNothing() throws {
        let home = try TemporaryHome()
        let terminal = try PseudoTerminal(arguments: ["play", "--step", PlayTests.lesson], environment: home.environment())
        #expect(terminal.expect("> 212"))
        terminal.type("x")
        #expect(!terminal.expect("100 °C", timeout: 0.5), "a stray key plays nothing")
        terminal.type("\u{04}")
        #expect(terminal.waitForExit(timeout: 5) == 0)
        #expect(terminal.hasItsModesAsFound)
    }
}
