@testable import ConvCalcKit
@testable import convcalc
import Foundation
import Testing

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
}
