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

    @Test func noStateIgnoresTheStateFile() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/state.json"
        _ = try BuiltBinary.run(["--no-state", "--state", file, "-e", "212"])
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}
