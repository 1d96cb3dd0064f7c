@testable import convcalc
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Appends never follow a planted link, and a line cut by a full disk is
/// never glued to the next one.
@Suite struct SafeFileAppendTests {
    @Test func aPlantedSymbolicLinkIsRefusedAndItsTargetUntouched() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "victim\n".write(toFile: folder + "/victim", atomically: false, encoding: .utf8)
        symlink(folder + "/victim", folder + "/history")
        #expect(throws: FileProblem(path: folder + "/history", action: "write", reason: .notRegular("a symbolic link"))) {
            try SafeFile.append(Array("212\n".utf8), to: folder + "/history")
        }
        #expect(try String(contentsOfFile: folder + "/victim", encoding: .utf8) == "victim\n")
    }

    /// As a replacement is: a file nobody may write is left as it is, even by root (the tests
    /// usually run as root in CI, where opening it for writing would succeed).
    @Test func aReadOnlyFileIsNotAppendedTo() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let history = folder + "/history"
        try "old\n".write(toFile: history, atomically: false, encoding: .utf8)
        chmod(history, 0o444)
        #expect(throws: FileProblem(path: history, action: "write", reason: .readOnly)) {
            try SafeFile.append(Array("212\n".utf8), to: history)
        }
        #expect(try String(contentsOfFile: history, encoding: .utf8) == "old\n")
    }

    @Test func aFifoIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        mkfifo(folder + "/history", 0o600)
        #expect(throws: FileProblem.self) { try SafeFile.append(Array("212\n".utf8), to: folder + "/history") }
    }

    @Test func aLineAfterOneWithoutItsNewlineStartsOnItsOwnLine() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "12345".write(toFile: folder + "/history", atomically: false, encoding: .utf8)
        try SafeFile.append(Array("777\n".utf8), to: folder + "/history")
        #expect(try String(contentsOfFile: folder + "/history", encoding: .utf8) == "12345\n777\n")
    }

    @Test func aNewHistoryIsPrivate() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try SafeFile.append(Array("1\n".utf8), to: folder + "/history")
        #expect(FileKind.status(folder + "/history")!.st_mode & 0o777 == 0o600)
    }

    @Test(.enabled(if: SmallDisk.available))
    func aFullDiskNamesNoSpaceAndTheNextLineIsNotGlued() throws {
        let disk = try #require(SmallDisk(bytes: 8 << 10))
        let history = disk.path + "/history"
        let long = [UInt8](repeating: 65, count: 64 << 10) + [10]
        #expect(throws: FileProblem(path: history, action: "write", reason: .system(ENOSPC))) {
            try SafeFile.append(long, to: history)
        }
        let cut = try SafeFile.read(history, limit: 1 << 20)
        #expect(cut.last != 10, "the disk cut the line short")
        try FileManager.default.removeItem(atPath: history)
        try Data(cut.prefix(100)).write(to: URL(fileURLWithPath: history))  // room again, line still cut
        try SafeFile.append(Array("777\n".utf8), to: history)
        #expect(String(decoding: try SafeFile.read(history, limit: 1 << 20), as: UTF8.self).hasSuffix("A\n777\n"))
    }
}
