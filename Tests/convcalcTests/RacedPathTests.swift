import Foundation
import Testing

/// A write lands in the folder that was checked, whatever another user swaps on the way
/// meanwhile: a folder on the way of `--record`, the state folder's parent, the file
/// `check --update` reads and then rewrites. And a file with another name elsewhere (a hard link
/// to a root-only file) is not written in place. Root against another uid's links and
/// folders (numeric owners), so these run as root only (CI runs as root).
@Suite(.enabled(if: geteuid() == 0, "needs root to give links and folders to another user"))
struct RacedPathTests {
    static let alice: uid_t = 54_321

    /// A sticky folder everyone writes to (a /tmp), and a folder only root may enter holding
    /// a root-only file.
    struct Scene {
        let root: String, shared: String, private_: String, victim: String
        init() throws {
            root = try TemporaryHome.folder()
            shared = root + "/tmp"
            private_ = root + "/root"
            victim = private_ + "/victim"
            try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: private_, withIntermediateDirectories: true)
            chmod(shared, 0o1777)
            chmod(private_, 0o700)
            try "SECRET\n".write(toFile: victim, atomically: false, encoding: .utf8)
            chmod(victim, 0o600)
        }
        /// Alice's link to `target`, made aside under `name` in the shared folder.
        func aliceLink(_ name: String, to target: String) -> String {
            symlink(target, shared + "/" + name)
            lchown(shared + "/" + name, RacedPathTests.alice, RacedPathTests.alice)
            return shared + "/" + name
        }
        /// What the private folder holds besides the victim (what root was led to create there).
        func strays() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: private_)) ?? []).filter { $0 != "victim" }
        }
        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    /// `--record SHARED/d/new` while alice swaps her link to root's private folder in and out
    /// of `d`: nothing is ever created there.
    @Test func aFolderOnTheWaySwappedForALinkIsNotFollowedByARecording() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let racer = Racer(at: scene.shared + "/d", swapping: [scene.aliceLink(".link", to: scene.private_)])
        defer { racer.stop() }
        for _ in 0..<40 {
            _ = try Shell.run("printf 'quit\\n' | script -qec \"$CONVCALC --no-state --record '\(scene.shared)/d/new'\" /dev/null")
        }
        racer.stop()
        #expect(scene.strays().isEmpty, "root created \(scene.strays()) in its private folder through alice's link")
    }

    /// The state folder under `XDG_STATE_HOME=SHARED/x/state` while alice swaps her link in and
    /// out of `x`: root creates no folder in its private folder (nor anywhere through her link).
    @Test func theStateFolderIsNotCreatedThroughAFolderSwappedForALink() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let home = try TemporaryHome()
        defer { home.remove() }
        let racer = Racer(at: scene.shared + "/x", swapping: [scene.aliceLink(".link", to: scene.private_)])
        defer { racer.stop() }
        for _ in 0..<40 {
            _ = try Shell.run("printf '212\\nquit\\n' | HOME='\(home.path)' XDG_STATE_HOME='\(scene.shared)/x/state'"
                + " script -qec \"$CONVCALC\" /dev/null")
            racer.paused { try? FileManager.default.removeItem(atPath: scene.shared + "/x") }  // root's own folder, if made
        }
        racer.stop()
        #expect(scene.strays().isEmpty, "root created \(scene.strays()) in its private folder through alice's link")
    }

    /// `check --update SHARED/lesson.txt` while alice swaps in and out of that name her link
    /// to root's private transcript: what is read through her link is never written back (it
    /// would land as a new file in her shared folder, where she reads it). Nothing else is at
    /// the name, so a run that says "updated" read through the link.
    @Test func checkUpdateNeverWritesBackWhatItReadThroughAnotherUsersLink() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let lesson = scene.private_ + "/lesson.txt"
        try "# SECRET\n> 212\nx\n".write(toFile: lesson, atomically: false, encoding: .utf8)
        chmod(lesson, 0o600)
        let name = scene.shared + "/lesson.txt"
        let racer = Racer(at: name, swapping: [scene.aliceLink(".link", to: lesson)])
        defer { racer.stop() }
        var updated = 0
        for _ in 0..<60 {
            let run = try Shell.run("\"$CONVCALC\" check --update '\(name)'")
            if run.stdout.contains(": updated") { updated += 1 }
        }
        racer.stop()
        #expect(updated == 0, "\(updated) of 60 runs wrote root's private transcript into the shared folder")
        #expect(try String(contentsOfFile: lesson, encoding: .utf8) == "# SECRET\n> 212\nx\n")
    }

    /// A hard link to root's private file put in a shared folder (alice can make one when
    /// `fs.protected_hardlinks` is 0; root makes it here, which needs no sysctl) is not emptied
    /// by `--record`: a file with more than one name is not written in place.
    @Test func aRecordingDoesNotEmptyAFileWithAnotherName() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let name = scene.shared + "/rec.txt"
        #expect(link(scene.victim, name) == 0)
        let run = try Shell.run("printf 'quit\\n' | script -qec \"$CONVCALC --no-state --record '\(name)'\" /dev/null")
        #expect(run.stdout.contains("2 names (hard links)"), "\(run.stdout)")
        #expect(try String(contentsOfFile: scene.victim, encoding: .utf8) == "SECRET\n", "the root-only file was emptied")
    }

    /// A second name of root's own FIFO put in a shared folder (alice can make one when
    /// `fs.protected_hardlinks` is 0; root makes it here) does not take a recording: a FIFO or
    /// a device with more than one name is refused as a file is (an outside attacker recorded
    /// into root's char device so). It is refused before anything is opened, too (opening a
    /// device can act by itself: a tape rewinds): with no reader, the two names are the reason
    /// given, not the missing reader an open would have found.
    @Test(arguments: [true, false]) func aRecordingDoesNotWriteIntoAFIFOWithAnotherName(withReader: Bool) throws {
        let scene = try Scene()
        defer { scene.remove() }
        let fifo = scene.private_ + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let name = scene.shared + "/fifo"
        #expect(link(fifo, name) == 0)
        // A reader on root's own name, held here, so the FIFO could take lines (a reader in a
        // child process would outlive a failure and hold the shell's pipes open).
        let reader = withReader ? open(fifo, O_RDONLY | O_NONBLOCK) : -1
        defer { if reader >= 0 { close(reader) } }
        let run = try Shell.run("printf 'quit\\n' | script -qec \"$CONVCALC --no-state --record '\(name)'\" /dev/null")
        #expect(run.stdout.contains("2 names") && !run.stdout.contains("reader"), "\(run.stdout)")
    }

    /// A hard link of root's own link to its private file, put in a shared folder (alice can
    /// make one when `fs.protected_hardlinks` is 0; root makes it here): the link's owner is
    /// root, but with two names it is anyone's, and neither `--record` nor `check --update`
    /// follows it (an outside attacker overwrote a root-only file so).
    @Test func aHardLinkOfRootsLinkIsNotFollowed() throws {
        let scene = try Scene()
        defer { scene.remove() }
        try "> 1\n0 °C\n1 °F\n".write(toFile: scene.victim, atomically: false, encoding: .utf8)  // a transcript, to be rewritten
        let rootsLink = scene.private_ + "/link"
        #expect(symlink(scene.victim, rootsLink) == 0)
        let name = scene.shared + "/planted"
        #expect(linkat(AT_FDCWD, rootsLink, AT_FDCWD, name, 0) == 0)  // the link itself, not its target
        let record = try Shell.run("printf '5\\nquit\\n' | script -qec \"$CONVCALC --no-state --record '\(name)'\" /dev/null")
        #expect(record.stdout.contains("2 names"), "\(record.stdout)")
        let update = try Shell.run("\"$CONVCALC\" check --update '\(name)'")
        #expect(update.status != 0 && update.stderr.contains("2 names"), "\(update.status) \(update.stdout)\(update.stderr)")
        #expect(try String(contentsOfFile: scene.victim, encoding: .utf8) == "> 1\n0 °C\n1 °F\n", "the root-only file was written")
        // Root's own name goes (update-alternatives renames a new link over it): the planted
        // one has one name now, and is still not followed, being in a folder everyone writes to.
        #expect(unlink(rootsLink) == 0)
        let orphan = try Shell.run("printf '5\\nquit\\n' | script -qec \"$CONVCALC --no-state --record '\(name)'\" /dev/null")
        #expect(orphan.stdout.contains("in a folder others may write to"), "\(orphan.stdout)")
        let orphanUpdate = try Shell.run("\"$CONVCALC\" check --update '\(name)'")
        #expect(orphanUpdate.status != 0 && orphanUpdate.stderr.contains("others may write to"), "\(orphanUpdate.stderr)")
        #expect(try String(contentsOfFile: scene.victim, encoding: .utf8) == "> 1\n0 °C\n1 °F\n", "the root-only file was written")
        // The same one-name link of root's in a sticky folder a group writes to whose members
        // nobody can tell (alice's gid, not in /etc/group): her place too (a third attack).
        let groupFolder = scene.root + "/group"
        try FileManager.default.createDirectory(atPath: groupFolder, withIntermediateDirectories: true)
        chown(groupFolder, 0, RacedPathTests.alice)
        chmod(groupFolder, 0o1775)
        #expect(symlink(scene.victim, groupFolder + "/planted") == 0)
        let inGroupFolder = try Shell.run("\"$CONVCALC\" check --update '\(groupFolder)/planted'")
        #expect(inGroupFolder.status != 0 && inGroupFolder.stderr.contains("others may write to"), "\(inGroupFolder.stderr)")
        #expect(try String(contentsOfFile: scene.victim, encoding: .utf8) == "> 1\n0 °C\n1 °F\n", "the root-only file was written")
    }
}

/// Another user's racer: renames each prepared thing (a link, a folder) into `name` and back
/// out again, in a loop, so `name` is by turns each of them and missing. The things are made
/// once, aside, with their owner; nothing at `name` is ever root's own.
final class Racer: @unchecked Sendable {
    private let flag = StopFlag()
    private let pause = NSLock()
    private let thread: Thread

    init(at name: String, swapping things: [String]) {
        let (flag, pause) = (flag, pause)
        thread = Thread {
            while !flag.isSet {
                pause.withLock {
                    for thing in things where rename(thing, name) == 0 { _ = rename(name, thing) }
                }
            }
        }
        thread.start()
    }

    /// Runs `body` while the racer waits.
    func paused(_ body: () -> Void) { pause.withLock(body) }

    /// Stops the racer and waits for it.
    func stop() {
        flag.set()
        while thread.isExecuting { usleep(1000) }
    }
}
