import ConvCalcKit

/// `--record FILE`: writes the interactive session as a transcript that `convcalc check`
/// accepts unchanged. Each exchange is written as it happens, through `StreamFile`; the
/// first failed write (a full disk, `/dev/full`, `ulimit -f`) is kept in `problem`.
final class Recorder {
    private let file: StreamFile

    /// Opens `path` for writing and writes the transcript's header.
    init(path: String) throws(FileProblem) {
        file = try StreamFile(creating: path)
        file.write(Array("# Recorded by convcalc \(Version.current). Replay with: convcalc check FILE\n".utf8))
    }

    /// The first write that failed, if any: the recording is incomplete.
    var problem: FileProblem? { file.problem }

    /// Records a typed line and the transcript lines of its answer.
    func record(_ line: String, lines: [String]) {
        let text = (line.isEmpty ? ">\n" : "> " + line + "\n") + lines.map { $0 + "\n" }.joined()
        file.write(Array(text.utf8))
    }

    /// Closes the file; afterwards `problem` also holds a failure the close reported.
    func finish() { file.close() }
}
