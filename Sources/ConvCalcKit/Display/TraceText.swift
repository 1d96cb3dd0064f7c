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

    /// The line that ends the trace of a refused line whose first events were taken, showing
    /// them undone, as a transition back to the state before the line:
    /// `line refused ──undo 3 steps──▶ ready   in: -5.2  out: ≈ -20.67` (the trace showed the
    /// entry at 1.2 and stopped at "state unchanged", which was true of the last event only).
    /// Nil when no event was taken (that one refusal says the state is unchanged).
    public static func undone(_ trace: [TraceStep]) -> String? {
        let taken = trace.filter { if case .success = $0.outcome { true } else { false } }
        guard let first = trace.first, let reached = taken.last?.after else { return nil }
        let count = taken.count
        let changes = changed(reached, first.before)
        return "line refused ──undo \(count) step\(count == 1 ? "" : "s")──▶ \(first.before.phase)"
            + (changes.isEmpty ? "" : "   " + changes.map { "\($0.0): \($0.1)" }.joined(separator: "  "))
    }

    /// `undone` as a JSON trace object, after a refused line's events: from the state the
    /// events reached, the event `undo N steps`, to the state before the line, with what changed.
    public static func jsonUndone(_ trace: [TraceStep], into output: OutputBuffer) {
        let taken = trace.filter { if case .success = $0.outcome { true } else { false } }
        guard let first = trace.first, let reached = taken.last?.after else { return }
        output.append("{\"trace\":{\"from\":\"")
        output.append(string: reached.phase.rawValue)
        output.append("\",\"event\":")
        output.append(jsonString: "undo \(taken.count) step\(taken.count == 1 ? "" : "s")")
        output.append(",\"to\":\"")
        output.append(string: first.before.phase.rawValue)
        output.append("\"")
        for (key, value) in changed(reached, first.before) {
            output.append(",")
            output.append(jsonString: key)
            output.append(":")
            output.append(jsonString: value)
        }
        output.append("}}\n")
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
            for (key, value) in changed(step.before, after) {
                output.append(",")
                output.append(jsonString: key)
                output.append(":")
                output.append(jsonString: value)
            }
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
