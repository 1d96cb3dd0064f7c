import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A signal acts while lines are being handled, not only while the prompt waits for a key:
/// `seq 1 300` pasted at the prompt, then a signal. (Measured by hand: gone within about
/// 10 ms; the bound here is generous, for a loaded machine.)
@Suite(.serialized) struct SignalResponseTests {
    static let paste = Array((1...300).map { "\($0)\r" }.joined().utf8)

    /// The input saved in the state file, or nil when there is none or it does not parse.
    static func savedInput(_ home: TemporaryHome) -> String? {
        guard let data = FileManager.default.contents(atPath: home.stateFolder + "/state.json"),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object["input"] as? String
    }

    /// A parent that started convcalc with SIGTERM blocked (the mask is inherited across
    /// exec: a thread of a test runner, some supervisors) does not make it deaf: SIGTERM ends
    /// a replay waiting for input at once. (It waited forever before `Signals.unblockAll`.)
    @Test func aSignalTheParentBlockedStillEndsTheProgram() throws {
        let run = try Shell.run("""
            python3 -c 'import os, signal, subprocess, time
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})
            p = subprocess.Popen([os.environ["CONVCALC"]], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
            time.sleep(0.3)
            p.terminate()
            try:
                print(p.wait(timeout=5))
            except subprocess.TimeoutExpired:
                p.kill()
                print("still running 5 s after SIGTERM")'
            """)
        #expect(run.stdout == "-15\n", "\(run.stdout)\(run.stderr)")
    }

    /// A signal the parent left ignored stays ignored at the prompt: `nohup convcalc` is not
    /// ended by SIGHUP (the handler was installed over it). It still leaves by `quit`.
    @Test func aSignalTheParentIgnoredStaysIgnored() throws {
        let run = try Shell.run("""
            python3 -c 'import os, pty, signal, time
            signal.signal(signal.SIGHUP, signal.SIG_IGN)
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(os.environ["CONVCALC"], ["convcalc", "--no-state"])
            time.sleep(1.0)
            os.kill(pid, signal.SIGHUP)
            time.sleep(0.5)
            alive = os.waitpid(pid, os.WNOHANG) == (0, 0)
            os.write(fd, b"quit\\r")
            for _ in range(100):
                try:
                    os.read(fd, 4096)
                except OSError:
                    break
            print(alive, os.waitpid(pid, 0)[1])'
            """)
        #expect(run.stdout == "True 0\n", "\(run.stdout)\(run.stderr)")
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalDuringAPasteEndsTheProgramAtOnceAndSavesTheState(signal: Int32) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type(bytes: SignalResponseTests.paste)
        #expect(terminal.expect("1 °F"))  // the paste is being handled
        terminal.signal(signal)
        let started = Date()
        #expect(terminal.waitForExit(timeout: 2) == 128 + signal)
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(terminal.hasItsModesAsFound)
        let saved = SignalResponseTests.savedInput(home)
        #expect(saved.flatMap(Int.init).map { (1...300).contains($0) } == true, "saved input \(String(describing: saved))")
    }

    @Test func sigintDuringAPasteDropsTheRestOfIt() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type(bytes: SignalResponseTests.paste)
        #expect(terminal.expect("1 °F"))
        terminal.signal(SIGINT)
        var status: Int32?
        for _ in 0..<20 where status == nil {  // a quit typed before Ctrl-C acted is dropped with the paste
            terminal.type("quit\r")
            status = terminal.waitForExit(timeout: 0.5)
        }
        #expect(status == 0)
        let saved = SignalResponseTests.savedInput(home).flatMap(Int.init)
        #expect(saved.map { $0 < 300 } == true, "saved input \(String(describing: saved))")
    }
}
