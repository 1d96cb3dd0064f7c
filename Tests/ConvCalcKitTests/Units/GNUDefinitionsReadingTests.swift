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
