#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// A buffered writer for one file descriptor (stdout or stderr).
///
/// Writes go out when the buffer is large, when `flush` is called, and before input blocks.
/// A closed pipe (EPIPE) ends the program quietly with the status a SIGPIPE would give.
struct OutputStream {
    let descriptor: Int32
    let buffer = OutputBuffer()
    /// True when the descriptor was a terminal at start: one that hung up is no terminal any more.
    private let isTerminal: Bool

    init(descriptor: Int32) {
        self.descriptor = descriptor
        isTerminal = Terminal.isTerminal(descriptor)
    }

    static let flushThreshold = 1 << 15

    /// Flushes when the buffer has grown past the threshold.
    mutating func flushIfLarge() {
        if buffer.holds(atLeast: OutputStream.flushThreshold) { flush() }
    }

    /// Writes everything buffered (as ASCII on a terminal that is not UTF-8: `TerminalText`).
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        if TerminalText.mustBeASCII(descriptor) {
            let ascii = buffer.withBytes { TerminalText.ascii($0) }
            buffer.removeAll()
            for byte in ascii { buffer.append(byte: byte) }
        }
        buffer.withBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    // The reader went away (EPIPE): end quietly, as a SIGPIPE would; so does a terminal
                    // that hung up (EIO), as a SIGHUP would. The device failed (a full disk): say so on
                    // stderr, unless stderr is what failed. The terminal first given back as found.
                    let failure = errno
                    Signals.giveTerminalBack()
                    let hungUp = failure == EIO && isTerminal
                    if failure != EPIPE && !hungUp && descriptor != STDERR_FILENO {
                        FileText.warn("convcalc: cannot write the output: \(StandardStreams.failure(failure))")
                    }
                    exit(failure == EPIPE ? 128 + SIGPIPE : hungUp ? 128 + SIGHUP : 74)
                }
            }
        }
        buffer.removeAll()
    }
}
