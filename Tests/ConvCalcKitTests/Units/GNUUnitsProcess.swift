import Foundation

/// GNU `units`, where it is installed (`apt-get install units`), asked many questions through
/// one process: the cross-checks feed it every line at once and read one answer per question.
enum GNUUnitsProcess {
    static let path = ["/usr/bin/units", "/usr/local/bin/units"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The answers of `units arguments` to `input`, one per line. The input is written on a
    /// thread of its own while the answers are read, so neither pipe fills.
    static func answers(_ input: String, arguments: [String]) throws -> [Substring] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }.start()
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }
}
