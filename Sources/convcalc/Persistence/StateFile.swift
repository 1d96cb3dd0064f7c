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
/// calculator goes on with defaults. A path that is not a regular file (a folder, a device
/// such as `/dev/null`, a FIFO) is neither read, moved nor replaced. All file access goes
/// through `SafeFile`.
final class StateFile {
    let path: String
    private var lastSaved: String?
    private var writable = true
    private var warned = false
    /// Checks, before each save, that the path is still the file read or written last.
    private var guardian = WriteGuard()
    /// Where a damaged file was kept aside by `load`, if it was.
    private(set) var keptAside: String?

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
        // `--state o.json > o.json`: the file the output writes into, which the shell emptied
        // (it was moved aside as damaged, the output with it) and a save would replace.
        if let stream = SameFile.standardStream(writingTo: path) {
            writable = false
            warn("the state file '\(FileProblem.shown(path))' is where standard \(stream) goes; starting from"
                + " defaults, and the state will not be saved")
            return .unusable
        }
        // `--state u.units`, `--state …/history`: a file the session reads or keeps, which a damaged
        // state would move aside and a save replace (as `--record` refuses them).
        let history = StatePaths.folder.map { HistoryFile(path: StatePaths.historyFile(in: $0)) }
        let others = UnitsFiles.readAtStart.map { ("a units file read at start", $0) }
            + (history.map { [("the history file", $0.path), ("the history's lock", $0.lockPath)] } ?? [])
        for (what, other) in others where SameFile.check(path, other) {
            writable = false
            warn("the state file '\(FileProblem.shown(path))' is \(what); starting from defaults, and the state will not be saved")
            return .unusable
        }
        let text: String
        do {
            // Along a path this user or root controls (`PathWalk`), as it is saved and as units files
            // are read: root with `--state` through another user's link restored her state unwarned.
            text = String(decoding: try SafeFile.read(path, limit: SafeFile.Limit.state, checked: true), as: UTF8.self)
        } catch {
            return refuse(error)
        }
        guard let state = SavedState.decode(text) else {
            // A state of a unit a units file defined, not read this time: whole, so not moved aside.
            guard let unit = SavedState.unknownUnit(in: text) else { return keepAsideDamaged() }
            // Kept for a start that reads the file again: this session saves nothing over it.
            writable = false
            warn("the saved state '\(FileProblem.shown(path))' uses the unit '\(VisibleText.of(unit))', which no units file"
                + " read now defines (give it with --units FILE); starting from defaults, and the state is not saved this"
                + " session, so that it is kept (reset does not forget it here: delete the file, or reset in a session that"
                + " reads that units file)")
            return .unusable
        }
        guardian.remember(path)
        lastSaved = SavedState.encode(state)
        return .state(state)
    }

    /// Saves `state` if it differs from what was saved last.
    func save(_ state: State) {
        guard writable else { return }
        let text = SavedState.encode(state)
        guard text != lastSaved else { return }
        if let problem = guardian.problem(with: path, isOwn: { SavedState.decode($0) != nil }) {
            warn("cannot save the state: \(problem); it will not be remembered")
            writable = false
            return
        }
        do {
            try StateFolder.create(for: path)
            try SafeFile.replace(path, with: Array(text.utf8), mode: 0o600)
            guardian.remember(path)
        } catch {
            warn("cannot save the state: \(error.message); it will not be remembered")
            writable = false
            return
        }
        lastSaved = text
    }

    /// The outcome of a file that could not be read: missing, or unusable with a warning.
    private func refuse(_ problem: FileProblem) -> Loaded {
        switch problem.reason {
        case .system(ENOENT):
            return .missing
        case .tooLarge:
            return keepAsideDamaged()
        case .notRegular(let kind):
            writable = false
            warn("the state path '\(FileProblem.shown(path))' is \(kind), not a regular file; starting from defaults,"
                + " and the state will not be saved")
        case .system, .unsafeFolder, .notUTF8, .emptyName, .fifoWithoutReader, .readOnly, .untrusted, .changedWhileChecked, .hardLinked,
             .changedSinceRead:
            writable = false
            warn("cannot read the saved state: \(problem.message); starting from defaults, and the state will not be saved")
        }
        return .unusable
    }

    /// Moves a damaged file aside (never overwriting it) with one warning.
    private func keepAsideDamaged() -> Loaded {
        let shown = FileProblem.shown(path)
        do {
            let aside = try SafeFile.keepAside(path)
            keptAside = aside
            warn("the saved state '\(shown)' is damaged; it was kept as '\(FileProblem.shown(aside))'. Starting from defaults")
        } catch {
            writable = false
            warn("the saved state '\(shown)' is damaged and could not be moved (\(error.detail)), so it will not be"
                + " overwritten. Starting from defaults")
        }
        return .unusable
    }

    private func warn(_ message: String) {
        guard !warned else { return }
        warned = true
        FileText.warn("convcalc: warning: " + message)
    }
}
