@testable import convcalc
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// An atomic replacement never follows a planted name, never replaces
/// anything but a regular file, keeps the mode and the link, and cleans up after kills.
@Suite struct SafeFileReplaceTests {
    func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    func mode(_ path: String) -> mode_t { (FileKind.status(path)?.st_mode ?? 0) & 0o7777 }

    @Test func theOldFileIsReplacedAndNoTemporaryIsLeft() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "old".write(toFile: folder + "/lesson.txt", atomically: false, encoding: .utf8)
        try SafeFile.replace(folder + "/lesson.txt", with: Array("new".utf8))
        #expect(contents(folder + "/lesson.txt") == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["lesson.txt"])
    }

    /// A name of up to 255 bytes, the most a name may have, can be replaced: its temporary's
    /// name is cut to fit (`.NAME.convcalc-XXXXXX` was too long: "File name too long").
    @Test(arguments: [String(repeating: "a", count: 255), String(repeating: "é", count: 127), String(repeating: "a", count: 237)])
    func aFileOfTheLongestNameIsReplaced(name: String) throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "old".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        try SafeFile.replace(folder + "/" + name, with: Array("new".utf8))
        #expect(contents(folder + "/" + name) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [name])
        #expect(TemporaryFile.prefix(for: name).utf8.count + 6 <= 255)
    }

    @Test func aPrivateFileStaysPrivate() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "old".write(toFile: folder + "/lesson.txt", atomically: false, encoding: .utf8)
        chmod(folder + "/lesson.txt", 0o600)
        try SafeFile.replace(folder + "/lesson.txt", with: Array("new".utf8), mode: 0o644)
        #expect(mode(folder + "/lesson.txt") == 0o600)
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "old".write(toFile: folder + "/real.txt", atomically: false, encoding: .utf8)
        symlink("real.txt", folder + "/lesson.txt")
        try SafeFile.replace(folder + "/lesson.txt", with: Array("new".utf8))
        #expect(contents(folder + "/real.txt") == "new")
        #expect(FileKind.status(folder + "/lesson.txt", followsLinks: false)!.st_mode & S_IFMT == S_IFLNK)
    }

    @Test func aDeviceAFifoAndAFolderAreNeverReplaced() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        mkfifo(folder + "/fifo", 0o600)
        mkdir(folder + "/folder", 0o700)
        // A device of the test's own (never the real /dev/null: a test without the protection would replace it).
        var cases = [("fifo", "a FIFO"), ("folder", "a folder")]
        if mknod(folder + "/device", S_IFCHR | 0o666, 0x103 /* makedev(1, 3) */) == 0 {
            symlink("device", folder + "/null")
            cases.append(("null", "a device"))
        }
        let before = FileKind.status(folder + "/device")
        for (name, kind) in cases {
            #expect(throws: FileProblem(path: folder + "/" + name, action: "write", reason: .notRegular(kind))) {
                try SafeFile.replace(folder + "/" + name, with: Array("new".utf8))
            }
        }
        let after = FileKind.status(folder + "/device")
        #expect(after?.st_ino == before?.st_ino && after?.st_mode == before?.st_mode)
        let expected = ["fifo", "folder"] + (before == nil ? [] : ["device", "null"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == expected.sorted())
    }

    @Test func theTemporaryIsCreatedExclusivelyWithAnUnpredictableName() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let opened = open(folder, O_RDONLY | O_DIRECTORY)
        defer { close(opened) }
        let first = try #require(TemporaryFile.create(in: opened, for: "state.json"))
        let second = try #require(TemporaryFile.create(in: opened, for: "state.json"))
        #expect(first.name != second.name)
        #expect(first.name.hasPrefix(".state.json.convcalc-") && first.name.count == ".state.json.convcalc-".count + 6)
        #expect(mode(folder + "/" + first.name) == 0o600)
    }

    @Test func aTemporaryNameWithAPlantedLinkIsNeverOpened() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "victim".write(toFile: folder + "/victim", atomically: false, encoding: .utf8)
        symlink(folder + "/victim", folder + "/.state.json.convcalc-AAAAAA")
        let opened = open(folder, O_RDONLY | O_DIRECTORY)
        defer { close(opened) }
        #expect(TemporaryFile.createExclusively(".state.json.convcalc-AAAAAA", in: opened) == nil)
        #expect(errno == EEXIST)
        #expect(try String(contentsOfFile: folder + "/victim", encoding: .utf8) == "victim")
    }

    @Test func staleTemporariesOfKilledSavesAreRemovedAndAFreshOneIsKept() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stale = (0..<30).map { folder + "/.state.json.convcalc-" + String(format: "OLD%03d", $0) }
        for path in stale + [folder + "/.state.json.convcalc-Fresh1", folder + "/.other.convcalc-OLD999"] {
            try "x".write(toFile: path, atomically: false, encoding: .utf8)
        }
        var old = [timespec(tv_sec: time(nil) - 60, tv_nsec: 0), timespec(tv_sec: time(nil) - 60, tv_nsec: 0)]
        for path in stale + [folder + "/.other.convcalc-OLD999"] { utimensat(AT_FDCWD, path, &old, 0) }
        try SafeFile.replace(folder + "/state.json", with: Array("{}".utf8), mode: 0o600)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == [".other.convcalc-OLD999", ".state.json.convcalc-Fresh1", "state.json"])
    }

    @Test(.enabled(if: SmallDisk.available))
    func aFullDiskKeepsTheOldContentAndLeavesNoTemporary() throws {
        let disk = try #require(SmallDisk(bytes: 16 << 10))
        try "old".write(toFile: disk.path + "/state.json", atomically: false, encoding: .utf8)
        #expect(throws: FileProblem(path: disk.path + "/state.json", action: "write", reason: .system(ENOSPC))) {
            try SafeFile.replace(disk.path + "/state.json", with: [UInt8](repeating: 65, count: 64 << 10))
        }
        #expect(contents(disk.path + "/state.json") == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["state.json"])
    }

    /// A read-only file is never replaced (renaming over it needs only the folder's
    /// permission): `check --update` and the state file say so instead. Root too.
    @Test func aReadOnlyFileIsLeftAsItIs() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/kept.txt"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o444)
        #expect(throws: FileProblem(path: path, action: "write", reason: .readOnly)) {
            try SafeFile.replace(path, with: Array("new\n".utf8))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        let transcript = folder + "/lesson.txt"
        try Data("> 212\n1 °C\n212 °F\n".utf8).write(to: URL(fileURLWithPath: transcript))
        chmod(transcript, 0o444)
        let run = try BuiltBinary.run(["check", "--update", transcript])
        #expect(run.stderr.contains("it is read-only; make it writable first (chmod u+w)"), "\(run.stderr)")
        #expect(run.status != 0)
        #expect(try String(contentsOfFile: transcript, encoding: .utf8) == "> 212\n1 °C\n212 °F\n")
    }
}
