#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// Where replayed lines come from.
enum InputSource {
    case standardInput
    case file(String)
    case lines([String])
}

/// Scripted replay: every line of every source through one session, answers to stdout,
/// errors to stderr (plain) or stdout (JSON). No prompt, no colour, streaming.
struct Replay {
    var session: Session
    /// How answers are written (its renderer, chosen per line by a switch).
    let format: OutputFormat
    let strict: Bool
    var output = OutputStream(descriptor: STDOUT_FILENO)
    var errors = OutputStream(descriptor: STDERR_FILENO)
    var rejectedAny = false
    /// True until the current source has shown a line that is neither blank nor a comment.
    var awaitsFirstLine = true
    /// Set when a source turned out to be a transcript: replay stops with status 2.
    var foundTranscript = false

    init(session: Session, format: OutputFormat, strict: Bool) {
        self.session = session
        self.format = format
        self.strict = strict
    }

    /// Replays `sources` with a session set up by `options` (restored from `stateFile` when
    /// given, and saved there at the end); returns the exit status.
    static func run(_ sources: [InputSource], options: CalculatorSettings, stateFile: StateFile?) throws -> Int32 {
        var restored: State?
        if case .state(let state)? = stateFile?.load() { restored = state }
        var replay = Replay(session: try options.makeSession(from: restored),
                            format: options.format ?? .plain, strict: options.strict)
        let status = replay.run(sources)
        stateFile?.save(replay.session.state)
        return status
    }

    /// Replays the sources in order; returns the exit status.
    mutating func run(_ sources: [InputSource]) -> Int32 {
        defer { output.flush(); errors.flush() }
        for source in sources {
            switch replay(source) {
            case .continue: continue
            case .stop: return rejectedAny ? 1 : 0
            case .unreadable: return 2
            }
        }
        return rejectedAny ? 1 : 0
    }

    private enum SourceEnd { case `continue`, stop, unreadable }

    private mutating func replay(_ source: InputSource) -> SourceEnd {
        awaitsFirstLine = true
        switch source {
        case .lines(let lines):
            for (index, line) in lines.enumerated() {
                var copy = line
                let keepGoing = copy.withUTF8 { apply(.text($0), source: "-e", number: index + 1) }
                if !keepGoing { return foundTranscript ? .unreadable : .stop }
            }
            return .continue
        case .standardInput:
            return replay(descriptor: STDIN_FILENO, name: nil)
        case .file(let path):
            if path == "-" { return replay(descriptor: STDIN_FILENO, name: nil) }
            do throws(FileProblem) {
                try FileName.check(path, action: "read")
            } catch {
                report("convcalc: \(error.message)\n")
                return .unreadable
            }
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else {
                report("convcalc: cannot read '\(VisibleText.of(path))': \(String(cString: strerror(errno)))\n")
                return .unreadable
            }
            defer { close(descriptor) }
            return replay(descriptor: descriptor, name: path)
        }
    }

    private mutating func replay(descriptor: Int32, name: String?) -> SourceEnd {
        let source = LineSource(descriptor: descriptor)
        var number = 0, stopped = false
        source.forEachLine { read in
            guard case .line(let line) = read else {
                output.flush()
                return true
            }
            number += 1
            stopped = !apply(line, source: name, number: number)
            return !stopped
        }
        if stopped { return foundTranscript ? .unreadable : .stop }
        if let failure = source.readError {
            report("convcalc: cannot read \(name.map { "'\(VisibleText.of($0))'" } ?? "stdin"): "
                + String(cString: strerror(failure)) + "\n")
            return .unreadable
        }
        return .continue
    }

    /// Applies one line and writes its outcome; returns false when replay must stop. `source`
    /// names the file (nil for stdin, "-e" for the command line) in error messages.
    private mutating func apply(_ line: LineSource.Line, source: String?, number: Int) -> Bool {
        if awaitsFirstLine && isTranscript(line, source: source, number: number) { return false }
        guard case .text(let bytes) = line else { return reject(line, source: source, number: number) }
        let outcome = session.handle(LineBytes(bytes))
        if outcome.isRejected { return reject(outcome, source: source, number: number) }
        format.render(outcome, at: Replay.unnamed, into: output.buffer, errors: errors.buffer)
        flushAfterLine()
        return !outcome.isQuit
    }

    /// After a line: an error goes out at once (after the answers before it), answers in
    /// large writes.
    @inline(__always)
    private mutating func flushAfterLine() {
        if !errors.buffer.isEmpty {
            output.flush()
            errors.flush()
        }
        output.flushIfLarge()
    }

    /// Whether the first line that is neither blank nor a comment shows `line` is from a
    /// transcript; if so, says what to run instead.
    @inline(never)
    private mutating func isTranscript(_ line: LineSource.Line, source: String?, number: Int) -> Bool {
        guard case .text(let bytes) = line, !LineBytes(bytes).isBlank else { return false }
        awaitsFirstLine = false
        guard TranscriptGrammar.isInputLine(bytes) else { return false }
        foundTranscript = true
        let file = source.map { $0 == "-e" ? "" : " \(VisibleText.of($0))" } ?? ""
        report("convcalc: \(Replay.name(of: source, line: number)): this looks like a transcript: "
            + "use 'convcalc check\(file)' or 'convcalc play\(file)'\n")
        return true
    }

    /// Writes the error of a line that is too long; returns false when replay must stop.
    @inline(never)
    private mutating func reject(_ line: LineSource.Line, source: String?, number: Int) -> Bool {
        reject(Outcome(.rejected(LineError(.lineTooLong(LineSource.maximumLength), column: 1))), source: source, number: number)
    }

    /// Writes a rejected line's error (out of line: most lines are accepted); returns false
    /// when replay must stop (`--strict`).
    @inline(never)
    private mutating func reject(_ outcome: Outcome, source: String?, number: Int) -> Bool {
        rejectedAny = true
        format.render(outcome, at: Place(Replay.name(of: source, line: number), line: number),
                      into: output.buffer, errors: errors.buffer)
        flushAfterLine()
        return !strict
    }

    /// The place of accepted lines: never shown, so never built.
    private static let unnamed = Place("", line: 0)

    /// How an error names a line: `line 3`, `-e 1`, `lesson.txt: line 9`.
    private static func name(of source: String?, line number: Int) -> String {
        switch source {
        case nil: "line \(number)"
        case "-e"?: "-e \(number)"
        case let file?: "\(VisibleText.of(file)): line \(number)"
        }
    }

    private mutating func report(_ message: String) {
        output.flush()
        errors.buffer.append(string: message)
        errors.flush()
    }
}
