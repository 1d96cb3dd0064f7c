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

    /// Creates `path`'s folder (and its parents) if missing, the last one 0700.
    static func makeFolder(for path: String) -> Bool {
        guard let slash = path.lastIndex(of: "/") else { return true }
        let folder = String(path[..<slash])
        guard !folder.isEmpty else { return true }
        var isFolder = stat()
        if stat(folder, &isFolder) == 0 { return (isFolder.st_mode & S_IFMT) == S_IFDIR }
        var partial = ""
        for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
            partial += "/" + component
            if mkdir(partial, partial == folder || !folder.hasPrefix("/") ? 0o700 : 0o755) != 0 && errno != EEXIST {
                return false
            }
        }
        return true
    }
}
