import ConvCalcKit
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Faults around the process: a closed pipe, a full disk, unusable state and history files.
@Suite(.serialized) struct FaultTests {
    @Test func outputClosedEarlyEndsQuietlyWithTheSigpipeStatus() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try String(repeating: "212\n98.6\nconvert 3\n", count: 100_000).write(toFile: folder + "/big", atomically: true, encoding: .utf8)
        let run = try Shell.run("\"$CONVCALC\" < '\(folder)/big' | head -1; echo \"status=${PIPESTATUS[0]}\"")
        #expect(run.stdout == "100 °C\nstatus=141\n")
        #expect(run.stderr == "")
    }

    @Test func aFullDiskWhileSavingKeepsThePreviousStateIntact() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/state.json"
        #expect(try BuiltBinary.run(["--state", file, "-e", "5"]).status == 0)
        let before = try String(contentsOfFile: file, encoding: .utf8)
        let run = try Shell.run("ulimit -f 0; \"$CONVCALC\" --state '\(file)' -e 77; echo \"status=$?\"")
        #expect(run.stdout == "25 °C\n77 °F\nstatus=0\n")
        #expect(run.stderr.contains("cannot save the state"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"], "no temporary file is left")
    }

    /// `SWIFT_BACKTRACE` turns on Swift's backtracer, which on a crash runs the program it
    /// names: a replay given that environment (by root's `sudo -E`, say) ran it, and exited 0.
    /// A fatal signal now ends a replay by its default action, running nothing.
    @Test func aCrashRunsNoProgramTheEnvironmentNames() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "#!/bin/sh\ntouch '\(folder)/ran'\n".write(toFile: folder + "/program", atomically: true, encoding: .utf8)
        chmod(folder + "/program", 0o755)
        let run = try Shell.run("(sleep 3) | SWIFT_BACKTRACE='enable=yes,interactive=no,swift-backtrace=\(folder)/program' \"$CONVCALC\" &"
            + " pid=$!; sleep 0.5; kill -SEGV $pid; wait $pid; echo \"status=$?\"")
        #expect(run.stdout == "status=139\n", "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/ran"), "the named program ran")
    }

    @Test func anUnwritableHistoryWarnsOnceAndTheCalculatorWorks() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.stateFolder + "/history", withIntermediateDirectories: true)
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("212\r")
        #expect(terminal.expect("100 °C"))
        terminal.type("98.6\r")
        #expect(terminal.expect("37 °C"))
        #expect(terminal.expectPrompt("❯ "))  // libedit reads again: ^D is not lost
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.screenText.components(separatedBy: "warning:").count == 2, "exactly one warning")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: home.stateFolder + "/history", isDirectory: &isFolder) && isFolder.boolValue)
    }

    /// A history lock another process holds and never lets go is waited for a while, then the
    /// line's history is given up with a warning: the prompt froze, Ctrl-C and all.
    @Test func aHistoryLockHeldForEverIsGivenUp() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.stateFolder, withIntermediateDirectories: true)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [home.stateFolder + "/history.lock", "sleep", "60"]
        try holder.run()
        defer { holder.terminate() }
        usleep(300_000)
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("212\r")  // its history waits for the lock a while, then goes without it
        #expect(terminal.expect("history.lock': Resource temporarily unavailable; history will not be kept"), "\(terminal.screenText)")
        #expect(terminal.expect("100 °C"))
        #expect(terminal.expectPrompt("❯ "))
        // Given up for the session, as the warning says: the next lines do not wait 2 s each.
        let started = Date()
        for value in 1...5 {
            terminal.type("\(value)\r")
            #expect(terminal.expectPrompt("❯ "))
        }
        #expect(Date().timeIntervalSince(started) < 8, "five lines waited for the lock again")
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func withoutHomeTheCalculatorWarnsAndWorks() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        var environment = home.environment()
        environment["HOME"] = nil
        environment["XDG_STATE_HOME"] = nil
        let terminal = try PseudoTerminal(environment: environment)
        #expect(terminal.expect("HOME is not set"))
        #expect(terminal.convert212AndLeave(), "\(terminal.screenText)")
    }

    /// A relative `HOME` would keep the state under whatever folder convcalc starts in (a
    /// relative `XDG_STATE_HOME` is invalid by the XDG rules): each is refused with a warning
    /// that says where the state went, and nothing is written in the working folder.
    @Test(arguments: [
        (home: "rel", state: nil, warning: "HOME 'rel' is not an absolute path; the state and history are not kept"),
        (home: "ABS", state: "rel/state", warning: "XDG_STATE_HOME 'rel/state' is not an absolute path and is ignored;"
            + " the state and history are kept in 'ABS/.local/state/convcalc'"),
        (home: "rel", state: "rel/state", warning: "XDG_STATE_HOME 'rel/state' is not an absolute path and is ignored, and"
            + " HOME 'rel' is not an absolute path; the state and history are not kept"),
    ] as [(home: String, state: String?, warning: String)])
    func aRelativeHomeOrStateFolderIsNotUsed(home relative: String, state: String?, warning: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let working = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: working) }
        var environment = home.environment()
        environment["HOME"] = relative == "ABS" ? home.path : relative
        environment["XDG_STATE_HOME"] = state
        // `env -C` starts it in `working`.
        let terminal = try PseudoTerminal(arguments: ["-C", working, BuiltBinary.path], environment: environment,
                                          executable: "/usr/bin/env")
        #expect(terminal.expect(warning.replacingOccurrences(of: "ABS", with: home.path)), "\(terminal.screenText)")
        #expect(terminal.convert212AndLeave(), "\(terminal.screenText)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: working) == [], "written under the working folder")
        let kept = FileManager.default.fileExists(atPath: home.path + "/.local/state/convcalc/state.json")
        #expect(kept == (relative == "ABS"), "the state is kept only under an absolute HOME")
    }

    /// Out of file descriptors, the terminal database cannot be opened: the warning says so,
    /// where it blamed the terminal type (`TERM 'xterm-256color'` has no entry). Which limit
    /// runs out where depends on the build, so every small one is tried.
    @Test(arguments: 4...8)
    func outOfDescriptorsTheTerminalTypeIsNotBlamed(limit: Int) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        // Descriptors above 2 closed first: one another test opened without close-on-exec, inherited
        // here, took the loader's last one (`libedit.so.2: … Error 24`) and failed the test now and then.
        let closeInherited = #"for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done; "#
        let terminal = try PseudoTerminal(arguments: ["-c", closeInherited + "ulimit -n \(limit) && exec \"$0\"", BuiltBinary.path],
                                          environment: home.environment(), executable: "/bin/bash")
        #expect(terminal.convert212AndLeave(), "\(terminal.screenText)")
        #expect(!terminal.screenText.contains("no entry for TERM"), "\(terminal.screenText)")
    }
}
