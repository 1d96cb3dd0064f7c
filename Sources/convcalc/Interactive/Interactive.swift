#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// Sets up and runs the interactive calculator: locale, libedit, remembered state, history.
struct Interactive {
    let options: CalculatorSettings
    let prompt: PromptSettings

    func run() throws -> Int32 {
        let unicode = Terminal.adoptLocale()
        let folder = prompt.rememberingFolder()
        let stateFile = prompt.stateFile(in: folder)
        var base: State?
        var firstRun = stateFile != nil
        switch stateFile?.load() {
        case .state(let restored)?: base = restored; firstRun = false
        case .unusable?: firstRun = false
        case .missing?, nil: break
        }
        try prompt.refuseRecordingOver([("the state file", stateFile?.path),
                                         ("the damaged state file kept aside", stateFile?.keptAside)])
        let session = try options.makeSession(from: base)
        var recorder: Recorder?
        if let path = prompt.record {
            TerminalText.useTranscriptText()
            do {
                recorder = try Recorder(path: path, header: TranscriptHeader.text(for: session))
            } catch {
                FileText.warn("convcalc: cannot record: \(error.message)")
                return 74  // output that cannot be written (docs/GUIDE.md: Exit status)
            }
        }
        // The editor sets the terminal up (bracketed paste on): only once the recording is open, so a
        // refused target says so alone (it printed ESC[?2004h before the error).
        let history = folder.map { HistoryFile(path: StatePaths.historyFile(in: $0)) }
        let reader = EditLineReader(editsOnStderr: !Terminal.isTerminal(STDOUT_FILENO), historySize: 1000)
        for line in history?.load() ?? [] { reader.remember(line) }
        let face = Face(columns: Terminal.columns(), colors: Terminal.allowsColor(flag: prompt.noColor),
                        unicode: unicode)
        // Typing at a terminal with stdout redirected (`convcalc > out.txt`): the file gets
        // plain displays, no box and no welcome.
        let toTerminal = Terminal.isTerminal(STDOUT_FILENO)
        var repl = Repl(session: session, reader: reader, face: face,
                        format: options.format ?? (toTerminal ? nil : .plain), stateFile: stateFile,
                        history: history, recorder: recorder, welcome: firstRun && toTerminal)
        let status = repl.run()
        return Interactive.finish(recorder, status: status)
    }

    /// Closes the recording; an incomplete one gets a warning and, if all else went well, status 74.
    private static func finish(_ recorder: Recorder?, status: Int32) -> Int32 {
        guard let recorder else { return status }
        recorder.finish()
        guard let problem = recorder.problem else { return status }
        FileText.warn("convcalc: warning: the recording is incomplete: \(problem.message)")
        return status == 0 ? 74 : status
    }
}
