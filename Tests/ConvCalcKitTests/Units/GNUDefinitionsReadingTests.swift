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
