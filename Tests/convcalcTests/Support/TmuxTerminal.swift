import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built convcalc in a tmux pane — a real terminal emulator — types at it, sends it
/// raw mouse reports and reads the screen with `capture-pane`.
///
/// Each instance has its own tmux server (`-L`), so tests never share a screen. The pane runs
/// convcalc under `sh`, which afterwards prints `EXIT=status` and the terminal's modes
/// (`stty -a`, then `STTY-DONE`), so a test can see that the terminal was given back.
final class TmuxTerminal {
    let server = "convcalc-test-\(UUID().uuidString.prefix(8))"

    /// `launcher` goes before the binary (`setsid -w`: a session of its own).
    init(_ arguments: [String], environment: [String: String], columns: Int = 100, rows: Int = 40,
         launcher: [String] = []) throws {
        let variables = environment.merging(["TERM": "screen-256color"]) { _, new in new }
            .map { "\($0.key)=\(TmuxTerminal.quote($0.value))" }.sorted().joined(separator: " ")
        let command = "env -i \(variables) \((launcher + [BuiltBinary.path] + arguments).map(TmuxTerminal.quote).joined(separator: " "));"
            + " echo EXIT=$?; stty -a; echo STTY-DONE; sleep 600"
        try startServer(["new-session", "-d", "-x", String(columns), "-y", String(rows), command])
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Types `text` as keys (sent literally: `\r` is Return, `\u{1B}[D` is Left).
    func type(_ text: String) {
        _ = try? tmux(["send-keys", "-t", "0", "-l", "--", text])
    }

    /// Sends `bytes` as they are (tmux `send-keys -H`): ill-formed UTF-8 no `String` holds.
    func type(bytes: [UInt8]) {
        _ = try? tmux(["send-keys", "-t", "0", "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Pastes `text` as a terminal does (tmux `paste-buffer -p`: in bracketed-paste markers
    /// when the program asked for them).
    func paste(_ text: String) {
        _ = try? tmux(["set-buffer", "-b", "paste", "--", text])
        _ = try? tmux(["paste-buffer", "-p", "-b", "paste", "-t", "0"])
    }

    /// Makes the window `columns` × `rows` (the program gets SIGWINCH, as from a terminal).
    func resize(columns: Int, rows: Int) {
        _ = try? tmux(["resize-window", "-t", "0", "-x", String(columns), "-y", String(rows)])
    }

    /// Sets the size the pane's terminal reports, as `stty cols … rows …` typed in it would
    /// (the program gets SIGWINCH; tmux's window keeps its own size, so sizes beyond what
    /// tmux allows can be reported).
    func report(columns: Int, rows: Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["stty", "-F", format("#{pane_tty}"), "cols", String(columns), "rows", String(rows)]
        try? process.run()
        process.waitUntilExit()
    }

    /// Sends a left click on cell (`column`, `row`), counted from 0, as SGR press and release.
    func click(column: Int, row: Int) {
        type("\u{1B}[<0;\(column + 1);\(row + 1)M")
        type("\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// The screen's text, one string a row (`styled`: with SGR escapes).
    func screen(styled: Bool = false) -> [String] {
        let text = (try? tmux(["capture-pane", "-p", "-t", "0"] + (styled ? ["-e"] : []))) ?? ""
        return text.components(separatedBy: "\n")
    }

    /// Waits until the screen shows `text`; true when it did.
    @discardableResult
    func wait(for text: String, timeout: TimeInterval = 15) -> Bool {
        wait(timeout: timeout) { $0.joined(separator: "\n").contains(text) }
    }

    /// Waits until `condition` holds for the screen.
    @discardableResult
    func wait(timeout: TimeInterval = 15, until condition: ([String]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if condition(screen()) { return true }
            usleep(20_000)
        } while Date() < deadline
        return false
    }

    /// Where `text` first appears on the screen: (column, row), counted from 0.
    func find(_ text: String) -> (column: Int, row: Int)? {
        for (row, line) in screen().enumerated() {
            if let range = line.range(of: text) { return (line.distance(from: line.startIndex, to: range.lowerBound), row) }
        }
        return nil
    }

    /// A tmux format of the pane: `#{alternate_on}`, `#{mouse_any_flag}`, `#{pane_pid}`.
    func format(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", "-t", "0", format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pid of convcalc: the child of the pane's shell.
    var convcalcPID: pid_t? {
        guard let shell = Int32(format("#{pane_pid}")) else { return nil }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, Int32(fields[1]) == shell { return pid }
        }
        return nil
    }

    /// Runs the tmux client that starts the server. Not with `Process`: the server would inherit
    /// the socket `Process` watches for the child's end, and waiting would never finish. The
    /// test runner's blocked and ignored signals are reset, or SIGTERM would never reach the pane.
    private func startServer(_ arguments: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0)
        }
        var attributes = cleanSpawnAttributes(sessionLeader: false)
        defer { posix_spawnattr_destroy(&attributes) }
        let argv = (["tmux", "-L", server, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawnp(&child, "tmux", &actions, &attributes, argv, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOENT) }
        var exit: Int32 = 0
        waitpid(child, &exit, 0)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", server, "-f", "/dev/null"] + arguments
        let pipe = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
