import Foundation

/// A temporary home for a test: its own XDG state folder.
struct TemporaryHome {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "convcalc-home-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    var stateFolder: String { path + "/state/convcalc" }

    /// A new empty temporary folder (the caller removes it).
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "convcalc-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The environment convcalc runs in: this home, `locale` (`LANG` and `LC_ALL`), an xterm,
    /// and no colour unless `color`.
    func environment(color: Bool = false, locale: String = "C.UTF-8") -> [String: String] {
        var environment = ["HOME": path, "XDG_STATE_HOME": path + "/state", "LANG": locale, "LC_ALL": locale,
                           "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]
        if !color { environment["NO_COLOR"] = "1" }
        return environment
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
