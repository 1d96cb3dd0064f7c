import Foundation
#if canImport(Glibc)
import Glibc
import RepositoryFiles
#endif

/// Runs the built `convcalc` binary with arguments and stdin, collecting what it printed.
enum BuiltBinary {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
        let stdoutBytes: Data
        let stderrBytes: Data
        let terminatedBySignal: Bool
    }

    /// The `convcalc` next to the test bundle (both are built by `swift test`), or the one
    /// `CONVCALC_BINARY` names (Scripts/test.sh points it at the static release build).
    static var path: String {
        if let chosen = ProcessInfo.processInfo.environment["CONVCALC_BINARY"], !chosen.isEmpty { return chosen }
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let beside = bin.appendingPathComponent("convcalc").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        let root = Repository.root
        return root.appendingPathComponent(".build/debug/convcalc").path
    }

    /// Runs convcalc; stdin is `input` (or /dev/null). Kills it after `timeout` seconds.
    static func run(_ arguments: [String], input: Data? = nil, environment: [String: String]? = nil,
                    timeout: TimeInterval = 60) throws -> Run {
        // A child that exits without reading all of its stdin (-e, quit, --strict) closes the
        // pipe while we may still be writing: that must be an EPIPE error here, not a SIGPIPE
        // that kills the whole test runner.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var env = environment ?? ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = env
        let stdinPipe = Pipe(), stdoutPipe = Pipe(), stderrPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdinPipe
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        try process.run()
        // Threads of their own read and write the pipes: Dispatch's global queue has as many
        // threads as cores, which other tests' blocking waits can all hold past `timeout`.
        let group = DispatchGroup()
        nonisolated(unsafe) var out = Data(), err = Data()
        group.enter()
        Thread.detachNewThread { out = stdoutPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        Thread.detachNewThread { err = stderrPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        if let input {
            Thread.detachNewThread {
                try? stdinPipe.fileHandleForWriting.write(contentsOf: input)
                try? stdinPipe.fileHandleForWriting.close()
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(2000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        group.wait()
        return Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                   stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out, stderrBytes: err,
                   terminatedBySignal: process.terminationReason == .uncaughtSignal)
    }

    static func run(_ arguments: [String], stdin text: String) throws -> Run {
        try run(arguments, input: Data(text.utf8))
    }
}
