@testable import convcalc
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Every read has a size limit and takes regular files only, without blocking.
@Suite struct SafeFileReadTests {
    @Test func aDeviceIsRefusedWithoutReadingIt() {
        #expect(throws: FileProblem(path: "/dev/zero", action: "read", reason: .notRegular("a device"))) {
            try SafeFile.read("/dev/zero", limit: 1 << 20)
        }
    }

    @Test func aSymbolicLinkToADeviceIsRefused() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        symlink("/dev/zero", folder + "/state.json")
        #expect(throws: FileProblem.self) { try SafeFile.read(folder + "/state.json", limit: 1 << 20) }
    }

    @Test func aFifoIsRefusedAtOnceInsteadOfBlocking() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        mkfifo(folder + "/history", 0o600)
        let started = Date()
        #expect(throws: FileProblem(path: folder + "/history", action: "read", reason: .notRegular("a FIFO"))) {
            try SafeFile.read(folder + "/history", limit: 100)
        }
        #expect(Date().timeIntervalSince(started) < 1)
    }

    /// `/dev/fd/N` of a pipe (`--units <(…)`) is a link of `/proc` to `pipe:[…]`, which no path
    /// reaches: it is refused as the FIFO it is (it said "No such file or directory").
    @Test func aPipeNamedByItsDescriptorIsRefusedAsAFifo() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        // Close-on-exec: the processes other tests start meanwhile must not inherit it (a child
        // limited to 4 descriptors could not load its libraries).
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[0]); close(ends[1]) }
        #expect(throws: FileProblem(path: "/dev/fd/\(ends[0])", action: "read", reason: .notRegular("a FIFO"))) {
            try SafeFile.read("/dev/fd/\(ends[0])", limit: 1 << 20)
        }
        let run = try Shell.run(#""$CONVCALC" --units <(echo 'smoot 67 in') -e '1 smoot'"#)
        #expect(run.status == 66)
        #expect(run.stderr.hasSuffix(": it is a FIFO, not a regular file\n"), "\(run.stderr)")
    }

    @Test func aFolderIsRefusedWithAClearMessage() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            _ = try SafeFile.read(folder, limit: 100)
            Issue.record("a folder was read")
        } catch {
            #expect(error.message == "cannot read '\(folder)': it is a folder, not a regular file")
        }
    }

    @Test func aFileOverItsLimitIsRefused() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(repeating: 65, count: 1001).write(to: URL(fileURLWithPath: folder + "/big"))
        #expect(throws: FileProblem(path: folder + "/big", action: "read", reason: .tooLarge(limit: 1000))) {
            try SafeFile.read(folder + "/big", limit: 1000)
        }
        #expect(try SafeFile.read(folder + "/big", limit: 1001).count == 1001)
    }

    @Test func theTailOfALargeFileStartsAtALineAndSaysItWasCut() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "first line\nsecond\nthird\n".write(toFile: folder + "/history", atomically: true, encoding: .utf8)
        let (bytes, cut) = try SafeFile.readTail(folder + "/history", limit: 10)
        #expect(String(decoding: bytes, as: UTF8.self) == "third\n")
        #expect(cut)
        #expect(try SafeFile.readTail(folder + "/history", limit: 100).cut == false)
    }

    @Test func aPathWithControlBytesIsEscapedInTheMessage() {
        let problem = FileProblem(path: "/tmp/\u{1B}]0;x\u{7}", action: "read", reason: .system(ENOENT))
        #expect(problem.message == "cannot read '/tmp/\\x1B]0;x\\x07': No such file or directory")
    }
}
