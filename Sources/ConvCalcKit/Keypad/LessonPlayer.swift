/// Plays a transcript on the keypad, one event per step, at the teacher's pace.
///
/// Each typed line becomes the events the line path sends for it (found by running the line
/// on a copy of a reference session with the trace on); Space sends them one by one
/// through the keypad's calculator. When a line's last event is in, what the keypad shows is
/// compared with what the transcript expects. A refused line is undone on the keypad too:
/// lines are atomic. Lines that send no event (`help`, `state`, `trace on`) are one step.
public struct LessonPlayer: Sendable {
    /// The lesson's name, for the panel's title.
    public let name: String
    /// The lesson.
    public let transcript: Transcript
    /// The line being played, or the next one to play.
    public private(set) var lineIndex = 0
    /// The events of the line being played that have been sent.
    public private(set) var sent = 0
    /// Lines whose output differed from the transcript so far.
    public private(set) var mismatches = 0
    /// The outcome of the last line played to its end.
    public private(set) var finished: PlayedLine?
    /// The line path's session, in step with the lesson; it decides what each line means.
    private var reference: Session
    /// The current line's plan, once its first event was sent.
    private var plan: Plan?
    /// Where the calculator's history stood after the lesson's last step: a teacher may step
    /// back and forth to show earlier states, and the next Space continues from here.
    private var lessonPosition: Int?

    /// What a line turned out to show.
    public struct PlayedLine: Equatable, Sendable {
        /// The typed line.
        public let input: String
        /// What the transcript expects.
        public let expected: [String]
        /// What the keypad showed.
        public let actual: [String]
        /// True when they agree.
        public var matches: Bool { expected == actual }
    }

    /// A line cut into events: what the line path does with it.
    struct Plan: Sendable {
        let events: [Event]
        let outcome: Outcome
        let after: Session
        let startPosition: Int
    }

    /// A player for `transcript`, called `name` on screen; it fails when the transcript's
    /// header names no valid starting state.
    public init(name: String, transcript: Transcript) throws(TranscriptError) {
        self.name = name
        self.transcript = transcript
        reference = try transcript.startingSession()
    }

    /// The state the lesson starts from (its header's, or the defaults).
    public var start: State { reference.state }

    /// True once every line has been played (or a `quit` line was reached).
    public private(set) var isAtEnd = false

    /// The line being played (or next), or nil at the end.
    public var currentLine: Transcript.Exchange? {
        isAtEnd || lineIndex >= transcript.exchanges.count ? nil : transcript.exchanges[lineIndex]
    }

    /// The events of the line being played, when it has started.
    public var currentEvents: [Event]? { plan?.events }

    /// Sends the lesson's next event to `calculator` (or plays a line that sends none).
    public mutating func step(_ calculator: inout KeypadCalculator) {
        guard !isAtEnd, let exchange = currentLine else { return }
        if let lessonPosition { LessonPlayer.travel(&calculator, to: lessonPosition) }
        defer { lessonPosition = calculator.position }
        if plan == nil { plan = makePlan(exchange.input, position: calculator.position) }
        guard let plan else { return }
        if sent < plan.events.count {
            calculator.send(plan.events[sent])
            sent += 1
        }
        if sent == plan.events.count { finishLine(exchange, plan, &calculator) }
    }

    /// Runs `line` on a copy of the reference session for what it shows, and on another copy
    /// with the trace on for the events it sends.
    private func makePlan(_ line: String, position: Int) -> Plan {
        var after = reference
        let outcome = after.handle(line)
        var traced = reference
        traced.apply(.trace(true))
        let events = traced.handle(line).trace.map(\.event)
        return Plan(events: events, outcome: outcome, after: after, startPosition: position)
    }

    private mutating func finishLine(_ exchange: Transcript.Exchange, _ plan: Plan, _ calculator: inout KeypadCalculator) {
        let steps = Array(calculator.steps[min(plan.startPosition, calculator.position)..<calculator.position])
        let shown = LessonPlayer.keypadShows(plan.outcome.shows, calculator.state)
        let actual = ExpectedLine.lines(of: Outcome(shown, trace: plan.outcome.trace.isEmpty ? [] : steps))
        if plan.outcome.isRejected { calculator.rewind(to: plan.startPosition) }
        let played = PlayedLine(input: exchange.input, expected: exchange.expected.map(\.transcriptText),
                                actual: actual.map(\.transcriptText))
        if !played.matches || calculator.state != plan.after.state { mismatches += 1 }
        finished = played
        reference = plan.after
        self.plan = nil
        sent = 0
        lineIndex += 1
        isAtEnd = plan.outcome.isQuit || lineIndex >= transcript.exchanges.count
    }

    /// Steps the calculator back or forward to `position` (as far as its history goes: a key
    /// typed after stepping back has replaced the rest, and the lesson goes on from there).
    static func travel(_ calculator: inout KeypadCalculator, to position: Int) {
        while calculator.position > position && calculator.stepBack() {}
        while calculator.position < position && calculator.stepForward() {}
    }

    /// What the line path showed, with the displays and the menu taken from the keypad's state.
    static func keypadShows(_ shows: Outcome.Shows, _ state: State) -> Outcome.Shows {
        switch shows {
        case .displays(let displays): .displays(Displays(state: state, says: displays.says))
        case .menu: .menu(current: state.converter)
        default: shows
        }
    }

    /// The status line's words: what Space does next.
    public var prompt: String {
        if isAtEnd { return "end of the lesson: \(mismatches == 0 ? "no mismatch" : "\(mismatches) mismatched lines")" }
        guard let line = currentLine else { return "" }
        let input = "> " + VisibleText.of(line.input)
        guard let plan else { return "Space plays the next line: \(input)" }
        return "Space sends \(plan.events[sent].name) (\(sent + 1) of \(plan.events.count)) of \(input)"
    }
}
