import Foundation
import Testing

/// A session that used a units file records the file's name in its transcript header; a
/// replay without that file is refused naming it, and with it passes.
@Suite(.serialized) struct UnitsTranscriptTests {
    /// The recording `record` of a session at the prompt, run with `arguments`, that converts
    /// 2 helen to millihelen and ends with Ctrl-D.
    private func recordedSession(_ arguments: [String], environment: [String: String], record: String) throws -> String {
        let terminal = try PseudoTerminal(arguments: arguments, environment: environment)
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("2 helen to millihelen\r")
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        return try String(contentsOfFile: record, encoding: .utf8)
    }

    @Test func aRecordingNamesItsUnitsFileAndCheckAsksForIt() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let units = home.path + "/my helens.units", record = home.path + "/session.txt"
        try "helen !\nmillihelen 1|1000 helen\n".write(toFile: units, atomically: true, encoding: .utf8)
        let text = try recordedSession(["--units", units, "--record", record], environment: home.environment(), record: record)
        // The file's name, a blank written `_`; 2 helen = 2000 millihelen.
        #expect(text.hasPrefix("#! convcalc 1 --converter °F->°C --precision 2 --input 0 --units my_helens.units\n"), "\(text)")
        #expect(text.hasSuffix("> 2 helen to millihelen\n2000 millihelen\n2 helen\n"), "\(text)")

        let without = try BuiltBinary.run(["check", record], environment: home.environment())
        #expect(without.status == 2)
        #expect(without.stderr.contains("needs the units file 'my_helens.units'"), "\(without.stderr)")
        let with = try BuiltBinary.run(["check", "--units", units, record], environment: home.environment())
        #expect(with.status == 0, "\(with.stdout)\(with.stderr)")
    }

    /// The user's own units file is read by a session and never by a replay: a recording of
    /// a session that read it is refused by `check` naming where that file is (it said only
    /// `needs the units file 'units'`), and passes given it.
    @Test func aRecordingThatReadYourOwnUnitsFileSaysWhereItIs() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let own = home.path + "/config/convcalc/units", record = home.path + "/session.txt"
        try FileManager.default.createDirectory(atPath: home.path + "/config/convcalc", withIntermediateDirectories: true)
        try "helen !\nmillihelen 1|1000 helen\n".write(toFile: own, atomically: true, encoding: .utf8)
        var environment = home.environment()
        environment["XDG_CONFIG_HOME"] = home.path + "/config"
        let text = try recordedSession(["--record", record], environment: environment, record: record)
        #expect(text.hasPrefix("#! convcalc 1 --converter °F->°C --precision 2 --input 0 --units units\n"), "\(text)")
        let without = try BuiltBinary.run(["check", record], environment: environment)
        #expect(without.status == 2)
        #expect(without.stderr.contains("needs the units file 'units'") && without.stderr.contains("~/.config/convcalc/units"),
                "\(without.stderr)")
        let with = try BuiltBinary.run(["check", "--units", own, record], environment: environment)
        #expect(with.status == 0, "\(with.stdout)\(with.stderr)")
    }

    @Test func aHeaderNamingAFileNeverReadsIt() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let transcript = home.path + "/t.txt"
        try "#! convcalc 1 --units /etc/shadow\n> 1\n0 °C\n1 °F\n".write(toFile: transcript, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["check", transcript], environment: home.environment())
        #expect(run.status == 2)
        #expect(run.stderr.contains("needs the units file '/etc/shadow'") && !run.stderr.contains("root:"), "\(run.stderr)")
    }
}
