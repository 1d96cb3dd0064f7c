import Testing
@testable import ConvCalcKit
import Seeding

/// A converter word completes the same however the shell quoted it: bash hands back what it
/// inserted with its own quoting (`km-\>`), and a user may type quotes.
@Suite(.seeded) struct ShellQuotedCompletionTests {
    /// `text` quoted as a shell user or bash could write it: each piece backslash-escaped,
    /// in single quotes or in double quotes, chosen at random (the test's own quoting).
    static func quoted(_ text: String, using random: inout SeededGenerator) -> String {
        var pieces: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            let piece = rest.prefix(Int.random(in: 1...3, using: &random))
            rest = rest.dropFirst(piece.count)
            switch random.next(3) {
            case 0: pieces.append(piece.map { $0.isLetter || $0.isNumber ? String($0) : "\\" + String($0) }.joined())
            case 1: pieces.append("'" + piece + "'")
            default: pieces.append("\"" + piece.map { "$`\"\\".contains($0) ? "\\" + String($0) : String($0) }.joined() + "\"")
            }
        }
        return pieces.joined()
    }

    @Test func bashsQuotingOfTheArrowIsTakenOff() {
        #expect(Completion.shellUnquoted("km-\\>") == "km->")
        #expect(Completion.shellUnquoted("'km->'") == "km->")
        #expect(Completion.shellUnquoted("\"km->\"") == "km->")
        #expect(Completion.shellUnquoted("'km-") == "km-")
        #expect(Completion.shellUnquoted("\"a\\b\"") == "a\\b")
        #expect(Completion.complete("convert " + Completion.shellUnquoted("km-\\>"), phase: .ready).candidates.contains("km->mi"))
    }

    /// Every prefix of every converter candidate (and of every unit pair after an arrow),
    /// quoted at random, unquotes to itself and still completes to the candidate.
    @Test func everyQuotedPrefixOfACandidateCompletesToIt() {
        var random = SeededGenerator()
        let stems = Completion.converterArguments("").filter { $0.hasSuffix("->") }
        let candidates = Completion.converterArguments("") + stems.flatMap { Completion.converterArguments($0) }
        for candidate in Set(candidates) {
            for length in 1...candidate.count {
                let prefix = String(candidate.prefix(length))
                let typed = Self.quoted(prefix, using: &random)
                #expect(Completion.shellUnquoted(typed) == prefix, "\(typed)")
                let offered = Completion.complete("convert " + Completion.shellUnquoted(typed), phase: .ready).candidates
                #expect(offered.contains(candidate), "\(typed) does not complete to \(candidate)")
            }
        }
    }
}
