import ConvCalcKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `convcalc check` prints and the status it ends with: a verdict per file on stdout
/// (`FILE: ok`, a diff, `FILE: updated`), problems on stderr, and the summary
/// `10 transcripts, 9 passed, 1 failed`.
struct CheckReport {
    /// What became of one file.
    enum Verdict {
        case passed, failed, updated, invalid
        /// Differs, and `--update` could not write the file (read-only, a full disk…).
        case unwritten
    }

    let quiet: Bool
    let verbose: Bool
    let colors: Bool
    private var output = OutputStream(descriptor: STDOUT_FILENO)
    private var counts: [Verdict: Int] = [:]

    init(quiet: Bool, verbose: Bool, colors: Bool) {
        self.quiet = quiet
        self.verbose = verbose
        self.colors = colors
    }

    /// 0 when every file passed (or was updated), 1 when one differs, 2 when one could not be
    /// read or was invalid, 74 when an update could not be written (output that failed wins).
    var status: Int32 {
        if counts[.unwritten, default: 0] > 0 { return 74 }
        if counts[.invalid, default: 0] > 0 { return 2 }
        return counts[.failed, default: 0] > 0 ? 1 : 0
    }

    /// Records the verdict on `file`, printing `FILE: ok` or `FILE: updated` unless quiet.
    mutating func add(_ verdict: Verdict, file: String) {
        counts[verdict, default: 0] += 1
        guard !quiet else { return }
        switch verdict {
        case .passed: say("\(VisibleText.of(file, limit: Int.max)): ok")
        case .updated: say("\(VisibleText.of(file, limit: Int.max)): updated")
        case .failed, .invalid, .unwritten: break
        }
    }

    /// With `--verbose`, lists every typed line of a replayed transcript and its result, the
    /// line numbers right-aligned to the widest so that the columns line up; a line that
    /// differs also says which typed line it is, as the report of the first difference does
    /// (`line 4: differs (typed line 2) > 5`).
    mutating func list(_ check: TranscriptCheck) {
        guard verbose else { return }
        let width = String(check.lastTypedLine).count
        for result in check.results {
            let number = String(result.exchange.lineNumber)
            let padding = String(repeating: " ", count: width - number.count)
            let input = VisibleText.of(TranscriptText.inputLine(result.exchange.input), limit: Int.max)
            let verdict = result.matches ? "ok     " : "differs (typed line \(result.typedLine))"
            say("  line \(padding)\(number): \(verdict) \(input)")
        }
    }

    /// Prints a diff (always, also when quiet).
    mutating func failure(_ diff: String) {
        // On a terminal that takes ASCII only, every other byte is escaped (`\xE2\x89\x88`), not
        // spelled alike (`≈` and `~` both showed `~`: an expected line over a `got` line that
        // looked the same).
        guard TerminalText.mustBeASCII(STDOUT_FILENO) else { return append(diff) }
        append(String(decoding: TerminalText.escaped(diff.utf8), as: UTF8.self))
    }

    private mutating func append(_ text: String) {
        output.buffer.append(string: text)
        output.flushIfLarge()
    }

    /// Reports a file that could not be read, checked or written, on stderr.
    mutating func problem(_ message: String) {
        output.flush()
        FileText.warn(message)
    }

    /// Prints the summary line (unless quiet) and flushes; a failed write ends the program
    /// with status 74 (`OutputStream`).
    mutating func finish(updating: Bool) {
        if !quiet {
            let total = counts.values.reduce(0, +)
            var parts = ["\(total) transcript\(total == 1 ? "" : "s")", "\(counts[.passed, default: 0]) passed"]
            if updating { parts.append("\(counts[.updated, default: 0]) updated") }
            parts.append("\(counts[.failed, default: 0]) failed")
            if let invalid = counts[.invalid], invalid > 0 { parts.append("\(invalid) invalid") }
            if let unwritten = counts[.unwritten], unwritten > 0 { parts.append("\(unwritten) not written") }
            say(parts.joined(separator: ", "))
        }
        output.flush()
    }

    private mutating func say(_ line: String) {
        output.buffer.append(string: line + "\n")
        output.flushIfLarge()  // `--verbose` streams: a long transcript's listing is never held whole
    }
}
