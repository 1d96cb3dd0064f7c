/// The application of one line's steps, in order, on a copy of the session: events through
/// `Machine.apply`, queries answered from the state they are reached in, settings noted.
/// Any refusal throws, and the session keeps what it had.
struct StepRun {
    private(set) var state: State
    private(set) var says: Bool
    private(set) var traces: Bool
    /// Whether this line is traced: decided by the setting the line starts with.
    let tracing: Bool
    /// The events sent so far, when tracing.
    var trace: [TraceStep] { collected?.trace ?? [] }
    let line: LineBytes
    /// What the line shows: the last step that shows something wins.
    private var lastShown: LastShown = .nothing
    private var sentEvents = false
    /// The trace and the last answer's text: made by the first traced event or answer, so a
    /// plain line's run holds nothing to count references of or let go.
    private var collected: Collected?

    /// What a step showed; a plain value, so the per-step bookkeeping copies no payload.
    private enum LastShown { case nothing, displays, menu, info, quit }

    /// What a run keeps beyond plain values.
    private final class Collected {
        /// The events sent so far, when tracing.
        var trace: [TraceStep] = []
        /// The text of the last answer, when `lastShown` is `.info`.
        var info: String?
        /// The parts the line typed its number in, with the value and converter they were typed with.
        var typedParts: (parts: TypedParts, value: ExactDecimal, converter: Converter)?
    }

    init(state: State, says: Bool, traces: Bool, line: LineBytes) {
        self.state = state
        self.says = says
        self.traces = traces
        self.tracing = traces
        self.line = line
    }

    /// Applies the steps of `line` on a copy of `state`; keeps the copy (and the settings the
    /// line changed) when all are accepted, and says what the line shows.
    @inline(__always)
    static func run(_ steps: some Sequence<Step>, of line: LineBytes, state: inout State, says: inout Bool,
                    traces: inout Bool) -> Outcome {
        var run = StepRun(state: state, says: says, traces: traces, line: line)
        do throws(LineError) {
            try run.apply(steps)
        } catch {
            return Outcome(.rejected(error), trace: traces ? run.trace : [])
        }
        state = run.state
        says = run.says
        traces = run.traces
        return Outcome(run.shows, trace: run.tracing ? run.trace : [])
    }

    /// What the run collects (trace, answer), made when first needed.
    private mutating func collect() -> Collected {
        if let collected { return collected }
        let made = Collected()
        collected = made
        return made
    }

    /// Applies `steps`, then the line-end when any of them sent an event.
    mutating func apply(_ steps: some Sequence<Step>) throws(LineError) {
        var converted: (number: Int, phrase: Int)?  // where a one-line conversion's number and phrase start
        for step in steps {
            switch step.action {
            case .event(let event):
                // A one-line conversion: its inserted C marks the number, its convert the phrase.
                if step.isInserted, case .clear = event, converted == nil { converted = (step.start, step.start) }
                if case .convert = event, converted != nil, !step.isInserted { converted?.phrase = step.start }
                try send(event, step)
                sentEvents = true
                if !step.isInserted { lastShown = .displays }  // a blank line (cancel in the menu) shows nothing
            case .query, .setting, .inputParts:
                answerOrSet(step)  // out of line: the keys' loop keeps a small frame
            case .quit:
                lastShown = .quit
                return try commitIfNeeded()
            }
        }
        try commitIfNeeded()
        // Rounding the output only where it may have no value: it cost every line about 490.
        if let converted, state.converter.mayLackValue, state.shownOutput.hasNoValue { try refuseNoValue(number: converted.number, phrase: converted.phrase) }
    }

    /// A one-line conversion whose number has no value in its output unit (`0 mpg to L/100km`:
    /// no distance per volume) is refused, with the kind's reason, rather than shown as `—`.
    @inline(never)
    private func refuseNoValue(number: Int, phrase: Int) throws(LineError) {
        var end = phrase
        while end > number && line.bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        throw Self.lineError(.belowAbsoluteZero(state.entry.value, state.converter),
                             Step(.event(.clear), start: number, length: end - number), in: line)
    }

    /// A query's answer or a setting's change.
    @inline(never)
    private mutating func answerOrSet(_ step: Step) {
        switch step.action {
        case .query(let query):
            let info = answer(query, step)
            collect().info = info
            lastShown = info == nil ? .menu : .info
        case .setting(let setting):
            apply(setting)
        case .inputParts(let parts):
            collect().typedParts = (parts, state.entry.value, state.converter)
        case .event, .quit:
            break
        }
    }

    /// What the line shows, from the state it ended in: the menu while choosing.
    var shows: Outcome.Shows {
        switch lastShown {
        case .nothing: .nothing
        case .displays where state.phase == .choosing: .menu(current: state.converter)
        case .displays: .displays(Displays(state: state, says: says, typedParts: typedParts))
        case .menu: .menu(current: state.converter)
        case .info: .info(collected?.info ?? "")
        case .quit: .quit
        }
    }

    /// The units the line typed its number in, while the displays still show that number, its
    /// sign changed or not (`5 ft 6 in +/-` shows -5 ft 6 in).
    private var typedParts: TypedParts? {
        guard let typed = collected?.typedParts else { return nil }  // before the entry's value, made on every line
        let shown = state.entry.value
        guard typed.value.digits == shown.digits, typed.value.scale == shown.scale,
              typed.converter == state.converter, typed.value.scale >= 0 else { return nil }
        return typed.parts
    }

    /// Sends the line-end a line of events ends with. Out of line: it runs once a line, and its
    /// two copies inlined made `apply(_:)` too large for the compiler to inline `Machine.apply`
    /// into it for each key (a call per key, about 40 instructions a line).
    @inline(never)
    private mutating func commitIfNeeded() throws(LineError) {
        guard sentEvents else { return }
        guard tracing else { return try StepRun.commit(line, &state) }
        try sendTraced(.commit, Step(.event(.commit), start: line.end, length: 0))
    }

    /// Sends one event; a refusal becomes a line error naming the step's text.
    @inline(__always)
    private mutating func send(_ event: Event, _ step: Step) throws(LineError) {
        guard tracing else { return try StepRun.send(event, step, in: line, to: &state) }
        try sendTraced(event, step)
    }

    /// Sends one event untraced; a refusal becomes a line error naming the step's text.
    @inline(__always)
    private static func send(_ event: Event, _ step: Step, in line: LineBytes, to state: inout State) throws(LineError) {
        do throws(Rejection) {
            try Machine.apply(event, to: &state)
        } catch {
            throw lineError(error, step, in: line)
        }
    }

    /// Sends the line-end a line of events ends with, untraced.
    @inline(__always)
    static func commit(_ line: LineBytes, _ state: inout State) throws(LineError) {
        try send(.commit, Step(.event(.commit), start: line.end, length: 0), in: line, to: &state)
    }

    /// The most events a traced line may send: each is a step of its trace, held with the line's
    /// output until it is shown (a line of 260,000 keys traced took `check` 100 MB).
    static let traceLimit = 2_000

    /// `send` when tracing: out of line, so the untraced keys' loop keeps a small frame. An
    /// event past `traceLimit` refuses the line.
    @inline(never)
    private mutating func sendTraced(_ event: Event, _ step: Step) throws(LineError) {
        let before = state
        let collected = collect()
        guard collected.trace.count < StepRun.traceLimit else {
            throw LineError(.tracedTooLong(StepRun.traceLimit), column: line.column(of: step.start))
        }
        do throws(Rejection) {
            try Machine.apply(event, to: &state)
            collected.trace.append(TraceStep(before: before, event: event, outcome: .success(state)))
        } catch {
            collected.trace.append(TraceStep(before: before, event: event, outcome: .failure(error)))
            throw StepRun.lineError(error, step, in: line)
        }
    }

    /// A refusal as a line error naming the step's text and column (out of line: refusals are rare).
    @inline(never)
    static func lineError(_ rejection: Rejection, _ step: Step, in line: LineBytes) -> LineError {
        if rejection == .exponentOutOfRange, let number = numberToken(around: step, in: line) {
            // `1e100`: the number is what is wrong, not its last digit.
            return LineError(.rejected(rejection, token: text(of: number, in: line)), column: line.column(of: number.start))
        }
        // `convert K C` after -100 °C: the number refused is the one kept, which the user did not type for it.
        var kept: String?
        if case .belowAbsoluteZero = rejection, case .event(.pick) = step.action {
            kept = "the number on the input display stays when the converter changes: type C first, then pick it"
        }
        return LineError(.rejected(rejection, token: text(of: step, in: line)), column: line.column(of: step.start), afterword: kept)
    }

    /// The whole token a one-byte step of a number was typed in (`1e100` for its last `0`).
    private static func numberToken(around step: Step, in line: LineBytes) -> Step? {
        guard step.start < line.end else { return nil }
        var start = step.start, end = step.start
        while start > 0 && !LineBytes.isBlank(line.bytes[start - 1]) { start -= 1 }
        while end < line.end && !LineBytes.isBlank(line.bytes[end]) { end += 1 }
        return Step(step.action, start: start, length: end - start)
    }

    /// The text a step was written as in `line`, escaped for display.
    private static func text(of step: Step, in line: LineBytes) -> String {
        let end = min(line.end, step.start + step.length)
        return VisibleText.of(UnsafeBufferPointer(rebasing: line.bytes[min(step.start, end)..<end]))
    }

    /// The text answering `query`, or nil for `list` (which shows the menu).
    private func answer(_ query: Query, _ step: Step) -> String? {
        switch query {
        case .simple(.list): nil
        case .simple(.state): StateText.describe(state)
        case .help: HelpText.explain(step.length == 0 ? nil : StepRun.text(of: step, in: line), in: state)
        case .units: UnitsText.list(UnitKind.kinds(named: line.text(from: step.start + step.length)) ?? [])
        case .precision: PrecisionText.describe(state.precision)
        }
    }

    private mutating func apply(_ setting: Setting) {
        switch setting {
        case .say(let on):
            if let on { says = on }
            collect().info = "say is \(says ? "on" : "off")"
            lastShown = .info
        case .trace(let on):
            if let on { traces = on }
            collect().info = "trace is \(traces ? "on" : "off")"
            lastShown = .info
        }
    }
}
