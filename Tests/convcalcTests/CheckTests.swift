import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import RepositoryFiles
#endif

/// `convcalc check` through the real binary: verdicts, the summary, the exit status.
@Suite struct CheckTests {
    func temporaryFile(_ text: String) throws -> String {
        try temporaryFile(bytes: Data(text.utf8))
    }

    func temporaryFile(bytes: Data) throws -> String {
        let path = NSTemporaryDirectory() + "transcript-\(UUID().uuidString).txt"
        try bytes.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aMatchingTranscriptIsOkWithASummary() throws {
        let file = try temporaryFile("# t\n> 212\n100 °C\n212 °F\n> x\n! unknown key 'x' at column 1; type 'help' for the keys\n")
        let run = try BuiltBinary.run(["check", file])
        #expect(run.stdout == "\(file): ok\n1 transcript, 1 passed, 0 failed\n")
        #expect(run.status == 0)
    }

    @Test func aChangedBehaviourFailsWithAReadableDiffAndExitOne() throws {
        let good = try temporaryFile("> 212\n100 °C\n212 °F\n")
        let bad = try temporaryFile("> 212\n100 °C\n212 °F\n> 5\n-15 °C\n6 °F\n")
        let run = try BuiltBinary.run(["check", good, bad])
        #expect(run.status == 1)
        #expect(run.stdout == """
            \(good): ok
            \(bad): FAILED at line 6, the output of line 4 (typed line 2): > 5
              line 6: expected 6 °F
                           got 5 °F
            2 transcripts, 1 passed, 1 failed

            """)
    }

    /// The report of the first difference says how many more typed lines differ (a teacher
    /// fixed one, ran again, and found the next); `-v` lists them instead. By hand: 212 °F is
    /// 100 °C, 32 °F 0 °C, 50 °F 10 °C: the lines of 212 and 50 differ, and the one of 32 matches.
    @Test func theFirstDifferenceSaysHowManyMoreDiffer() throws {
        let file = try temporaryFile("> 212\nX\n212 °F\n> 32\n0 °C\n32 °F\n> 50\nY\n50 °F\n")
        let run = try BuiltBinary.run(["check", file])
        #expect(run.status == 1)
        #expect(run.stdout.contains("               got 100 °C\n  1 more typed line after it differs: check -v lists them\n"), "\(run.stdout)")
        let verbose = try BuiltBinary.run(["check", "-v", file])
        #expect(!verbose.stdout.contains("more typed line"), "\(verbose.stdout)")
    }

    @Test func windowsLineEndingsCannotHideAWrongLine() throws {
        let file = try temporaryFile("# lesson\r\n> 212\r\nTOTALLY WRONG\r\n")
        let run = try BuiltBinary.run(["check", file])
        #expect(run.status == 1)
        #expect(run.stdout.contains("line 3: expected TOTALLY WRONG"))
    }

    @Test func quietPrintsOnlyFailuresAndVerboseListsEveryTypedLine() throws {
        let good = try temporaryFile("> 212\n100 °C\n212 °F\n")
        let bad = try temporaryFile("> 5\n-16 °C\n5 °F\n")
        let quiet = try BuiltBinary.run(["check", "-q", good, bad])
        #expect(quiet.stdout.hasPrefix("\(bad): FAILED at line 2"))
        #expect(!quiet.stdout.contains(good) && !quiet.stdout.contains("transcripts"))
        #expect(try BuiltBinary.run(["check", "-q", good]).stdout == "")
        let verbose = try BuiltBinary.run(["check", "-v", good, bad])
        #expect(verbose.stdout.contains("\(good): ok\n  line 1: ok      > 212\n"))
        #expect(verbose.stdout.contains("  line 1: differs (typed line 1) > 5\n"))
    }

    /// A differing line in the `-v` listing says which typed line it is, the number the
    /// report's header and the keypad's `g N` use. By hand: 5 °F is (5 − 32) × 5/9 = −15 °C,
    /// so the file's line 4, its second typed line, differs; line 1 (212 °F, 100 °C) matches.
    @Test func verboseNamesTheTypedLineOfEachDifference() throws {
        let file = try temporaryFile("> 212\n100 °C\n212 °F\n> 5\n-16 °C\n5 °F\n")
        let verbose = try BuiltBinary.run(["check", "-v", file])
        #expect(verbose.stdout.contains("  line 1: ok      > 212\n  line 4: differs (typed line 2) > 5\n"), "\(verbose.stdout)")
        #expect(verbose.stdout.contains("the output of line 4 (typed line 2)"), "\(verbose.stdout)")
    }

    /// Line numbers of one to four digits (400 exchanges of three lines): the verdicts start
    /// in one column, the numbers right-aligned.
    @Test func verboseAlignsItsColumnsForLineNumbersOfAnyWidth() throws {
        let file = try temporaryFile(String(repeating: "> 212\n100 °C\n212 °F\n", count: 400))
        let listing = try BuiltBinary.run(["check", "-v", file]).stdout
            .split(separator: "\n").filter { $0.hasPrefix("  line ") }
        #expect(listing.count == 400)
        #expect(listing.first == "  line    1: ok      > 212")
        #expect(listing.last == "  line 1198: ok      > 212")
        #expect(Set(listing.map { $0.firstRange(of: ": ")?.lowerBound.utf16Offset(in: $0) }).count == 1)
    }

    @Test func aDashReadsTheTranscriptFromStdin() throws {
        let run = try BuiltBinary.run(["check", "-"], stdin: "> 212\n100 °C\n212 °F\n")
        #expect(run.stdout == "-: ok\n1 transcript, 1 passed, 0 failed\n")
        #expect(run.status == 0)
        #expect(try BuiltBinary.run(["check", "--update", "-"], stdin: "> 1\n").status == 64)
    }

    @Test func filesThatAreNotTranscriptsFailWithExitTwoNamingTheLine() throws {
        let package = Repository.path("Package.swift")
        let cases = [
            (try temporaryFile(bytes: Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x00, 0x0A])), "line 1: a NUL byte outside a comment"),  // a binary's start
            (package, "line 1: output before the first typed line"),
            // A file of keys, what people try first: how to replay it, and how to make it a transcript.
            (try temporaryFile("212\n98.6\n"), "line 1: output before the first typed line: a transcript begins with comments"
                + " ('# …') and its first typed line ('> 212'); a file of keys alone is replayed with 'convcalc FILE', or made"
                + " a transcript by writing each line as '> LINE' and running 'convcalc check --update FILE'"),
            (try temporaryFile(""), "not a transcript: no typed line"),
            (try temporaryFile("# t\n>212\n100 °C\n"), "line 2: '>' must be followed by a space"),
            (try temporaryFile(bytes: Data([0x3E, 0x20, 0xFF, 0x0A])), "line 1: invalid UTF-8"),
            ("/dev/zero", "not a regular file"),
            ("/nonexistent.txt", "No such file"),
        ]
        for (file, message) in cases {
            let run = try BuiltBinary.run(["check", file])
            #expect(run.status == 2, "\(file)")
            #expect(run.stderr.contains(message), "\(file): \(run.stderr)")
            #expect(run.stdout.hasSuffix("1 transcript, 0 passed, 0 failed, 1 invalid\n"))
        }
    }

    @Test func updateRewritesOnlyWhatDiffersAndKeepsEverythingElse() throws {
        let file = try temporaryFile(bytes: Data([0x23, 0x20, 0xE9, 0xFF, 0x0D, 0x0A] + Array("\r\n> 98.6\r\nwrong\r\n".utf8)))
        chmod(file, 0o600)
        #expect(try BuiltBinary.run(["check", "--update", file]).stdout == "\(file): updated\n1 transcript, 0 passed, 1 updated, 0 failed\n")
        let updated = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(updated == Data([0x23, 0x20, 0xE9, 0xFF, 0x0D, 0x0A] + Array("\r\n> 98.6\r\n37 °C\r\n98.6 °F\r\n".utf8)))
        var before = stat(), after = stat()
        stat(file, &before)
        #expect(before.st_mode & 0o777 == 0o600)
        let again = try BuiltBinary.run(["check", "--update", file])
        #expect(again.stdout == "\(file): ok\n1 transcript, 1 passed, 0 updated, 0 failed\n")
        stat(file, &after)
        #expect(after.st_ino == before.st_ino, "an up-to-date file is not rewritten")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == updated)
    }

    /// A unit unknown to a transcript while the user has a units file of their own, which check
    /// does not read: said on stderr, for a failure and an update alike (an update wrote the
    /// refusal as the lesson's answer, exit 0, without a word), the unit named. Not said without such a file.
    @Test func aUnitUnknownToATranscriptWhileTheUserHasUnitsIsSaid() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.path + "/.config/convcalc", withIntermediateDirectories: true)
        try "smoot 67 in\n".write(toFile: home.path + "/.config/convcalc/units", atomically: true, encoding: .utf8)
        let file = try temporaryFile("> 1 smoot\n1.7018 m\n1 smoot\n")
        let failed = try BuiltBinary.run(["check", file], environment: home.environment())
        #expect(failed.status == 1 && failed.stderr.contains("note: 'smoot' is unknown to it; check reads no units file of yours"),
                "\(failed.stderr)")
        let updated = try BuiltBinary.run(["check", "--update", file], environment: home.environment())
        #expect(updated.status == 0 && updated.stderr.contains("note: 'smoot' is unknown to it")
                && updated.stderr.contains("give it with --units FILE"), "\(updated.stderr)")
        let bare = try TemporaryHome()
        defer { bare.remove() }
        let fresh = try temporaryFile("> 1 smoot\n1.7018 m\n1 smoot\n")  // the update wrote the refusal into `file`
        let none = try BuiltBinary.run(["check", fresh], environment: bare.environment())
        #expect(none.status == 1 && !none.stderr.contains("note:"), "\(none.stderr)")
    }

    @Test func aFailedWriteToStdoutIsAnError() throws {
        let file = try temporaryFile("> 212\n100 °C\n212 °F\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltBinary.path)
        process.arguments = ["check", file]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
    }

    @Test func everyLessonPassesCheckThroughTheBinary() throws {
        let examples = Repository.url("Examples")
        let lessons = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".txt") }
        let run = try BuiltBinary.run(["check"] + lessons.sorted().map { examples.appendingPathComponent($0).path })
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.hasSuffix("\(lessons.count) transcripts, \(lessons.count) passed, 0 failed\n"))
    }

    @Test func theDiffIsColouredOnATerminalUnlessNoColorIsSet() throws {
        let file = try temporaryFile("> 5\n-16 °C\n5 °F\n")
        let home = try TemporaryHome()
        defer { home.remove() }
        let coloured = try PseudoTerminal(arguments: ["check", file], environment: home.environment(color: true))
        #expect(coloured.waitForExit() == 1)
        #expect(String(decoding: coloured.bytes, as: UTF8.self).contains("\u{1B}[31m-16 °C\u{1B}[0m"))
        let plain = try PseudoTerminal(arguments: ["check", file], environment: home.environment(color: false))
        #expect(plain.waitForExit() == 1)
        #expect(!plain.bytes.contains(0x1B))
    }
}
