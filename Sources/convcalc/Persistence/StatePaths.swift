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

    static var stateFile: String? { folder.map { $0 + "/state.json" } }
    static var historyFile: String? { folder.map { $0 + "/history" } }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
