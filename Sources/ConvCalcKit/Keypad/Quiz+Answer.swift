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

    /// The question in words: `in integer, digit 5 leads to?`.
    public func questionText(in state: State) -> String? {
        question.map { "key \(asked + 1): in \(state.phase.rawValue), \($0.name) leads to?" }
    }

    /// How the last question went, for the status line: `✓ integer ──.──▶ fraction …` or
    /// `✗ not ready: …`, then the guard in brackets.
    public var feedback: String? {
        guard let last else { return nil }
        let mark = last.isRight ? "✓ " : "✗ not \(last.answer.text): "
        let guards = last.guards.isEmpty ? "" : "  [" + last.guards.joined(separator: "; ") + "]"
        return mark + TraceText.plain(last.step) + guards
    }
}
