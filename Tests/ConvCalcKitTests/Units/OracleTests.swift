import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import ConvCalcKit

/// Every result equals the exact rational result rounded half away from zero, for every
/// unit pair, every precision and any input of up to 15 significant digits; checked against
/// an independent oracle (`oracle.py`, Python's exact fractions, its own unit definitions).
@Suite struct OracleTests {
    struct Case {
        let converter: Converter
        let places: Int
        let input: ExactDecimal
        var line: String {
            "\(converter.inputUnit.symbol)\t\(converter.outputUnit.symbol)\t\(places)\t\((input).text)"
        }
    }

    /// Deterministic random numbers (SplitMix64), so a failure can be replayed.
    struct SplitMix {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let pairs: [Converter] = UnitCatalog.all.indices.flatMap { from in
        UnitCatalog.all.indices.compactMap { Converter(from: UnitID(from), to: UnitID($0)) }
    }

    /// Inputs with 1 to 15 significant digits, 0 to 28 places, either sign; half of them
    /// with few places, where ties are common.
    static func randomCases(count: Int, seed: UInt64) -> [Case] {
        var random = SplitMix(state: seed)
        var cases: [Case] = []
        while cases.count < count {
            let converter = pairs[random.next(pairs.count)]
            let significant = 1 + random.next(15)
            var digits: UInt128 = UInt128(1 + random.next(9))
            for _ in 1..<significant { digits = digits * 10 + UInt128(random.next(10)) }
            let scale = random.next(2) == 0 ? random.next(5) : random.next(Entry.maxFractionDigits + 1)
            let input = ExactDecimal(isNegative: random.next(2) == 0, digits: digits, scale: scale)
            guard converter.accepts(input) else { continue }
            cases.append(Case(converter: converter, places: random.next(State.maxPrecision + 1), input: input))
        }
        return cases
    }

    /// Ties and edges named in the issues, plus the largest and smallest inputs.
    static let namedCases: [Case] = {
        let named: [(String, String, Int, String)] = [
            ("m", "km", 2, "125"), ("m", "km", 2, "-125"), ("m", "km", 2, "1005"), ("°F", "°C", 2, "31.999"),
            ("°F", "°C", 2, "98.6"), ("°F", "°C", 2, "-40"), ("mi", "km", 2, "26.2"), ("m", "ft", 2, "1"),
            ("m", "km", 0, "500"), ("m", "km", 0, "-500"), ("K", "°C", 1, "0"), ("°F", "K", 12, "-459.67"),
            ("t", "mg", 12, "999999999999999"), ("mg", "t", 12, "0.0000000000000000000000000001"),
            ("wk", "ms", 12, "999999999999999"), ("nmi", "in", 12, "0.000000000000123456789012345"),
            ("oz", "t", 12, "0.0000000000000999999999999999"), ("lb", "t", 5, "0.0000000000000023556851127770"),
        ]
        return named.map { Case(converter: Given.converter($0.0, $0.1), places: $0.2, input: Given.decimal($0.3)) }
    }()

    func oracle(_ cases: [Case]) throws -> [String] {
        signal(SIGPIPE, SIG_IGN)  // if python3 fails early, writing its input must not kill the runner
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("oracle.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let text = cases.map(\.line).joined(separator: "\n") + "\n"
        let writer = Thread { input.fileHandleForWriting.write(Data(text.utf8)); try? input.fileHandleForWriting.close() }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 is needed for the oracle test (apt-get install python3)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    func mismatches(_ cases: [Case]) throws -> [String] {
        let expected = try oracle(cases)
        try #require(expected.count == cases.count)
        var found: [String] = []
        for (item, want) in zip(cases, expected) {
            let result = item.converter.map.rounded(item.input, places: item.places)
            let got = (result.value).text + "\t" + (result.isExact ? "exact" : "rounded")
            if got != want { found.append("\(item.line): convcalc \(got), oracle \(want)") }
        }
        return found
    }

    @Test func namedTiesAndEdgesMatchTheOracle() throws {
        let found = try mismatches(Self.namedCases)
        #expect(found.isEmpty, "\(found.prefix(5))")
    }

    @Test func aHundredThousandRandomCasesMatchTheOracle() throws {
        let cases = Self.randomCases(count: 100_000, seed: 2026)
        #expect(Set(cases.map(\.converter)).count == Self.pairs.count, "every pair is exercised")
        let found = try mismatches(cases)
        #expect(found.isEmpty, "\(found.count) mismatches, first: \(found.prefix(5))")
    }
}
