#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's modes as convcalc found them, put back on every way out: a normal end, a
/// signal that ends the program, a fatal signal, and Ctrl-Z (before stopping).
///
/// Signal-safe: `restore()` only calls `tcsetattr` on memory set aside by `save()`.
enum TerminalModes {
    /// The terminal convcalc edits on: standard input.
    static let descriptor = STDIN_FILENO
    nonisolated(unsafe) private static let found = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static var saved = false

    /// Remembers the terminal's modes; call once, before libedit changes them.
    static func save() {
        saved = tcgetattr(descriptor, found) == 0
    }

    /// Puts the modes found by `save()` back, at once (a drain could block in a handler).
    /// Not from the background (after `bg`): the terminal is the shell's then, in its own modes.
    static func restore() {
        guard saved, isForeground else { return }
        _ = tcsetattr(descriptor, TCSANOW, found)
    }

    /// True unless this process is a background job of the terminal (its session's terminal
    /// has another foreground group). A terminal that is not the session's own (a program
    /// started with `setsid` on a pseudo-terminal) has no job control: foreground.
    /// Async-signal-safe: the handlers ask it too.
    static var isForeground: Bool {
        let group = tcgetpgrp(descriptor)
        return group == -1 || group == getpgrp()
    }
}
