/// The keypad's session as transcript lines: the events of the timeline, cut into the lines
/// that would send them at the prompt, so `convcalc check` replays the recording.
///
/// A refused key is a line of its own that the prompt refuses the same way: the line being
/// typed so far with the key added (`1.` then a second `.` is the line `1..`). The prompt
/// refuses a whole line, so the keys typed before it are typed again in the next line, as the
/// keypad kept them: `1.`, refused `.`, `5`, Return records `1..` (refused) and `1.5`.
///
/// A line ends where the prompt's Return would be: at a commit (Enter), after `convert`
/// (the menu reads the next line), and at a pick or cancel (that line is the menu's answer).
/// Digits and points typed in a row are written together: `98.6`.
///
/// A lesson's line (`keypad --play`, `--quiz`) is written as the lesson typed it, in place of
/// the steps it sent: a refused line too (`1.2.3`, undone on the keypad), and a line that sends
/// no event (`trace on`, `state`), so a lesson played to its end records the lesson's exchanges.
public enum KeypadRecording {
    /// The lines of `calculator`'s timeline in effect (`Units`); with `closing`, a line still
    /// being typed is ended too (at quit).
    public static func lines(of calculator: KeypadCalculator, closing: Bool) -> [String] {
        var builder = Builder()
        var lines = Units(calculator).flatMap { builder.add($0.unit) }
        if closing, let last = builder.closingLine() { lines.append(last) }
        return lines
    }

    /// Cuts steps into lines one step at a time, so a recording grows by the new steps only.
    /// A value: a copy taken at a line's end is where the recording can start again from.
    public struct Builder: Sendable, Equatable {
        /// The words of the line being typed, and the number being typed as its last word.
        private var words: [String] = []
        private var number = ""

        /// An empty builder: no line begun.
        public init() {}

        /// True when no part of a line is waiting (at the start, or just after a line ended).
        public var isAtLineStart: Bool { words.isEmpty && number.isEmpty }

        /// Adds one unit: a step (`add(_: TraceStep)`), or a lesson's line, which ends the line
        /// being typed, if any, and is a line of its own.
        public mutating func add(_ unit: Unit) -> [String] {
            switch unit {
            case .step(let step): return add(step)
            case .line(let text):
                var ended: [String] = []
                endLine(into: &ended)
                return ended + [text]
            }
        }

        /// Adds one step; returns the lines it ended (none, one, or two: a pick or cancel ends
        /// the line before it and is a line of its own). A refused step returns the line the
        /// prompt refuses in its place, and leaves the line being typed as it was.
        public mutating func add(_ step: TraceStep) -> [String] {
            guard step.refusal == nil else { return refusedLine(step.event).map { [$0] } ?? [] }
            return add(step.event)
        }

        /// The line the prompt refuses as the keypad refused `event`: the line typed so far
        /// with the key added. (A pick or cancel is refused only in the menu, where no line
        /// is being typed: its line is the menu's answer.)
        private func refusedLine(_ event: Event) -> String? {
            var copy = self
            var lines = copy.add(event)
            if let rest = copy.closingLine() { lines.append(rest) }
            return lines.last
        }

        private mutating func add(_ event: Event) -> [String] {
            var ended: [String] = []
            switch event {
            case .digit(let digit): number += String(digit)
            case .point: number += "."
            case .commit: endLine(into: &ended)
            case .convert:
                endWord()
                words.append("convert")
                endLine(into: &ended)
            case .pick(let converter):
                endLine(into: &ended)
                words.append(KeypadRecording.menuAnswer(for: converter))
                endLine(into: &ended)
            case .cancel:
                endLine(into: &ended)
                words.append("cancel")
                endLine(into: &ended)
            case .precision(let precision):
                endWord()
                words.append("precision \(precision.text)")  // `precision 1`, `precision 3 sig`: the prompt's words
                endLine(into: &ended)
            default:
                endWord()
                words.append(KeypadRecording.word(for: event))
            }
            return ended
        }

        /// The line still being typed, ended as quitting ends it; nil when there is none.
        public func closingLine() -> String? {
            var copy = self
            var ended: [String] = []
            copy.endLine(into: &ended)
            return ended.first
        }

        private mutating func endWord() {
            if !number.isEmpty { words.append(number) }
            number = ""
        }

        private mutating func endLine(into ended: inout [String]) {
            endWord()
            if !words.isEmpty { ended.append(words.joined(separator: " ")) }
            words = []
        }
    }

    /// The menu number of a built-in converter, or its unit pair (`ft->in`).
    static func menuAnswer(for converter: Converter) -> String {
        if let index = Converter.builtIn.firstIndex(of: converter) { return String(index + 1) }
        return converter.inputUnit.symbol + "->" + converter.outputUnit.symbol
    }

    /// The key word the prompt reads for a one-word event.
    static func word(for event: Event) -> String {
        switch event {
        case .sign: "+/-"
        case .clear: "clear"  // never "C": after a number that is Celsius (`2 C 5` is 25 °C)
        case .exponent: "EE"
        default: event.kind.rawValue
        }
    }
}
