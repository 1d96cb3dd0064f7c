#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CEditLine

/// Makes stdin, stdout and stderr safe before anything else runs.
enum StandardStreams {
    /// Call first in `main`: fills closed standard descriptors and makes lost output an error.
    static func prepare() {
        occupyClosedDescriptors()
        failOnLostOutputAtExit()
    }

    /// Opens /dev/null on each of descriptors 0, 1 and 2 that is closed, so no file convcalc
    /// opens later (a recording, the state) can become stderr and receive its messages.
    static func occupyClosedDescriptors() {
        for number: Int32 in 0...2 where fcntl(number, F_GETFD) == -1 && errno == EBADF {
            if number == STDOUT_FILENO { stdoutWasClosed = true }
            let opened = open("/dev/null", O_RDWR)
            if opened >= 0 && opened != number { close(opened) }  // only happens if another thread raced us
        }
    }

    /// True when convcalc started with stdout closed (`>&-`): its output goes nowhere, which is
    /// a failure to write it (status 74, as for `> /dev/full`), not a success.
    nonisolated(unsafe) private static var stdoutWasClosed = false

    /// At exit, flushes stdio's stdout (what `print` wrote: `check`, `machine`, `--help`) and,
    /// if that or an earlier write failed (`> /dev/full`), says so and exits with status 74.
    static func failOnLostOutputAtExit() {
        atexit {
            let output = convcalc_stdout()
            let flushed = fflush(output) == 0
            var failure = flushed ? EIO : errno  // an earlier failed write leaves only the error flag
            if StandardStreams.stdoutWasClosed { failure = EBADF }
            guard !flushed || ferror(output) != 0 || StandardStreams.stdoutWasClosed else { return }
            let message = Array("convcalc: cannot write the output: \(String(cString: strerror(failure)))\n".utf8)
            _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress!, $0.count) }
            _exit(74)
        }
    }
}
