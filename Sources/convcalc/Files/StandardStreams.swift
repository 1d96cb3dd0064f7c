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
            // A closed stdout becomes /dev/full: output written to it fails (status 74, said on
            // stderr) as output to nowhere should, while a run that writes none keeps its status.
            if number == STDOUT_FILENO { stdoutWasClosed = true }
            var opened = number == STDOUT_FILENO ? open("/dev/full", O_WRONLY) : -1
            if opened < 0 { opened = open("/dev/null", O_RDWR) }
            if opened >= 0 && opened != number { close(opened) }  // only happens if another thread raced us
        }
    }

    /// Sends stderr to /dev/null: a shell's completion asking (`---completion`) must print
    /// nothing but its candidates (a units file that could not be read was said in the middle
    /// of the command line being typed).
    static func silenceErrors() {
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard null >= 0 else { return }
        if null != STDERR_FILENO {
            dup2(null, STDERR_FILENO)
            close(null)
        }
    }

    /// True when convcalc started with stdout closed (`>&-`).
    nonisolated(unsafe) private(set) static var stdoutWasClosed = false

    /// Why writing the output failed, for the message: `stdout is closed` rather than the
    /// stand-in's "No space left on device".
    static func failure(_ number: Int32) -> String {
        stdoutWasClosed ? "stdout is closed" : String(cString: strerror(number))
    }

    /// The errno of the first write to stdio's stdout that failed, noted as it happened
    /// (`noteWriteFailure`): at exit only the stream's error flag is left, and the message said
    /// "Input/output error" where the disk was full (`> /dev/full`).
    nonisolated(unsafe) private(set) static var firstWriteFailure: Int32?

    /// Notes the errno of a write to stdio's stdout that just failed, once.
    static func noteWriteFailure() {
        let number = errno
        if firstWriteFailure == nil && ferror(convcalc_stdout()) != 0 { firstWriteFailure = number }
    }

    /// At exit, flushes stdio's stdout (what `print` wrote: `check`, `machine`, `--help`) and,
    /// if that or an earlier write failed (`> /dev/full`), says so and exits with status 74.
    static func failOnLostOutputAtExit() {
        atexit {
            let output = convcalc_stdout()
            let flushed = fflush(output) == 0
            // An earlier failed write left only stdio's error flag: its errno, if it was noted.
            let failure = flushed ? (StandardStreams.firstWriteFailure ?? EIO) : errno
            guard !flushed || ferror(output) != 0 else { return }
            let message = Array("convcalc: cannot write the output: \(StandardStreams.failure(failure))\n".utf8)
            _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress!, $0.count) }
            _exit(74)
        }
    }
}
