import CEditLine
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place the interactive calculator's signals are caught and remembered.
///
/// Handlers do only async-signal-safe work: store what arrived in an atomic flag, and write a
/// byte to a wake-up pipe that `TerminalInput` polls together with the terminal, so a signal
/// is seen at once even while typed-ahead or pasted lines are waiting to be read. The program
/// acts on the flags between lines and while waiting for a key:
/// - SIGINT drops the line being typed; SIGTERM and SIGHUP leave cleanly (state saved);
/// - SIGWINCH: the face and libedit read the width again;
/// - SIGTSTP (Ctrl-Z) gives the terminal back as it was found before stopping; after
///   SIGCONT (`fg`) the editing mode is set again and the prompt redrawn;
/// - a fatal signal (a trap, SIGSEGV, SIGABRT…) restores the terminal, then dies as it would
///   have (any handler installed before ours, like Swift's backtracer, still runs).
enum Signals {
    /// SIGINT, SIGTERM or SIGHUP not yet taken (0 for none); SIGTERM and SIGHUP win over SIGINT.
    private static let leaving = Atomic<Int32>(0)
    private static let resized = Atomic<Bool>(false)
    private static let continued = Atomic<Bool>(false)
    /// The wake-up pipe: `TerminalInput` polls the read end; handlers write to the other.
    static let wakeUp: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }()
    /// The signals that end the program abnormally, and their actions before ours.
    private static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT]
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    /// Bytes written to the terminal before stopping (the keypad: leave the alternate screen
    /// and mouse reporting), so the shell gets its screen back; empty for the prompt.
    nonisolated(unsafe) private static let stopBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    private static let stopByteCount = Atomic<Int>(0)

    /// Sets what is written to the terminal before the program stops (Ctrl-Z): at most 64 bytes.
    static func writeBeforeStopping(_ bytes: [UInt8]) {
        let count = min(bytes.count, 64)
        for index in 0..<count { stopBytes[index] = bytes[index] }
        stopByteCount.store(count, ordering: .releasing)
    }

    /// Installs every handler. Call after `TerminalModes.save()`.
    static func install() {
        _ = leaving.load(ordering: .relaxed)  // create every static now, not in a handler
        _ = resized.load(ordering: .relaxed)
        _ = continued.load(ordering: .relaxed)
        _ = stopByteCount.load(ordering: .relaxed)
        _ = wakeUp
        for number in [SIGINT, SIGTERM, SIGHUP] {
            convcalc_install_handler(number, { number in Signals.record(leaving: number) }, SA_RESTART, nil)
        }
        convcalc_install_handler(SIGWINCH, { _ in
            Signals.resized.store(true, ordering: .relaxed)
            Signals.wake()
        }, SA_RESTART, nil)
        convcalc_install_handler(SIGTSTP, { _ in Signals.stop() }, SA_RESTART, nil)
        convcalc_install_handler(SIGCONT, { _ in
            Signals.continued.store(true, ordering: .relaxed)
            Signals.wake()
        }, SA_RESTART, nil)
        for number in fatal where number < 65 {
            convcalc_install_handler(number, { number in Signals.die(number) }, 0, previous + Int(number))
        }
        // A write to a pipe nobody reads any more (a `--record` FIFO whose reader left) fails
        // with EPIPE, which the writer reports (exit 74, the terminal given back), instead of
        // a SIGPIPE that would end the program with the terminal still in the calculator's modes.
        signal(SIGPIPE, SIG_IGN)
    }

    /// SIGINT, SIGTERM or SIGHUP if one arrived since the last call (and forgets it).
    static func takeLeaving() -> Int32? {
        let number = leaving.exchange(0, ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// True when SIGINT, SIGTERM or SIGHUP arrived and was not taken yet.
    static var isLeaving: Bool { leaving.load(ordering: .relaxed) != 0 }

    /// True once after the terminal was resized.
    static func takeResized() -> Bool { resized.exchange(false, ordering: .relaxed) }

    /// True once after the program was continued (after Ctrl-Z and `fg`).
    static func takeContinued() -> Bool { continued.exchange(false, ordering: .relaxed) }

    /// Empties the wake-up pipe (its bytes only say "look at the flags").
    static func drainWakeUp() {
        var bytes: (UInt64, UInt64) = (0, 0)
        while withUnsafeMutableBytes(of: &bytes, { read(wakeUp.read, $0.baseAddress, $0.count) }) > 0 {}
    }

    private static func record(leaving number: Int32) {
        if number == SIGINT {
            _ = leaving.compareExchange(expected: 0, desired: number, ordering: .relaxed)
        } else {
            leaving.store(number, ordering: .relaxed)
            // Leaving from the background (`kill %1` sends SIGTERM and SIGCONT to a job stopped
            // for touching the terminal): the terminal calls on the way out must not stop the
            // program again, so they go ahead (output, modes) or fail (input) instead.
            signal(SIGTTOU, SIG_IGN)
            signal(SIGTTIN, SIG_IGN)
        }
        wake()
    }

    private static func wake() {
        var byte: UInt8 = 1
        _ = write(wakeUp.write, &byte, 1)
    }

    /// SIGTSTP: the terminal as it was found, then stop for real; runs on after SIGCONT.
    private static func stop() {
        let saved = errno
        let count = stopByteCount.load(ordering: .acquiring)
        if count > 0 { _ = write(STDOUT_FILENO, stopBytes, count) }
        TerminalModes.restore()
        convcalc_default_action(SIGTSTP)
        raise(SIGTSTP)  // stops here (unless the process group is orphaned: then nothing happens)
        convcalc_install_handler(SIGTSTP, { _ in Signals.stop() }, SA_RESTART, nil)
        continued.store(true, ordering: .relaxed)
        wake()
        errno = saved
    }

    /// A fatal signal: the terminal as it was found, then the action that was there before.
    private static func die(_ number: Int32) {
        // What a stop gives back (bracketed paste off; the keypad's mouse reports and screen) goes first.
        let count = stopByteCount.load(ordering: .acquiring)
        if count > 0 { _ = write(STDOUT_FILENO, stopBytes, count) }
        TerminalModes.restore()
        sigaction(number, previous + Int(number), nil)
        raise(number)  // delivered when the handler returns (a fault also recurs on return)
    }
}
