#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where convcalc keeps what it remembers: `$XDG_STATE_HOME/convcalc/`, by default
/// `~/.local/state/convcalc/`.
enum StatePaths {
    /// The folder, or nil when neither XDG_STATE_HOME nor HOME is set (nothing is kept then).
    static var folder: String? {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/convcalc" }
        if let home = environment("HOME"), !home.isEmpty { return home + "/.local/state/convcalc" }
        return nil
    }

    /// The remembered state's file in `folder`.
    static func stateFile(in folder: String) -> String { folder + "/state.json" }
    /// The prompt's history file in `folder`.
    static func historyFile(in folder: String) -> String { folder + "/history" }

    /// The environment variable `name`, or nil when it is unset or not valid UTF-8: decoded,
    /// each invalid byte would become U+FFFD and name another folder (`HOME=$'/x/\xff'` made
    /// `/x/\u{FFFD}/.local/state`), as an invalid file name on the command line would.
    static func environment(_ name: String) -> String? {
        getenv(name).flatMap { String(validatingCString: $0) }
    }
}
