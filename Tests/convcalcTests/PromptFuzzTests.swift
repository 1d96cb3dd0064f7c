import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import Seeding
#endif

/// Random keys, escape sequences, ill-formed UTF-8 and signals at the interactive prompt of
/// the real binary: it never crashes, SIGTERM still ends it cleanly, the terminal is left as
/// found and the state file parses.
///
/// `swift test` runs a few sessions; for a long run:
/// `CONVCALC_PROMPT_FUZZ_SESSIONS=500 CONVCALC_SEED=random swift test --filter PromptFuzz`
/// (a failure names its seed: `CONVCALC_SEED=N` repeats the run).
@Suite(.serialized, .seeded) struct PromptFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let sessions = Int(environment["CONVCALC_PROMPT_FUZZ_SESSIONS"] ?? "") ?? 4
    static let actionsPerSession = Int(environment["CONVCALC_PROMPT_FUZZ_ACTIONS"] ?? "") ?? 150

    /// Keys with a meaning: editing, history, search, completion, escape sequences of every
    /// kind (cursor keys, bracketed paste, OSC title and clipboard, CSI with huge numbers, C1
    /// CSI), ill-formed and unusual UTF-8, command words.
    static let keys: [[UInt8]] = [
        "\r", "\r", "\r", "\u{3}", "\u{15}", "\t", "\u{12}", "\u{16}", "\u{18}", "\u{1A}", "\u{7F}", "\u{8}",
        "\u{1B}", "\u{1B}\u{1B}", "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}[H", "\u{1B}[F",
        "\u{1B}[3~", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[2J", "\u{1B}]0;title\u{7}", "\u{1B}]52;c;aGk=\u{7}",
        "\u{1B}OP", "\u{1B}[1;5C", "\u{1B}b", "\u{1B}f", "\u{1B}[99999999999999999999D", "\u{1B}[?1049h",
        "\u{1B}[6n", "\u{9B}31m", "98.6", "212", "-40", "convert", "convert mi->km", "3", "swap", "C", "+/-",
        "help", "precision 4", "°", "±", "→", "千", "😀", "\u{301}", "\u{202E}", "\u{FFFD}", "\u{FEFF}",
    ].map { Array($0.utf8) } + [
        [0xFC, 0x84, 0x80, 0x80, 0x80, 0x80], [0xFD, 0xBF, 0xBF, 0xBF, 0xBF, 0xBF], [0xFC, 0x86, 0x9F, 0xBA, 0x93, 0xB6],
        [0xF8, 0x88, 0x80, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xE2, 0x86],
        [0xF0, 0x9F, 0x98], [0x80], [0xFE], [0xFF], [0x00],
    ]

    /// Bytes that would end the session or freeze it by the terminal's own rules, not
    /// convcalc's: Ctrl-D (end), Ctrl-\ (SIGQUIT, a core dump on request), Ctrl-S (output
    /// stopped until Ctrl-Q). Each is tested on its own elsewhere.
    static let leftOut: Set<UInt8> = [0x04, 0x1C, 0x13]

    @Test func randomKeysEscapesAndSignalsNeverCrashThePromptOrLeaveTheTerminalRaw() throws {
        var generator = SeededGenerator()
        for session in 0..<PromptFuzzTests.sessions {
            let failures = try PromptFuzzTests.fuzz(session: session, using: &generator)
            guard failures.isEmpty else {
                Issue.record("session \(session): \(failures.joined(separator: "; "))")
                return
            }
        }
    }

    /// One session: random actions, then SIGTERM; what went wrong (nothing, if all is well).
    static func fuzz(session: Int, using generator: inout SeededGenerator) throws -> [String] {
        let home = try TemporaryHome()
        defer { home.remove() }
        let unicode = session % 2 == 0
        let environment = home.environment(locale: unicode ? "C.UTF-8" : "C")
        let terminal = try PseudoTerminal(environment: environment)
        guard terminal.expectPrompt(unicode ? "❯ " : "> ") else { return ["no prompt"] }
        var log: [String] = []
        for _ in 0..<actionsPerSession {
            log.append(act(on: terminal, using: &generator))
            terminal.drain()
            usleep(UInt32.random(in: 0...3_000, using: &generator))
        }
        terminal.type("\u{11}")  // Ctrl-Q, in case output was stopped
        terminal.signal(SIGTERM)
        var failures: [String] = []
        let status = terminal.waitForExit(timeout: 10)
        if status != 128 + SIGTERM { failures.append("exit status \(status.map(String.init) ?? "none (hung)")") }
        if !terminal.hasItsModesAsFound { failures.append("terminal not restored") }
        let state = FileManager.default.contents(atPath: home.stateFolder + "/state.json") ?? Data()
        if (try? JSONSerialization.jsonObject(with: state)) == nil { failures.append("state file does not parse") }
        return failures.isEmpty ? [] : failures + ["after: " + log.suffix(12).joined(separator: " ")]
    }

    /// Does one random thing; says what.
    static func act(on terminal: PseudoTerminal, using generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0..<8:
            let key = keys.randomElement(using: &generator)!
            terminal.type(bytes: key)
            return String(decoding: key, as: UTF8.self).debugDescription
        case 8..<14:
            let bytes = (0..<Int.random(in: 1...12, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                .filter { !leftOut.contains($0) }
            terminal.type(bytes: bytes)
            return "\(bytes)"
        case 14..<16:
            terminal.signal(SIGINT)
            return "SIGINT"
        case 16:
            let columns = UInt16.random(in: 8...200, using: &generator)
            terminal.resize(columns: columns, rows: UInt16.random(in: 3...60, using: &generator))
            return "resize \(columns)"
        case 17:
            terminal.signal(SIGTSTP)
            usleep(2_000)
            terminal.signal(SIGCONT)
            return "SIGTSTP SIGCONT"
        case 18:
            terminal.signal(SIGCONT)
            return "SIGCONT"
        default:
            terminal.type("\r")
            return "Return"
        }
    }
}
