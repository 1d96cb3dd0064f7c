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

    /// What a line can show, without payload.
    enum Shown { case nothing, display, converterList, info, quit }

    mutating func show(_ text: String) {
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
    mutating func finish() throws(LineError) -> Answer {
        guard sentEvents else { return answer }
        try send(.commit, at: line.end)
        return answer
    }

    /// Sends the keys of a number token (`98.6`, `-40`): digits and points, then `+/-` if negative.
    mutating func typeNumber(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(LineError) -> Bool {
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




    /// Sends one event to the machine; a refusal becomes a line error naming the `length`
    /// bytes at `offset` (by default the whole word there).
    mutating func send(_ event: Event, at offset: Int, length: Int? = nil) throws(LineError) {
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
    mutating func applyObserved(_ event: Event) throws(Rejection) {
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
    func wordLength(at offset: Int) -> Int {
        var end = offset
        while end < line.end && !LineBytes.isBlank(line.bytes[end]) { end += 1 }
        return end - offset
    }
}
