/// Plays a transcript on the keypad, one event per step, at the teacher's pace.
///
/// Each typed line becomes the events the line path sends for it (found by running the line
/// on a copy of a reference session and watching its trace); Space sends them one by one
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
    private var reference = Session()
    /// The current line's plan, once its first event was sent.
    private var plan: Plan?

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
        let answer: Answer
        let after: Session
        let startPosition: Int
        let traced: Bool
    }

    /// A player for `transcript`, called `name` on screen.
    public init(name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

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
        if plan == nil { plan = makePlan(exchange.input, position: calculator.position) }
        guard let plan else { return }
        if sent < plan.events.count {
            calculator.send(plan.events[sent])
            sent += 1
        }
        if sent == plan.events.count { finishLine(exchange, plan, &calculator) }
    }

    /// Runs `line` on a copy of the reference session and records the events it sends.
    private func makePlan(_ line: String, position: Int) -> Plan {
        var probe = reference
        var events: [Event] = []
        let answer = probe.handle(line) { events.append($0.event) }
        return Plan(events: events, answer: answer, after: probe, startPosition: position, traced: reference.traces)
    }

    private mutating func finishLine(_ exchange: Transcript.Exchange, _ plan: Plan, _ calculator: inout KeypadCalculator) {
        let steps = calculator.steps[min(plan.startPosition, calculator.position)..<calculator.position]
        var lines = plan.traced ? steps.map(TraceText.plain) : []
        if case .rejected(let error) = plan.answer {
            calculator.rewind(to: plan.startPosition)
            lines.append("! " + error.message)
        } else {
            var shown = Session(state: calculator.state)
            shown.says = plan.after.says
            let buffer = OutputBuffer(capacity: 512)
            OutputFormat.plain.render(plan.answer, of: shown, into: buffer)
            lines += String(decoding: buffer.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().map(String.init)
        }
        let played = PlayedLine(input: exchange.input, expected: exchange.expected, actual: lines)
        if !played.matches || calculator.state != plan.after.state { mismatches += 1 }
        finished = played
        reference = plan.after
        self.plan = nil
        sent = 0
        lineIndex += 1
        isAtEnd = plan.answer == .quit || lineIndex >= transcript.exchanges.count
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
