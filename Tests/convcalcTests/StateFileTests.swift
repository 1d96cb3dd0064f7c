import Foundation
import Testing

/// `--state FILE`: replay restores and saves it; damaged or unusable files never stop the
/// calculator and are never overwritten blindly.
@Suite struct StateFileTests {
    @Test func replayWithAStateFileRestoresAndSavesIt() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/sub/state.json"
        #expect(try BuiltBinary.run(["--state", file, "-e", "convert 5", "-e", "2"]).status == 0)
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved == #"{"version":1,"input":"2","from":"m","to":"ft","precision":2}"# + "\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let again = try BuiltBinary.run(["--state", file, "-e", "swap"])
        #expect(again.stdout == "≈ 2 m\n6.56 ft\n")  // 6.56 ft = 1.999488 m
    }

    @Test func resetAlsoResetsTheSavedState() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/state.json"
        _ = try BuiltBinary.run(["--state", file, "-e", "convert 5", "-e", "7", "-e", "precision 4"])
        _ = try BuiltBinary.run(["--state", file, "-e", "reset"])
        #expect(try String(contentsOfFile: file, encoding: .utf8)
            == #"{"version":1,"input":"0","from":"°F","to":"°C","precision":2}"# + "\n")
    }

    @Test func replayWithoutAStateFileTouchesNothing() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = folder
        _ = try BuiltBinary.run(["-e", "212"], environment: environment)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func aDamagedStateFileIsKeptAsideWithOneWarning() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/state.json"
        try "{not json".write(toFile: file, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--state", file, "-e", "212"])
        #expect(run.status == 0)
        #expect(run.stdout == "100 °C\n212 °F\n")
        #expect(run.stderr == "convcalc: warning: the saved state '\(file)' is damaged; it was kept as '\(file).corrupt'. Starting from defaults\n")
        #expect(try String(contentsOfFile: file + ".corrupt", encoding: .utf8) == "{not json")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(#""input":"212""#))
        try "again".write(toFile: file, atomically: true, encoding: .utf8)
        _ = try BuiltBinary.run(["--state", file, "-e", "1"])
        #expect(try String(contentsOfFile: file + ".corrupt", encoding: .utf8) == "{not json")
        #expect(try String(contentsOfFile: file + ".corrupt.2", encoding: .utf8) == "again")
    }

    /// A state saved with a units file's unit, read without that file: whole, so not moved aside
    /// as damaged (it was); the warning names the unit and the way to read it again, and with
    /// the file the state is restored.
    @Test func aStateOfAUnitNotReadNowIsNotCalledDamaged() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/state.json", units = folder + "/ex.units"
        try "smoot 1.7018 m ; smoots ; to m\n".write(toFile: units, atomically: true, encoding: .utf8)
        let saved = #"{"version":1,"input":"3","from":"smoot","to":"m","precision":2}"# + "\n"
        try saved.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--state", file, "-e", "212"])
        #expect(run.stdout == "100 °C\n212 °F\n")
        #expect(run.stderr == "convcalc: warning: the saved state '\(file)' uses the unit 'smoot', which no units file read now"
            + " defines (give it with --units FILE); starting from defaults, and the state is not saved this session, so that"
            + " it is kept (reset does not forget it here: delete the file, or reset in a session that reads that units file)\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == saved, "not saved over")
        #expect(!FileManager.default.fileExists(atPath: file + ".corrupt"))
        try saved.write(toFile: file, atomically: true, encoding: .utf8)
        let restored = try BuiltBinary.run(["--units", units, "--state", file, "-e", "swap"])
        #expect(restored.stdout == "≈ 3 smoot\n5.11 m\n" && restored.stderr.isEmpty, "\(restored.stderr)")  // 3 × 1.7018 = 5.1054
    }

    /// The same with the file's unit as the output (`convert m ñ…`: it was called damaged, as a
    /// target that names nothing was taken for a refusal of known units).
    @Test(arguments: ["smoot", "ñ…"])
    func aStateWhoseOutputIsAUnitNotReadNowIsNotCalledDamaged(name: String) throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/state.json"
        let saved = #"{"version":1,"input":"7","from":"m","to":""# + name + #"","precision":2}"# + "\n"
        try saved.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--state", file, "-e", "212"])
        #expect(run.stderr.contains("uses the unit '\(name)', which no units file read now defines"), "\(run.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == saved, "not saved over")
        #expect(!FileManager.default.fileExists(atPath: file + ".corrupt"))
    }

    /// A unit name no units file could define (a key, a pair, a compound, a control) makes the
    /// state damaged, kept aside, as before: only a name a file could give is waited for.
    @Test(arguments: ["swap", "mi km", "ft+blorf", "x", "a\u{1B}b"])
    func aStateOfANameNoFileCouldDefineIsDamaged(name: String) throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/state.json"
        let escaped = name.replacingOccurrences(of: "\u{1B}", with: "\\u001b")
        try (#"{"version":1,"input":"3","from":""# + escaped + #"","to":"m","precision":2}"# + "\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--state", file, "-e", "212"])
        #expect(run.stderr.contains("is damaged; it was kept as"), "\(run.stderr)")
    }

    @Test func aTruncatedStateFileIsDamagedToo() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/state.json"
        try "".write(toFile: file, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--state", file, "-e", "5"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("is damaged"))
    }

    @Test func aStatePathThatIsAFolderIsLeftAlone() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try BuiltBinary.run(["--state", folder, "-e", "212"])
        #expect(run.status == 0)
        #expect(run.stdout == "100 °C\n212 °F\n")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.contains("is a folder"))
    }

    @Test func anUnwritableStatePathWarnsOnce() throws {
        let run = try BuiltBinary.run(["--state", "/proc/version/state.json", "-e", "212", "-e", "5"])
        #expect(run.status == 0)
        #expect(run.stdout == "100 °C\n212 °F\n-15 °C\n5 °F\n")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    /// `--no-state` beside `--state FILE` contradicts it: refused (exit 64) in either order, on
    /// the prompt's command line and the keypad's, and the file is never written.
    @Test(arguments: [["--no-state", "--state", "F", "-e", "212"], ["--state=F", "--no-state", "-e", "212"],
                      ["keypad", "--state", "F", "--no-state"]])
    func noStateBesideAStateFileIsRefused(arguments: [String]) throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/state.json"
        let run = try BuiltBinary.run(arguments.map { $0.replacingOccurrences(of: "F", with: file) })
        #expect(run.status == 64)
        #expect(run.stderr.contains("--no-state and --state FILE contradict each other: give one of them"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    /// An empty file name is a usage error whether written `--state ''` or `--state=`.
    @Test(arguments: [["--state", "", "-e", "1"], ["keypad", "--state", ""], ["keypad", "--record", ""],
                      ["keypad", "--play", ""], ["--record", ""]])
    func anEmptyFileNameIsAUsageError(arguments: [String]) throws {
        let run = try BuiltBinary.run(arguments)
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains("needs a") && run.stderr.contains("'' names none"), "\(run.stderr)")
    }
}
