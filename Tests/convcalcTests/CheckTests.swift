import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `convcalc check` and `--record`, through the real binary.
@Suite struct CheckTests {
    func temporaryFile(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "transcript-\(UUID().uuidString).txt"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aMatchingTranscriptIsOk() throws {
        let file = try temporaryFile("# t\n> 212\n100 °C\n212 °F\n> x\n! unknown key 'x' at column 1; type 'help' for the keys\n")
        let run = try BuiltBinary.run(["check", file])
        #expect(run.stdout == "\(file): ok\n")
        #expect(run.status == 0)
    }

    @Test func aChangedBehaviourFailsWithADiffAndExitOne() throws {
        let good = try temporaryFile("> 212\n100 °C\n212 °F\n")
        let bad = try temporaryFile("> 212\n100 °C\n212 °F\n> 5\n-15 °C\n6 °F\n")
        let run = try BuiltBinary.run(["check", good, bad])
        #expect(run.status == 1)
        #expect(run.stdout == """
            \(good): ok
            \(bad): FAILED
            --- \(bad) (expected)
            +++ convcalc (actual)
            @@ -5,2 +5,2 @@ > 5
             -15 °C
            -6 °F
            +5 °F

            """)
    }

    @Test func updateRewritesAndThenChecksOk() throws {
        let file = try temporaryFile("# keep me\n> 98.6\nwrong\n")
        #expect(try BuiltBinary.run(["check", "--update", file]).stdout == "\(file): updated\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "# keep me\n> 98.6\n37 °C\n98.6 °F\n")
        #expect(try BuiltBinary.run(["check", file]).status == 0)
    }

    @Test func anUnreadableTranscriptExitsTwo() throws {
        #expect(try BuiltBinary.run(["check", "/nonexistent.txt"]).status == 2)
    }

    @Test func everyLessonPassesCheckThroughTheBinary() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let lessons = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".txt") }
        let run = try BuiltBinary.run(["check"] + lessons.sorted().map { examples.appendingPathComponent($0).path })
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.split(separator: "\n").count == lessons.count)
    }

    @Test func aRecordedInteractiveSessionPassesCheck() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let record = home.path + "/session.txt"
        let terminal = try PseudoTerminal(arguments: ["--record", record, "--no-state"], environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        for line in ["98.6", "convert", "3", "x", "26.2", "trace on", "C +/- 5", "swap"] {
            terminal.type(line + "\r")
            #expect(terminal.expectPrompt("❯ "))
        }
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let text = try String(contentsOfFile: record, encoding: .utf8)
        #expect(text.contains("> convert\n* 1. fahrenheit to celsius"))
        #expect(text.contains("! unknown key 'x'"))
        #expect(text.contains("ready ──C──▶ integer"))
        let check = try BuiltBinary.run(["check", record])
        #expect(check.stdout == "\(record): ok\n")
        #expect(check.status == 0)
    }
}
