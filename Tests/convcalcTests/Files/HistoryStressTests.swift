import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Sessions started together over a history that needs compacting lose no line.
///
/// CI runs 3 sessions × 20 lines; by hand: `CONVCALC_STRESS_SESSIONS=10 CONVCALC_STRESS_LINES=30
/// swift test --filter HistoryStress`.
@Suite(.serialized) struct HistoryStressTests {
    static let sessions = Int(ProcessInfo.processInfo.environment["CONVCALC_STRESS_SESSIONS"] ?? "") ?? 3
    static let lines = Int(ProcessInfo.processInfo.environment["CONVCALC_STRESS_LINES"] ?? "") ?? 20

    @Test func sessionsStartedTogetherOverALongHistoryKeepEveryLine() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.stateFolder, withIntermediateDirectories: true)
        chmod(home.stateFolder, 0o700)
        let old = (1...2500).map { "\($0)" }
        try (old.joined(separator: "\n") + "\n").write(toFile: home.stateFolder + "/history", atomically: true, encoding: .utf8)
        let terminals = try (0..<Self.sessions).map { _ in try PseudoTerminal(environment: home.environment()) }
        // Each session types as soon as it is ready, while slower ones are still starting
        // (and compacting the history they read at start).
        var typed: [String] = []
        var count = [Int](repeating: 0, count: terminals.count)
        var prompted = [Bool](repeating: false, count: terminals.count)
        let deadline = Date().addingTimeInterval(180)
        while count.contains(where: { $0 < Self.lines }) && Date() < deadline {
            for (session, terminal) in terminals.enumerated() where count[session] < Self.lines {
                if !prompted[session] { prompted[session] = terminal.expect("❯ ", timeout: 0.02) }
                guard prompted[session] && terminal.waitForRawMode(timeout: 0.02) else { continue }
                prompted[session] = false
                count[session] += 1
                let value = "\(7 + session)\(1000 + count[session])"
                terminal.type(value + "\r")
                typed.append(value)
            }
        }
        for terminal in terminals {
            #expect(terminal.expectPrompt("❯ ", timeout: 60))
            terminal.type("\u{4}")
        }
        for terminal in terminals { #expect(terminal.waitForExit(timeout: 60) == 0) }
        let kept = try String(contentsOfFile: home.stateFolder + "/history", encoding: .utf8).split(separator: "\n").map(String.init)
        let lost = Set(typed).subtracting(kept)
        print("history stress: \(Self.sessions) sessions × \(Self.lines) lines, \(typed.count) typed, \(lost.count) lost")
        #expect(lost.isEmpty, "lost \(lost.count) of \(typed.count)")
        #expect(kept.count == 1000 + typed.count, "the old history compacted once to its last 1000 lines")
    }
}
