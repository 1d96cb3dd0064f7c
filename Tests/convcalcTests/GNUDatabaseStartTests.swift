import Foundation
import Testing

/// GNU units' database through the binary (where Debian's `units` installed it): a prompt's
/// start says one summary line on stderr, whatever the file leaves out, a script's none, and
/// its units convert;
/// `units --check -v` names each line left out and exits 0.
@Suite struct GNUDatabaseStartTests {
    static let path = "/usr/share/units/definitions.units"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: path), "GNU units' database is not installed: apt-get install units"))
    func aScriptIsNotToldAndItsUnitsConvert() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        // 1 furlong = 1|8 mile = 201.168 m, shown to 2 places (≈); GNU's h (Planck's constant) keeps convcalc's hour.
        let run = try BuiltBinary.run(["--units", Self.path, "-e", "1 furlong to m", "-e", "1 h to min"], environment: home.environment())
        #expect(run.stdout == "≈ 201.17 m\n1 furlong\n60 min\n1 h\n" && run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "a script's stderr holds problems only: \(run.stderr)")
    }

    /// A prompt started in a terminal says the database in one line, as GNU units counts its units.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: path), "GNU units' database is not installed: apt-get install units"))
    func thePromptsStartSaysOneSummaryLine() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(arguments: ["--units", Self.path], environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        let summary = terminal.screenText.split(separator: "\n").filter { $0.contains("units loaded") }
        #expect(summary.count == 1, "\(terminal.screenText)")
        #expect(summary.first?.wholeMatch(of: /convcalc: \/usr\/share\/units\/definitions\.units: [0-9,]+ units loaded, [0-9,]+ lines left out: [0-9,]+ [a-z].*/) != nil,
                "\(terminal.screenText)")
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: path), "GNU units' database is not installed: apt-get install units"))
    func checkNamesEveryLineLeftOutAndExitsZero() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BuiltBinary.run(["units", "--check", Self.path, "-v"], environment: home.environment())
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        let summary = try #require(lines.last)
        let leftOut = Int(try #require(summary.firstMatch(of: /, ([0-9,]+) lines left out/)).output.1.replacing(",", with: ""))
        #expect(lines.count - 1 == leftOut, "one line per line left out")
        #expect(lines.contains("\(Self.path):233: h — convcalc's is hours, a time; GNU units' (needs numbers beyond 38 digits) is another unit: convcalc's is kept"))
    }
}
