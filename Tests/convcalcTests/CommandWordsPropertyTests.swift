import Testing
import Seeding
@testable import convcalc

/// Lines given unquoted, which the shell split at their blanks, read back whole: over random
/// lines, options and placements, `CommandWords` rejoins each line's words, keeps each option
/// (with its value) and writes the command offered as the lines quoted where they started, the
/// options after the line they stood in. The offers `PositionalLine` words are this command.
@Suite(.seeded) struct CommandWordsPropertyTests {
    /// Lines a user types, each accepted at the start of a session.
    static let lines = ["5 mi to km", "-40 F to C", "212", "5 ft 10 in to cm", "100 C", "1.5e3 m to km", "5' 10\" to cm",
                        "-5′ 6″ to m", "1 h 30 min to min", "convert mi to km", "precision 4 sig", "2 lb 8 oz", "-.5 cup to mL",
                        "30 mpg to L/100km", "1.8 m to ft+in", "5 km per hour to mph"]
    /// Options, each with its value.
    static let options: [[String]] = [["--strict"], ["--precision", "3"], ["--format", "json"], ["--say"], ["--trace"],
                                      ["--precision=2"], ["--converter", "mi->km"]]

    @Test func everyLineIsAccepted() {
        for line in Self.lines { #expect(PositionalLine.refusal(of: line) == nil, "\(line)") }
    }

    @Test func unquotedLinesAreReadBackWhole() {
        var random = SeededGenerator()
        for round in 0..<2_000 {
            var typed: [String] = [], expected: [String] = []
            let count = Int.random(in: 1...3, using: &random)
            for index in 0..<count {
                let line = Self.lines.randomElement(using: &random)!
                let words = line.split(separator: " ").map(String.init)
                // An option among the line's words (after its first) goes after the line.
                let inside = words.count > 1 && Bool.random(using: &random) ? Self.options.randomElement(using: &random) : nil
                // Not before `sig`: `--precision 3 sig` is read as the flag's 3sig, as the prompt reads it (`FlagName`).
                let at = inside.flatMap { _ in (1..<words.count).filter { words[$0] != "sig" }.randomElement(using: &random) }
                // The first line may be given with no -e, when it starts as a value does.
                let bare = index == 0 && PositionalLine.looksLikeAValue(words[0]) && Bool.random(using: &random)
                typed += (bare ? [] : ["-e"]) + words.enumerated().flatMap { offset, word in (offset == at ? inside! : []) + [word] }
                expected += ["-e", line] + (at == nil ? [] : inside!)
                if Bool.random(using: &random), let between = Self.options.randomElement(using: &random) {
                    typed += between
                    expected += between
                }
            }
            let read = CommandWords(typed)
            #expect(read.arguments() == expected, "round \(round): \(typed)")
        }
    }
}
