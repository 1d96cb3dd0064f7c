import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The terminal's modes (termios), to check that convcalc leaves them as it found them.
extension PseudoTerminal {
    /// The modes every new pseudo-terminal starts with: what convcalc found, so what it must leave.
    static let freshModes: termios = {
        var master: Int32 = 0, slave: Int32 = 0
        var modes = termios()
        if openpty(&master, &slave, nil, nil, nil) == 0 {
            tcgetattr(slave, &modes)
            close(master)
            close(slave)
        }
        return modes
    }()

    /// The terminal's modes now.
    var modes: termios {
        var modes = termios()
        tcgetattr(slave, &modes)
        return modes
    }

    /// True when the terminal's modes are those it started with (flags and control characters).
    var hasItsModesAsFound: Bool {
        PseudoTerminal.same(modes, PseudoTerminal.freshModes)
    }

    /// True when the terminal is in canonical (cooked) mode, echoing: as a shell wants it.
    var isCooked: Bool {
        let flags = modes.c_lflag
        return flags & tcflag_t(ICANON) != 0 && flags & tcflag_t(ECHO) != 0
    }

    static func same(_ a: termios, _ b: termios) -> Bool {
        var a = a, b = b
        let sameCharacters = withUnsafeBytes(of: &a.c_cc) { first in
            withUnsafeBytes(of: &b.c_cc) { second in first.elementsEqual(second) }
        }
        return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag
            && a.c_lflag == b.c_lflag && sameCharacters
    }

    /// Types raw bytes, all of them (waiting while the terminal's input queue is full).
    func type(bytes: [UInt8]) {
        var offset = 0
        let deadline = Date().addingTimeInterval(15)
        while offset < bytes.count && Date() < deadline {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
            if written > 0 { offset += written } else { drain(); usleep(2_000) }
        }
    }
}
