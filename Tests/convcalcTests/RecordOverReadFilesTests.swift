import Foundation
import Testing

/// `--record` refuses every file the session reads or keeps: a units file read at start (the
/// user's own or a `--units` one, whether it added units or not), the history's lock and
/// libedit's settings, the cache of units files, as the state and history files; `check --update` a units file read at start. An outside attacker's `--units my.units --record my.units`
/// replaced the units file with a transcript.
@Suite(.serialized) struct RecordOverReadFilesTests {
    @Test(arguments: ["units", "config", "lock", "editrc", "cache"])
    func aRecordingIsNotWrittenOverAFileTheSessionReads(target: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        var environment = home.environment()
        environment["XDG_CONFIG_HOME"] = home.path + "/config"
        try FileManager.default.createDirectory(atPath: home.path + "/config/convcalc", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.stateFolder, withIntermediateDirectories: true)
        let units = home.path + "/my.units", config = home.path + "/config/convcalc/units"
        try "foo 3 ft\n".write(toFile: units, atomically: true, encoding: .utf8)
        try "bar 2 ft\n".write(toFile: config, atomically: true, encoding: .utf8)  // refused (bar is a unit): still read
        let record = ["units": units, "config": config, "lock": home.stateFolder + "/history.lock",
                      "editrc": home.path + "/.editrc", "cache": home.path + "/.cache/convcalc/units.cache"][target]!
        if target == "cache" {  // made by a start that reads the units files
            _ = try BuiltBinary.run(["--units", units, "-e", "1"], environment: environment)
            #expect(FileManager.default.fileExists(atPath: record))
        }
        if target == "lock" { try "".write(toFile: record, atomically: true, encoding: .utf8) }
        if target == "editrc" { try "bind -s 5 9\n".write(toFile: record, atomically: true, encoding: .utf8) }
        let before = try Data(contentsOf: URL(fileURLWithPath: record))
        let terminal = try PseudoTerminal(arguments: ["--units", units, "--record", record], environment: environment)
        #expect(terminal.waitForExit() == 64, "\(terminal.screenText)")
        #expect(terminal.screenText.contains("a recording there would overwrite it"), "\(terminal.screenText)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: record)) == before)
    }

    /// A recording refused at a terminal says so alone: the editor set the terminal up first
    /// (bracketed paste on, `ESC[?2004h`, printed before the error; a hardening attacker's note).
    @Test func aRefusedRecordingAtATerminalPrintsTheErrorAlone() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(arguments: ["--record", home.path + "/no/such/folder/rec.txt"], environment: home.environment())
        #expect(terminal.waitForExit() == 74)
        let shown = String(decoding: terminal.bytes, as: UTF8.self)
        #expect(shown.hasPrefix("convcalc: cannot record: "), "\(shown.debugDescription)")
        #expect(!shown.contains("\u{1B}"), "\(shown.debugDescription)")
    }

    @Test func checkUpdateDoesNotRewriteAUnitsFileReadAtStart() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/both.txt"
        try "# units and lesson\n> 5\nwrong\n".write(toFile: file, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["check", "--units", file, "--update", file])
        #expect(run.status == 64 && run.stderr.contains("is a units file read at start"), "\(run.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "# units and lesson\n> 5\nwrong\n")
    }
}
