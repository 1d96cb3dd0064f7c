extension KeypadRecording {
    /// One thing a recording writes: a line a lesson typed, or a key's step.
    public enum Unit: Sendable, Equatable {
        case line(String)
        case step(TraceStep)
    }

    /// What a recording of `calculator` writes, in order: the typed lines in effect (each in
    /// place of the steps it sent), then each step in effect after the last of them — each with
    /// the revision that sent it. A unit holding the same revision as before is the same unit,
    /// and so is every unit before it: a recording finds what it can keep by this alone.
    public struct Units: RandomAccessCollection, Sendable {
        private let calculator: KeypadCalculator
        /// The typed lines in effect, and the first step after them.
        private let lines: Int, firstStep: Int

        /// The units of `calculator`'s timeline in effect.
        public init(_ calculator: KeypadCalculator) {
            self.calculator = calculator
            lines = calculator.typedLinesInEffect
            firstStep = lines == 0 ? 0 : calculator.typedLines[lines - 1].end
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { lines + calculator.position - firstStep }

        /// The unit at `index` and its revision.
        public subscript(index: Int) -> (unit: Unit, revision: Int) {
            if index < lines {
                return (.line(calculator.typedLines[index].text), calculator.typedLineRevisions[index])
            }
            let step = firstStep + index - lines
            return (.step(calculator.steps[step]), calculator.stepRevisions[step])
        }
    }
}
