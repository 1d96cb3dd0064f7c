import Foundation
import Testing
@testable import ConvCalcKit
import RepositoryFiles

/// The fuzzer's dictionary holds every word of the language, every unit spelling and the
/// connectors of one-line conversions, so it mutates towards every command with any argument.
@Suite struct FuzzDictionaryTests {
    static let path = Repository.path("Fuzz/words.dict")

    /// The dictionary's text: one libFuzzer token per line, `"…"` with `\` and `"` escaped as `\xNN`.
    static var expected: String {
        var tokens = Set<String>()
        for word in Words.all { tokens.formUnion(word.spellings + word.aliases) }
        for kind in Event.Kind.allCases { tokens.insert(kind.rawValue) }
        for unit in UnitCatalog.all { tokens.formUnion([unit.symbol, unit.name] + unit.aliases) }
        for compound in CompoundUnit.all { tokens.insert(compound.symbol) }
        for kind in UnitKind.all { tokens.insert(kind.name.replacing(" ", with: "_")) }
        tokens.formUnion(UnitPair.connectors)
        tokens.formUnion(["e", "E", "e-", "e+", "sig", "on", "off", "cancel", "1e99", "-0", "15 sig"])
        return tokens.sorted().map { token in
            "\"" + token.utf8.map { byte in
                (byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x7F)
                    ? "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(2) : String(UnicodeScalar(byte))
            }.joined() + "\""
        }.joined(separator: "\n") + "\n"
    }

    @Test func theDictionaryHoldsEveryWordAndUnit() throws {
        if ProcessInfo.processInfo.environment["CONVCALC_WRITE_FUZZ_DICT"] != nil {
            try Self.expected.write(toFile: Self.path, atomically: true, encoding: .utf8)
        }
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(text == Self.expected, "Fuzz/words.dict is stale: run CONVCALC_WRITE_FUZZ_DICT=1 swift test --filter FuzzDictionaryTests")
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
