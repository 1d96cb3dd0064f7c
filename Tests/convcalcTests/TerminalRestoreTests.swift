import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// However the interactive calculator ends, the terminal is left in the modes it was found
/// in (cooked, echoing), never in libedit's raw mode.
@Suite(.serialized) struct TerminalRestoreTests {
    /// A way to leave the prompt, and the exit status it gives.
    struct ExitPath: CustomStringConvertible, Sendable {
        let description: String
        let status: Int32
        let leave: @Sendable (PseudoTerminal) -> Void
    }

    static let paths: [ExitPath] = [
        ExitPath(description: "quit", status: 0) { $0.type("quit\r") },
        ExitPath(description: "Ctrl-D", status: 0) { $0.type("\u{4}") },
        ExitPath(description: "SIGTERM while a line is typed", status: 128 + SIGTERM) { $0.type("5"); $0.signal(SIGTERM) },
        ExitPath(description: "SIGHUP while a line is typed", status: 128 + SIGHUP) { $0.type("5"); $0.signal(SIGHUP) },
        ExitPath(description: "Ctrl-C, then quit", status: 0) { terminal in
            terminal.type("12\u{3}")
            _ = terminal.expectPrompt("❯ ")
            terminal.type("quit\r")
        },
        ExitPath(description: "SIGINT while the line is typed, then Ctrl-D", status: 0) { terminal in
            terminal.type("34")
            terminal.signal(SIGINT)
            _ = terminal.expectPrompt("❯ ")
            terminal.type("\u{4}")
        },
        ExitPath(description: "a fatal SIGSEGV while a line is typed", status: 128 + SIGSEGV) {
            $0.type("5")
            $0.signal(SIGSEGV)
        },
        ExitPath(description: "an abort (SIGABRT)", status: 128 + SIGABRT) { $0.signal(SIGABRT) },
        ExitPath(description: "a Swift trap (SIGILL)", status: 128 + SIGILL) { $0.signal(SIGILL) },
        ExitPath(description: "Ctrl-\\ (SIGQUIT)", status: 128 + SIGQUIT) { $0.type("\u{1C}") },
        // Signals convcalc has no use for, whose default ends it (they left the terminal raw).
        ExitPath(description: "SIGUSR1", status: 128 + SIGUSR1) { $0.type("5"); $0.signal(SIGUSR1) },
        ExitPath(description: "SIGUSR2", status: 128 + SIGUSR2) { $0.signal(SIGUSR2) },
        ExitPath(description: "a CPU limit's SIGXCPU", status: 128 + SIGXCPU) { $0.signal(SIGXCPU) },
        ExitPath(description: "SIGVTALRM", status: 128 + SIGVTALRM) { $0.signal(SIGVTALRM) },
        // An alarm not its own (`kill -ALRM`, `timeout -s ALRM`): the prompt went on, raw.
        ExitPath(description: "SIGALRM", status: 128 + SIGALRM) { $0.type("5"); $0.signal(SIGALRM) },
        ExitPath(description: "SIGPWR", status: 128 + SIGPWR) { $0.signal(SIGPWR) },
        // A real-time signal, SIGRTMIN + 6 with glibc (34 + 6): the terminal was left raw.
        ExitPath(description: "a real-time signal", status: 128 + 40) { $0.type("5"); $0.signal(40) },
    ]

    @Test(arguments: TerminalRestoreTests.paths)
    func theTerminalIsRestoredOnEveryWayOut(path: ExitPath) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))  // libedit's raw mode is on
        #expect(!terminal.isCooked)
        path.leave(terminal)
        #expect(terminal.waitForExit() == path.status)
        #expect(terminal.hasItsModesAsFound)
        #expect(terminal.isCooked)
    }

    /// An answer that cannot be written ends the prompt (74 for a full disk, as documented) with
    /// the terminal as found: it was left without echo, bracketed paste on.
    @Test func aFailedWriteLeavesTheTerminalAsFound() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment(), stdoutFile: "/dev/full")
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("5\r")
        #expect(terminal.waitForExit() == 74)
        #expect(terminal.hasItsModesAsFound)
    }
}
