import Foundation
import Testing
import RepositoryFiles

/// Every example a newcomer reads — in `--help` (the man page's description is made from
/// the same text), in `help`, in the man page's EXAMPLES and in README — runs, and prints
/// what the example says it prints.
@Suite struct DocumentedExamplesTests {
    static let root = Repository.root

    /// A command line and what it prints (nil: the example says nothing of its output).
    struct Example: CustomStringConvertible {
        let command: String
        let output: String?
        var description: String { command }
    }

    /// Runs `command` in bash, in a fresh folder that sees the lessons, with `convcalc` the built binary.
    static func run(_ command: String) throws -> (status: Int32, stdout: String) {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/Examples", withDestinationPath: root.path + "/Examples")
        let bin = URL(fileURLWithPath: BuiltBinary.path).deletingLastPathComponent().path
        let script = "cd '\(folder)' && export HOME='\(folder)' XDG_STATE_HOME='\(folder)/state' PATH='\(bin)':\"$PATH\" && "
            + "set -o pipefail && " + command
        let run = try Shell.run(script)
        return (run.status, run.stdout)
    }

    static func check(_ example: Example, from place: String) throws {
        if example.command.contains("dot -T") && (try? run("command -v dot"))?.status != 0 { return }  // graphviz absent
        let (status, stdout) = try run(example.command)
        #expect(status == 0, "\(place): \(example.command) exited \(status)")
        if let output = example.output { #expect(stdout == output, "\(place): \(example.command)") }
    }

    /// `--help`'s EXAMPLES: `  # what it does`, `  command`, then its output indented by four.
    static func helpExamples(_ help: String) -> [Example] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("EXAMPLES") }) else { return [] }
        var examples: [Example] = []
        var index = start + 1
        while index < lines.count, lines[index].hasPrefix("  ") {
            if lines[index].hasPrefix("  # ") {
                let command = String(lines[index + 1].dropFirst(2))
                var output: [String] = []
                index += 2
                while index < lines.count, lines[index].hasPrefix("    ") { output.append(String(lines[index].dropFirst(4))); index += 1 }
                examples.append(Example(command: command, output: output.isEmpty ? nil : output.joined(separator: "\n") + "\n"))
            } else {
                index += 1
            }
        }
        return examples
    }

    /// The one-line conversions under `Convert on one line`: by column, a typed line and what
    /// it shows; a row showing nothing leads into the next (`precision 4 sig`, `1 mi to km`).
    static func conversionExamples(_ text: String) -> [Example] {
        let lines = text.split(separator: "\n").map { Array($0) }
        guard let start = lines.firstIndex(where: { String($0).hasPrefix("Convert on one line") }) else { return [] }
        let rows = lines[(start + 1)...].prefix { $0.starts(with: Array("  ")) }
        guard let first = rows.first else { return [] }
        // The columns start where the first row has two blanks and then text.
        let columns = (3..<first.count).filter { first[$0] != " " && first[$0 - 1] == " " && first[$0 - 2] == " " }
        var typed: [String] = []
        var examples: [Example] = []
        for row in rows {
            func cell(_ from: Int, _ to: Int) -> String {
                String(row[min(from, row.count)..<min(to, row.count)]).trimmingCharacters(in: .whitespaces)
            }
            typed.append(cell(2, columns[0]))
            let shows = cell(columns[0], columns[1])
            if shows.isEmpty { continue }
            let arguments = typed.map { "-e '\($0)'" }.joined(separator: " ")
            examples.append(Example(command: "convcalc \(arguments) | tail -2 | head -1", output: shows + "\n"))
            typed = []
        }
        return examples
    }

    @Test func everyExampleOfHelpRunsAsItSays() throws {
        let help = try BuiltBinary.run(["--help"]).stdout
        let examples = Self.helpExamples(help) + Self.conversionExamples(help)
        #expect(examples.count >= 12, "\(examples)")
        for example in examples { try Self.check(example, from: "--help") }
        let overview = try BuiltBinary.run(["-e", "help"]).stdout
        let taught = Self.conversionExamples(overview)
        #expect(taught.count >= 5)
        for example in taught { try Self.check(example, from: "help") }
    }

    /// The man page's EXAMPLES (`convcalc manual-sections`): `.Dl command`, then its output in a
    /// literal display.
    @Test func everyExampleOfTheManPageRunsAsItSays() throws {
        let page = try BuiltBinary.run(["manual-sections"]).stdout
        let lines = page.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(of: ".Sh EXAMPLES") else { Issue.record("no EXAMPLES"); return }
        var examples: [Example] = []
        var index = start
        while index < lines.count {
            if lines[index].hasPrefix(".Dl ") {
                let command = Self.unescaped(String(lines[index].dropFirst(4)))
                var output: [String]?
                if index + 1 < lines.count, lines[index + 1].hasPrefix(".Bd -literal") {
                    output = []
                    index += 2
                    while lines[index] != ".Ed" { output?.append(Self.unescaped(lines[index])); index += 1 }
                }
                examples.append(Example(command: command, output: output.map { $0.joined(separator: "\n") + "\n" }))
            }
            index += 1
        }
        #expect(examples.count >= 6, "\(examples)")
        for example in examples { try Self.check(example, from: "man page") }
    }

    /// README's sessions: a text block whose first line is `$ command`, the rest its output.
    @Test func everyExampleOfTheReadmeRunsAsItSays() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```text\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        var examples: [Example] = []
        for block in blocks where block.hasPrefix("$ ") {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            examples.append(Example(command: String(lines[0].dropFirst(2)),
                                    output: lines.dropFirst().joined(separator: "\n") + "\n"))
        }
        #expect(examples.count >= 2, "\(examples)")
        for example in examples { try Self.check(example, from: "README") }
    }

    /// roff text back to text: `\e` is a backslash, `\[uXXXX]` a character, `\&` nothing.
    static func unescaped(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "\\&", with: "")
        while let range = result.range(of: #"\\\[u[0-9A-F]{4,5}\]"#, options: .regularExpression) {
            let hex = result[range].dropFirst(3).dropLast()
            result.replaceSubrange(range, with: String(UnicodeScalar(UInt32(hex, radix: 16)!)!))
        }
        return result.replacingOccurrences(of: "\\e", with: "\\")
    }
}
