#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keys typed before convcalc sets the terminal's raw mode: at start (before the prompt or the
/// keypad set theirs) and while a line is answered (libedit's execute mode). The terminal is
/// then in its line mode, where the kernel keeps a Ctrl-D as an end-of-file mark; read in raw
/// mode, that mark is a NUL byte, so the Ctrl-D was lost (and the prompt took the next one as
/// a character). Read here, still in line mode and without waiting: the lines as typed, and
/// each Ctrl-D as its byte, 0x04.
enum TypedAhead {
    /// The most bytes read ahead; the rest is read later, in raw mode, as it would have been.
    static let limit = 1 << 16

    /// What was typed ahead on `descriptor`, read now when the terminal is in line mode (a
    /// complete line or a Ctrl-D is ready), else nothing.
    static func drain(_ descriptor: Int32) -> [UInt8] {
        var modes = termios()
        guard tcgetattr(descriptor, &modes) == 0, modes.c_lflag & tcflag_t(ICANON) != 0 else { return [] }
        var typed: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while typed.count < limit {
            var wait = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&wait, 1, 0) == 1, wait.revents & Int16(POLLIN) != 0,
                  wait.revents & Int16(POLLHUP | POLLERR | POLLNVAL) == 0 else { break }
            let count = read(descriptor, &buffer, buffer.count)
            if count == 0 { typed.append(0x04) } else if count > 0 { typed += buffer[..<count] } else { break }
        }
        return typed
    }
}
