import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The prompt on a terminal that says it is larger than lines can be edited on
/// (`Terminal.editableCells`): libedit, which reads the size before every line, asked for two
/// screens of 65535 × 65535 wide characters (34 GB) and crashed. The size is cut to what it can
/// hold, with a warning, at start and after a resize.
@Suite(.serialized) struct HugeTerminalPromptTests {
    @Test func aHugeTerminalAtStartIsCutToAnEditableSize() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment(), columns: 65535, rows: 65535)
        #expect(terminal.expect("its size is set to 2048×1024"), "\(terminal.screenText)")
        #expect(terminal.convert212AndLeave(), "\(terminal.screenText)")
    }

    /// Rows past `editableRows` with no columns (a fifth attack: 4000 × 0 divided by zero, SIGILL
    /// at start and after a resize): the rows are cut, the columns left unknown.
    @Test func aTallTerminalOfNoColumnsIsCutNotCrashed() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment(), columns: 0, rows: 4000)
        #expect(terminal.expect("its size is set to 0×2048"), "\(terminal.screenText)")
        terminal.resize(columns: 80, rows: 24)
        #expect(terminal.convert212AndLeave(), "\(terminal.screenText)")
        let resized = try PseudoTerminal(environment: home.environment())
        #expect(resized.expectPrompt("❯ "))
        resized.resize(columns: 0, rows: 4000)
        resized.type("5\r")
        #expect(resized.expect("its size is set to 0×2048"), "\(resized.screenText)")
        resized.resize(columns: 80, rows: 24)
        #expect(resized.convert212AndLeave(), "\(resized.screenText)")
    }

    @Test func aResizeToAHugeTerminalIsCutToAnEditableSize() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.resize(columns: 65535, rows: 65535)
        terminal.type("98.6\r")
        #expect(terminal.expect("37 °C"), "\(terminal.screenText)")
        #expect(terminal.expect("its size is set to 2048×1024"), "\(terminal.screenText)")
        terminal.resize(columns: 80, rows: 24)
        terminal.type("212\r")
        #expect(terminal.expect("100 °C"), "\(terminal.screenText)")
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    /// A terminal that says it is 0 × 0 leaves the size to COLUMNS and LINES: cut the same way
    /// (65535 each took 5 GB; 2147483647 crashed at start).
    @Test(arguments: ["65535", "2147483647"])
    func hugeSizeVariablesOnAZeroSizedTerminalAreCut(value: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        var environment = home.environment()
        environment["COLUMNS"] = value
        environment["LINES"] = value
        let terminal = try PseudoTerminal(environment: environment, columns: 0, rows: 0)
        #expect(terminal.expect("they are set to 2048×1024"), "\(terminal.screenText)")
        #expect(terminal.convert212AndLeave(), "\(terminal.screenText)")
    }

    /// A terminal that says it is 0 × 0, with COLUMNS and LINES unset, leaves the size to its
    /// description: one of the user's own saying 65535 × 65535 (`cols#`, `lines#`) took 9.2 GB
    /// and 27 s at start. Cut the same way, with COLUMNS and LINES.
    /// One column and 2³¹ − 1 rows is cut in rows too (cut to 1 × 2097152 cells, it took 1.42 GB).
    @Test(arguments: [("65535", "65535", "65535×65535", "2048×1024"), ("1", "0x7fffffff", "1×2147483647", "1×2048")])
    func aHugeDescriptionOnAZeroSizedTerminalIsCut(columns: String, rows: String, said: String, cut: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let source = home.path + "/huge.src", folder = home.path + "/terminfo"
        let built = try Shell.run("infocmp xterm-256color | sed 's/cols#80/cols#\(columns)/;s/lines#24/lines#\(rows)/;"
            + "s/^xterm-256color|[^,]*,/hugeterm|huge,/' > '\(source)' && tic -o '\(folder)' '\(source)'")
        try #require(built.status == 0, "\(built.stderr)")
        var environment = home.environment()
        environment["TERMINFO"] = folder
        environment["TERM"] = "hugeterm"
        let terminal = try PseudoTerminal(environment: environment, columns: 0, rows: 0)
        #expect(terminal.expect("its description says \(said)"), "\(terminal.screenText)")
        #expect(terminal.expect("COLUMNS and LINES are set to \(cut)"), "\(terminal.screenText)")
        #expect(terminal.convert212AndLeave(), "\(terminal.screenText)")
    }
}
