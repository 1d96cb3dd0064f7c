#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// The remembered state file: restored at start, saved atomically after every accepted line.
///
/// Problems never stop the calculator: a corrupt file is kept aside as `state.json.corrupt`
/// (never overwritten), an unreadable or unwritable one gives one warning, and the
/// calculator goes on with defaults.
final class StateFile {
    let path: String
    private var lastSaved: String?
    private var writable = true
    private var warned = false

    init(path: String) {
        self.path = path
    }

    /// What loading found.
    enum Loaded {
        case state(State)
        case missing
        case unusable
    }

    /// Reads the saved state.
    func load() -> Loaded {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return .missing }
            warn("cannot read the saved state '\(path)': \(String(cString: strerror(errno))); starting from defaults")
            return .unusable
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            writable = false
            warn("the state path '\(path)' is a folder; starting from defaults, and the state will not be saved")
            return .unusable
        }
        guard let text = FileText.read(path) else {
            writable = false
            warn("cannot read the saved state '\(path)': \(String(cString: strerror(errno)));"
                + " starting from defaults, and the state will not be saved")
            return .unusable
        }
        guard let state = SavedState.decode(text) else {
            let aside = keepAside()
            warn("the saved state '\(path)' is damaged; it was kept as '\(aside)'. Starting from defaults")
            return .unusable
        }
        lastSaved = SavedState.encode(state)
        return .state(state)
    }

    /// Saves `state` if it differs from what was saved last.
    func save(_ state: State) {
        guard writable else { return }
        let text = SavedState.encode(state)
        guard text != lastSaved else { return }
        guard StatePaths.makeFolder(for: path), FileText.replace(path, with: text, mode: 0o600) else {
            warn("cannot save the state to '\(path)': \(String(cString: strerror(errno))); it will not be remembered")
            writable = false
            return
        }
        lastSaved = text
    }

    /// Moves a damaged file to a `.corrupt` name that is free, and returns that name.
    private func keepAside() -> String {
        var candidate = path + ".corrupt"
        var number = 1
        while access(candidate, F_OK) == 0 {
            number += 1
            candidate = path + ".corrupt.\(number)"
        }
        if rename(path, candidate) != 0 {
            writable = false
            return path + " (it could not be moved, so it will not be overwritten)"
        }
        return candidate
    }

    private func warn(_ message: String) {
        guard !warned else { return }
        warned = true
        FileText.warn("convcalc: warning: " + message)
    }
}
