extension Quiz {
    /// What a student can say of a key: the state it leads to, or that the machine refuses it.
    public enum Answer: Hashable, Sendable {
        /// The key leads to this state.
        case leadsTo(Phase)
        /// The machine refuses the key (a guard fails, or the state takes no such key).
        case refused

        /// Each answer and its key: `r` ready, `i` integer, `f` fraction, `e` exponent,
        /// `c` choosing (the first letters), `x` refused.
        public static let keys: [(key: Character, answer: Answer)] =
            Phase.allCases.map { ($0.rawValue.first ?? "?", .leadsTo($0)) } + [("x", .refused)]

        /// The answer given by `key`, if any (either case).
        public init?(key: Character) {
            guard let found = Answer.keys.first(where: { String($0.key) == key.lowercased() }) else { return nil }
            self = found.answer
        }

        /// `fraction`, `refused`.
        public var text: String {
            switch self {
            case .leadsTo(let phase): phase.rawValue
            case .refused: "refused"
            }
        }
    }

    /// The answer keys in a line: `r ready  i integer  f fraction  e exponent  c choosing  x refused`.
    public static var answerKeys: String {
        Answer.keys.map { "\($0.key) \($0.answer.text)" }.joined(separator: "  ")
    }

    /// The question in words: `key 4: in integer, digit 5 leads to?` (without `numbered`, no `key 4: `).
    public func questionText(in state: State, numbered: Bool = true) -> String? {
        question.map { (numbered ? "key \(asked + 1): " : "") + "in \(state.phase.rawValue), \($0.name) leads to?" }
    }

    /// How the last question went in a few words, for a status line too narrow for `feedback`
    /// (the quiz panel holds that whole): `✓ digit 2 leads to integer`, `✗ not refused: . leads to fraction`.
    public var verdict: String? {
        guard let last else { return nil }
        let mark = last.isRight ? "✓ " : "✗ not \(last.answer.text): "
        let does = last.expected == .refused ? "is refused" : "leads to \(last.expected.text)"
        let key = last.step.event.kind == .pick ? "pick" : last.step.event.name  // a converter's name is long
        return mark + key + " " + does + (last.undone == nil ? "" : " · line undone")
    }

    /// How the last question went, for the status line: `✓ integer ──.──▶ fraction …` or
    /// `✗ not ready: …`, then the guard in brackets, then the line undone when a refusal undid one.
    public var feedback: String? { feedback(givingReason: true) }

    /// The feedback; without `givingReason`, a refusal's reason is left out when its guard
    /// says why (`✗ refused; state unchanged  [≤ 15 significant digits fails]`): for a small panel.
    /// Before the first answer, only the lines skipped on the way to the first question.
    public func feedback(givingReason: Bool) -> String? {
        guard let last else { return skipped }
        let mark = last.isRight ? "✓ " : "✗ not \(last.answer.text): "
        let guards = last.guards.isEmpty ? "" : "  [" + last.guards.joined(separator: "; ") + "]"
        return mark + TraceText.plain(last.step, reason: givingReason || last.guards.isEmpty) + guards + undone
            + (skipped.map { " · " + $0 } ?? "")
    }

    /// The lesson's lines passed over on the way to the question, and why: `line 4 sends no
    /// key: skipped`, `lines 4–6 send no key: skipped` (it skipped them without a word).
    var skipped: String? {
        guard let lines = skippedLines else { return nil }
        return lines.count == 1 ? "line \(lines.lowerBound) sends no key: skipped"
            : "lines \(lines.lowerBound)–\(lines.upperBound) send no key: skipped"
    }

    /// What a refused key did to its lesson's line: ` · line > 1.2.3 undone, back in ready`.
    private var undone: String {
        guard let undone = last?.undone else { return "" }
        return " · line > \(VisibleText.of(undone.line)) undone, back in \(undone.back.rawValue)"
    }
}
