import Testing

/// `keypad --quiz [LESSON] [--seed N]`: a command line that cannot be a quiz is refused with
/// exit 64 and a sentence saying what to change, before any terminal is touched.
@Suite struct KeypadQuizArgumentsTests {
    @Test(arguments: [
        (["keypad", "Examples/03-number-entry.txt"], "is asked with --quiz LESSON, or played with --play LESSON"),
        (["keypad", "--seed", "5"], "--seed is the seed of a quiz: add --quiz"),
        (["keypad", "--quiz", "Examples/03-number-entry.txt", "--seed", "3"], "a lesson's keys are its own: drop --seed"),
        (["keypad", "--quiz", "--play", "Examples/03-number-entry.txt"], "--quiz and --play are two ways"),
        (["keypad", "--quiz", "-"], "the lesson cannot come from stdin"),
        (["keypad", "--quiz", "Examples/03-number-entry.txt", "--converter", "2"], "--quiz LESSON starts from the lesson's own state"),
        (["keypad", "--quiz", "--seed", "3", "--state", "/tmp/quiz-state.json"], "--quiz remembers nothing: drop --state"),
    ])
    func aCommandLineThatIsNoQuizIsRefusedWithWhatToChange(arguments: [String], message: String) throws {
        let run = try BuiltBinary.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
