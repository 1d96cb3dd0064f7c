import Foundation
import Testing

/// A write's walk (`PathWalk`) holds open only the folders a `..` still to walk may come back
/// to: a path 100 folders deep is written under `ulimit -n 24` (it held one descriptor a
/// folder, and at depth 20 said "cannot create the folder … Too many open files" of a folder
/// that was there), and a link's `..` back past the folders closed reopens them, checked anew.
@Suite struct DeepPathTests {
    /// `base/f1/…/fN`.
    static func deep(_ base: String, _ depth: Int) -> String {
        (1...depth).reduce(base) { $0 + "/f\($1)" }
    }

    @Test func aDeepPathIsWrittenWithFewDescriptors() throws {
        let base = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let folder = Self.deep(base, 100)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let run = try Shell.run("ulimit -n 24; \"$CONVCALC\" --state '\(folder)/state.json' -e 77; echo \"status=$?\"")
        #expect(run.stdout == "25 °C\n77 °F\nstatus=0\n")
        #expect(run.stderr == "")
        #expect(FileManager.default.fileExists(atPath: folder + "/state.json"))
    }

    @Test func aLinksWayBackPastClosedFoldersReopensThem() throws {
        let base = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let folder = Self.deep(base, 100)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // f100/back → six folders up: f94.
        try FileManager.default.createSymbolicLink(atPath: folder + "/back", withDestinationPath: "../../../../../..")
        let run = try Shell.run("ulimit -n 24; \"$CONVCALC\" --state '\(folder)/back/state.json' -e 77; echo \"status=$?\"")
        #expect(run.stdout == "25 °C\n77 °F\nstatus=0\n")
        #expect(run.stderr == "")
        #expect(FileManager.default.fileExists(atPath: Self.deep(base, 94) + "/state.json"))
    }
}
