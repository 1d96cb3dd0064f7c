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
///
/// It reads the lesson as it goes (`LessonPlace`: the line next and a position in the
/// transcript's bytes, never a copy of every line), and keeps what it played in a
/// `LessonTrail`, so going back or to any line reached plays only a few lines again.
public struct LessonPlayer: Sendable {
    /// The lesson's name, for the panel's title.
    public let name: String
    /// The lesson.
    public let transcript: Transcript
    /// The line path's session before the first line: where a restart begins.
    let origin: Session
    /// The comments told after the lesson's last line, once its end is reached (read then: a
    /// `quit` line may end it long before the last).
    private var closing: [String]?
    /// Where the lesson stands: the line being played, or the next one to play.
    private(set) var place: LessonPlace
    /// The lesson as far as it has been played, to go back to (`LessonPlayer+Moves`).
    var trail: LessonTrail
    /// The events of the line being played that have been sent.
    public private(set) var sent = 0
    /// The current line's plan, once its first event was sent.
    private var plan: Plan?
    /// The keypad's calculator as the lesson's last step or move left it: its revision and
    /// position (nil before the first). Its first `place.stepCount` steps and `lineIndex` typed
    /// lines are then the lesson's.
    var left: (revision: Int, position: Int)?
    /// True when the last Space first set aside keys typed by hand.
    public private(set) var setAsideKeys = false
    /// How many lines were played again, behind the furthest line reached: the work of going
    /// back and forth (at most `LessonTrail.interval` a move); lines played for the first time
    /// are not counted.
    public private(set) var linesPlayedAgain = 0

    /// The line being played, or the next one to play.
    public var lineIndex: Int { place.lineIndex }
    /// Lines whose output differed from the transcript so far.
    public var mismatches: Int { place.mismatches }
    /// The outcome of the last line played to its end.
    public var finished: PlayedLine? { place.finished }
    /// Why the last line played was refused (and undone, when it had sent events), until the next Space.
    public var refusal: String? { place.refusal }
    /// True once every line has been played (or a `quit` line was reached).
    public var isAtEnd: Bool { place.isAtEnd }
    /// The comments told before the line being played (or next); at the end, those after the last line.
    public var narration: [String] { place.isAtEnd ? closing ?? place.narration : place.narration }

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
        guard transcript.exchangeCount > 0 else {
            throw TranscriptError(line: nil, "no typed line ('> 212'): a lesson has at least one")
        }
        self.name = name
        self.transcript = transcript
        origin = try transcript.startingSession()
        place = LessonPlace(start: transcript, origin: origin)
        trail = LessonTrail(start: place)
    }

    /// The state the lesson starts from (its header's, or the defaults).
    public var start: State { origin.state }

    /// The line being played (or next), or nil at the end.
    public var currentLine: Transcript.Exchange? {
        place.isAtEnd ? nil : place.line
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
        place.refusal = nil
        setAsideKeys = false
        guard !place.isAtEnd, let exchange = place.line else { return }  // at the end Space changes nothing
        let stands = left ?? (revision: 0, position: 0)
        setAsideKeys = stands.revision != calculator.revision
        if setAsideKeys || stands.position != calculator.position { putBack(&calculator, known: known(in: calculator)) }
        defer { left = (calculator.revision, calculator.position) }
        if plan == nil { plan = makePlan(exchange.input, position: calculator.position) }
        guard let plan else { return }
        if sent < plan.events.count {
            calculator.send(plan.events[sent])
            sent += 1
        }
        if sent == plan.events.count { finishLine(exchange, plan, &calculator) }
    }

    /// The same lesson at `mark`, a place of its trail: no event of a line sent, nothing set aside.
    mutating func resume(at mark: LessonPlace) {
        place = mark
        plan = nil
        sent = 0
        setAsideKeys = false
    }

    /// How many of the lesson's steps and typed lines before its line are `calculator`'s first,
    /// known without comparing them: all when the calculator changed nothing since the lesson left it.
    func known(in calculator: KeypadCalculator) -> (steps: Int, lines: Int) {
        left?.revision == calculator.revision ? (place.stepCount, place.lineIndex) : (0, 0)
    }

    /// How many of the lesson's steps the lines before the line being played leave in effect.
    var stepCount: Int { place.stepCount }

    /// Puts `calculator` back where the lesson stands: the lesson's steps and lines before the
    /// line, then the events of the line sent so far (keys typed by hand, or time travel, are set aside).
    mutating func putBack(_ calculator: inout KeypadCalculator, known: (steps: Int, lines: Int)) {
        calculator.follow(trail.steps[0..<place.stepCount], lines: trail.lines[0..<place.lineIndex], known: known)
        for event in plan?.events.prefix(sent) ?? [] { calculator.send(event) }
    }

    /// Runs `line` on a copy of the reference session for what it shows, and on another copy
    /// with the trace on for the events it sends.
    private func makePlan(_ line: String, position: Int) -> Plan {
        var after = place.reference
        let outcome = after.handle(line)
        var traced = place.reference
        traced.apply(.trace(true))
        let events = traced.handle(line).trace.map(\.event)
        return Plan(events: events, outcome: outcome, after: after, startPosition: position)
    }

    private mutating func finishLine(_ exchange: Transcript.Exchange, _ plan: Plan, _ calculator: inout KeypadCalculator) {
        let from = place
        let steps = Array(calculator.steps[min(plan.startPosition, calculator.position)..<calculator.position])
        let shown = LessonPlayer.keypadShows(plan.outcome.shows, calculator.state)
        let actual = ExpectedLine.lines(of: Outcome(shown, trace: plan.outcome.trace.isEmpty ? [] : steps))
        if let error = plan.outcome.error {
            calculator.rewind(to: plan.startPosition)
            place.refusal = error.message
            place.refusalUndid = !plan.events.isEmpty
        }
        calculator.markLine(exchange.input)  // a recording writes the line itself, a refused one too
        let played = PlayedLine.comparing(input: exchange.input, expected: exchange.expectedLines.lazy.map(\.expected.transcriptText),
                                          actual: actual.map(\.transcriptText))
        if !played.matches || calculator.state != plan.after.state { place.mismatches += 1 }
        place.finished = played
        place.reference = plan.after
        place.stepCount += calculator.position - min(plan.startPosition, calculator.position)
        place.advance(quits: plan.outcome.isQuit)
        if place.isAtEnd && closing == nil {
            closing = place.line == nil ? place.narration : LessonNarration.closing(of: transcript)
        }
        if from.lineIndex < trail.linesReached { linesPlayedAgain += 1 }
        trail.played(exchange.input, from: from, to: place, steps: calculator.steps[min(plan.startPosition, calculator.position)..<calculator.position])
        self.plan = nil
        sent = 0
    }

    /// What the line path showed, with the displays and the menu taken from the keypad's state.
    static func keypadShows(_ shows: Outcome.Shows, _ state: State) -> Outcome.Shows {
        switch shows {
        case .displays(let displays): .displays(Displays(state: state, says: displays.says))
        case .menu: .menu(current: state.converter)
        default: shows
        }
    }

    /// The events of the line being played or next: its plan's once it started, else what it
    /// would send (for the status line, before its first key); none at the end.
    var eventsOfLine: [Event] {
        plan?.events ?? currentLine.map { makePlan($0.input, position: 0).events } ?? []
    }
}
