import ArgumentParser
import ConvCalcKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ConvCalc {
    /// `convcalc check FILE…`: replay transcripts and compare, or rewrite them with `--update`.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay transcripts in a fresh calculator and compare the output.",
            discussion: """
                A transcript holds typed lines ('> 212'), each followed by the output expected
                for it; '! ' lines are expected errors and '#' lines are comments. Each file is
                replayed from the start state (no saved state, fahrenheit to celsius).
                Prints 'FILE: ok' or a diff of the first mismatch. Exit status 0 when all match,
                1 when one differs, 2 when a file cannot be read.
                """
        )

        @Flag(help: "Rewrite the expected output from what convcalc does now (for deliberate changes).")
        var update = false

        @Argument(help: ArgumentHelp("Transcript files.", valueName: "file"))
        var files: [String]

        mutating func run() throws {
            var status: Int32 = 0
            for file in files {
                guard let text = FileText.read(file) else {
                    FileText.warn("convcalc: cannot read '\(VisibleText.of(file))': \(String(cString: strerror(errno)))")
                    status = 2
                    continue
                }
                let check = TranscriptCheck(Transcript(parsing: text))
                if update {
                    guard FileText.replace(file, with: check.actual.text) else {
                        FileText.warn("convcalc: cannot write '\(VisibleText.of(file))': \(String(cString: strerror(errno)))")
                        status = 2
                        continue
                    }
                    print("\(file): \(check.firstMismatch == nil ? "ok" : "updated")")
                } else if let mismatch = check.firstMismatch {
                    print("\(file): FAILED")
                    print(mismatch.diff(file: file), terminator: "")
                    if status == 0 { status = 1 }
                } else {
                    print("\(file): ok")
                }
            }
            if status != 0 { throw ExitCode(status) }
        }
    }
}
