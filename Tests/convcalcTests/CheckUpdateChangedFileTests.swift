import Foundation
import Testing

/// `check --update` replays for seconds; a file changed meanwhile — appended to, or replaced
/// by `mv` — is not written over (the rewrite kept the new file's mode and lost its lines):
/// status 74, the change kept, and why said.
@Suite struct CheckUpdateChangedFileTests {
    @Test(arguments: ["append", "replace"])
    func aTranscriptChangedDuringItsUpdateIsLeftAsItIsNow(change: String) throws {
        // 800,000 lines: about 3 s of replay here, the change made 0.5 s in (the read takes a few ms).
        let text = String(repeating: "> 5\n", count: 800_000)
        let file = try CheckTests().temporaryFile(text)
        defer { unlink(file); unlink(file + ".new") }
        let edit = change == "append" ? "echo '> 6' >> \"$1\"" : "cp \"$1\" \"$1.new\" && echo '> 6' >> \"$1.new\" && mv \"$1.new\" \"$1\""
        let run = try Shell.run("(\"$CONVCALC\" check --update '\(file)'; echo \"status $?\") & sleep 0.5; set -- '\(file)'; \(edit); wait")
        #expect(run.stdout.contains("status 74"), "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("it changed while it was replayed (edited, replaced or appended to), and is left as it is now:"
            + " run --update again\n"), "\(run.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text + "> 6\n")
    }

    /// A change made while the new text is written and synced — the last moments before the
    /// rename — is caught too: the stamp is compared after them (an append during a 1.5 s fsync,
    /// made slow by strace, was lost with exit 0).
    @Test func aChangeDuringTheLastWriteIsCaughtToo() throws {
        let text = "> 5\n"
        let file = try CheckTests().temporaryFile(text)
        defer { unlink(file) }
        let run = try Shell.run("(strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=1500000:when=1"
            + " \"$CONVCALC\" check --update '\(file)'; echo \"status $?\") & sleep 0.7; echo '> 6' >> '\(file)'; wait")
        #expect(run.stdout.contains("status 74"), "\(run.stdout)\(run.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text + "> 6\n")
    }
}
