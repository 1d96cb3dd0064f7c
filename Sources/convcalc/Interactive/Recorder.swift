#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// `--record FILE`: writes the interactive session as a transcript that `convcalc check`
/// accepts unchanged. Each exchange is written and flushed as it happens.
final class Recorder {
    private let file: UnsafeMutablePointer<FILE>

    /// Opens `path` for writing, or nil (errno says why).
    init?(path: String) {
        guard let file = fopen(path, "w") else { return nil }
        self.file = file
        fputs("# Recorded by convcalc \(Version.current). Replay with: convcalc check FILE\n", file)
        fflush(file)
    }

    deinit { fclose(file) }

    /// Records a typed line and the transcript lines of its answer.
    func record(_ line: String, lines: [String]) {
        let text = (line.isEmpty ? ">\n" : "> " + line + "\n") + lines.map { $0 + "\n" }.joined()
        fputs(text, file)
        fflush(file)
    }
}
