import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A signal that ends the program is obeyed whatever its output is doing: blocked on a
/// terminal stopped with Ctrl-S, on a terminal nobody reads (a stalled ssh link), or on a pipe
/// whose reader stopped reading. It exits with 128 + the signal's number and gives the
/// terminal its modes back. (The target is 100 ms; the bound here is generous, for a loaded
/// machine.)
@Suite(.serialized) struct BlockedOutputSignalTests {
    static let bound: TimeInterval = 2
    /// Enough `help` to fill any terminal's or pipe's buffer (about 1.4 KB each).
    static let manyHelps = String(repeating: "help\r", count: 120)

    /// Sends `signal` to a terminal's program whose output is blocked; true when it then
    /// left within the bound, with 128 + `signal` and the terminal's modes as found.
    static func endsAtOnce(_ terminal: PseudoTerminal, on signal: Int32) -> Bool {
        #expect(terminal.waitForExit(timeout: 0.5, reading: false) == nil, "it waits for its output, still running")
        terminal.signal(signal)
        let status = terminal.waitForExit(timeout: bound, reading: false)
        #expect(status == 128 + signal, "exit status \(status.map(String.init) ?? "none: still running")")
        #expect(terminal.hasItsModesAsFound)
        return status == 128 + signal
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func thePromptLeavesWhenItsTerminalIsStopped(signal: Int32) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("\u{13}help\r")  // Ctrl-S: the terminal stops taking output (IXON)
        #expect(BlockedOutputSignalTests.endsAtOnce(terminal, on: signal))
        terminal.type("\u{11}")  // Ctrl-Q
    }

    /// A fatal signal too, with Swift's backtracer left on (the default): its report to the
    /// stopped terminal kept SIGQUIT, SIGABRT and SIGSEGV waiting until Ctrl-Q.
    @Test(arguments: [SIGQUIT, SIGABRT, SIGSEGV])
    func aFatalSignalEndsThePromptWhenItsTerminalIsStopped(signal: Int32) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        var environment = home.environment()
        environment["SWIFT_BACKTRACE"] = nil
        let terminal = try PseudoTerminal(environment: environment)
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("\u{13}help\r")  // Ctrl-S: the terminal stops taking output (IXON)
        #expect(BlockedOutputSignalTests.endsAtOnce(terminal, on: signal))
        terminal.type("\u{11}")  // Ctrl-Q
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func thePromptLeavesWhenItsTerminalIsNeverRead(signal: Int32) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type(BlockedOutputSignalTests.manyHelps)
        #expect(BlockedOutputSignalTests.endsAtOnce(terminal, on: signal))
    }

    @Test func thePromptLeavesWhenItsOutputPipeIsFull() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let fifo = home.path + "/output"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)  // held open, never read: `convcalc | less`, stalled
        defer { close(reader) }
        let terminal = try PseudoTerminal(environment: home.environment(), stdoutFile: fifo)
        #expect(terminal.expectPrompt("❯ "))
        terminal.type(BlockedOutputSignalTests.manyHelps)
        #expect(BlockedOutputSignalTests.endsAtOnce(terminal, on: SIGTERM))
    }

    /// A fatal signal too: the keypad's crash handler restored the modes with TCSAFLUSH and
    /// wrote its restore sequence to stdout, both waiting for the stopped terminal for ever.
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGABRT, SIGSEGV])
    func theKeypadLeavesWhenItsTerminalIsStopped(signal: Int32) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(arguments: ["keypad", "--no-state"], environment: home.environment())
        #expect(terminal.expect("convert"))
        #expect(terminal.waitForRawMode())
        tcflow(terminal.slave, TCOOFF)  // as Ctrl-S does where the terminal handles flow control
        terminal.resize(columns: 100, rows: 30)  // the keypad draws again, and waits
        #expect(BlockedOutputSignalTests.endsAtOnce(terminal, on: signal))
        tcflow(terminal.slave, TCOON)
    }

    @Test func theKeypadLeavesWhenItsTerminalIsNeverRead() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(arguments: ["keypad", "--no-state"], environment: home.environment(),
                                          columns: 200, rows: 60)
        #expect(terminal.expect("convert"))
        for size in 0..<60 {  // each size is a whole new screen
            terminal.resize(columns: size % 2 == 0 ? 120 : 200, rows: size % 2 == 0 ? 40 : 60)
            usleep(20_000)
        }
        #expect(BlockedOutputSignalTests.endsAtOnce(terminal, on: SIGTERM))
    }

    @Test func replayLeavesWhenItsOutputPipeIsFull() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let input = home.path + "/input.txt"
        try String(repeating: "help\n", count: 2_000).write(toFile: input, atomically: true, encoding: .utf8)
        let replay = try PipedReplay(input: input, environment: home.environment())
        #expect(replay.waitForExit(timeout: 0.5) == nil, "it waits for its reader, still running")
        kill(replay.pid, SIGTERM)
        let status = replay.waitForExit(timeout: BlockedOutputSignalTests.bound)
        #expect(status == 128 + SIGTERM, "exit status \(status.map(String.init) ?? "none: still running")")
    }
}

/// convcalc replaying a file into a pipe that is never read.
final class PipedReplay {
    let pid: pid_t
    private let output: Int32
    private var exited = false

    init(input: String, environment: [String: String]) throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw POSIXError(.EIO) }
        output = ends[0]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        var attributes = cleanSpawnAttributes(sessionLeader: false)
        defer { posix_spawnattr_destroy(&attributes) }
        let argv = [strdup(BuiltBinary.path), nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, BuiltBinary.path, &actions, &attributes, argv, envp)
        close(ends[1])
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        pid = child
    }

    deinit {
        if !exited {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(output)
    }

    /// Waits for the child to exit, never reading its output: its status, or nil on timeout.
    func waitForExit(timeout: TimeInterval) -> Int32? {
        let status = waitForChild(pid, timeout: timeout)
        exited = exited || status != nil
        return status
    }
}
