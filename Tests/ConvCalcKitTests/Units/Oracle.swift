import Foundation
#if canImport(Glibc)
import Glibc
import RepositoryFiles
#endif

/// The independent oracle (`oracle.py`, Python's exact fractions) run over cases: one result
/// line per case. Whatever goes wrong — no python3, the script raising, too few lines — is
/// thrown as an `Oracle.Failure` that says what happened, so the test fails with that message;
/// nothing here can stop the test process (a script that dies early closes the pipe while
/// its input is still being written: that write fails, it does not trap).
enum Oracle {
    /// What went wrong, in words; the test that threw it fails with them.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The oracle script beside this file.
    static let script = Repository.path("Tests/ConvCalcKitTests/Units/oracle.py")

    /// The oracle's result line for each case, from `script` run by python3.
    static func results(for cases: [OracleCase], script: String = Oracle.script) throws -> [String] {
        signal(SIGPIPE, SIG_IGN)  // a script that ends early must give EPIPE on the write, not kill the runner
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "the oracle could not be started: \(error)")
        }
        let text = Data((cases.map(\.line).joined(separator: "\n") + "\n").utf8)
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: text)  // throws on a closed pipe; `write(_:)` traps
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        nonisolated(unsafe) var complaint = Data()
        let complained = DispatchSemaphore(value: 0)
        Thread {
            complaint = errors.fileHandleForReading.readDataToEndOfFile()
            complained.signal()
        }.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        complained.wait()
        let said = String(decoding: complaint, as: UTF8.self).split(separator: "\n").suffix(5).joined(separator: "\n")
        switch process.terminationStatus {
        case 0: break
        case 127: throw Failure(description: "python3 is needed for the oracle test (apt-get install python3): \(said)")
        case let status: throw Failure(description: "the oracle (\(script)) failed with status \(status):\n\(said)")
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.count == cases.count else {
            throw Failure(description: "the oracle gave \(lines.count) results for \(cases.count) cases:\n\(said)")
        }
        return lines
    }
}
