/// A quiz on the keypad: before each key is applied, the student says which state it leads
/// to, or that the machine refuses it. The answer is held against `Machine.transition` on the
/// keypad's current state — the machine itself, never a copy of its rules — and shown with the
/// transition and its guard; then the key is applied and the next one asked.
///
/// The keys are a lesson's (the events its lines send, as `LessonPlayer` plays them) or
/// `RandomKeys` from a seed, so a class can share one quiz.
public struct Quiz: Sendable {
    /// Where the keys come from.
    public enum Keys: Sendable {
        /// The keys of a lesson, played as `keypad --play` plays them.
        case lesson(LessonPlayer)
        /// `count` random keys drawn from `generator`.
        case random(SplitMix64, count: Int)
    }

    /// The quiz's name: the lesson's, or `20 random keys, seed 42`.
    public let name: String
    private var keys: Keys
    /// The key about to be applied; nil once the quiz is over.
    public private(set) var question: Event?
    /// Questions answered, and how many rightly.
    public private(set) var asked = 0, right = 0
    /// How the last question went.
    public private(set) var last: Outcome?
    /// The lesson's typed lines played on the way to the question, as they send no key to ask
    /// about (`state`, or `C 5 x` refused whole): their numbers, one after another.
    public private(set) var skippedLines: ClosedRange<Int>?
    private var randomKeysLeft = 0

    /// How one question went.
    public struct Outcome: Sendable {
        /// The key, in the state it was asked in, with what the machine did with it.
        public let step: TraceStep
        /// What the student said, and what the machine does.
        public let answer: Answer, expected: Answer
        /// The guards of the transition: the one that failed (`≤ 15 significant digits fails`), or
        /// those it was taken under; none for a key the state takes no such key (its reason is in `step`).
        public let guards: [String]
        /// The lesson's line the key ended, when the machine refused it and the line was undone
        /// (lines are atomic), and the state the keypad is back in: where the line started.
        public var undone: (line: String, back: Phase)?
        /// True when the student said what the machine does.
        public var isRight: Bool { answer == expected }
    }

    /// A quiz asking the keys of `lesson`.
    public init(lesson: LessonPlayer) {
        name = lesson.name
        keys = .lesson(lesson)
    }

    /// A quiz of `count` random keys drawn from `seed`.
    public init(seed: UInt64, count: Int) {
        name = "\(count) random keys, seed \(seed)"
        keys = .random(SplitMix64(seed: seed), count: count)
        randomKeysLeft = count
    }

    /// True once every key was asked.
    public var isOver: Bool { question == nil }

    /// `7 of 10 right`.
    public var score: String { "\(right) of \(asked) right" }

    /// Finds the next question in `calculator`'s state: a lesson's lines that send no event
    /// are played on the way.
    public mutating func ask(_ calculator: inout KeypadCalculator) {
        switch keys {
        case .lesson:
            var skipped: ClosedRange<Int>?
            question = playLesson { lesson in
                while !lesson.isAtEnd && lesson.nextEvent == nil {
                    lesson.step(&calculator)
                    skipped = (skipped?.lowerBound ?? lesson.lineIndex)...lesson.lineIndex  // the line just played
                }
                return lesson.nextEvent
            } ?? nil
            skippedLines = skipped
        case .random(var generator, let count):
            question = randomKeysLeft > 0 ? RandomKeys.next(after: calculator.state, using: &generator) : nil
            randomKeysLeft -= 1
            keys = .random(generator, count: count)
        }
    }

    /// Takes the student's `answer` to the question, applies the key to `calculator` and asks the next.
    public mutating func answer(_ answer: Answer, _ calculator: inout KeypadCalculator) {
        guard let event = question else { return }
        let before = calculator.state
        let transition = Machine.transition(before, event)
        let expected: Answer
        let guards: [String]
        switch transition {
        case .success(let after):
            expected = .leadsTo(after.phase)
            let cell = MachineExport.cells.first { $0.from == before.phase && $0.event == event.kind }
            guards = (cell?.guards ?? []).filter { $0.canFail(in: before) }.map(\.text)
        case .failure(let rejection):
            expected = .refused
            guards = rejection.unmetGuard.map { ["\($0.text) fails"] } ?? []  // the reason itself is in the step's text
        }
        asked += 1
        if answer == expected { right += 1 }
        last = Outcome(step: TraceStep(before: before, event: event, outcome: transition), answer: answer,
                       expected: expected, guards: guards)
        switch keys {
        case .lesson:
            let line = playLesson { lesson in
                lesson.step(&calculator)
                return lesson.refusal == nil ? nil : lesson.finished?.input
            } ?? nil
            last?.undone = line.map { ($0, calculator.state.phase) }
        case .random:
            calculator.send(event)
        }
        ask(&calculator)
    }

    /// Runs `body` on the lesson in place: `keys` lets go of it meanwhile, so the lesson's
    /// trail grows without being copied first.
    @discardableResult
    private mutating func playLesson<Result>(_ body: (inout LessonPlayer) -> Result) -> Result? {
        guard case .lesson(var lesson) = keys else { return nil }
        keys = .random(SplitMix64(seed: 0), count: 0)
        let result = body(&lesson)
        keys = .lesson(lesson)
        return result
    }
}
