import ConvCalcKit

/// `keypad --record FILE`: keeps FILE equal to the transcript of the keypad's timeline, each
/// committed entry a line with the output the prompt would show for it, so `convcalc check`
/// passes. Lines are appended as they are committed; after time travel undid a recorded line
/// and a new key took another path, the file is written again from the start.
final class KeypadTranscriptWriter {
    private let path: String
    private let start: State
    private var recorder: Recorder
    private var written: [String] = []
    private var session: Session

    /// Starts recording to `path` a session that begins in `start`, or nil when the file
    /// cannot be opened (errno says why).
    init?(path: String, start: State) {
        guard let recorder = KeypadTranscriptWriter.open(path, start: start) else { return nil }
        self.path = path
        self.start = start
        self.recorder = recorder
        session = Session(state: start)
    }

    private static func open(_ path: String, start: State) -> Recorder? {
        guard let recorder = Recorder(path: path) else { return nil }
        if start != .initial {
            // TODO(issue 12): a transcript header for the starting state; until then 'check'
            // replays from the defaults and reports this recording as a mismatch.
            let displays = KeypadModel.displays(of: start)
            recorder.comment("Started from \(displays.input) (\(start.converter.label), precision \(start.precision)),"
                + " not from the defaults.")
        }
        return recorder
    }

    /// Brings the file up to date with the steps in effect; `closing` also ends a line still
    /// being typed (at quit).
    func update(_ calculator: KeypadCalculator, closing: Bool = false) {
        let lines = KeypadRecording.lines(of: calculator.steps[..<calculator.position], closing: closing)
        if !lines.starts(with: written), let fresh = KeypadTranscriptWriter.open(path, start: start) {
            recorder = fresh
            written = []
            session = Session(state: start)
        }
        for line in lines.dropFirst(written.count) {
            let (output, _) = Transcript.output(of: line, in: &session)
            recorder.record(line, lines: output)
            written.append(line)
        }
    }
}
