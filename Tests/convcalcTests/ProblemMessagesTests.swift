import ConvCalcKit
import Foundation
import Testing
@testable import convcalc
import RepositoryFiles

/// A problem with a transcript's header, a state folder or the output is said precisely on
/// stderr, escaped, with the status that names it.
@Suite struct ProblemMessagesTests {
    @Test func aTranscriptHeaderCannotPutEscapesOnTheTerminal() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/h.txt"
        try Data("#! convcalc 1 --converter \u{1B}]0;pwned\u{7}->x\n> 5\n".utf8).write(to: URL(fileURLWithPath: path))
        let run = try BuiltBinary.run(["check", path])
        #expect(run.status == 2)
        #expect(!run.stderrBytes.contains(0x1B) && !run.stderrBytes.contains(0x07))
        #expect(run.stderr.contains("\\x1B]0;pwned\\x07"))
    }

    @Test func aHeaderInputBelowAbsoluteZeroSaysSo() {
        #expect(throws: TranscriptError.self) { try TranscriptHeader(parsing: "#! convcalc 1 --input -500", line: 1).session() }
        do {
            _ = try TranscriptHeader(parsing: "#! convcalc 1 --input -500", line: 1).session()
        } catch {
            #expect(error.message.contains("below absolute zero"))
        }
    }

    @Test func aStateFolderThatIsAFileIsCalledNotAFolder() {
        let problem = FileProblem(path: "/x/convcalc", action: "use the folder", reason: .notRegular("a regular file"))
        #expect(problem.message == "cannot use the folder '/x/convcalc': it is a regular file, not a folder")
    }

    @Test(arguments: [["-e", "212"], ["check", "Examples/01-keypad-converters.txt"], ["--format", "json", "-e", "5"]])
    func aFailedWriteOfTheOutputIsSaidOnStderr(arguments: [String]) throws {
        let root = Repository.root.path
        let run = try Shell.run("cd '\(root)' && \"$CONVCALC\" \(arguments.map { "'\($0)'" }.joined(separator: " ")) > /dev/full")
        #expect(run.status == 74)
        #expect(run.stderr.contains("cannot write the output: No space left on device"))
    }
}
