import ConvCalcKit
import Foundation
import Testing

/// The prompt renders outcomes with the same renderers as replay, and never re-reads its output.
@Suite(.serialized) struct PromptPipelineTests {
    @Test func helpKeyAnswersOnceAtThePrompt() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("help .\r")
        #expect(terminal.expect("now: ready ──.──▶ fraction"))
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.screenText.components(separatedBy: "now: ready ──.──▶ fraction").count == 2)
    }

    @Test func thePromptShowsWhatTheFaceRendererDraws() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment(), columns: 80)
        #expect(terminal.expectPrompt("°F→°C ❯ "))
        terminal.type("98.6\r")
        #expect(terminal.expect("98.6 °F"))
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
        var session = Session()
        let buffer = OutputBuffer()
        FaceRenderer(face: Face(columns: 80, colors: false, unicode: true))
            .render(session.handle("98.6"), at: Place("", line: 1), into: buffer, errors: buffer)
        let expected = String(decoding: buffer.bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n")
        #expect(String(decoding: terminal.bytes, as: UTF8.self).contains(expected))
    }

    @Test func jsonAtThePromptWritesOnlyJSONObjectsWithTracingOn() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let output = try TemporaryHome.folder() + "/out.json"
        let terminal = try PseudoTerminal(arguments: ["--format", "json"], environment: home.environment(),
                                          stdoutFile: output)
        for line in ["trace on", "5", "help .", "x", "convert", "state", "3", "quit"] {
            #expect(terminal.expectPrompt("❯ "))
            terminal.type(line + "\r")
        }
        #expect(terminal.waitForExit() == 0)
        let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
        #expect(lines.count >= 8)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "\(line)")
        }
        let replayed = try BuiltBinary.run(["--format", "json", "-e", "trace on", "-e", "5", "-e", "help ."])
        for line in replayed.stdout.split(separator: "\n") { #expect(lines.contains(line)) }
    }

    @Test func helpNamesASubcommandsHelp() throws {
        let run = try BuiltBinary.run(["help", "machine"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: convcalc machine"))
        let usage = try BuiltBinary.run(["machine", "--help"])
        #expect(usage.stdout.contains("USAGE: convcalc machine"))
        let unknown = try BuiltBinary.run(["help", "nothing"])
        #expect(unknown.status == 64)
    }

    @Test func argumentErrorsAreEscaped() throws {
        let run = try BuiltBinary.run(["--converter", "\u{1B}]0;x\u{7}", "-e", "1"])
        #expect(run.status == 64)
        #expect(!run.stderr.contains("\u{1B}"))
        #expect(run.stderr.contains("\\x1B]0;x\\x07"))
    }
}
