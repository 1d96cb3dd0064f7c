@testable import ConvCalcKit
import Foundation
import Testing
import RepositoryFiles

/// the guide's tables and the man page come from the same declarations (`Reference`): these tests
/// fail when the guide's copy drifts from them.
@Suite struct ReferenceTests {
    static let readme: String = {
        let root = Repository.root
        return (try? String(contentsOf: root.appendingPathComponent("docs/GUIDE.md"), encoding: .utf8)) ?? ""
    }()

    /// the guide's table whose header row is `header`: that line and the `|` lines after it.
    static func readmeTable(startingWith header: String) -> String {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: header) else { return "(no table headed \(header) in docs/GUIDE.md)" }
        return lines[start...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
    }

    @Test(arguments: [
        ("commands", Reference.commands), ("converters", Reference.converters), ("units", Reference.units), ("files", Reference.files),
        ("environment", Reference.environment), ("exit status", Reference.exitStatus),
    ])
    func readmeTableEqualsTheReference(name: String, table: ReferenceTable) {
        let header = table.markdown.split(separator: "\n").first.map(String.init) ?? ""
        #expect(Self.readmeTable(startingWith: header) == table.markdown, "the guide's \(name) table should read:\n\(table.markdown)")
    }

    @Test func readmeStateTableListsEveryPhaseInOrder() {
        let table = Self.readmeTable(startingWith: "| state | meaning |")
        let names = table.split(separator: "\n").dropFirst(2).map { line in
            line.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        #expect(names == Phase.allCases.map { "`\($0.rawValue)`" })
    }

    @Test func everyTypedWordOfTheLanguageIsInTheTable() {
        let written = Reference.commands.rows.map { $0[0] }.joined(separator: " ")
        for word in Words.all where word.role != .menuChoice {
            #expect(written.contains(word.spellings[0]) || written.contains(word.usage), "\(word.spellings) is listed")
        }
        #expect(Set(Reference.commands.rows.map { $0[0] }).count == Reference.commands.rows.count)
    }

    @Test func theManualEscapesWhatRoffWouldReadAsControls() {
        #expect(ManualPage.escape(".x") == "\\&.x")
        #expect(ManualPage.escape("a\\b °") == "a\\eb \\[u00B0]")
        #expect(!ManualPage.sections.unicodeScalars.contains { !$0.isASCII })
        #expect(ManualPage.sections.contains(".Sh ENVIRONMENT\n"))
        #expect(ManualPage.sections.contains(".It Ev \"NO_COLOR\"\n"))
    }

    /// `man` on an 80-column terminal indents a page's text 7 columns, and an
    /// `-offset indent` block 6 more: a literal line longer than what is left wraps mid-row.
    /// These are the sections `manual-sections` writes; the subcommands' examples come from
    /// their `--help` and are held by `CommandLineArgumentsTests` (13 columns in, not 5).
    @Test func everyLiteralLineFitsAnEightyColumnPage() {
        var offset: Int?
        for line in ManualPage.sections.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(".Bd -literal") {
                offset = line.contains("-offset indent") ? 6 : line.firstMatch(of: /-offset (\d+)n/).map { Int($0.1)! } ?? 0
                continue
            }
            if line == ".Ed" { offset = nil; continue }
            guard let offset else { continue }
            // An escape (`\[u2248]`) is counted two columns: no more than `man` shows for it in
            // ASCII (`~`, `ManualPage.asciiCharacters`; groff's own was `~~`).
            let shown = line.replacing(/\\\[u[0-9A-F]+\]/, with: "~=").replacing("\\&", with: "").replacing("\\e", with: "\\")
            #expect(7 + offset + shown.count <= 80, "\(line)")
        }
    }

    /// `man` in a locale that is not UTF-8 (groff's ascii device) shows the page's characters
    /// as the program does there (`Glyphs`): it showed `98.6 <degree>F` and `~~ 8.05 km`, which
    /// wrapped the description's conversions, and dropped `…`. Where groff is installed.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")))
    func theManPageShowsItsCharactersAsTheProgramDoesInASCII() throws {
        let rows = Reference.conversionRows + ["  1 µm", "  fuel economy…"]
        let page = ManualPage.asciiCharacters + ".Dd 2026\n.Dt T 1\n.Os\n.Sh DESCRIPTION\n.Bd -literal\n"
            + rows.map { ManualPage.escape($0) + "\n" }.joined() + ".Ed\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = ["-Tascii", "-mandoc", "-P-cbou"]
        process.environment = ["LANG": "C", "LC_ALL": "C", "PATH": "/usr/bin:/bin"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(page.utf8))
        try input.fileHandleForWriting.close()
        let shown = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for row in rows {
            #expect(shown.contains("\n     " + Glyphs(unicode: false).text(row) + "\n"), "\(row)\n\(shown)")
        }
    }
}
