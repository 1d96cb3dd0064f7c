import Foundation
import Testing

/// `--record` into a folder others write in (a sticky /tmp): another user's link put at the
/// name between convcalc's check and its open must not be written through. An outside
/// tester emptied a root-only file this way on the first try.
@Suite struct RecordRaceTests {
    @Test(.enabled(if: getuid() == 0, "lchown to another user needs root (CI runs as root)"))
    func aLinkPutThereWhileTheRecordingOpensIsNotWrittenThrough() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(chmod(folder, 0o1777) == 0)
        let victim = folder + "/victim", target = folder + "/recording"
        try "SECRET\n".write(toFile: victim, atomically: false, encoding: .utf8)
        #expect(chmod(victim, 0o600) == 0)
        // The other user's racer: a link to the victim, owned by another uid, at the recording's
        // name and gone again. It is made aside and renamed into place, so the link at the name
        // is never root's own (which convcalc may follow), even for a moment.
        let aside = folder + "/.aside"
        let stop = StopFlag()
        let racer = Thread {
            while !stop.isSet {
                guard symlink(victim, aside) == 0 else { _ = unlink(aside); continue }
                _ = lchown(aside, 54321, 54321)
                if rename(aside, target) == 0 { _ = unlink(target) }
            }
        }
        racer.start()
        defer {
            stop.set()
            while racer.isExecuting { usleep(1000) }
        }
        for _ in 0..<60 {
            _ = try Shell.run("printf 'quit\\n' | script -qec \"$CONVCALC --no-state --record '\(target)'\" /dev/null")
            var info = stat()
            if lstat(target, &info) == 0 && info.st_mode & S_IFMT == S_IFREG { _ = unlink(target) }  // convcalc's own file
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "SECRET\n", "the root-only file was written through a link")
    }
}

/// A flag one thread sets and another reads.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
