import ConvCalcKit

/// `keypad --record FILE`: keeps FILE equal to the transcript of the keypad's timeline — the
/// header naming the starting state, then each committed entry a line with the output the
/// prompt shows for it — so `convcalc check` passes.
///
/// It grows by the new steps only: each update feeds the steps sent since the last one to a
/// `KeypadRecording.Builder`. After time travel undid recorded steps, the file is cut back to
/// the last line's end before them (a checkpoint) and written on from there. A FIFO or device
/// cannot take bytes back; that stops the recording, which is said, and the exit status is 74.
final class KeypadTranscriptWriter {
    /// Where a line ended: how many steps and bytes were recorded, and the builder and
    /// session as they stood, ready to go on from.
    private struct Checkpoint {
        let steps: Int
        let bytes: Int
        let builder: KeypadRecording.Builder
        let session: Session
    }

    private let recorder: Recorder
    /// Line ends, oldest first; the first is the header's end.
    private var checkpoints: [Checkpoint]
    /// The revisions of the steps recorded so far (`KeypadCalculator.stepRevisions`).
    private var recorded: [Int] = []
    private var builder = KeypadRecording.Builder()
    private var session: Session
    /// How many steps were fed to the builder in all (the recording's work; a test holds it linear).
    private(set) var stepsFed = 0

    /// Starts recording to `path` a session that begins as `start`.
    init(path: String, start: Session) throws(FileProblem) {
        recorder = try Recorder(path: path, header: TranscriptHeader.text(for: start))
        session = start
        checkpoints = [Checkpoint(steps: 0, bytes: recorder.size, builder: builder, session: start)]
    }

    /// The first write that failed, if any: the recording is incomplete.
    var problem: FileProblem? { recorder.problem }

    /// The recording-stopped notice, once (`Recorder.takeStopNotice`).
    func takeStopNotice() -> String? { recorder.takeStopNotice() }

    /// Brings the file up to date with the steps in effect; `closing` also ends a line still
    /// being typed (at quit).
    func update(_ calculator: KeypadCalculator, closing: Bool = false) {
        let kept = keptSteps(of: calculator)
        if kept < recorded.count { goBack(to: kept) }
        for index in recorded.count..<calculator.position {
            for line in builder.add(calculator.steps[index]) { record(line) }
            stepsFed += 1
            recorded.append(calculator.stepRevisions[index])
            if builder.isAtLineStart {
                checkpoints.append(Checkpoint(steps: recorded.count, bytes: recorder.size, builder: builder, session: session))
            }
        }
        if closing, let line = builder.closingLine() { record(line) }
    }

    /// Ends the recording with a comment line: `# quiz …: 7 of 10 right`.
    func comment(_ text: String) { recorder.comment(text) }

    /// Closes the file.
    func finish() { recorder.finish() }

    /// How many of the recorded steps are still the calculator's first steps in effect: the
    /// longest prefix whose revisions agree (if one index agrees, all before it do).
    private func keptSteps(of calculator: KeypadCalculator) -> Int {
        var low = 0, high = min(recorded.count, calculator.position)
        while low < high {
            let middle = (low + high + 1) / 2
            if calculator.stepRevisions[middle - 1] == recorded[middle - 1] { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Cuts the recording back to the last line end at or before `steps` steps.
    private func goBack(to steps: Int) {
        while let last = checkpoints.last, last.steps > steps, checkpoints.count > 1 { checkpoints.removeLast() }
        let checkpoint = checkpoints[checkpoints.count - 1]
        recorder.takeBack(to: checkpoint.bytes)
        recorded.removeSubrange(checkpoint.steps...)
        builder = checkpoint.builder
        session = checkpoint.session
    }

    private func record(_ line: String) {
        recorder.record(line, outcome: session.handle(line))
    }
}
