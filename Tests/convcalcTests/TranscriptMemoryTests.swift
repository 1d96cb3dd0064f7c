import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `check` and `play` stream a transcript: the built binary's peak memory on thousands of lines
/// is that on one line, give or take a few megabytes, whatever the lines print. Memory, not
/// time: the peak resident size of the child.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "needs /usr/bin/time (Debian: time)"))
struct TranscriptMemoryTests {
    /// The peak resident size, in KiB, of the built binary run with `arguments`, its output
    /// thrown away. Measured by `/usr/bin/time`, which forks it from its own small process:
    /// a child spawned by the test runner itself would report the runner's peak (Linux keeps
    /// the peak of the memory a process replaces by `exec`, and a spawn starts with the runner's).
    func peakKiB(_ arguments: [String]) throws -> Int {
        let report = NSTemporaryDirectory() + "peak-\(UUID().uuidString)"
        defer { unlink(report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", report, BuiltBinary.path] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let lines = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n")
        return try #require(lines.last.flatMap { Int($0) })  // after a "Command exited with non-zero status" line
    }

    /// The growth of the peak from one line to `count` lines of `line` (in KiB), for `command`.
    func growth(_ command: [String], line: String, count: Int) throws -> Int {
        let one = try CheckTests().temporaryFile(line + "\n")
        let many = try CheckTests().temporaryFile(String(repeating: line + "\n", count: count))
        defer { unlink(one); unlink(many) }
        return try peakKiB(command + [many]) - peakKiB(command + [one])
    }

    @Test func checkHoldsNoResultPerLine() throws {
        // 65,536 lines (256 KiB): a result kept per line took 20 MB more.
        let growth = try growth(["check"], line: "> 1", count: 65_536)
        #expect(growth < 8_000, "check's peak grew by \(growth) KiB")
    }

    @Test func playShowsWhatALongTranscriptPrintsWithoutHoldingIt() throws {
        // 16,384 '> ?' lines (64 KiB) print 23 MB: held until the end, the peak grew by as much.
        let growth = try growth(["play"], line: "> ?", count: 16_384)
        #expect(growth < 8_000, "play's peak grew by \(growth) KiB")
    }
}
