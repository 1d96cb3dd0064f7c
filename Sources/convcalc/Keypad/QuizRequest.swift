import ArgumentParser
import ConvCalcKit

/// `keypad --quiz [LESSON] [--seed N]`: the quiz asked for, from plain values.
struct QuizRequest: Equatable {
    /// The transcript whose keys are asked; nil for random keys.
    var lesson: String?
    /// The random keys' seed; nil draws one (shown on screen and with the score, so it can be shared).
    var seed: UInt64?
    /// How many random keys a quiz without a lesson asks.
    static let randomKeys = 20

    /// Refuses a lesson from stdin or with no name, a seed beside a lesson (its keys are not
    /// random), and a quiz beside `--play`.
    func validate(play: String?) throws {
        if play != nil { throw ValidationError("--quiz and --play are two ways to go through a lesson: choose one") }
        if lesson == "" { throw ValidationError("--quiz LESSON needs a transcript file; '' names none") }
        if lesson == "-" {
            throw ValidationError("--quiz LESSON needs a transcript file: the keypad reads its keys from the terminal, so the"
                + " lesson cannot come from stdin ('-')")
        }
        if lesson != nil && seed != nil { throw ValidationError("--seed is for a quiz of random keys; a lesson's keys are its own: drop --seed") }
    }

    /// The quiz: the keys of `lesson` (read from `self.lesson`), or random keys from the seed.
    func quiz(lesson player: LessonPlayer?) -> Quiz {
        if let player { return Quiz(lesson: player) }
        var system = SystemRandomNumberGenerator()
        return Quiz(seed: seed ?? UInt64.random(in: 0...999_999, using: &system), count: QuizRequest.randomKeys)
    }
}
