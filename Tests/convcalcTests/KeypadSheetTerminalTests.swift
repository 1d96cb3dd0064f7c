import Foundation
import Testing
import RepositoryFiles

/// The converter sheet in a real terminal emulator (tmux), as a class sees it: a panel it
/// covers shows once, and a lesson's pair typed by name is on it before it is picked.
@Suite(.serialized) struct KeypadSheetTerminalTests {
    /// At 120×40 the event log was drawn above the sheet and again below it.
    @Test(arguments: [(120, 40), (160, 50), (100, 30), (80, 24)])
    func theSheetLeavesTheEventLogTitleOnce(columns: Int, rows: Int) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try TmuxTerminal(["keypad", "--no-state"], environment: home.environment(), columns: columns, rows: rows)
        #expect(terminal.wait(for: "Convert"))
        terminal.type("12k")
        // The hint line, written last, names the sheet's keys; then the screen is read once it stays.
        #expect(terminal.wait(for: "Esc cancel"))
        var screen = terminal.screen()
        #expect(terminal.wait { shown in
            defer { screen = shown }
            return shown == screen
        })
        #expect(screen.joined().contains("─ convert ─"))
        #expect(screen.filter { $0.contains("─ events ─") }.count == 1, "\(screen.joined(separator: "\n"))")
        #expect(screen.filter { $0.contains("─ machine ─") }.count == 1, "\(screen.joined(separator: "\n"))")
        terminal.type("q")
        #expect(terminal.wait(for: "EXIT=0"))
    }

    /// Lesson 10's first pick, `convert ft->in`, is on the sheet (ASCII: `LANG=C`) while Space
    /// would send it, and a click on its row picks it.
    @Test func lessonTensPickIsOnTheSheetAndAClickPicksIt() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try TmuxTerminal(["keypad", "--play", Repository.path("Examples/10-any-unit-to-any-unit.txt")],
                                        environment: home.environment(locale: "C"), columns: 80, rows: 24)
        #expect(terminal.wait(for: "Lesson 10"))
        terminal.type(" ")
        #expect(terminal.wait(for: "typed: feet to inches"), "\(terminal.screen().joined(separator: "\n"))")
        let row = try #require(terminal.find("typed: feet to inches"))
        terminal.click(column: row.column, row: row.row)
        #expect(terminal.wait(for: "Space sends line-end (3 of 3)"), "\(terminal.screen().joined(separator: "\n"))")
        #expect(!terminal.screen().joined().contains("typed:"))
        terminal.type("q")
        #expect(terminal.wait(for: "EXIT=0"))
    }
}
