import Foundation
import Testing
import Seeding
import RepositoryFiles

/// Every random test can be replayed: the tests of both targets draw random numbers only from
/// a `SeededGenerator` (every `random`, `randomElement` and `shuffled` call passes `using:`),
/// and a file of tests that makes one has a suite with the `.seeded` trait, so its failures
/// name the seed. Read from the test sources themselves.
@Suite struct TestSeedingTests {
    /// The test sources of both test targets, by path (the shared seeding module left out).
    static let sources: [(path: String, text: String)] = {
        let tests = Repository.url("Tests")
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Seeding/") && !$0.hasSuffix("TestSeedingTests.swift") }
            .compactMap { path in (try? String(contentsOfFile: tests.path + "/" + path, encoding: .utf8)).map { (path, $0) } }
    }()

    /// A call that draws random numbers: `Int.random(in:…)`, `xs.randomElement(…)`, `xs.shuffled(…)`.
    static var draw: Regex<(Substring, Substring, Substring?, Substring?)> { #/(\b(U?Int(8|16|32|64|128)?|Double|Float|Bool|time_t)\.random|\.randomElement|\.shuffled|\.shuffle)\(/# }

    /// The arguments of a call whose opening parenthesis came just before `text`: up to the
    /// parenthesis that closes it (or the end of the line).
    static func arguments(of text: Substring) -> Substring {
        var depth = 1
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1 }
            if depth == 0 { return text[..<index] }
        }
        return text
    }

    @Test func theSourcesAreFound() {
        #expect(Self.sources.count > 50)
    }

    @Test func noTestDrawsFromTheSystemGenerator() {
        for (path, text) in Self.sources where text.contains("SystemRandomNumberGenerator") {
            Issue.record("\(path) uses SystemRandomNumberGenerator: draw from a SeededGenerator()")
        }
    }

    @Test func everyRandomCallPassesASeededGenerator() {
        for (path, text) in Self.sources {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("random") || line.contains("shuffle") {
                for match in line.matches(of: Self.draw) where !Self.arguments(of: line[match.range.upperBound...]).contains("using:") {
                    Issue.record("\(path):\(number + 1): \(match.output.0) without 'using:' a SeededGenerator")
                }
            }
        }
    }

    @Test func everyFileOfTestsThatMakesAGeneratorHasASeededSuite() {
        for (path, text) in Self.sources where text.contains("SeededGenerator(") && text.contains("@Test") {
            #expect(text.contains("@Suite(.seeded") || text.contains(", .seeded)"), "\(path): give its suite the .seeded trait")
        }
    }

    @Test func aSeedGivesTheSameNumbersEveryTime() {
        var first = SeededGenerator(seed: 7), second = SeededGenerator(seed: 7)
        #expect((0..<100).map { _ in first.next() } == (0..<100).map { _ in second.next() })
        var run = SeededGenerator(), seeded = SeededGenerator(seed: TestSeed.value)
        #expect(run.next() == seeded.next())
    }
}
