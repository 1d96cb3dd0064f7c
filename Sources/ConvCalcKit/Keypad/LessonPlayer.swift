/// Plays a transcript on the keypad, one event per step, at the teacher's pace.
///
/// Each typed line becomes the events the line path sends for it (found by running the line
/// on a copy of a reference session with the trace on); Space sends them one by one
/// through the keypad's calculator. When a line's last event is in, what the keypad shows is
/// compared with what the transcript expects. A refused line is undone on the keypad too:
/// lines are atomic. Lines that send no event (`help`, `state`, `trace on`) are one step.
/// Each line played is marked on the keypad's timeline (`KeypadCalculator.markLine`), so a
/// recording writes the lesson's lines, refused ones included.
///
/// The lesson keeps its own place: between Spaces a teacher may step back and forth or type
/// keys by hand, and the next Space puts the keypad back where the lesson left it (keys typed
/// by hand set aside, and said so) before sending the lesson's next key.
public struct LessonPlayer: Sendable {
    /// The lesson's name, for the panel's title.
    public let name: String
    /// The lesson.
    public let transcript: Transcript
    /// The lesson's exchanges, by position (a transcript reads them one at a time).
    private let exchanges: [Transcript.Exchange]
    /// The comments told before each line, and after the last (`LessonNarration`).
    let narrations: [[String]]
    /// The line path's session before the first line: where a restart begins.
    let origin: Session
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
    /// The keypad's calculator as the lesson's last step left it (nil before the first).
    private var lessonCalculator: KeypadCalculator?
    /// True when the last Space first set aside keys typed by hand.
    public private(set) var setAsideKeys = false
    /// Why the last line played was refused (it was undone), until the next Space.
    public private(set) var refusal: String?

    /// What a line turned out to show.
    public struct PlayedLine: Equatable, Sendable {
        /// The typed line.
        public let input: String
        /// What the transcript expects (its first `kept` lines: the panel shows no more).
        public let expected: [String]
        /// What the keypad showed (its first `kept` lines).
        public let actual: [String]
        /// True when they agree, every line of both compared.
        public let matches: Bool

        /// The most lines of each side kept for the panel: a line expecting millions of
        /// output lines is compared whole as it is read, and held only this far.
        public static let kept = 200

        /// A line that expected `expected` and showed `actual`.
        public init(input: String, expected: [String], actual: [String]) {
            self.init(input: input, expected: expected, actual: actual, matches: expected == actual)
        }

        private init(input: String, expected: [String], actual: [String], matches: Bool) {
            self.input = input
            self.expected = expected
            self.actual = actual
            self.matches = matches
        }

        /// Compares `expected`, read once as it comes, with `actual`, keeping the first `kept`
        /// lines of each: memory stays bounded however long the expectation.
        static func comparing(input: String, expected: some Sequence<String>, actual: [String]) -> PlayedLine {
            var kept: [String] = []
            var count = 0, matches = true
            for line in expected {
                if count >= actual.count || actual[count] != line { matches = false }
                if count < PlayedLine.kept { kept.append(line) }
                count += 1
            }
            if count != actual.count { matches = false }
            return PlayedLine(input: input, expected: kept, actual: Array(actual.prefix(PlayedLine.kept)), matches: matches)
        }
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
        exchanges = Array(transcript.exchanges)
        narrations = LessonNarration.paragraphs(of: transcript)
        origin = try transcript.startingSession()
        reference = origin
    }

    /// The same lesson before its first line: nothing played, nothing counted.
    public var restarted: LessonPlayer {
        LessonPlayer(restarting: self)
    }

    /// Takes `calculator` as where the lesson stands: the same steps and lines as the lesson's
    /// own, taken on the keypad's timeline (`KeypadCalculator.take`: what changed gets new revisions).
    mutating func adopt(_ calculator: KeypadCalculator) {
        lessonCalculator = calculator
    }

    private init(restarting lesson: LessonPlayer) {
        name = lesson.name
        transcript = lesson.transcript
        exchanges = lesson.exchanges
        narrations = lesson.narrations
        origin = lesson.origin
        reference = lesson.origin
    }

    /// The state the lesson starts from (its header's, or the defaults).
    public var start: State { reference.state }

    /// True once every line has been played (or a `quit` line was reached).
    public private(set) var isAtEnd = false

    /// The line being played (or next), or nil at the end.
    public var currentLine: Transcript.Exchange? {
        isAtEnd || lineIndex >= exchanges.count ? nil : exchanges[lineIndex]
    }

    /// The events of the line being played, when it has started.
    public var currentEvents: [Event]? { plan?.events }

    /// The event the next `step` sends, or nil when it sends none (a line without events, the end).
    public var nextEvent: Event? {
        if let plan { return sent < plan.events.count ? plan.events[sent] : nil }
        guard let line = currentLine else { return nil }
        return makePlan(line.input, position: 0).events.first
    }

    /// Sends the lesson's next event to `calculator` (or plays a line that sends none).
    public mutating func step(_ calculator: inout KeypadCalculator) {
        refusal = nil
        setAsideKeys = false
        guard !isAtEnd, let exchange = currentLine else { return }  // at the end Space changes nothing
        let lesson = lessonCalculator ?? KeypadCalculator(start: reference.state)
        setAsideKeys = lesson.revision != calculator.revision
        if setAsideKeys || lesson.position != calculator.position { calculator.take(lesson) }
        defer { lessonCalculator = calculator }
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
        if let error = plan.outcome.error {
            calculator.rewind(to: plan.startPosition)
            refusal = error.message
        }
        calculator.markLine(exchange.input)  // a recording writes the line itself, a refused one too
        let played = PlayedLine.comparing(input: exchange.input, expected: exchange.expectedLines.lazy.map(\.expected.transcriptText),
                                          actual: actual.map(\.transcriptText))
        if !played.matches || calculator.state != plan.after.state { mismatches += 1 }
        finished = played
        reference = plan.after
        self.plan = nil
        sent = 0
        lineIndex += 1
        isAtEnd = plan.outcome.isQuit || lineIndex >= exchanges.count
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
    /// The most important first, as a narrow screen cuts the rest: why a line was refused,
    /// then what Space does, then whether keys typed by hand were set aside.
    public var prompt: String {
        var parts: [String] = []
        if let refusal { parts.append("✗ \(refusal) (the line is undone)") }
        if isAtEnd {
            let result = switch mismatches {
            case 0: "no mismatch"
            case 1: "1 mismatched line"
            default: "\(mismatches) mismatched lines"
            }
            parts.append("end of the lesson: " + result)
        } else if let line = currentLine {
            let input = "> " + VisibleText.of(line.input)
            if let plan {
                parts.append("Space sends \(plan.events[sent].name) (\(sent + 1) of \(plan.events.count)) of \(input)")
            } else {
                parts.append("Space plays the next line: \(input)")
            }
        }
        if setAsideKeys { parts.append("keys typed by hand set aside") }
        return parts.joined(separator: " · ")
    }
}
