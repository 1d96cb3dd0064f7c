import ArgumentParser
import ConvCalcKit

/// The options of the interactive prompt and of what is remembered, for ArgumentParser.
struct PromptOptions: ParsableArguments {
    @Flag(name: FlagName.noColor.name, help: "No colour (also when NO_COLOR is set, or stdout is not a terminal).")
    var noColor = false

    @Flag(name: FlagName.noState.name, help: "Neither restore nor save the state.")
    var noState = false

    @Option(name: FlagName.state.name, help: ArgumentHelp("Remember the state in FILE instead of $XDG_STATE_HOME/convcalc/state.json."
        + " Replay uses it only when given.", valueName: "file"), completion: .file())
    var state: String?

    @Option(name: FlagName.record.name, help: ArgumentHelp("Write the interactive session to FILE as a transcript for 'convcalc check'.",
                               valueName: "file"), completion: .file())
    var record: String?
}

extension PromptOptions {
    /// The options as plain values.
    var settings: PromptSettings {
        PromptSettings(noColor: noColor, noState: noState, state: state, record: record)
    }
}

/// What the prompt and the keypad are asked to remember and show: plain values, from
/// ArgumentParser (`PromptOptions`) or from the quick keypad recognizer.
struct PromptSettings: Equatable {
    var noColor = false
    var noState = false
    var state: String?
    var record: String?

    /// Sets what `flag` asks for, from the quick reader (`QuickFlags`); false for a flag that is
    /// not the prompt's.
    mutating func take(_ flag: FlagName, _ value: String?) -> Bool {
        switch flag {
        case .noColor: noColor = true
        case .noState: noState = true
        case .state: state = value
        case .record: record = value
        case .units: break  // read before any parsing (UnitsFiles)
        default: return false
        }
        return true
    }

    /// Refuses an empty file name (`--state ''`: written with `=` or apart, the same answer)
    /// and `--no-state` beside `--state FILE`, which would otherwise quietly remember nothing.
    func validate() throws {
        for (flag, value) in [("--state", state), ("--record", record)] where value?.isEmpty == true {
            throw ValidationError("\(flag) needs a file name; '' names none")
        }
        if noState && state != nil {
            throw ValidationError("--no-state and --state FILE contradict each other: give one of them")
        }
    }

    /// The state file the prompt and the keypad remember in: `--state FILE`, else the one in
    /// `folder` (nil with `--no-state`, or without a folder).
    func stateFile(in folder: String?) -> StateFile? {
        noState ? nil : (state ?? folder.map(StatePaths.stateFile)).map(StateFile.init)
    }

    /// The folder for the state and history (of the prompt and the keypad alike), or nil (with one warning) when there is none
    /// (`HOME` unset) or it is unsafe: writable by others or not owned by the user.
    func rememberingFolder() -> String? {
        let keepsState = state != nil && !noState
        let lost = keepsState ? "the history is" : "the state and history are"
        let ignored = StatePaths.ignoredSetting("XDG_STATE_HOME")
        guard let folder = StatePaths.folder else {
            FileText.warn("convcalc: warning: \(ignored ?? "HOME is not set"); \(lost) not kept")
            return nil
        }
        if let ignored { FileText.warn("convcalc: warning: \(ignored); \(lost) kept in '\(FileProblem.shown(folder))'") }
        do {
            try StateFolder.prepareOwn(folder)
            return folder
        } catch {
            FileText.warn("convcalc: warning: \(error.message); \(lost) kept for this session only")
            return nil
        }
    }
}

extension PromptSettings {
    /// Refuses a `--record` file that is also a file convcalc reads or keeps (the lesson played,
    /// the state file in use or the remembered one, a damaged state file kept aside, the
    /// history and its lock, a units file read at start, libedit's settings, the units files' cache): recording there would overwrite it,
    /// or be overwritten by it. Says which and exits 64. A name that is not UTF-8 is left to
    /// the opening, which names it by its bytes.
    func refuseRecordingOver(_ others: [(what: String, path: String?)]) throws {
        guard let record, (try? FileName.check(record, action: "write")) != nil else { return }
        let remembered: [(what: String, path: String?)] = StatePaths.folder.map { folder in
            let history = HistoryFile(path: StatePaths.historyFile(in: folder))
            return [("the remembered state file", StatePaths.stateFile(in: folder)), ("the history file", history.path),
                    ("the history's lock", history.lockPath)] as [(what: String, path: String?)]
        } ?? []
        let units = UnitsFiles.readAtStart.map { (what: "a units file read at start", path: Optional($0)) }
        let editor: [(what: String, path: String?)] = [("the line editor's settings", EditLineReader.settingsPath),
                                                       ("the cache of units files", UnitsCache.path)]
        // `--record out.txt > out.txt` (or `2>`): the displays or the errors written over the
        // recording; `/dev/tty`: the recording drawn into the prompt's own terminal.
        let output: [(what: String, path: String?)] = [("where standard output goes", "/dev/stdout"),
                                                        ("where standard error goes", "/dev/stderr"), ("the terminal", "/dev/tty")]
        for (what, path) in others + remembered + units + editor + output {
            guard let path, (try? FileName.check(path, action: "read")) != nil, SameFile.check(record, path) else { continue }
            FileText.warn("convcalc: --record '\(FileProblem.shown(record))' is \(what): a recording there would"
                + " overwrite it or be overwritten by it; name another file")
            throw ExitCode(64)
        }
    }
}
