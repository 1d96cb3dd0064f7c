import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built convcalc in a pseudo-terminal, types at it and reads what it shows.
///
/// The child is spawned (not forked: the test runner is multi-threaded) as a session leader
/// that opens the terminal as its controlling terminal, with default signal handling, so
/// Ctrl-C reaches it as SIGINT.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32
    let pid: pid_t
    private(set) var bytes: [UInt8] = []
    private var searchFrom = 0
    private var exitStatus: Int32?

    /// Starts convcalc (or `executable`) on a new terminal; with `stdoutFile`, its stdout goes
    /// to that file instead; with `closesStderr`, it starts with descriptor 2 closed.
    init(arguments: [String] = [], environment: [String: String], columns: UInt16 = 80, rows: UInt16 = 24,
         stdoutFile: String? = nil, stderrFile: String? = nil, closesStderr: Bool = false,
         executable: String = BuiltBinary.path) throws {
        var master: Int32 = 0, slave: Int32 = 0
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var name = [CChar](repeating: 0, count: 128)
        guard openpty(&master, &slave, &name, nil, &size) == 0 else { throw POSIXError(.EIO) }
        self.master = master
        self.slave = slave
        let slaveName = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)  // becomes the controlling tty
        if let stdoutFile {
            posix_spawn_file_actions_addopen(&actions, 1, stdoutFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
        }
        if closesStderr {
            posix_spawn_file_actions_addclose(&actions, 2)
        } else if let stderrFile, stderrFile == stdoutFile {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)  // `> F 2>&1`
        } else if let stderrFile {
            posix_spawn_file_actions_addopen(&actions, 2, stderrFile, O_WRONLY | O_CREAT | O_APPEND, 0o600)  // `2>> F`
        } else {
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        }
        posix_spawn_file_actions_addclose(&actions, slave)

        var attributes = cleanSpawnAttributes(sessionLeader: true)
        defer { posix_spawnattr_destroy(&attributes) }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        pid = child
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
        close(slave)
    }

    /// Everything shown so far, with ANSI escape sequences removed.
    var screenText: String {
        PseudoTerminal.strip(String(decoding: bytes, as: UTF8.self))
    }

    /// Waits until `text` appears after the previous match; true when it did.
    @discardableResult
    func expect(_ text: String, timeout: TimeInterval = 15) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            drain()
            let screen = screenText
            let start = screen.index(screen.startIndex, offsetBy: min(searchFrom, screen.count))
            if let found = screen[start...].range(of: text) {
                searchFrom = screen.distance(from: screen.startIndex, to: found.upperBound)
                return true
            }
            usleep(10_000)
        } while Date() < deadline
        return false
    }

    /// Waits for the prompt `text` and for the terminal to be in libedit's raw mode, so typed
    /// keys are edited rather than echoed by the kernel.
    @discardableResult
    func expectPrompt(_ text: String, timeout: TimeInterval = 15) -> Bool {
        guard expect(text, timeout: timeout) else { return false }
        return waitForRawMode(timeout: timeout)
    }

    /// Waits for the terminal to be in libedit's raw mode (not canonical); true when it is.
    func waitForRawMode(timeout: TimeInterval = 15) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var settings = termios()
        while Date() < deadline {
            if tcgetattr(slave, &settings) == 0 && settings.c_lflag & tcflag_t(ICANON) == 0 { return true }
            usleep(5_000)
        }
        return false
    }

    /// At the prompt of the default converter (°F→°C): types 212, waits for 100 °C and the
    /// next prompt (libedit reads again, so Ctrl-D is not lost), then leaves with Ctrl-D. True
    /// when each came and convcalc exited with 0; the session most prompt tests need around
    /// what they check.
    func convert212AndLeave() -> Bool {
        guard expectPrompt("❯ ") else { return false }
        type("212\r")
        guard expect("100 °C"), expectPrompt("❯ ") else { return false }
        type("\u{4}")
        return waitForExit() == 0
    }

    /// Types `text` (use "\r" for Return, "\u{3}" for Ctrl-C, "\u{1B}[A" for Up).
    func type(_ text: String) {
        let data = Array(text.utf8)
        _ = data.withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
    }

    /// Writes `data` however long it is, reading the screen while the terminal's input is
    /// full (`type` writes once: a long write is cut short on the non-blocking side).
    func typeAll(_ data: [UInt8]) {
        var written = 0
        while written < data.count {
            let count = data[written...].withUnsafeBytes { write(master, $0.baseAddress!, min($0.count, 4096)) }
            if count > 0 { written += count } else { drain(); usleep(1_000) }
        }
    }

    /// Waits until the last `window` bytes shown hold `text`, without reading the whole screen
    /// as text (`expect` does, each time: slow when megabytes were shown).
    func expectNearTheEnd(_ text: String, window: Int = 8_192, timeout: TimeInterval = 60) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            drain()
            if String(decoding: bytes.suffix(window), as: UTF8.self).contains(text) { return true }
            usleep(10_000)
        } while Date() < deadline
        return false
    }

    /// The child's peak resident memory so far, in KiB (`VmHWM` in `/proc`, which starts again
    /// at `exec`), or nil when it cannot be read.
    var peakKiB: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
    }

    /// Resizes the terminal; the kernel tells the child with SIGWINCH.
    func resize(columns: UInt16, rows: UInt16 = 24) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Sends `signal` to the child.
    func signal(_ signal: Int32) { kill(pid, signal) }

    /// Waits for the child to exit; its exit status, or nil on timeout. Without `reading`, the
    /// terminal is not read meanwhile (a terminal whose reader stalled).
    func waitForExit(timeout: TimeInterval = 15, reading: Bool = true) -> Int32? {
        guard let status = waitForChild(pid, timeout: timeout, meanwhile: { if reading { drain() } }) else { return nil }
        if reading { drain() }
        exitStatus = status
        return status
    }

    /// Reads what the terminal shows now, without waiting.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            bytes += buffer[0..<count]
        }
    }

    /// Removes CSI/OSC escape sequences and carriage returns.
    static func strip(_ text: String) -> String {
        var result = ""
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            if scalar == "\u{1B}" {
                guard let next = iterator.next() else { break }
                if next == "[" {
                    while let c = iterator.next(), !(0x40...0x7E).contains(c.value) {}
                } else if next == "]" {
                    while let c = iterator.next(), c != "\u{7}" {}
                }
                continue
            }
            if scalar == "\r" || scalar == "\u{1}" { continue }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
