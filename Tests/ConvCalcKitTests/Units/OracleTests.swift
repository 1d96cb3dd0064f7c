import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import ConvCalcKit
import Seeding

/// Every result equals the exact rational result rounded half away from zero, for every
/// unit pair, compound unit, rounding mode and precision, for typed and scientific input;
/// checked against an independent oracle (`oracle.py`, Python's exact fractions, its own
/// unit definitions from their published sources in `oracle_units.py`). Where a value has
/// none in the output unit (0 mpg in L/100km) both say so; a pair that needs π is held to
/// the rule `OracleVerdict` states.
@Suite(.seeded) struct OracleTests {
    /// Ties and edges of rounding, plus the largest and smallest inputs.
    static let namedCases: [OracleCase] = {
        let named: [(OracleCase.Mode, String, String, Int, String)] = [
            (.fixed, "m", "km", 2, "125"), (.fixed, "m", "km", 2, "-125"), (.fixed, "m", "km", 2, "1005"),
            (.fixed, "°F", "°C", 2, "31.999"), (.fixed, "°F", "°C", 2, "98.6"), (.fixed, "°F", "°C", 2, "-40"),
            (.fixed, "mi", "km", 2, "26.2"), (.fixed, "m", "ft", 2, "1"), (.fixed, "m", "km", 0, "500"),
            (.fixed, "m", "km", 0, "-500"), (.fixed, "K", "°C", 1, "0"), (.fixed, "°F", "K", 12, "-459.67"),
            (.fixed, "t", "mg", 12, "999999999999999"), (.fixed, "mg", "t", 12, "0.0000000000000000000000000001"),
            (.fixed, "wk", "ms", 12, "999999999999999"), (.fixed, "nmi", "in", 12, "0.000000000000123456789012345"),
            (.fixed, "oz", "t", 12, "0.0000000000000999999999999999"), (.fixed, "lb", "t", 5, "0.0000000000000023556851127770"),
            (.places, "mg", "t", 2, "5"), (.places, "ms", "wk", 12, "1"), (.places, "ms", "wk", 3, "1"),
            (.places, "km", "mm", 2, "1.5e-4"), (.places, "t", "mg", 12, "999999999999999"),
            (.places, "m", "m", 2, "0.005"), (.places, "m", "m", 2, "-0.004"), (.places, "m", "m", 0, "0.4"),
            (.places, "m", "m", 2, "999999999999999.995"), (.places, "mi²", "in²", 2, "9.99e99"),
            (.places, "in³", "m³", 2, "-1e-99"), (.places, "°F", "K", 2, "-459.67"), (.places, "K", "°F", 3, "1e-99"),
            (.places, "mph", "km/h", 2, "60"), (.places, "gal", "L", 2, "1"), (.places, "acre", "m²", 2, "1"),
            (.sig, "m", "cm", 2, "0.125"), (.sig, "m", "m", 3, "9.995"), (.sig, "m", "m", 1, "-0.00025"),
            (.sig, "m", "m", 4, "0.00001234"), (.sig, "m", "m", 15, "999999999999999.5"), (.sig, "m", "ft", 4, "1"),
            (.sig, "kg", "lb", 15, "6.02e23"), (.sig, "°C", "°F", 3, "-17.7777"),
            (.compound, "m", "ft+in", 2, "1.8"), (.compound, "in", "ft+in", 2, "11.999"), (.compound, "in", "ft+in", 2, "-11.995"),
            (.compound, "s", "h+min+s", 2, "5000"), (.compound, "kg", "st+lb", 2, "70"), (.compound, "m", "yd+ft+in", 0, "100"),
            (.compound, "km", "mi+yd", 1, "42.195"), (.compound, "wk", "d+h+min", 3, "1.5"), (.compound, "g", "lb+oz", 2, "-500"),
            (.compound, "m", "ft+in", 2, "1e-9"), (.compound, "m", "ft+in", 2, "-1e-9"), (.compound, "s", "h+min+s", 2, "1e99"),
            (.compound, "m", "ft+in", 2, "0"),
            // Fuel economy: the reciprocal, its pole (no value), and 0 L/100km in itself.
            (.places, "mpg", "L/100km", 2, "30"), (.places, "km/L", "L/100km", 2, "8"), (.fixed, "mpg", "L/100km", 2, "0"),
            (.places, "L/100km", "mpg UK", 2, "0"), (.sig, "L/100km", "L/100km", 3, "0"), (.sig, "mpg UK", "mpg", 15, "1"),
            (.places, "L/100km", "km/L", 3, "0.0000000000000000000000000001"), (.fixed, "L/100km", "mpg", 12, "4.7"),
            // Ties and exact values of the new kinds.
            (.fixed, "KiB", "B", 0, "0.00048828125"), (.fixed, "KiB", "kB", 2, "1"), (.fixed, "kB", "KiB", 3, "0.5"),
            (.places, "psi", "kPa", 2, "1"), (.places, "kWh", "J", 0, "1"), (.places, "eV", "J", 2, "1"),
            (.sig, "J", "eV", 15, "1"), (.places, "hp", "W", 12, "1"), (.places, "BTU", "cal", 12, "1"),
            (.places, "torr", "mmHg", 12, "1"), (.places, "thm", "kWh", 12, "1"), (.places, "rpm", "Hz", 2, "1.5"),
            (.fixed, "grad", "°", 2, "1"), (.fixed, "arcsec", "°", 12, "1"), (.places, "yr", "d", 2, "1"),
            (.places, "mo", "d", 4, "1"), (.sig, "survey ft", "ft", 15, "1"), (.places, "ly", "km", 0, "1"),
            (.fixed, "au", "Å", 0, "999999999999999"), (.places, "bbl", "gal", 2, "1"), (.places, "tsp", "mL", 12, "1"),
            (.compound, "lb t", "lb+oz", 3, "1"), (.compound, "fathom", "yd+ft+in", 2, "1"), (.compound, "league", "mi+yd", 0, "1"),
            // π: the value, 0, the identity, and a straddle (π and the convergent either side of
            // 6326.713818724325 rad).
            (.places, "rad", "°", 2, "1"), (.sig, "°", "rad", 15, "180"), (.places, "turn", "rad", 12, "0.5"),
            (.places, "pc", "au", 2, "1"), (.places, "rad", "rad", 2, "1"), (.places, "rad", "°", 2, "0"),
            (.compound, "pc", "ft+in", 2, "0"), (.sig, "°", "rad", 15, "362494"),
        ]
        return named.map { mode, from, to, precision, input in
            OracleCase(mode: mode, from: UnitCatalog.find(from)!, to: mode == .compound ? to : UnitCatalog.unit(UnitCatalog.find(to)!).symbol,
                       precision: precision, input: Given.number(input))
        }
    }()

    /// Cases where convcalc shows more digits of a π result than its π makes right (a
    /// finding of the oracle's: `piTooShort`).
    static let piTooShortCases: [OracleCase] = [
        OracleCase(mode: .places, from: UnitCatalog.find("pc")!, to: "km", precision: 12, input: Given.number("1")),
        OracleCase(mode: .places, from: UnitCatalog.find("rad")!, to: "arcsec", precision: 12, input: Given.number("1")),
        OracleCase(mode: .compound, from: UnitCatalog.find("pc")!, to: "mi+yd", precision: 2, input: Given.number("1")),
    ]

    /// Each case's verdict, with its line and both results.
    func verdicts(_ cases: [OracleCase]) throws -> [(verdict: OracleVerdict, said: String)] {
        let expected = try Oracle.results(for: cases)
        return zip(cases, expected).map { item, want in
            let got = item.result
            return (OracleVerdict(item, convcalc: got, oracle: want), "\(item.line): convcalc \(got), oracle \(want)")
        }
    }

    @Test func namedTiesAndEdgesMatchTheOracle() throws {
        let found = try verdicts(Self.namedCases)
        let wrong = found.filter { $0.verdict == .mismatch || $0.verdict == .piTooShort }.map(\.said)
        #expect(wrong.count == 0, "\(wrong.prefix(10))")
        #expect(found.contains { $0.verdict == .straddle }, "the straddle case is one")
    }

    /// Every digit shown of a π result is right but where π and convcalc's convergent
    /// straddle a rounding boundary: convcalc shows at most 15 significant digits of them (its
    /// π, 8·10⁻¹⁷ off, makes 16 right), where it once showed up to 27.
    @Test func piResultsShowOnlyDigitsThatAreRight() throws {
        let found = try verdicts(Self.piTooShortCases)
        #expect(!found.contains { $0.verdict == .mismatch }, "\(found.map(\.said))")
        let tooShort = found.filter { $0.verdict == .piTooShort }.map(\.said)
        #expect(tooShort.count == 0, "\(tooShort)")
    }

    @Test func aHundredThousandRandomCasesMatchTheOracle() throws {
        let cases = OracleCase.random(count: 100_000, seed: TestSeed.value)
        let plain = cases.filter { $0.mode != .compound }
        #expect(Set(plain.map { "\($0.from) \($0.to)" }).count == OracleCase.pairs.count, "every pair is exercised")
        #expect(Set(cases.filter { $0.mode == .compound }.map(\.to)).count == CompoundUnit.all.count)
        #expect(cases.filter { $0.input.scale < 0 || $0.input.scale > Entry.maxFractionDigits }.count > 10_000)
        let found = try verdicts(cases)
        let wrong = found.filter { $0.verdict == .mismatch }.map(\.said)
        #expect(wrong.count == 0, "mismatches, first: \(wrong.prefix(5))")
        let tooShort = found.filter { $0.verdict == .piTooShort }.map(\.said)
        #expect(tooShort.count == 0, "π results with wrong digits, first: \(tooShort.prefix(3))")
    }

    /// An oracle that raises is a failed test that shows its error, never a crash of the test
    /// process, even while its input is still being written.
    @Test func anOracleThatRaisesFailsWithItsErrorAndDoesNotCrash() throws {
        let script = NSTemporaryDirectory() + "raising-oracle-\(getpid()).py"
        try "raise ValueError('the oracle broke')\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { unlink(script) }
        let cases = OracleCase.random(count: 20_000, seed: TestSeed.value)  // more than a pipe holds
        #expect {
            try Oracle.results(for: cases, script: script)
        } throws: { error in
            String(describing: error).contains("ValueError: the oracle broke")
        }
    }
}
