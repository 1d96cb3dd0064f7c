import Foundation
import Testing
@testable import ConvCalcKit
import RepositoryFiles

/// The generated `BuiltInUnits.swift` is what the generator writes from `BuiltInUnits.units`
/// now: a table edited without running Scripts/generate-units.sh fails here.
@Suite struct UnitTableTests {
    @Test func theGeneratedTableIsCurrent() throws {
        let path = Repository.path("Sources/ConvCalcKit/Units/BuiltInUnits.swift")
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

    /// What a start reads instead of the units (each one's kind and symbol, a kind's bound)
    /// says what the units and kinds say.
    @Test func whatAStartReadsIsTheTable() {
        let units = UnitCatalog.builtInUnits
        #expect(UnitCatalog.builtInKindIndex.map { UnitKind(Int($0)) } == units.map(\.kind))
        #expect(UnitCatalog.builtInSymbols == units.map(\.symbol))
        #expect(UnitCatalog.builtInSymbolBytes.count == units.count)
        for (id, unit) in units.enumerated() {
            var symbol: [UInt8] = []
            UnitCatalog.builtInSymbolBytes.withBytes(of: id) { symbol = Array($0) }
            #expect(symbol == Array(unit.symbol.utf8), "\(unit.symbol)")
        }
        for (index, kind) in UnitCatalog.builtInKinds.enumerated() {
            #expect(Converter.builtInBound(UnitKind(index)) == Converter.Bound(kind.domain), "\(kind.name)")
        }
        #expect(Converter.builtInBound(UnitKind(UnitCatalog.builtInKinds.count)) == nil)
    }
}
