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

    /// Records a typed line and what a fresh plain rendering of its answer is.
    func record(_ line: String, answer: Answer, session: Session) {
        var text = line.isEmpty ? ">\n" : "> " + line + "\n"
        if case .rejected(let error) = answer {
            text += "! " + error.message + "\n"
        } else {
            var buffer = OutputBuffer(capacity: 256)
            OutputFormat.plain.render(answer, of: session, into: &buffer)
            text += String(decoding: buffer.bytes, as: UTF8.self)
        }
        fputs(text, file)
        fflush(file)
    }
}
