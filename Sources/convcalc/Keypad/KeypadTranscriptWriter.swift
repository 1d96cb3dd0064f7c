import ConvCalcKit

/// `keypad --record FILE`: keeps FILE equal to the transcript of the keypad's timeline — the
/// header naming the starting state, then each committed entry a line with the output the
/// prompt shows for it — so `convcalc check` passes. Lines are appended as they are
/// committed; after time travel undid a recorded line and a new key took another path, the
/// file is written again from the start.
final class KeypadTranscriptWriter {
    private let path: String
    private let start: Session
    private var recorder: Recorder
    private var written: [String] = []
    private var session: Session

    /// Starts recording to `path` a session that begins as `start`.
    init(path: String, start: Session) throws(FileProblem) {
        self.path = path
        self.start = start
        recorder = try Recorder(path: path, header: TranscriptHeader.text(for: start))
        session = start
    }

    /// The first write that failed, if any: the recording is incomplete.
    var problem: FileProblem? { recorder.problem }

    /// The recording-stopped notice, once (`Recorder.takeStopNotice`).
    func takeStopNotice() -> String? { recorder.takeStopNotice() }

    /// Brings the file up to date with the steps in effect; `closing` also ends a line still
    /// being typed (at quit).
    func update(_ calculator: KeypadCalculator, closing: Bool = false) {
        let lines = KeypadRecording.lines(of: calculator.steps[..<calculator.position], closing: closing)
        if !lines.starts(with: written), let fresh = try? Recorder(path: path, header: TranscriptHeader.text(for: start)) {
            recorder.finish()
            recorder = fresh
            written = []
            session = start
        }
        for line in lines.dropFirst(written.count) {
            recorder.record(line, outcome: session.handle(line))
            written.append(line)
        }
    }

    /// Closes the file.
    func finish() { recorder.finish() }
}
