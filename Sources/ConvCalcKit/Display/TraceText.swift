/// The trace of one event: the state before, the event, the state after, and what changed
/// on the displays. `ready ──digit 2──▶ integer   in: 2  out: ≈ -16.67`.
public enum TraceText {
    /// Plain lines, one per step.
    public static func plain(_ steps: [TraceStep], into output: OutputBuffer) {
        for step in steps {
            output.append(string: plain(step))
            output.append("\n")
        }
    }

    /// One plain line; without `reason`, a refusal leaves out why (where its guard says it in fewer words).
    public static func plain(_ step: TraceStep, reason: Bool = true) -> String {
        switch step.outcome {
        case .success(let after):
            let changes = changed(step.before, after)
            return "\(step.before.phase) ──\(step.event.name)──▶ \(after.phase)"
                + (changes.isEmpty ? "" : "   " + changes.map { "\($0.0): \($0.1)" }.joined(separator: "  "))
        case .failure(let rejection):
            return "\(step.before.phase) ──\(step.event.name)──▶ ✗ refused" + (reason ? ": \(rejection.message)" : "") + "; state unchanged"
        }
    }

    /// A refused line's events undone: from the state they reached, back to the state before
    /// the line, as the trace's last transition (`undo 3 steps`). Nil when no event was taken
    /// (that one refusal says the state is unchanged).
    struct Undo {
        let reached: State, before: State, count: Int
        var event: String { "undo \(count) step\(count == 1 ? "" : "s")" }

        init?(_ trace: [TraceStep]) {
            let taken = trace.filter { if case .success = $0.outcome { true } else { false } }
            guard let first = trace.first, let reached = taken.last?.after else { return nil }
            (self.reached, before, count) = (reached, first.before, taken.count)
        }
    }

    /// The line that ends the trace of a refused line whose first events were taken, showing
    /// them undone: `line refused ──undo 3 steps──▶ ready   in: -5.2  out: ≈ -20.67` (the trace
    /// showed the entry at 1.2 and stopped at "state unchanged", true of the last event only).
    public static func undone(_ trace: [TraceStep]) -> String? {
        guard let undo = Undo(trace) else { return nil }
        let changes = changed(undo.reached, undo.before)
        return "line refused ──\(undo.event)──▶ \(undo.before.phase)"
            + (changes.isEmpty ? "" : "   " + changes.map { "\($0.0): \($0.1)" }.joined(separator: "  "))
    }

    /// `undone` as a JSON trace object, after a refused line's events.
    public static func jsonUndone(_ trace: [TraceStep], into output: OutputBuffer) {
        guard let undo = Undo(trace) else { return }
        output.append("{\"trace\":{\"from\":\"")
        output.append(string: undo.reached.phase.rawValue)
        output.append("\",\"event\":")
        output.append(jsonString: undo.event)
        output.append(",\"to\":\"")
        output.append(string: undo.before.phase.rawValue)
        output.append("\"")
        appendChanges(from: undo.reached, to: undo.before, into: output)
        output.append("}}\n")
    }

    /// `,"in":"2","out":"≈ -16.67"`: what `changed` names, as JSON members.
    private static func appendChanges(from before: State, to after: State, into output: OutputBuffer) {
        for (key, value) in changed(before, after) {
            output.append(",")
            output.append(jsonString: key)
            output.append(":")
            output.append(jsonString: value)
        }
    }

    /// One JSON object: `{"trace":{"from":…,"event":…,"to":…}}`, with the changed displays,
    /// or `"rejected"` and `to` equal to `from` when refused.
    public static func json(_ step: TraceStep, into output: OutputBuffer) {
        output.append("{\"trace\":{\"from\":\"")
        output.append(string: step.before.phase.rawValue)
        output.append("\",\"event\":")
        output.append(jsonString: step.event.name)
        output.append(",\"to\":\"")
        switch step.outcome {
        case .success(let after):
            output.append(string: after.phase.rawValue)
            output.append("\"")
            appendChanges(from: step.before, to: after, into: output)
        case .failure(let rejection):
            output.append(string: step.before.phase.rawValue)
            output.append("\",\"rejected\":")
            output.append(jsonString: rejection.message)
        }
        output.append("}}\n")
    }

    /// What differs between two states, as the displays and settings show it.
    static func changed(_ before: State, _ after: State) -> [(String, String)] {
        var changes: [(String, String)] = []
        if before.converter != after.converter { changes.append(("converter", after.converter.label)) }
        if before.entry != after.entry { changes.append(("in", after.entry.text)) }
        let old = before.shownOutput, new = after.shownOutput
        if old != new || before.converter != after.converter {
            changes.append(("out", new.markedText))
        }
        if before.precision != after.precision { changes.append(("precision", after.precision.text)) }
        return changes
    }
}
