#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// Sets up and runs the interactive calculator: locale, libedit, remembered state, history.
struct Interactive {
    let options: CalculatorSettings
    let prompt: PromptOptions

    func run() throws -> Int32 {
        let unicode = Terminal.adoptLocale()
        if StatePaths.folder == nil {
            let keepsState = prompt.state != nil && !prompt.noState
            FileText.warn("convcalc: warning: HOME is not set; " + (keepsState ? "the history is" : "the state and history are")
                + " not kept")
        }
        let stateFile = prompt.noState ? nil : (prompt.state ?? StatePaths.stateFile).map(StateFile.init)
        var base: State?
        var firstRun = stateFile != nil
        switch stateFile?.load() {
        case .state(let restored)?: base = restored; firstRun = false
        case .unusable?: firstRun = false
        case .missing?, nil: break
        }
        let history = StatePaths.historyFile.map { HistoryFile(path: $0) }
        let reader = EditLineReader(editsOnStderr: !Terminal.isTerminal(STDOUT_FILENO), historySize: 1000)
        for line in history?.load() ?? [] { reader.remember(line) }
        var recorder: Recorder?
        if let path = prompt.record {
            recorder = Recorder(path: path)
            if recorder == nil {
                FileText.warn("convcalc: cannot record to '\(path)': \(String(cString: strerror(errno)))")
                return 2
            }
        }
        let face = Face(columns: Terminal.columns(), colors: Terminal.allowsColor(flag: prompt.noColor),
                        unicode: unicode)
        // Typing at a terminal with stdout redirected (`convcalc > out.txt`): the file gets
        // plain displays, no box and no welcome.
        let toTerminal = Terminal.isTerminal(STDOUT_FILENO)
        var repl = Repl(session: try options.makeSession(from: base), reader: reader, face: face,
                        format: options.format ?? (toTerminal ? nil : .plain), stateFile: stateFile,
                        history: history, recorder: recorder, welcome: firstRun && toTerminal)
        return repl.run()
    }
}
