import Testing
import Seeding
@testable import ConvCalcKit

/// Long chains of definitions, each line naming the next (`u4999 1 u4998` … `u0 1 m`): resolved
/// in bounded stack, in any order of lines; they crashed convcalc at about 900 lines (issue 24).
@Suite(.seeded) struct DefinitionChainTests {
    static let length = 5000

    static func read(_ lines: [String]) -> UserUnits {
        var user = UserUnits()
        user.read(lines.joined(separator: "\n"), file: "chain.units")
        return user
    }

    /// A chain of `length` lines, link `i` naming link `i - 1`, one link (chosen at random)
    /// worth 3 of the next, in an order at random (reversed, the worst, one time in three).
    static func chain(_ random: inout SeededGenerator, link: (Int) -> String, last: String) -> [String] {
        let tripled = 1 + random.next(length - 1)
        var lines = (1..<length).map { "\(link($0)) \($0 == tripled ? "3" : "1") \(link($0 - 1))" } + ["\(link(0)) \(last)"]
        if random.next(3) == 0 { lines.reverse() } else { lines.shuffle(using: &random) }
        return lines
    }

    /// On a built-in unit, or on a primitive of a new kind.
    @Test(arguments: ["1 m", "!"]) func aChainOfUnitsLoadsEveryUnitInAnyOrder(last: String) {
        var random = SeededGenerator()
        let lines = Self.chain(&random, link: { "u\($0)" }, last: last)
        let user = Self.read(lines)
        #expect(user.problems.map(\.description) == [])
        #expect(user.units.count == Self.length)
        let top = user.units.first { $0.symbol == "u\(Self.length - 1)" }, bottom = user.units.first { $0.symbol == "u0" }
        #expect(top?.kind == bottom?.kind && top?.toBase == UnitMap(scale: 3))
    }

    /// A cycle longer than the nesting limit (`v0 1 v1` … `v2999 1 v0`), each line looked up
    /// in turn as a file's are: every line refused, each evaluated a few times, not once per
    /// postponement round the cycle (60,000 lines took 32 s, 10,000 lines 1.3 s).
    @Test(arguments: [false, true]) func aLongCycleIsRefusedInLinearWork(reversed: Bool) {
        let count = 3_000
        var text = (0..<count).map { "v\($0) 1 v\(($0 + 1) % count)" }
        if reversed { text.reverse() }
        var reader = DefinitionsReader(file: "cycle.units")
        reader.read(text.joined(separator: "\n"))
        let resolver = DefinitionsResolver()
        resolver.add(reader.entries)
        var refused = 0
        for index in 0..<count where (try? resolver.quantity(of: "v\(index)")) == nil { refused += 1 }
        #expect(refused == count)
        #expect(resolver.evaluations <= 4 * count, "\(resolver.evaluations) evaluations for \(count) lines")
    }

    /// A long unknown word is tried as a prefixed unit only as far as the longest prefix
    /// (every start of a 4,000-letter word was made and looked up: 200 lines took 6.7 s).
    @Test func aLongUnknownWordIsTriedForPrefixesOnlyAsFarAsTheLongest() {
        var reader = DefinitionsReader(file: "long.units")
        reader.read("kilo- 1000\nmicro- 1e-6\nzz 1 m\nx1 1 zz" + String(repeating: "s", count: 4_000))
        let resolver = DefinitionsResolver()
        resolver.add(reader.entries)
        #expect((try? resolver.quantity(of: "x1")) == nil)
        #expect(resolver.prefixesTried <= 2 * "micro".count, "\(resolver.prefixesTried) starts tried")
    }

    @Test func aChainOfPrefixesLoadsTheUnitThatUsesIt() {
        var random = SeededGenerator()
        let lines = Self.chain(&random, link: { $0 == Self.length - 1 ? "top-" : "p\($0)-" }, last: "10")
        // A prefix names another without its `-`: `p7- p6`.
        let named = lines.map { line in
            line.split(separator: " ").enumerated().map { $0.offset == 2 ? String($0.element.dropLast()) : String($0.element) }
                .joined(separator: " ")
        }
        let user = Self.read(named + ["thing 1 topm"])
        #expect(user.problems.map(\.description) == [])
        #expect(user.units.map(\.symbol) == ["thing"])
        #expect(user.units.first?.toBase == UnitMap(scale: 30))
    }

    @Test func aCycleLongerThanTheNestingIsNamedNotFollowedForever() {
        let lines = (0..<Self.length).reversed().map { "c\($0) 1 c\(($0 + Self.length - 1) % Self.length)" }
        let user = Self.read(lines)
        #expect(user.units.isEmpty)
        #expect(user.problems.count == Self.length)
        #expect(user.problems.contains { $0.message.contains("is defined in terms of itself") })
    }
}
