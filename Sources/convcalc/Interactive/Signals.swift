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
/// - SIGINT drops the line being typed (the keypad: leaves); SIGTERM and SIGHUP leave cleanly
///   (state saved), with status 128 + the signal's number;
/// - a signal that ends the program is obeyed within 100 ms whatever the output is doing:
///   a write blocked on a terminal stopped with Ctrl-S, or on a reader that stopped reading, is
///   restarted after the handler (SA_RESTART) and would wait for ever, so the handler also sets
///   an alarm `deadline` ms ahead; if the program has not left when it rings, the alarm's handler gives the terminal
///   back as far as it can be reached (its modes; the stop bytes if it takes them at once) and
///   ends the program with the same status (the state was saved after the last line or key);
/// - SIGWINCH: the face and libedit read the width again;
/// - SIGTSTP (Ctrl-Z) gives the terminal back as it was found before stopping; after
///   SIGCONT (`fg`) the editing mode is set again and the prompt redrawn;
/// - a fatal signal (a trap, SIGSEGV, SIGABRT…), or any other whose default ends the program
///   (SIGUSR1, SIGXCPU…), restores the terminal, then dies by its default action (Swift's
///   backtracer, installed before ours, is not run: its report could wait for ever on a
///   terminal stopped with Ctrl-S).
enum Signals {
    /// SIGINT, SIGTERM or SIGHUP not yet taken (0 for none); SIGTERM and SIGHUP win over SIGINT.
    private static let leaving = Atomic<Int32>(0)
    /// The first signal that ends the program (0 until one came); never taken: the status.
    private static let ending = Atomic<Int32>(0)
    /// True where SIGINT ends the program (the keypad) rather than dropping a line (the prompt).
    private static let interruptEnds = Atomic<Bool>(false)
    /// True when the SIGINT being handled was sent by a process (`kill -INT`: `si_code` 0 or
    /// below), not by the terminal for a typed Ctrl-C (`SI_KERNEL`).
    private static let interruptSent = Atomic<Bool>(false)
    /// How long, in milliseconds, the program has to leave after a signal that ends it before
    /// the alarm ends it: under 100 ms, with room for the alarm to be delivered and act.
    static let deadline: Int32 = 80
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
    /// Takes back the fatal signals from Swift's backtracer when `SWIFT_BACKTRACE` turned it on:
    /// on a crash it runs the program that variable names (`swift-backtrace=PATH`), which in a
    /// replay (the prompt and keypad install handlers of their own) would run whatever an
    /// environment given to root named. A crash then dies by the signal's default action.
    static func dropRuntimeBacktracer() {
        guard getenv("SWIFT_BACKTRACE") != nil else { return }  // unset: the backtracer stays off on Linux
        for number in fatal { signal(number, SIG_DFL) }
    }

    /// The signals that end the program abnormally, and their actions before ours.
    private static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT]
    /// The other signals whose default action ends the program, which convcalc has no use for
    /// (`kill -USR1`, a CPU limit's SIGXCPU, the real-time signals): they end it as before, with
    /// the terminal given back first, as a fatal one does (the keypad was left raw, on its own
    /// screen, mouse on). One the parent left ignored stays ignored.
    private static let otherEnding: [Int32] = {
        var numbers = [SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGIO, SIGXCPU]
        #if os(Linux)
        numbers += [SIGPWR, SIGSTKFLT]
        #endif
        let realTime = convcalc_first_realtime_signal()...max(convcalc_first_realtime_signal() - 1, convcalc_last_realtime_signal())
        return numbers + Array(realTime)
    }()
    /// True when the parent left SIGALRM ignored: an alarm not ours is then ignored still.
    private static let alarmIgnored = Atomic<Bool>(false)
    /// Bytes written to the terminal before stopping (the keypad: leave the alternate screen
    /// and mouse reporting), so the shell gets its screen back; empty for the prompt.
    nonisolated(unsafe) private static let stopBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    private static let stopByteCount = Atomic<Int>(0)
    /// A second, non-blocking description of the terminal on stdout (-1 when there is none):
    /// handlers write through it, so a terminal that cannot take bytes now gets none instead
    /// of holding the handler. Opened by name: stdout's own description is the shell's too.
    private static let terminalWithoutWaiting: Int32 = {
        guard Terminal.isTerminal(STDOUT_FILENO), let name = ttyname(STDOUT_FILENO) else { return -1 }
        return open(name, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    }()

    /// Sets what is written to the terminal before the program stops (Ctrl-Z): at most 64 bytes.
    static func writeBeforeStopping(_ bytes: [UInt8]) {
        let count = min(bytes.count, 64)
        for index in 0..<count { stopBytes[index] = bytes[index] }
        stopByteCount.store(count, ordering: .releasing)
    }

    /// Bytes written to the terminal as soon as the program runs again after a stop (the
    /// keypad: back to the alternate screen, mouse reporting on), before anything it was
    /// writing when it stopped goes on: a frame cut by Ctrl-Z went on, after `fg`, on the shell's
    /// screen, where it stayed after the keypad quit. Empty for the prompt.
    nonisolated(unsafe) private static let continueBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    private static let continueByteCount = Atomic<Int>(0)

    /// Sets what is written to the terminal when the program runs again after a stop: at most 64 bytes.
    static func writeAfterContinuing(_ bytes: [UInt8]) {
        let count = min(bytes.count, 64)
        for index in 0..<count { continueBytes[index] = bytes[index] }
        continueByteCount.store(count, ordering: .releasing)
    }

    /// Installs every handler; SIGINT ends the program when `interruptEnds`. Call after
    /// `TerminalModes.save()`.
    /// Unblocks every signal. The mask is inherited across `exec`, so a parent that started
    /// convcalc from a thread blocking SIGTERM (a test runner, some supervisors) would leave
    /// Ctrl-C, SIGTERM and SIGHUP waiting forever, at the prompt and in a replay alike.
    static func unblockAll() {
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
    }

    static func install(interruptEnds: Bool = false) {
        Signals.interruptEnds.store(interruptEnds, ordering: .relaxed)
        _ = leaving.load(ordering: .relaxed)  // create every static now, not in a handler
        _ = ending.load(ordering: .relaxed)
        _ = terminalWithoutWaiting
        _ = resized.load(ordering: .relaxed)
        _ = continued.load(ordering: .relaxed)
        _ = stopByteCount.load(ordering: .relaxed)
        _ = continueByteCount.load(ordering: .relaxed)
        _ = alarmIgnored.load(ordering: .relaxed)
        _ = wakeUp
        // A signal the parent left ignored stays ignored (`nohup convcalc` outlives its terminal).
        for number in [SIGINT, SIGTERM, SIGHUP] where convcalc_is_ignored(number) == 0 {
            if number == SIGINT {  // who sent it decides whether typed input is flushed (`record`)
                installInterruptHandler()
            } else {
                convcalc_install_handler(number, { number in Signals.record(leaving: number) }, SA_RESTART, nil)
            }
        }
        // SA_RESTART: an alarm that is not ours (`kill -ALRM`) must not fail a write with EINTR
        // (it ended the prompt with "cannot write the output", 74); ours never returns.
        alarmIgnored.store(convcalc_is_ignored(SIGALRM) != 0, ordering: .relaxed)
        convcalc_install_handler(SIGALRM, { _ in Signals.abandon() }, SA_RESTART, nil)
        convcalc_install_handler(SIGWINCH, { _ in
            Signals.resized.store(true, ordering: .relaxed)
            Signals.wake()
        }, SA_RESTART, nil)
        convcalc_install_handler(SIGTSTP, { _ in Signals.stop() }, SA_RESTART, nil)
        convcalc_install_handler(SIGCONT, { _ in
            Signals.continued.store(true, ordering: .relaxed)
            Signals.wake()
        }, SA_RESTART, nil)
        convcalc_use_alternate_signal_stack()  // a stack overflow's handler runs there
        for number in fatal where number < 65 {
            convcalc_install_handler(number, { number in Signals.die(number) }, SA_ONSTACK, nil)
        }
        for number in otherEnding where number < 65 && convcalc_is_ignored(number) == 0 {
            convcalc_install_handler(number, { number in Signals.die(number) }, 0, nil)
        }
        // A write to a pipe nobody reads any more (a `--record` FIFO whose reader left) fails
        // with EPIPE, which the writer reports (exit 74, the terminal given back), instead of
        // a SIGPIPE that would end the program with the terminal still in the calculator's modes.
        signal(SIGPIPE, SIG_IGN)
    }

    /// For a command that changes the terminal's modes for a while without the prompt's
    /// handlers (`play --step` turns echo off as it waits): the signals that end it put the
    /// modes found by `TerminalModes.save()` back first, then end it as they would.
    /// The modes `restoreModesOnEnding(resuming:)` puts back after Ctrl-Z and `fg`, when set.
    nonisolated(unsafe) private static let modesToResume = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private static let resumesModes = Atomic<Bool>(false)

    /// `restoreModesOnEnding`, and `modes` put back when the program runs on after Ctrl-Z (the
    /// shell had the modes as found while it was stopped).
    static func restoreModesOnEnding(resuming modes: termios) {
        modesToResume.pointee = modes
        resumesModes.store(true, ordering: .releasing)
        restoreModesOnEnding()
    }

    static func restoreModesOnEnding() {
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] where convcalc_is_ignored(number) == 0 {
            convcalc_install_handler(number, { number in Signals.die(number) }, 0, nil)
        }
        // Ctrl-Z too: the shell gets the modes as found while stopped (its echo was left off).
        _ = wakeUp  // made now, not in the handler
        convcalc_install_handler(SIGTSTP, { _ in Signals.stop() }, SA_RESTART, nil)
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

    /// True when the last SIGINT was sent by a process (`kill -INT`), not typed.
    static var interruptWasSent: Bool { interruptSent.load(ordering: .relaxed) }

    /// Installs SIGINT's handler with `SA_SIGINFO`, to tell a typed Ctrl-C from `kill -INT`.
    private static func installInterruptHandler() {
        var action = sigaction()
        let handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { number, info, _ in
            Signals.interruptSent.store(info.map { $0.pointee.si_code <= 0 } ?? false, ordering: .relaxed)
            Signals.record(leaving: number)
        }
        #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = handler
        #else
        action.__sigaction_u.__sa_sigaction = handler
        #endif
        action.sa_flags = SA_RESTART | SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)
    }

    private static func record(leaving number: Int32) {
        let saved = errno
        defer { errno = saved }
        if number == SIGINT {
            _ = leaving.compareExchange(expected: 0, desired: number, ordering: .relaxed)
            // Sent by a process (`kill -INT`), what was typed before it is dropped now, as the kernel
            // drops it for a typed Ctrl-C; keys typed after a Ctrl-C are new input, kept (a flush here
            // for a typed one dropped the keys that came with it, as tmux sends them: `C-c 34 Enter`).
            // Only in the foreground, where flushing cannot stop the program (SIGTTOU).
            let terminal = TerminalModes.descriptor
            if interruptSent.load(ordering: .relaxed), !interruptEnds.load(ordering: .relaxed), tcgetpgrp(terminal) == getpgrp() {
                tcflush(terminal, TCIFLUSH)
            }
        } else {
            leaving.store(number, ordering: .relaxed)
        }
        if number != SIGINT || interruptEnds.load(ordering: .relaxed) {
            if ending.compareExchange(expected: 0, desired: number, ordering: .relaxed).exchanged {
                convcalc_arm_alarm(deadline)
            }
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
        writeStopBytes()
        TerminalModes.restore()
        convcalc_default_action(SIGTSTP)
        raise(SIGTSTP)  // stops here (unless the process group is orphaned: then nothing happens)
        convcalc_install_handler(SIGTSTP, { _ in Signals.stop() }, SA_RESTART, nil)
        let count = continueByteCount.load(ordering: .acquiring)
        if count > 0 && terminalWithoutWaiting >= 0 { _ = write(terminalWithoutWaiting, continueBytes, count) }
        // A command's own modes back (`play --step`'s echo off), set aside before any signal came.
        if resumesModes.load(ordering: .acquiring) { _ = tcsetattr(TerminalModes.descriptor, TCSANOW, modesToResume) }
        continued.store(true, ordering: .relaxed)
        wake()
        errno = saved
    }

    /// A fatal signal: the terminal as it was found, then the signal's default action (death,
    /// with a core dump where they are kept). Not the action that was there before ours: Swift's
    /// backtracer writes its report to stderr, and on a terminal stopped with Ctrl-S it waited
    /// there for ever (SIGQUIT, SIGABRT, SIGSEGV were obeyed only after Ctrl-Q).
    private static func die(_ number: Int32) {
        writeStopBytes()
        TerminalModes.restore()
        signal(number, SIG_DFL)
        raise(number)  // delivered when the handler returns (a fault also recurs on return)
    }

    /// The deadline after a signal that ends the program passed (its output is blocked): the
    /// terminal back as far as it can be reached, then the status the signal gives.
    /// An alarm that is not ours (`kill -ALRM`, `timeout -s ALRM`: ours is armed only once
    /// the program is ending) ends it as SIGALRM does, 142, as the other signals it has no use
    /// for do (the prompt and the keypad ignored it); unless the parent left it ignored.
    private static func abandon() {
        let number = ending.load(ordering: .relaxed)
        guard number != 0 else {
            if !alarmIgnored.load(ordering: .relaxed) { die(SIGALRM) }
            return
        }
        writeStopBytes()
        TerminalModes.restore()
        _exit(128 + number)
    }

    /// The terminal as it was found, for a way out that is no signal (a closed pipe, a failed
    /// write: the prompt ended with its modes still set, echo off and bracketed paste on).
    static func giveTerminalBack() {
        writeStopBytes()
        TerminalModes.restore()
    }

    /// What a stop gives back (bracketed paste off; the keypad's mouse reports and screen),
    /// written only if the terminal takes it at once.
    private static func writeStopBytes() {
        let count = stopByteCount.load(ordering: .acquiring)
        if count > 0 && terminalWithoutWaiting >= 0 { _ = write(terminalWithoutWaiting, stopBytes, count) }
    }
}
