#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// Where convcalc keeps what it remembers: `$XDG_STATE_HOME/convcalc/`, by default
/// `~/.local/state/convcalc/`.
enum StatePaths {
    /// The folder, or nil when neither XDG_STATE_HOME nor HOME names one (nothing is kept then).
    static var folder: String? { baseFolder("XDG_STATE_HOME", underHome: ".local/state").map { $0 + "/convcalc" } }

    /// `$variable` when it is an absolute path, else `~/underHome` (nil without a home).
    /// The XDG base directory rules: an empty variable counts as unset, and a relative one
    /// is invalid and ignored (it would name a folder under wherever convcalc was started).
    static func baseFolder(_ variable: String, underHome: String) -> String? {
        if let value = environment(variable), value.hasPrefix("/") { return value }
        return home.map { $0 + "/" + underHome }
    }

    /// `HOME` when it is an absolute path. A relative one (`HOME=.`) would put the state, the
    /// history and libedit's settings under the working folder, another one in each place
    /// convcalc is started; it counts as unset.
    static var home: String? { environment("HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } }

    /// Why `baseFolder(variable, …)` did not use what the environment says, for a warning:
    /// a relative or non-UTF-8 `variable` ignored, and then a relative, non-UTF-8 or missing
    /// `HOME`; nil when it did.
    static func ignoredSetting(_ variable: String) -> String? {
        var reasons: [String] = []
        if let value = environment(variable), !value.isEmpty {
            if value.hasPrefix("/") { return nil }
            reasons.append("\(variable) '\(VisibleText.of(value))' is not an absolute path and is ignored")
        } else if getenv(variable) != nil && environment(variable) == nil {
            reasons.append("\(variable) is not valid UTF-8 and is ignored")
        }
        if let value = environment("HOME"), !value.isEmpty {
            if !value.hasPrefix("/") { reasons.append("HOME '\(VisibleText.of(value))' is not an absolute path") }
        } else {
            reasons.append(getenv("HOME") != nil && environment("HOME") == nil ? "HOME is not valid UTF-8" : "HOME is not set")
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: ", and ")
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
