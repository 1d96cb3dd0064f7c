import Testing
@testable import ConvCalcKit
import Seeding

/// GNU units' database (a file whose opening comment names it) is summed up in one line, every
/// line convcalc cannot take left out under exactly one reason, and each name that convcalc
/// means otherwise said once; a user's own file keeps its `FILE:LINE:COLUMN` problems.
@Suite(.seeded) struct GNUDatabaseSummaryTests {
    static let header = "# This file is the units database for use with GNU units, a units conversion\n"

    /// A line of each reason (and one that loads), with the reason it must be filed under.
    static let lines: [(text: String, reason: LeftOutReason?)] = [
        ("smoot 67 in", nil),
        ("hertzish /s", nil),
        ("gasmark[degR] 1 500", .table),
        ("dBm(x) units=[1;W] 10^(x/10) mW ; log(dBm/mW)", .function),
        ("goldenfoot sqrt(5) ft", .irrational),
        ("semitonish 2^(1|12)", .irrational),
        ("zorkmid 3 quatloo", .unknownReference),
        ("wrongly 2 goldenfoot", .dependsOnLeftOut),
        ("huge 1e300 m", .tooLarge),
        ("ton 1000 kg", .nameKept),
        ("h 6.62607015e-34 J s", .nameKept),
        ("ft 12 in", nil),  // GNU's foot is convcalc's: loaded, no clash
        ("sumthing m + kg", .unreadable),
        ("!include currency.units", .include),
        ("smoot 1 m", .duplicate),
        ("!locale xx_XX\nxxunit 3 m\n!endlocale", .sectionNotTaken),
    ]

    static func read(_ text: String) -> UserUnits {
        var user = UserUnits()
        user.read(text, file: "definitions.units", locale: "en_US", database: UserUnits.isGNUDatabase(text))
        return user
    }

    @Test func theSummaryIsOneLineWithEachReasonCounted() {
        let user = Self.read(Self.header + "m !\ns !\nkilo- 1000\n" + Self.lines.map(\.text).joined(separator: "\n"))
        #expect(user.problems.map(\.description) == [])
        #expect(user.units.map(\.symbol) == ["smoot", "hertzish"])
        #expect(LeftOutSummary.line(units: user.loaded, leftOut: user.leftOut)
            == "5 units loaded, 13 lines left out: 2 irrational constants, 2 names convcalc means otherwise, 1 function, 1 table,"
            + " 1 unknown reference, 1 using a line left out, 1 beyond 128 bits, 1 in a section not taken, 1 include,"
            + " 1 defined twice, 1 unreadable")
        #expect(user.leftOut.first { $0.name == "h" }?.description
            == "definitions.units:15: h — convcalc's is hours, a time; GNU units' (needs numbers beyond 38 digits) is another unit:"
            + " convcalc's is kept")
        #expect(user.leftOut.first { $0.name == "ton" }?.detail.hasPrefix("convcalc answers it with a hint, kept: 'ton' is ambiguous") == true)
    }

    /// A line refused as a problem (a name holding a control) is said on its own line and
    /// counted in the summary, which said "no line left out" beside three refusals.
    @Test func linesRefusedAsProblemsAreCounted() {
        let user = Self.read(Self.header + "m !\nok 2 m\nb\u{1B}d 3 m\nc\u{202E}e 4 m\n")
        #expect(user.problems.count == 2)
        #expect(LeftOutSummary.line(units: user.loaded, leftOut: user.leftOut, refused: user.problems.count)
            == "2 units loaded, 2 lines refused (each said above), no line left out")
    }

    @Test func aUsersOwnFileKeepsItsProblemsWithColumns() {
        let user = Self.read("m !\nzorkmid 3 quatloo\nh 3 s")
        #expect(user.leftOut.isEmpty)
        #expect(user.problems.map(\.description).contains("definitions.units:2:11: unknown unit 'quatloo'"))
        #expect(user.problems.contains { $0.description.hasPrefix("definitions.units:3:1: 'h' is already a unit") })
    }

    /// Random databases of the lines above, shuffled and repeated under fresh names: each line
    /// is loaded or left out under its own reason, and the summary's counts add up to the lines.
    @Test func everyLineIsLoadedOrLeftOutUnderItsOwnReason() {
        var random = SeededGenerator(seed: TestSeed.value)
        for round in 0..<40 {
            var text = Self.header + "m !\ns !\nkilo- 1000\n"
            var expected: [LeftOutReason: Int] = [:]
            var loads = 2  // m and s: GNU's are convcalc's
            let count = Int.random(in: 1...30, using: &random)
            for index in 0..<count {
                let pool = Self.lines.filter { ![.duplicate, .nameKept, .dependsOnLeftOut].contains($0.reason) && $0.text != "ft 12 in" }
                let (line, reason) = pool.randomElement(using: &random)!
                // A fresh name per line, so that no line is a second definition of another.
                text += line.replacing(/^([a-zA-Z]+)/) { "\($0.output.1)\(index)" }.replacing("xxunit", with: "xxunit\(index)") + "\n"
                if let reason { expected[reason, default: 0] += 1 } else { loads += 1 }
            }
            let user = Self.read(text)
            var found: [LeftOutReason: Int] = [:]
            for line in user.leftOut { found[line.reason, default: 0] += 1 }
            #expect(found == expected, "round \(round):\n\(text)")
            #expect(user.loaded == loads, "round \(round)")
            #expect(user.problems.isEmpty, "round \(round): \(user.problems)")
        }
    }
}
