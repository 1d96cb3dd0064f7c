/// A calculator session: the machine's state, the session's settings, and the pipeline every
/// front end uses — a line parses into steps (`LineParser`), the steps go through the
/// machine on a copy of the state (`StepRun`), and the result is an `Outcome` for a
/// renderer. One fast path stands at this edge: `PlainNumberFastPath` (a line that is one
/// number, sent as the same events without the parser).
///
/// A line is atomic: only a line whose every step is accepted replaces the state.
public struct Session: Sendable {
    /// The machine's state after the last accepted line or event.
    public private(set) var state: State
    /// True when the displays are followed by a sentence ("The distance in ft is about 3.28").
    public private(set) var says = false
    /// True when every event is traced.
    public private(set) var traces = false
    /// The steps of the lines handled, kept so parsing a line allocates nothing: each line's
    /// steps are appended after the earlier lines' and the array is emptied only once it has
    /// grown (emptying it costs about as much as parsing a short line).
    private var steps: [Step] = []
    /// How many steps `steps` may hold before the next line empties it.
    private static let stepsKept = 192
    /// The most room for steps kept from one line to the next.
    private static let stepsRoomKept = 4096

    /// A session in the start state.
    public init() {
        self.init(state: .initial)
    }

    /// A session in `state`, a state the machine made: for the library's own set-up (`Start`),
    /// the keypad's time travel and lesson moves (`KeypadCalculator`), and the tests.
    init(state: State) {
        self.state = state
        steps.reserveCapacity(Session.stepsKept + 64)
    }

    /// The same session without the steps it keeps for parsing (up to a few kilobytes), for
    /// holding many at once (a lesson's kept places); its next line builds them again.
    var withoutParsedSteps: Session {
        var copy = self
        copy.steps = []
        return copy
    }

    /// Handles one line; a rejected line leaves everything as it was.
    public mutating func handle(_ line: LineBytes) -> Outcome {
        if !traces, let outcome = PlainNumberFastPath.handle(line, state: &state, says: says) { return outcome }
        if steps.count > Session.stepsKept {  // a line of a million keys does not keep their room
            if steps.capacity > Session.stepsRoomKept { steps = [] } else { steps.removeAll(keepingCapacity: true) }
        }
        let first = steps.count
        let tracedEvents = traces ? StepRun.traceLimit : nil
        do throws(LineError) {
            try LineParser.parse(line, in: state.phase, converter: state.converter, tracedEvents: tracedEvents, into: &steps)
        } catch {
            // Rare: a refused line with a no-break or other Unicode space in it (pasted from a
            // web page, `5 ft`) is read again with ASCII spaces there; refused again, it is
            // refused as that reading, whose hints see the words the spaces part.
            steps.removeSubrange(first...)
            return UnicodeBlanks.withASCIIBlanks(line) { spaced in
                do throws(LineError) {
                    try LineParser.parse(spaced, in: state.phase, converter: state.converter, tracedEvents: tracedEvents,
                                         into: &steps)
                } catch {
                    steps.removeSubrange(first...)
                    return Outcome(.rejected(error))
                }
                return run(from: first, of: spaced)
            } ?? Outcome(.rejected(error))
        }
        return run(from: first, of: line)
    }

    /// Runs the steps parsed from `line`, from `first` on, through the machine. Inlined: it is
    /// every general line's way through (a call cost the replay 20 instructions a line).
    @inline(__always)
    private mutating func run(from first: Int, of line: LineBytes) -> Outcome {
        // Through a buffer of the steps kept (an array slice would retain and release them).
        steps.withUnsafeBufferPointer { kept in
            StepRun.run(UnsafeBufferPointer(rebasing: kept[first...]), of: line, state: &state, says: &says, traces: &traces)
        }
    }

    /// Handles one line given as a string: a line typed at the prompt (and tests).
    public mutating func handle(_ line: String) -> Outcome {
        var copy = line
        return copy.withUTF8 { handle(LineBytes($0)) }
    }

    /// Sends one event, for front ends that send a key at a time (the keypad): the same
    /// machine, rules and trace (when tracing) as a line, without the Return a line ends with.
    /// A refused event changes nothing. Without tracing, an accepted event allocates nothing.
    public mutating func send(_ event: Event) -> Outcome {
        let before = state
        do throws(Rejection) {
            try Machine.apply(event, to: &state)
        } catch {
            state = before
            let trace = traces ? [TraceStep(before: before, event: event, outcome: .failure(error))] : []
            return Outcome(.rejected(LineError(.rejected(error, token: event.name), column: 1)), trace: trace)
        }
        let trace = traces ? [TraceStep(before: before, event: event, outcome: .success(state))] : []
        let shows: Outcome.Shows = state.phase == .choosing
            ? .menu(current: state.converter) : .displays(Displays(state: state, says: says))
        return Outcome(shows, trace: trace)
    }

    /// Changes a setting, as `say on` or `trace off` would.
    public mutating func apply(_ setting: Setting) {
        switch setting {
        case .say(let on): if let on { says = on }
        case .trace(let on): if let on { traces = on }
        }
    }
}
