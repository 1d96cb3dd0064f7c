import Foundation
import Testing

/// Replay through a pipe answers each line before it waits for the next: a script that writes
/// a line and reads its answer (a coprocess) never blocks.
@Suite struct StreamingReplayTests {
    @Test func eachLinesAnswerComesBeforeTheNextLineIsWritten() throws {
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltBinary.path)
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // What the program printed so far, read as it arrives.
        final class Received: @unchecked Sendable {
            let lock = NSLock()
            var text = ""
            func append(_ data: Data) { lock.lock(); text += String(decoding: data, as: UTF8.self); lock.unlock() }
            var current: String { lock.lock(); defer { lock.unlock() }; return text }
        }
        let received = Received()
        output.fileHandleForReading.readabilityHandler = { handle in received.append(handle.availableData) }
        defer { output.fileHandleForReading.readabilityHandler = nil }
        func waitFor(_ expected: String) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                if received.current == expected { return true }
                usleep(5_000)
            }
            return false
        }
        // Stdin stays open between the lines: an answer held back until more input arrives
        // (or stdin ends) would never come.
        try input.fileHandleForWriting.write(contentsOf: Data("212\n".utf8))
        #expect(waitFor("100 °C\n212 °F\n"), "got \(received.current.debugDescription)")
        try input.fileHandleForWriting.write(contentsOf: Data("convert 3\n5 # a comment\n".utf8))
        #expect(waitFor("100 °C\n212 °F\n≈ 341.18 km\n212 mi\n≈ 8.05 km\n5 mi\n"), "got \(received.current.debugDescription)")
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
