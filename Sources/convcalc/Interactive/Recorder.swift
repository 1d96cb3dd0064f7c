import ConvCalcKit

/// `--record FILE`: writes the interactive session as a transcript that `convcalc check`
/// accepts unchanged. Each exchange is written as it happens, through `StreamFile`; the
/// first failed write (a full disk, `/dev/full`, `ulimit -f`) is kept in `problem`.
final class Recorder {
    private let file: StreamFile

    /// Opens `path` for writing and writes `header`, the session's starting state
    /// (`TranscriptHeader.text(for:)`), before any line is typed.
    init(path: String, header: String) throws(FileProblem) {
        file = try StreamFile(creating: path)
        file.write(Array((header + TranscriptHeader.recordedNote(version: Version.current, unitsFiles: UnitCatalog.installed.files)).utf8))
    }

    /// The first write that failed, if any: the recording is incomplete.
    var problem: FileProblem? { file.problem }
    private var stopReported = false

    /// What to tell the user the first time this is asked after a write failed (nil before
    /// and after): the recording stopped, and the session goes on.
    func takeStopNotice() -> String? {
        guard !stopReported, let problem else { return nil }
        stopReported = true
        return "the recording stopped: \(problem.message); the session goes on unrecorded"
    }

    /// How many bytes the recording holds, its header included.
    var size: Int { file.size }

    /// Takes back what was recorded after the first `size` bytes (`StreamFile.takeBack`).
    func takeBack(to size: Int) { file.takeBack(to: size) }

    /// Records a typed line and what it showed.
    func record(_ line: String, outcome: Outcome) {
        file.write(Array(TranscriptText.exchange(line, outcome: outcome).utf8))
    }

    /// Records a comment line, `# text` (`text` is one line, escaped by the caller), which
    /// `check` skips.
    func comment(_ text: String) {
        file.write(Array("# \(text)\n".utf8))
    }

    /// Closes the file; afterwards `problem` also holds a failure the close reported.
    func finish() { file.close() }
}
