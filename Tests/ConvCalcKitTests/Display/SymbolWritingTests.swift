import Testing
@testable import ConvCalcKit

/// Every unit's symbol written by the one-store path (up to 8 bytes) or the byte path (longer).
@Suite struct SymbolWritingTests {
    @Test func everySymbolIsWrittenWholeAfterAnyText() {
        #expect(UnitCatalog.all.contains { $0.symbol.utf8.count > 8 }, "the long path is exercised")
        for (index, unit) in UnitCatalog.all.enumerated() {
            for prefix in ["", "x", "≈ 1234567"] {
                let buffer = OutputBuffer(capacity: 64)
                buffer.append(string: prefix)
                buffer.append(symbolOf: UnitID(index))
                buffer.append("|")
                #expect(String(decoding: buffer.bytes, as: UTF8.self) == prefix + unit.symbol + "|")
            }
        }
    }
}
