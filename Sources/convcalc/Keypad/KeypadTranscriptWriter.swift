import ConvCalcKit

/// `keypad --record FILE`: keeps FILE equal to the transcript of the keypad's timeline — the
/// header naming the starting state, then each committed entry a line with the output the
/// prompt shows for it — so `convcalc check` passes.
///
/// It grows by the new units only (`KeypadRecording.Units`: the keys, or a lesson's lines):
/// each update feeds the units since the last one to a `KeypadRecording.Builder`. After time
/// travel undid recorded units (or a lesson's line took the place of the keys it sent), the
/// file is cut back to the last line's end before them (a checkpoint) and written on from there. A FIFO or device
/// cannot take bytes back; that stops the recording, which is said, and the exit status is 74.
final class KeypadTranscriptWriter {
    /// Where a line ended: how many units and bytes were recorded, and the builder and
    /// session as they stood, ready to go on from.
    private struct Checkpoint {
        let units: Int
        let bytes: Int
        let builder: KeypadRecording.Builder
        let session: Session
    }

    private let recorder: Recorder
    /// Line ends, oldest first; the first is the header's end.
    private var checkpoints: [Checkpoint]
    /// The revisions of the units recorded so far (`KeypadRecording.Units`).
    private var recorded: [Int] = []
    private var builder = KeypadRecording.Builder()
    private var session: Session
    /// How many units were fed to the builder in all (the recording's work; a test holds it linear).
    private(set) var unitsFed = 0

    /// Starts recording to `path` a session that begins as `start`.
    init(path: String, start: Session) throws(FileProblem) {
        recorder = try Recorder(path: path, header: TranscriptHeader.text(for: start))
        session = start
        checkpoints = [Checkpoint(units: 0, bytes: recorder.size, builder: builder, session: start)]
    }

    /// The first write that failed, if any: the recording is incomplete.
    var problem: FileProblem? { recorder.problem }

    /// The recording-stopped notice, once (`Recorder.takeStopNotice`).
    func takeStopNotice() -> String? { recorder.takeStopNotice() }

    /// Brings the file up to date with the timeline in effect; `closing` also ends a line still
    /// being typed (at quit).
    func update(_ calculator: KeypadCalculator, closing: Bool = false) {
        let units = KeypadRecording.Units(calculator)
        let kept = keptUnits(of: units)
        if kept < recorded.count { goBack(to: kept) }
        for index in recorded.count..<units.count {
            let (unit, revision) = units[index]
            for line in builder.add(unit) { record(line) }
            unitsFed += 1
            recorded.append(revision)
            if builder.isAtLineStart {
                checkpoints.append(Checkpoint(units: recorded.count, bytes: recorder.size, builder: builder, session: session))
            }
        }
        if closing, let line = builder.closingLine() { record(line) }
    }

    /// Ends the recording with a comment line: `# quiz …: 7 of 10 right`.
    func comment(_ text: String) { recorder.comment(text) }

    /// Closes the file.
    func finish() { recorder.finish() }

    /// How many of the recorded units are still the first of `units`: the longest prefix whose
    /// revisions agree (if one index agrees, all before it do).
    private func keptUnits(of units: KeypadRecording.Units) -> Int {
        var low = 0, high = min(recorded.count, units.count)
        while low < high {
            let middle = (low + high + 1) / 2
            if units[middle - 1].revision == recorded[middle - 1] { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Cuts the recording back to the last line end at or before `units` units.
    private func goBack(to units: Int) {
        while let last = checkpoints.last, last.units > units, checkpoints.count > 1 { checkpoints.removeLast() }
        let checkpoint = checkpoints[checkpoints.count - 1]
        recorder.takeBack(to: checkpoint.bytes)
        recorded.removeSubrange(checkpoint.units...)
        builder = checkpoint.builder
        session = checkpoint.session
    }

    private func record(_ line: String) {
        recorder.record(line, outcome: session.handle(line))
    }
}
