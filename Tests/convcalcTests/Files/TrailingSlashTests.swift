import Foundation
import Testing
import RepositoryFiles

/// A file named with a trailing `/` is a folder to the kernel, never the file: `--record FILE/`
/// truncated FILE, `check --update t.txt/` rewrote t.txt, `--state s.json/` made a folder
/// s.json, `--record new/` made a file new. Each is now refused and leaves everything as it was.
@Suite struct TrailingSlashTests {
    @Test func aFileNameEndingInASlashIsNoFile() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let kept = home.path + "/kept.txt"
        try "keep\n".write(toFile: kept, atomically: true, encoding: .utf8)
        let lesson = home.path + "/lesson.txt"
        try FileManager.default.copyItem(atPath: Repository.path("Examples/04-commit-on-return.txt"), toPath: lesson)
        let original = try Data(contentsOf: URL(fileURLWithPath: lesson))

        let state = try BuiltBinary.run(["--state", home.path + "/s.json/", "-e", "1"], environment: home.environment())
        // Refused as it is read, along the path it would be saved by (as a units file is read).
        #expect(state.stderr.contains("cannot read the saved state: cannot read '\(home.path)/s.json/': Is a directory;"
            + " starting from defaults, and the state will not be saved"), "\(state.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/s.json"))

        // Said as the kernel says it: a file's name with a `/` is "Not a directory" (it said "Is a directory").
        let update = try BuiltBinary.run(["check", "--update", lesson + "/"], environment: home.environment())
        #expect(update.status != 0)
        #expect(update.stderr.contains("cannot read '\(lesson)/': Not a directory"), "\(update.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: lesson)) == original)

        for (target, reason) in [(kept + "/", "Not a directory"), (home.path + "/new/", "Is a directory")] {
            let terminal = try PseudoTerminal(arguments: ["--record", target], environment: home.environment())
            #expect(terminal.waitForExit() == 74, "\(target)")
            #expect(terminal.screenText.contains(reason), "\(terminal.screenText)")
        }
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "keep\n")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/new"))
    }
}
