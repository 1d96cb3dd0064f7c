import Foundation
import Testing
@testable import ConvCalcKit

/// Our exact factors agree with Foundation's `Unit…` coefficients to the precision Foundation
/// publishes. Where Foundation rounds a definition, the tolerance says so:
/// - mile: Foundation has 1609.34 m, the definition is 1609.344 m (relative 2.5e-6);
/// - pound 0.453592 and ounce 0.0283495 kg: the 0.45359237 kg definition cut to 6 places;
/// - stone: Foundation (swift-corelibs-foundation) lists 0.157473, the reciprocal of 6.35 kg,
///   so it is checked as such there; 1 st = 14 lb = 6.35029318 kg.
/// Foundation on Linux has no day or week, so those are checked against 86400 and 604800 s.
@Suite struct FoundationCrossCheckTests {
    func factor(_ symbol: String) -> Double {
        let scale = UnitCatalog.unit(UnitCatalog.find(symbol)!).toBase.affine!.scale
        return Double(scale.numerator) / Double(scale.denominator)
    }

    func coefficient(_ unit: Dimension) -> Double {
        (unit.converter as! UnitConverterLinear).coefficient
    }

    func agree(_ ours: Double, _ theirs: Double, within tolerance: Double) -> Bool {
        abs(ours - theirs) / ours <= tolerance
    }

    @Test func lengths() {
        let pairs: [(String, UnitLength, Double)] = [
            ("km", .kilometers, 1e-12), ("m", .meters, 1e-12), ("cm", .centimeters, 1e-12),
            ("mm", .millimeters, 1e-12), ("mi", .miles, 3e-6), ("yd", .yards, 1e-12), ("ft", .feet, 1e-12),
            ("in", .inches, 1e-12), ("nmi", .nauticalMiles, 1e-12),
        ]
        for (symbol, unit, tolerance) in pairs {
            #expect(agree(factor(symbol), coefficient(unit), within: tolerance), "\(symbol)")
        }
        #expect(factor("mi") == 1609.344)
    }

    @Test func masses() {
        let pairs: [(String, UnitMass, Double)] = [
            ("t", .metricTons, 1e-12), ("kg", .kilograms, 1e-12), ("g", .grams, 1e-12),
            ("mg", .milligrams, 1e-12), ("lb", .pounds, 1e-6), ("oz", .ounces, 2e-6),
        ]
        for (symbol, unit, tolerance) in pairs {
            #expect(agree(factor(symbol), coefficient(unit), within: tolerance), "\(symbol)")
        }
        let stone = coefficient(UnitMass.stones)
        #expect(agree(factor("st"), stone, within: 1e-5) || agree(factor("st"), 1 / stone, within: 1e-5))
    }

    @Test func times() {
        let pairs: [(String, UnitDuration)] = [("s", .seconds), ("min", .minutes), ("h", .hours)]
        for (symbol, unit) in pairs {
            #expect(agree(factor(symbol), coefficient(unit), within: 1e-12), "\(symbol)")
        }
        #expect(factor("ms") == 0.001 && factor("d") == 86400 && factor("wk") == 604_800)
    }

    @Test func temperatures() {
        for (symbol, unit) in [("°C", UnitTemperature.celsius), ("°F", .fahrenheit), ("K", .kelvin)] {
            let map = UnitCatalog.unit(UnitCatalog.find(symbol)!).toBase.affine!
            let linear = unit.converter as! UnitConverterLinear
            let scale = Double(map.scale.numerator) / Double(map.scale.denominator)
            let offset = Double(map.offset.numerator) / Double(map.offset.denominator)
            #expect(abs(scale - linear.coefficient) < 1e-12, "\(symbol)")
            #expect(abs(offset - linear.constant) < 1e-9, "\(symbol)")
        }
    }
}
