#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCurses
import ConvCalcKit

/// The terminal's description (terminfo), read by ncurses and libedit from `$TERMINFO`,
/// `~/.terminfo`, `$TERMINFO_DIRS` and the system's folders. A description in a folder
/// another user controls can make the program send anything to the terminal — a window
/// title, the clipboard (an outside attacker's `~/.terminfo` did so to root's keypad, run
/// with her `HOME`) — so it is read as files are: only along a path this user or root
/// controls (`PathOwnership`).
enum TerminalDescriptions {
    /// Runs `body` (which reads the description: `newterm`, `el_init`) with the variables
    /// that name a folder another user controls hidden from it, and puts them back after; and
    /// with TERM set to dumb when the terminal is taken as dumb (`takenAsDumb`).
    static func read<T>(_ body: () -> T) -> T {
        guard takenAsDumb, let term = value(of: "TERM") else { return trustedFoldersOnly(body) }
        setenv("TERM", "dumb", 1)
        defer { setenv("TERM", term, 1) }
        return trustedFoldersOnly(body)
    }

    /// True when TERM names a type other than dumb that no escape sequence may be sent for,
    /// so the terminal is taken as dumb (no colour, no bracketed paste, no line editing).
    static var takenAsDumb: Bool { dumbReason != nil }

    /// Why the terminal is taken as dumb (`takenAsDumb`), for the prompt's one warning: a TERM
    /// that is no type name (it holds escapes, which libedit would print back in "No entry for
    /// terminal type …"), or one the terminal database, read from the folders
    /// `trustedFoldersOnly` leaves, has no entry for (colour was sent to a terminal of no known
    /// type, and libedit's own message could not be told from convcalc's), or the database
    /// could not be opened at all for want of file descriptors (`ulimit -n 7`: the entry was
    /// said to be missing). Nil when the type is known.
    static let dumbReason: String? = {
        guard let term = value(of: "TERM"), term != "dumb" else { return nil }
        guard Terminal.isTypeName(term) else { return "TERM '\(VisibleText.of(term))' is no terminal type" }
        guard trustedFoldersOnly({ term.withCString { convcalc_has_terminal_entry($0) } }) == 0 else { return nil }
        // ncurses leaves no errno that says why; a descriptor that cannot be opened now does.
        let refusal = convcalc_curses_descriptor_refusal()
        guard refusal == 0 else { return "the terminal's description cannot be read: \(String(cString: strerror(refusal)))" }
        return "the terminal database has no entry for TERM '\(term)'"
    }()

    /// Runs `body` with the variables that name a folder another user controls hidden from it.
    private static func trustedFoldersOnly<T>(_ body: () -> T) -> T {
        var hidden: [(name: String, value: String)] = []
        func hide(_ name: String, _ value: String) {
            hidden.append((name, value))
            unsetenv(name)
        }
        if let home = value(of: "HOME"), !trusted(home + "/.terminfo") { hide("HOME", home) }
        if let folder = value(of: "TERMINFO"), !trusted(folder) { hide("TERMINFO", folder) }
        if let list = value(of: "TERMINFO_DIRS") {
            let kept = list.split(separator: ":", omittingEmptySubsequences: false).filter { $0.isEmpty || trusted(String($0)) }
            if kept.count != list.split(separator: ":", omittingEmptySubsequences: false).count {
                hidden.append(("TERMINFO_DIRS", list))
                setenv("TERMINFO_DIRS", kept.joined(separator: ":"), 1)
            }
        }
        defer { for (name, value) in hidden { setenv(name, value, 1) } }
        return body()
    }

    /// True when nothing the terminal's entry is read from under the folder `path` could have
    /// been put there by another user: the folder does not exist, or no component on its way is
    /// another user's to change, nor the entry's letter folder (`x/`, or `78/` hashed) or the
    /// entry itself (`x/xterm`), which must be this user's or root's and writable by nobody else
    /// (an outside attacker's own `x/xterm` in root's folder was read).
    private static func trusted(_ path: String) -> Bool {
        guard FileKind.status(path, followsLinks: false) != nil else { return true }
        guard PathOwnership.finding(for: path) == nil else { return false }
        guard let term = value(of: "TERM"), let first = term.utf8.first, !term.contains("/") else { return true }
        let letters = [String(decoding: [first], as: UTF8.self), String(first, radix: 16)]
        for letter in letters {
            for entry in [path + "/" + letter, path + "/" + letter + "/" + term] {
                guard let info = FileKind.status(entry, followsLinks: false) else { continue }
                let owner = UInt32(info.st_uid)
                if PathOwnership.finding(for: entry) != nil || (owner != geteuid() && owner != 0) || info.st_mode & 0o022 != 0 {
                    return false
                }
            }
        }
        return true
    }

    private static func value(of name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
