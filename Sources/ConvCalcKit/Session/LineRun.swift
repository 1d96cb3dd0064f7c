/// The processing of one line: tokens left to right, each sent to the machine on a copy of
/// the state. Any refusal throws, and the caller keeps the old state.
struct LineRun {
    var state: State
    let line: LineBytes
    let observer: Session.Observer?
    /// What the line shows so far; the last token that shows something wins. Kept as a
    /// plain enum (and the text apart) so the per-key bookkeeping copies nothing heavy.
    var shown: Shown = .nothing
    var infoText = ""
    var sentEvents = false
    var says: Bool?
    var traces: Bool?

    init(state: State, line: LineBytes, observer: Session.Observer?) {
        self.state = state
        self.line = line
        self.observer = observer
    }

    /// A line in `ready`: keys and commands.
    mutating func perform() throws(LineError) -> Answer {
        var tokens = line.tokens()
        while let token = tokens.next() {
            let bytes = UnsafeBufferPointer(rebasing: line.bytes[token.start..<token.end])
            if try typeNumber(bytes, at: token.start) { continue }
            guard let keyword = Keyword.match(bytes) else {
                throw LineError(.unknownKey(VisibleText.of(bytes)), column: line.column(of: token.start))
            }
            if try command(keyword, token: token) { break }
        }
        return try finish()
    }

    /// A line while the menu is open: a pick, `cancel`, a blank line (cancel), `help`, `quit`.
    mutating func performPick() throws(LineError) -> Answer {
        var tokens = line.tokens()
        guard let first = tokens.next() else {
            try send(.cancel, at: 0)
            try send(.commit, at: line.end)
            return .nothing
        }
        let bytes = UnsafeBufferPointer(rebasing: line.bytes[first.start..<first.end])
        let keyword = tokens.next() == nil ? Keyword.match(bytes) : nil
        switch keyword {
        case .quit: return .quit
        case .help: return .info(HelpText.menu)
        case .list: return .menu
        case .cancel: try send(.cancel, at: first.start)
        default: try pick(line.text(from: first.start), at: first.start)
        }
        return try finish()
    }

    /// Runs a command; returns true when it consumed the rest of the line.
    private mutating func command(_ keyword: Keyword, token: LineBytes.Token) throws(LineError) -> Bool {
        switch keyword {
        case .sign: try send(.sign, at: token.start)
        case .clear: try send(.clear, at: token.start)
        case .swap: try send(.swap, at: token.start)
        case .reset: try send(.reset, at: token.start)
        case .cancel: try send(.cancel, at: token.start)
        case .list: shown = .converterList
        case .state: show(StateText.describe(state))
        case .quit: shown = .quit
        default: try argumentCommand(keyword, argument: line.firstNonBlank(from: token.end), at: token.start)
        }
        return keyword.takesRestOfLine
    }

    /// Runs a command that reads the rest of the line, which starts at `argument`.
    private mutating func argumentCommand(_ keyword: Keyword, argument: Int, at start: Int) throws(LineError) {
        if keyword == .convert {
            try send(.convert, at: start)
            if let number = line.smallNumber(from: argument) {
                guard (1...Converter.builtIn.count).contains(number) else {
                    throw LineError(.noSuchMenuItem(line.text(from: argument)), column: line.column(of: argument))
                }
                return try send(.pick(Converter.builtIn[number - 1]), at: argument)
            }
        }
        let rest = line.text(from: argument)
        switch keyword {
        case .convert:
            if rest.lowercased() == "cancel" {
                try send(.cancel, at: argument)
            } else if !rest.isEmpty {
                try pick(rest, at: argument)
            }
        case .precision:
            try precision(rest, at: argument)
        case .help:
            show(HelpText.explain(rest, in: state))
        case .units:
            show(try UnitsText.list(rest, column: line.column(of: argument)))
        case .say, .trace:
            let on = try onOff(rest, keyword: keyword, at: argument)
            if keyword == .say { says = on } else { traces = on }
            show("\(keyword == .say ? "say" : "trace") is \(on ? "on" : "off")")
        default:
            break
        }
    }

    /// What a line can show, without payload.
    enum Shown { case nothing, display, converterList, info, quit }

    private mutating func show(_ text: String) {
        shown = .info
        infoText = text
    }

    /// The answer for what the line showed; the displays become the menu while choosing.
    var answer: Answer {
        switch shown {
        case .nothing: .nothing
        case .display: state.phase == .choosing ? .menu : .display
        case .converterList: .converterList
        case .info: .info(infoText)
        case .quit: .quit
        }
    }

    /// Commits the line (Return) and decides what it shows.
    private mutating func finish() throws(LineError) -> Answer {
        guard sentEvents else { return answer }
        try send(.commit, at: line.end)
        return answer
    }

    /// Sends the keys of a number token (`98.6`, `-40`): digits and points, then `+/-` if negative.
    private mutating func typeNumber(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(LineError) -> Bool {
        var first = 0
        if bytes[0] == 0x2D { first = 1 }
        if bytes.count >= 3 && bytes[0] == 0xE2 && bytes[1] == 0x88 && bytes[2] == 0x92 { first = 3 }  // U+2212
        guard first < bytes.count else { return false }
        for index in first..<bytes.count where bytes[index] != 0x2E && (bytes[index] &- 0x30) > 9 { return false }
        for index in first..<bytes.count {
            let byte = bytes[index]
            try send(byte == 0x2E ? .point : .digit(byte - 0x30), at: start + index, length: 1)
        }
        if first > 0 { try send(.sign, at: start) }
        return true
    }

    private mutating func pick(_ text: String, at offset: Int) throws(LineError) {
        switch ConverterQuery.resolve(text) {
        case .success(let converter): try send(.pick(converter), at: offset)
        case .failure(let reason): throw LineError(reason, column: line.column(of: offset))
        }
    }

    private mutating func precision(_ text: String, at offset: Int) throws(LineError) {
        if text.isEmpty {
            show("precision is \(state.precision) decimal places")
            return
        }
        guard let places = Int(text) else {
            throw LineError(.badArgument(command: "precision", detail: "'\(text)' is not a whole number from 0 to 12"),
                            column: line.column(of: offset))
        }
        try send(.precision(places), at: offset)
    }

    private func onOff(_ text: String, keyword: Keyword, at offset: Int) throws(LineError) -> Bool {
        switch text.lowercased() {
        case "on", "": return true
        case "off": return false
        default:
            throw LineError(.badArgument(command: keyword.spellings[0], detail: "say 'on' or 'off', not '\(text)'"),
                            column: line.column(of: offset))
        }
    }

    /// Sends one event to the machine; a refusal becomes a line error naming the `length`
    /// bytes at `offset` (by default the whole word there).
    private mutating func send(_ event: Event, at offset: Int, length: Int? = nil) throws(LineError) {
        do throws(Rejection) {
            try applyObserved(event)
        } catch {
            let end = min(line.end, offset + (length ?? wordLength(at: offset)))
            let token = VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[offset..<max(offset, end)]))
            throw LineError(.rejected(error, token: token), column: line.column(of: offset))
        }
        sentEvents = true
        if case .commit = event {} else { shown = .display }
    }

    /// Applies `event` in place; when tracing, tells the observer the state before and after.
    private mutating func applyObserved(_ event: Event) throws(Rejection) {
        guard let observer else { return try Machine.apply(event, to: &state) }
        let before = state
        do throws(Rejection) {
            try Machine.apply(event, to: &state)
        } catch {
            observer(TraceStep(before: before, event: event, outcome: .failure(error)))
            throw error
        }
        observer(TraceStep(before: before, event: event, outcome: .success(state)))
    }

    /// The length of the word at `offset`.
    private func wordLength(at offset: Int) -> Int {
        var end = offset
        while end < line.end && !LineBytes.isBlank(line.bytes[end]) { end += 1 }
        return end - offset
    }
}
