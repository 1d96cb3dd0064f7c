@testable import convcalc
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A file that cannot be written because its folder is missing says so and what to do.
@Suite struct FileProblemTests {
    @Test func aWriteIntoAMissingFolderSaysToCreateIt() throws {
        let folder = NSTemporaryDirectory() + "convcalc-missing-\(getpid())"
        let path = folder + "/sub/record.txt"
        #expect(throws: FileProblem.self) { try SafeFile.replace(path, with: Array("1\n".utf8)) }
        let problem = FileProblem.system("write", path, errno: ENOENT)
        #expect(problem.message == "cannot write '\(path)': No such file or directory; its folder '\(folder)/sub'"
            + " does not exist: create it first (mkdir -p), or name a file in a folder that does")
    }

    @Test func aMissingFileToReadOrAnExistingFolderGetsNoHint() {
        #expect(FileProblem.system("read", "/nonexistent/x", errno: ENOENT).message
            == "cannot read '/nonexistent/x': No such file or directory")
        // The folder exists: ENOENT came from something else (a link to nothing), so no folder hint.
        #expect(FileProblem.system("write", "/tmp/x", errno: ENOENT).message
            == "cannot write '/tmp/x': No such file or directory")
    }

    @Test func theFolderOfAPath() {
        #expect(StateFolder.folder(of: "name") == ".")
        #expect(StateFolder.folder(of: "/name") == "/")
        #expect(StateFolder.folder(of: "a/b/c") == "a/b")
    }
}
