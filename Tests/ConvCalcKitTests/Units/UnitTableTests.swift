import Foundation
import Testing
@testable import ConvCalcKit

/// The generated `BuiltInUnits.swift` is what the generator writes from `BuiltInUnits.units`
/// now: a table edited without running Scripts/generate-units.sh fails here.
@Suite struct UnitTableTests {
    @Test func theGeneratedTableIsCurrent() throws {
        let path = #filePath.replacing("Tests/ConvCalcKitTests/Units/UnitTableTests.swift",
                                       with: "Sources/ConvCalcKit/Units/BuiltInUnits.swift")
        let checkedIn = try String(contentsOfFile: path, encoding: .utf8)
        let definitions = DefinitionsReadingTests.builtIn()
        #expect(definitions.problems.isEmpty)
        #expect(UnitTableSource.render(definitions) == checkedIn,
                "Sources/ConvCalcKit/Units/BuiltInUnits.swift is stale: run bash Scripts/generate-units.sh")
    }

    /// The catalog is the generated table: every unit and kind, in order.
    @Test func theCatalogIsTheTable() {
        let definitions = DefinitionsReadingTests.builtIn()
        #expect(UnitCatalog.builtInUnits.map(\.symbol) == definitions.units.map(\.symbol))
        #expect(UnitCatalog.builtInUnits.map(\.toBase) == definitions.units.map(\.toBase))
        #expect(UnitCatalog.builtInKinds.map(\.name) == definitions.kinds.map(\.name))
    }
}
