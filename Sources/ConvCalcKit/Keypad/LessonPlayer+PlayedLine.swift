extension LessonPlayer {
    /// What a line turned out to show.
    public struct PlayedLine: Equatable, Sendable {
        /// The typed line.
        public let input: String
        /// What the transcript expects (its first `kept` lines: the panel shows no more).
        public let expected: [String]
        /// What the keypad showed (its first `kept` lines).
        public let actual: [String]
        /// True when they agree, every line of both compared.
        public let matches: Bool

        /// The most lines of each side kept for the panel: a line expecting millions of
        /// output lines is compared whole as it is read, and held only this far.
        public static let kept = 200

        /// A line that expected `expected` and showed `actual`.
        public init(input: String, expected: [String], actual: [String]) {
            self.init(input: input, expected: expected, actual: actual, matches: expected == actual)
        }

        private init(input: String, expected: [String], actual: [String], matches: Bool) {
            self.input = input
            self.expected = expected
            self.actual = actual
            self.matches = matches
        }

        /// Compares `expected`, read once as it comes, with `actual`, keeping the first `kept`
        /// lines of each: memory stays bounded however long the expectation.
        static func comparing(input: String, expected: some Sequence<String>, actual: [String]) -> PlayedLine {
            var kept: [String] = []
            var count = 0, matches = true
            for line in expected {
                if count >= actual.count || actual[count] != line { matches = false }
                if count < PlayedLine.kept { kept.append(line) }
                count += 1
            }
            if count != actual.count { matches = false }
            return PlayedLine(input: input, expected: kept, actual: Array(actual.prefix(PlayedLine.kept)), matches: matches)
        }
    }
}
