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
///
/// Generic over its renderer, so the per-line call is a direct one: the format is chosen
/// once, when replay starts (`run(_:options:stateFile:)`).
struct Replay<Format: Renderer> {
    var session: Session
    /// How answers are written.
    let renderer: Format
    let strict: Bool
    var output = OutputStream(descriptor: STDOUT_FILENO)
    var errors = OutputStream(descriptor: STDERR_FILENO)
    var rejectedAny = false
    /// True until the current source has shown a line that is neither blank nor a comment.
    var awaitsFirstLine = true
    /// Set when a source turned out to be a transcript: replay stops with status 2.
    var foundTranscript = false

    init(session: Session, renderer: Format, strict: Bool) {
        self.session = session
        self.renderer = renderer
        self.strict = strict
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
    /// names the file (nil for stdin, "-e" for the command line) in error messages. Inlined
    /// into the reading loop, which calls it for every line.
    @inline(__always)
    private mutating func apply(_ line: LineSource.Line, source: String?, number: Int) -> Bool {
        if awaitsFirstLine && isTranscript(line, source: source, number: number) { return false }
        guard case .text(let bytes) = line else { return reject(line, source: source, number: number) }
        let outcome = session.handle(LineBytes(bytes))
        if outcome.isRejected { return reject(outcome, source: source, number: number) }
        let quits = outcome.isQuit  // read before rendering: the outcome is then not kept across the call
        // An accepted line has no error, so its place is never shown.
        renderer.render(outcome, at: Place("", line: 0), into: output.buffer, errors: errors.buffer)
        flushAfterLine()
        return !quits
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
        report("convcalc: \(ReplayCommand.name(of: source, line: number)): this looks like a transcript: "
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
        renderer.render(outcome, at: Place(ReplayCommand.name(of: source, line: number), line: number),
                        into: output.buffer, errors: errors.buffer)
        flushAfterLine()
        return !strict
    }

    private mutating func report(_ message: String) {
        output.flush()
        errors.buffer.append(string: message)
        errors.flush()
    }
}

/// `convcalc` without a terminal: replay, with the format's renderer chosen here, once.
enum ReplayCommand {
    /// Replays `sources` with a session set up by `options` (restored from `stateFile` when
    /// given, and saved there at the end); returns the exit status.
    static func run(_ sources: [InputSource], options: CalculatorSettings, stateFile: StateFile?) throws -> Int32 {
        var restored: State?
        if case .state(let state)? = stateFile?.load() { restored = state }
        let session = try options.makeSession(from: restored)
        func replay<Format: Renderer>(with renderer: Format) -> (status: Int32, state: State) {
            var replay = Replay(session: session, renderer: renderer, strict: options.strict)
            return (replay.run(sources), replay.session.state)
        }
        let (status, state) = switch options.format ?? .plain {
        case .plain: replay(with: PlainRenderer())
        case .json: replay(with: JSONRenderer())
        }
        stateFile?.save(state)
        return status
    }

    /// How an error names a line: `line 3` (stdin), `-e 2`, `FILE: line 9`.
    static func name(of source: String?, line number: Int) -> String {
        switch source {
        case nil: "line \(number)"
        case "-e"?: "-e \(number)"
        case let file?: "\(VisibleText.of(file)): line \(number)"
        }
    }
}
