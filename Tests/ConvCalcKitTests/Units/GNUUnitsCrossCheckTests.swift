import Foundation
import Testing
@testable import ConvCalcKit

/// Every unit pair agrees with GNU `units` (its own definitions, double precision, 15 digits)
/// to 1e-12 relative; skipped where `units` is not installed (`apt-get install units`).
@Suite struct GNUUnitsCrossCheckTests {
    /// How GNU units writes `value` of each of our units; temperatures are its functions.
    static let names: [String: String] = [
        "km": "km", "m": "m", "cm": "cm", "mm": "mm", "mi": "mi", "yd": "yd", "ft": "ft", "in": "inch",
        "nmi": "nauticalmile", "°C": "tempC", "°F": "tempF", "K": "tempK",
        "t": "tonne", "kg": "kg", "g": "g", "mg": "mg", "lb": "lb", "oz": "oz", "st": "stone",
        "short ton": "shortton", "long ton": "longton",
        "ms": "ms", "s": "s", "min": "min", "h": "hr", "d": "day", "wk": "week",
        "m/s": "m/s", "km/h": "km/hr", "mph": "mph", "kn": "knot", "ft/s": "ft/s",
        "m³": "m^3", "L": "liter", "mL": "ml", "cm³": "cm^3", "gal": "usgallon", "qt": "usquart", "pt": "uspint",
        "cup": "uscup", "fl oz": "usfloz", "imp gal": "brgallon", "imp pt": "brpint", "in³": "inch^3", "ft³": "ft^3",
        "m²": "m^2", "cm²": "cm^2", "km²": "km^2", "ha": "hectare", "acre": "acre", "ft²": "ft^2", "in²": "inch^2",
        "yd²": "yd^2", "mi²": "mi^2",
    ]

    static let gnuUnits = ["/usr/bin/units", "/usr/local/bin/units"].first { FileManager.default.isExecutableFile(atPath: $0) }

    func have(_ unit: MeasurementUnit, _ value: String) -> String {
        let name = Self.names[unit.symbol]!
        return unit.absoluteZero != nil ? "\(name)(\(value))" : "\(value) \(name)"
    }

    @Test(.enabled(if: gnuUnits != nil, "GNU units is not installed"))
    func everyPairAgreesWithGNUUnitsWithinDoublePrecision() throws {
        #expect(Set(Self.names.keys).isSubset(of: UnitCatalog.all.map(\.symbol)), "every name is a unit's")
        let pairs = OracleCase.pairs.filter { Self.names[$0.inputUnit.symbol] != nil && Self.names[$0.outputUnit.symbol] != nil }
        let input = "7.25"
        let questions = pairs.map { have($0.inputUnit, input) + "\n" + Self.names[$0.outputUnit.symbol]! + "\n" }.joined()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.gnuUnits!)
        process.arguments = ["-t", "-d", "15"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(questions.utf8))
        try stdin.fileHandleForWriting.close()
        let answers = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        process.waitUntilExit()
        try #require(answers.count == pairs.count)
        for (pair, answer) in zip(pairs, answers) {
            let ours = Double(pair.map.rounded(Given.decimal(input), to: .significant(15)).text)!
            let theirs = try #require(Double(answer.trimmingCharacters(in: .whitespaces)), "\(pair.label): \(answer)")
            #expect(abs(ours - theirs) <= 1e-12 * max(abs(ours), 1e-300), "\(pair.label): ours \(ours), units \(theirs)")
        }
    }
}
