import Dispatch
import Testing
@testable import ConvCalcKit

/// A kind's table composes a pair's map when the pair's first converter is made
/// (`KindMaps.compose`), in whatever order converters come: every built-in pair's map is its
/// source's map to the base, then the inverse of its target's, made in any order and from
/// many tasks at once.
@Suite struct KindMapsTests {
    /// Every built-in pair of `kind`, as unit ids.
    static func pairs(of kind: Int) -> [(UnitID, UnitID)] {
        let ids = (0..<UnitCatalog.builtInCount).filter { UnitCatalog.builtInKindIndex[$0] == kind }.map { UnitID($0) }
        return ids.flatMap { from in ids.map { (from, $0) } }
    }

    @Test func everyPairIsItsComposedMap() {
        for kind in UnitCatalog.builtInKinds.indices {
            for (from, to) in Self.pairs(of: kind).reversed() {  // the reverse of the table's order
                let converter = Converter(from: from, to: to)!
                let composed = UnitCatalog.unit(from).toBase.then(UnitCatalog.unit(to).toBase.inverse)
                #expect(converter.map == composed, "\(UnitCatalog.unit(from).symbol) to \(UnitCatalog.unit(to).symbol)")
            }
        }
    }

    /// The fast path is taken: every converter of two built-in units finds its own kind's
    /// table, whose slot holds the pair's map (a kind left out of the tables would convert,
    /// slowly, through the general path, and `everyPairIsItsComposedMap` would still pass).
    @Test func everyBuiltInConverterFindsItsKindsTable() {
        for kind in UnitCatalog.builtInKinds.indices {
            for (from, to) in Self.pairs(of: kind) {
                let converter = Converter(from: from, to: to)!
                let table = KindMaps.table(for: converter)
                #expect(table?.pair(from, to).map == converter.map, "\(UnitCatalog.unit(from).symbol) to \(UnitCatalog.unit(to).symbol)")
                #expect(table?.pair(from, to).map == KindMaps.builtIn(UnitKind(kind))?.pair(from, to).map)
            }
        }
    }

    @Test func convertersMadeAtOnceAgree() {
        let value = ExactDecimal(digits: 986, scale: 1)  // 98.6
        let pressure = UnitCatalog.builtInKinds.firstIndex { $0.name == "pressure" }!
        let pairs = Self.pairs(of: pressure)
        let serial = pairs.map { Converter(from: $0.0, to: $0.1)!.rounded(value, to: .places(4)) }
        nonisolated(unsafe) let together = UnsafeMutableBufferPointer<RoundedValue?>.allocate(capacity: pairs.count)
        together.initialize(repeating: nil)
        defer { together.deallocate() }
        DispatchQueue.concurrentPerform(iterations: pairs.count) { index in
            together[index] = Converter(from: pairs[index].0, to: pairs[index].1)!.rounded(value, to: .places(4))
        }
        #expect(Array(together) == serial)
    }
}
