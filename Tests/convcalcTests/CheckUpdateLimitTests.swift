import Foundation
import Testing

/// `check --update` never writes a transcript larger than `check` reads (16 MiB): it refuses
/// before writing, says why, and leaves the file as it was.
@Suite struct CheckUpdateLimitTests {
    @Test func anUpdateThatWouldOutgrowWhatCheckReadsIsRefusedAndTheFileIsUntouched() throws {
        // 20,000 '> ?' lines (80 KB): each gets the help's many lines, some 28 MB in all.
        let text = String(repeating: "> ?\n", count: 20_000)
        let file = try CheckTests().temporaryFile(text)
        defer { unlink(file) }
        let run = try BuiltBinary.run(["check", "--update", file])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(file): not updated: with the output of line "))
        #expect(run.stderr.contains("it would be larger than 16 MiB, the most 'check' reads; the file is left as it was"))
        #expect(run.stdout.hasSuffix("1 transcript, 0 passed, 0 updated, 0 failed, 1 invalid\n"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
    }
}
