@testable import ConvCalcKit
@testable import convcalc
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The state file is saved after every line, so what is at its path is checked again each
/// time: a file or link put there during a session is never written over.
@Suite struct StateFileSwapTests {
    func state(after line: String) -> State {
        var session = Session()
        _ = session.handle(line)
        return session.state
    }

    @Test func aLinkPlantedDuringTheSessionIsNotWrittenThrough() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/state.json", victim = folder + "/passwd"
        try Data("root:x:0:0::/root:/bin/bash\n".utf8).write(to: URL(fileURLWithPath: victim))
        let file = StateFile(path: path)
        guard case .missing = file.load() else { Issue.record("a state file was there"); return }
        file.save(state(after: "212"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#""input":"212""#))
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
        file.save(state(after: "5"))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "root:x:0:0::/root:/bin/bash\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == victim)
    }

    @Test func aFolderEveryoneMayWriteToIsUsedOnlyWhenSticky() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (mode, saves) in [(0o777, false), (0o1777, true), (0o755, true)] {
            let shared = folder + "/shared-\(String(mode, radix: 8))"
            try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
            chmod(shared, mode_t(mode))
            StateFile(path: shared + "/state.json").save(state(after: "212"))
            #expect(FileManager.default.fileExists(atPath: shared + "/state.json") == saves, "mode \(String(mode, radix: 8))")
        }
    }

    /// A link planted to another file that holds a valid state (root's other state file) is
    /// refused too; a save by another session (a new file of this user's, in place) is not.
    @Test func onlyAnotherSessionsSaveMayReplaceTheFile() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/state.json", other = folder + "/other.json"
        let valid = #"{"version":1,"input":"77","from":"°F","to":"°C","precision":2}"# + "\n"
        try Data(valid.utf8).write(to: URL(fileURLWithPath: other))
        let file = StateFile(path: path)
        file.save(state(after: "212"))
        // Another session saves: a new file, this user's, holding a state.
        try Data(valid.utf8).write(to: URL(fileURLWithPath: path + ".new"))
        rename(path + ".new", path)
        file.save(state(after: "5"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#""input":"5""#))
        // Someone plants a link to another valid state file.
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: other)
        file.save(state(after: "6"))
        #expect(try String(contentsOfFile: other, encoding: .utf8) == valid)
    }

    /// A folder anyone may write to anywhere on the way (not only the file's own), and a
    /// link someone else owns, are never written through.
    @Test func everyFolderOnTheWayAndTheLinksOwnerAreChecked() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shared = folder + "/shared", inner = shared + "/mine"
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
        chmod(shared, 0o777)
        StateFile(path: inner + "/state.json").save(state(after: "212"))
        #expect(!FileManager.default.fileExists(atPath: inner + "/state.json"))
        let target = folder + "/target.json"
        try Data(#"{"version":1,"input":"1","from":"°F","to":"°C","precision":2}"#.utf8).write(to: URL(fileURLWithPath: target))
        let link = folder + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        guard geteuid() == 0 else { return }  // giving the link away takes root
        lchown(link, 65534, 65534)
        let file = StateFile(path: link)
        _ = file.load()
        file.save(state(after: "5"))
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains(#""input":"1""#))
    }
}
