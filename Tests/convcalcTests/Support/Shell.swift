import Foundation

/// Runs a bash script with `$CONVCALC` set to the built binary, for what a test must set up
/// in the shell (`ulimit -f`, `cd`, closed descriptors, `> /dev/full`).
enum Shell {
    static func run(_ script: String) throws -> BuiltBinary.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["CONVCALC"] = BuiltBinary.path
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return BuiltBinary.Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                               stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out, stderrBytes: err,
                               terminatedBySignal: false)
    }
}
