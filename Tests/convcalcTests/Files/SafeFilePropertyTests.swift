@testable import convcalc
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import Seeding
#endif

/// For random sequences of kills (abandoned temporaries), full
/// disks and hostile pre-existing paths, a replaced file holds its old or its new content,
/// nothing else is replaced, and nothing outside the target's folder changes.
@Suite(.seeded) struct SafeFilePropertyTests {
    static let steps = Int(ProcessInfo.processInfo.environment["CONVCALC_PROPERTY_STEPS"] ?? "") ?? 200

    /// What sits at the target's name before a replacement.
    enum Setup: CaseIterable { case asItWas, missing, privateFile, linkToSibling, linkToDevice, fifo, folder }

    @Test func aReplacementLeavesTheOldOrTheNewContentAndNothingElseChanges() throws {
        let disk = SmallDisk(bytes: 256 << 10)  // a real full disk where mounting is allowed
        let root = try disk?.path ?? TemporaryHome.folder()
        defer { if disk == nil { try? FileManager.default.removeItem(atPath: root) } }
        let folder = root + "/target", outside = root + "/outside"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "victim".write(toFile: outside + "/victim", atomically: false, encoding: .utf8)
        symlink(outside + "/victim", folder + "/.file.tmp-\(getpid())")  // the old predictable name
        // A device of the test's own (a FIFO where mknod is not allowed): never the real /dev/null.
        if mknod(outside + "/device", S_IFCHR | 0o666, 0x103 /* makedev(1, 3) */) != 0 { mkfifo(outside + "/device", 0o600) }
        let untouched = try snapshot(outside)
        let target = folder + "/file"
        var generator = SeededGenerator()
        var outcomes: [String: Int] = [:]
        for step in 1...Self.steps {
            arrange(Setup.allCases.randomElement(using: &generator)!, at: target, in: folder)
            abandonTemporaries(in: folder, count: Int.random(in: 0...2, using: &generator), using: &generator)
            let real = resolved(target)
            let before = FileKind.status(real)
            let old = try? Data(contentsOf: URL(fileURLWithPath: real))
            let size = disk != nil && Bool.random(using: &generator) ? 400 << 10 : Int.random(in: 0...2048, using: &generator)
            let new = Array("step \(step)\n".utf8) + [UInt8](repeating: UInt8.random(in: 0...255, using: &generator), count: size)
            do {
                try SafeFile.replace(target, with: new)
                outcomes["replaced", default: 0] += 1
                #expect(before == nil || FileKind.isRegular(before!.st_mode), "step \(step): replaced a non-regular file")
                #expect(try Data(contentsOf: URL(fileURLWithPath: real)) == Data(new), "step \(step)")
            } catch let problem as FileProblem {
                outcomes[problem.detail, default: 0] += 1
                if let before, !FileKind.isRegular(before.st_mode) {
                    let after = FileKind.status(real)
                    #expect(after?.st_ino == before.st_ino && after?.st_mode == before.st_mode, "step \(step)")
                } else {
                    #expect((try? Data(contentsOf: URL(fileURLWithPath: real))) == old, "step \(step): \(problem.message)")
                }
            }
            #expect(try snapshot(outside) == untouched, "step \(step): something outside the folder changed")
        }
        print("property: \(Self.steps) steps on \(disk == nil ? "a normal" : "a small") disk: \(outcomes)")
    }

    /// The real file behind `path` (itself when it is no link or a dangling one).
    func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// Puts `setup` at `target`, leaving other names in `folder` as they are.
    func arrange(_ setup: Setup, at target: String, in folder: String) {
        guard setup != .asItWas else { return }
        try? FileManager.default.removeItem(atPath: target)
        switch setup {
        case .asItWas, .missing: break
        case .privateFile:
            try? "private".write(toFile: target, atomically: false, encoding: .utf8)  // the disk may be full
            chmod(target, 0o600)
        case .linkToSibling:
            if !FileManager.default.fileExists(atPath: folder + "/sibling") {
                try? "sibling".write(toFile: folder + "/sibling", atomically: false, encoding: .utf8)
            }
            symlink("sibling", target)
        case .linkToDevice: symlink("../outside/device", target)
        case .fifo: mkfifo(target, 0o600)
        case .folder: mkdir(target, 0o700)
        }
    }

    /// What a killed save leaves: temporaries of various ages.
    func abandonTemporaries(in folder: String, count: Int, using generator: inout SeededGenerator) {
        for _ in 0..<count {
            let opened = open(folder, O_RDONLY | O_DIRECTORY)
            defer { close(opened) }
            guard let (file, name) = TemporaryFile.create(in: opened, for: "file") else { continue }
            _ = file.writeAll(Array("half".utf8))
            let age = time(nil) - (Int.random(in: 0..<10, using: &generator) == 0 ? 0 : time_t.random(in: 11...60, using: &generator))  // mostly stale
            var times = [timespec(tv_sec: age, tv_nsec: 0), timespec(tv_sec: age, tv_nsec: 0)]
            utimensat(opened, name, &times, 0)
        }
    }

    /// Every entry under `folder` with its kind, inode and content.
    func snapshot(_ folder: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let info = FileKind.status(folder + "/" + name, followsLinks: false)!
            let content = (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? ""
            result[name] = "\(info.st_mode) \(info.st_ino) \(info.st_size) \(content)"
        }
        return result
    }
}
