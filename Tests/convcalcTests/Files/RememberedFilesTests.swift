import ConvCalcKit
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The state folder and the state path are used only when safe, through the real binary.
@Suite struct RememberedFilesTests {
    @Test func aStateFolderWritableByOthersIsWarnedAboutAndNotUsed() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.stateFolder, withIntermediateDirectories: true)
        chmod(home.stateFolder, 0o777)
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.convert212AndLeave(), "\(terminal.screenText)")
        #expect(terminal.screenText.contains("is writable by everyone and not sticky"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.stateFolder).isEmpty)
    }

    @Test func aMissingStateFolderIsCreatedPrivate() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        var info = stat()
        #expect(stat(home.stateFolder, &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(stat(home.path + "/state", &info) == 0 && info.st_mode & 0o777 == 0o700, "a missing parent too")
    }

    @Test func aRelativeStatePathIsRelativeToTheWorkingFolder() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        defer { try? FileManager.default.removeItem(atPath: "/convcalc-sub") }  // what the bug created
        let run = try Shell.run("cd '\(folder)' && \"$CONVCALC\" --state convcalc-sub/dir/state.json -e 212")
        #expect(run.status == 0 && run.stderr == "")
        #expect(FileManager.default.fileExists(atPath: folder + "/convcalc-sub/dir/state.json"))
        #expect(!FileManager.default.fileExists(atPath: "/convcalc-sub"))
    }

    @Test(.enabled(if: geteuid() == 0, "mknod needs root"))
    func aDeviceAsTheStateFileIsNeitherMovedNorReplaced() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // `--state DIR/null` and a link to it; never the real /dev/null, which a run without
        // the protection would move.
        try #require(mknod(folder + "/null", S_IFCHR | 0o666, 0x103 /* makedev(1, 3) */) == 0)
        symlink("null", folder + "/linked")
        for path in [folder + "/null", folder + "/linked"] {
            let before = try #require(FileKind.status(path))
            let run = try BuiltBinary.run(["--state", path, "-e", "212"])
            #expect(run.status == 0 && run.stdout == "100 °C\n212 °F\n")
            #expect(run.stderr.contains("is a device, not a regular file"), "\(run.stderr)")
            let after = try #require(FileKind.status(path))
            #expect(after.st_ino == before.st_ino && after.st_mode == before.st_mode)
            #expect(!FileManager.default.fileExists(atPath: path + ".corrupt"))
        }
    }

    @Test func aFifoAsTheStateFileDoesNotBlockStartUp() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        mkfifo(folder + "/state.json", 0o600)
        let run = try BuiltBinary.run(["--state", folder + "/state.json", "-e", "212"], timeout: 10)
        #expect(run.status == 0 && run.stdout == "100 °C\n212 °F\n")
        #expect(run.stderr.contains("is a FIFO"))
    }
}

/// Files that tests read back through the module's own stat.
private enum FileKind {
    static func status(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }
}
