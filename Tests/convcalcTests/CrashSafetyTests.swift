import ConvCalcKit
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import Seeding
#endif

/// Killed at any moment, convcalc never leaves a damaged state file; two sessions at once
/// keep both histories.
@Suite(.serialized, .seeded) struct CrashSafetyTests {
    /// 50 kills in `swift test`; set CONVCALC_KILL_ITERATIONS=1000 for the long run.
    static let iterations = Int(ProcessInfo.processInfo.environment["CONVCALC_KILL_ITERATIONS"] ?? "") ?? 50

    @Test func sigkillAtRandomMomentsLeavesTheStateBeforeOrAfterTheLastLine() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/state.json"
        var generator = SeededGenerator()
        #expect(try BuiltBinary.run(["--state", file, "-e", "0"]).status == 0)
        var saved = "0"  // what the file held when the last iteration ended
        for iteration in 1...Self.iterations {
            let terminal = try PseudoTerminal(arguments: ["--state", file], environment: home.environment())
            try #require(terminal.expectPrompt("❯ "), "iteration \(iteration): no prompt")
            // Type lines, each waited for (its display is shown after its state is saved),
            // then one more, and kill while it is being applied and saved.
            var accepted = saved
            for step in 0..<Int.random(in: 0...3, using: &generator) {
                let value = "\(iteration)\(step)"
                terminal.type(value + "\r")
                try #require(terminal.expect(value + " °F"), "iteration \(iteration): no display for \(value)")
                accepted = value
            }
            let last = "\(iteration)9"
            terminal.type(last + "\r")
            usleep(UInt32.random(in: 0...3000, using: &generator))
            terminal.signal(SIGKILL)
            _ = terminal.waitForExit()
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let state = try #require(SavedState.decode(text), "iteration \(iteration): damaged state file: \(text)")
            #expect([accepted, last].contains(state.entry.text), "iteration \(iteration): \(state.entry.text)")
            saved = state.entry.text
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.contains(".convcalc-") }
            for leftover in leftovers { try? FileManager.default.removeItem(atPath: home.path + "/" + leftover) }
        }
    }

    @Test func twoSessionsAtOnceKeepBothHistoriesAndAWholeStateFile() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let first = try PseudoTerminal(environment: home.environment())
        let second = try PseudoTerminal(environment: home.environment())
        #expect(first.expectPrompt("❯ "))
        #expect(second.expectPrompt("❯ "))
        var typed: [String] = []
        for round in 1...10 {
            for (terminal, name) in [(first, "1"), (second, "2")] {
                let value = "\(name)0\(round)"
                terminal.type(value + "\r")
                #expect(terminal.expect(value + " °F"))
                typed.append(value)
            }
        }
        #expect(first.expectPrompt("❯ "))  // libedit reads again: ^D is not lost
        first.type("\u{4}")
        #expect(second.expectPrompt("❯ "))  // libedit reads again: ^D is not lost
        second.type("\u{4}")
        #expect(first.waitForExit() == 0)
        #expect(second.waitForExit() == 0)
        let history = try String(contentsOfFile: home.stateFolder + "/history", encoding: .utf8)
        #expect(history.split(separator: "\n").map(String.init).sorted() == typed.sorted())
        let state = try String(contentsOfFile: home.stateFolder + "/state.json", encoding: .utf8)
        #expect(SavedState.decode(state) != nil)
    }
}

/// History keeps at most 1000 entries: a file grown to twice that is compacted at start.
@Suite(.seeded) struct HistoryLimitTests {
    @Test func aLongHistoryIsCompactedToTheLastThousandEntries() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.stateFolder, withIntermediateDirectories: true)
        let old = (1...2500).map { "\($0)" }
        try (old.joined(separator: "\n") + "\n").write(toFile: home.stateFolder + "/history", atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("\u{1B}[A\r")
        #expect(terminal.expect("2500 °F"), "Up recalls the newest entry")
        #expect(terminal.expectPrompt("❯ "))  // libedit reads again: ^D is not lost
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let kept = try String(contentsOfFile: home.stateFolder + "/history", encoding: .utf8).split(separator: "\n")
        #expect(kept.count == 1000, "the repeated line 2500 is not added again")
        #expect(kept.first == "1501" && kept.last == "2500")
    }
}
