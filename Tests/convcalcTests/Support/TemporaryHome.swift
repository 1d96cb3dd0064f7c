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

    func environment(color: Bool = false) -> [String: String] {
        var environment = ["HOME": path, "XDG_STATE_HOME": path + "/state", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                           "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]
        if !color { environment["NO_COLOR"] = "1" }
        return environment
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
