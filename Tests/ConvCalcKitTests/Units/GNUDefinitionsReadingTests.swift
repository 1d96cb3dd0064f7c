import Foundation
import Testing
@testable import ConvCalcKit

/// GNU units' own database read by convcalc's reader (where Debian's `units` is installed):
/// most of it resolves, and every line left out or wrong is accounted for.
@Suite struct GNUDefinitionsReadingTests {
    static let path = "/usr/share/units/definitions.units"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: path)))
    func mostOfGNUUnitsDatabaseResolvesAndTheRestIsAccountedFor() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        let definitions = UnitDefinitions.read(text, file: "definitions.units", locale: "en_US")
        print("GNU units: \(definitions.units.count) units, \(definitions.kinds.count) kinds, \(definitions.problems.count) problems, \(definitions.leftOut.count) left out")
        for problem in definitions.problems.prefix(15) { print("  \(problem)") }
        #expect(definitions.units.count >= 2500)
    }
}

extension GNUDefinitionsReadingTests {
    /// A directive with blanks after its `!`, as GNU's database writes the English units' choice
    /// in its locale blocks (`!  set UNITS_ENGLISH GB`): read as the directive, under its
    /// locale only (it was "unknown directive '!'", and en_GB's choice was never made).
    @Test(arguments: [("en_GB.UTF-8", true), ("en_US.UTF-8", false), ("C", false)])
    func aDirectiveMayHaveBlanksAfterItsMark(locale: String, british: Bool) {
        let text = """
            !locale en_GB
            !  set UNITS_ENGLISH GB
            !endlocale
            !set UNITS_ENGLISH US
            !var UNITS_ENGLISH GB
            brit 2 m
            !endvar
            !   hint blorfs no such unit: write m
            """
        var user = UserUnits()
        user.read(text, file: "t.units", locale: locale)
        #expect(user.problems.isEmpty, "\(user.problems)")
        #expect(user.units.map(\.symbol) == (british ? ["brit"] : []))
        #expect(user.hints["blorfs"] == "no such unit: write m", "a convcalc directive with blanks after its mark")
    }
}

extension GNUDefinitionsReadingTests {
    /// The capital symbols convcalc answers with a hint only (`A` amperes, `H`, `S`, `T`) are
    /// the database's units once it is read, each found in its own case: `a` stays the year and
    /// `s` the second (they were left out as "convcalc's is Julian years", found by case folding).
    /// `ton`, whose hint says it is ambiguous, stays convcalc's hint.
    @Test func capitalSymbolsOnlyAHintAnsweredAreTheDatabases() {
        var user = UserUnits()
        user.read("A !\nH !\nS !\nT !\nton 2000 lb\n", file: "definitions.units", locale: "en_US", database: true)
        #expect(user.units.map(\.symbol) == ["A", "H", "S", "T"])
        #expect(user.leftOut.map(\.name) == ["ton"])
        let builtIn = UnitCatalog.builtInUnits.count
        for capital in ["A", "H", "S", "T"] {
            #expect(user.index.find(capital).map { Int($0) >= builtIn } == true, "\(capital)")
        }
        for small in ["a", "h", "s", "t"] {
            #expect(user.index.find(small).map { Int($0) < builtIn } == true, "\(small)")
        }
    }
}
