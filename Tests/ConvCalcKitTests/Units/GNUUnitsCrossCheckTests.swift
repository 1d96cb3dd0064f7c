import Foundation
import Testing
@testable import ConvCalcKit

/// Every unit pair agrees with GNU `units` (its own definitions, double precision, 15 digits)
/// to 1e-12 relative; skipped where `units` is not installed (`apt-get install units`).
/// Every unit has its GNU name here or is listed in `differentInGNU` with why.
@Suite struct GNUUnitsCrossCheckTests {
    /// How GNU units writes `value` of each of our units; temperatures are its functions.
    /// Where GNU's plain name means another unit or follows the locale (`LANG=en_GB` makes
    /// `gallon`, `bushel`, `tablespoon`, `hundredweight` British), its explicit name: `yr` is
    /// `julianyear` (GNU's `year` is the tropical year), `PS` is `metrichorsepower` (GNU's `PS`
    /// is the petasiemens), `cal` is `cal_th` and `BTU` `btu_IT` (GNU's defaults, by name).
    static let names: [String: String] = [
        "km": "km", "m": "m", "cm": "cm", "mm": "mm", "mi": "mi", "yd": "yd", "ft": "ft", "in": "inch", "mil": "mil",
        "nmi": "nauticalmile", "dm": "dm", "µm": "micrometer", "nm": "nm", "Å": "angstrom", "pm": "pm", "furlong": "furlong",
        "chain": "chain", "rod": "rod", "fathom": "fathom", "league": "league", "au": "au", "ly": "lightyear",
        "survey ft": "surveyfoot", "survey mi": "surveymile",
        "°C": "tempC", "°F": "tempF", "K": "tempK",
        "t": "tonne", "kg": "kg", "g": "g", "mg": "mg", "lb": "lb", "oz": "oz", "st": "stone",
        "short ton": "shortton", "long ton": "longton", "µg": "microgram", "gr": "grain", "ct": "metriccarat",
        "oz t": "troyounce", "lb t": "troypound", "cwt": "shorthundredweight", "long cwt": "longhundredweight",
        "ms": "ms", "s": "s", "min": "min", "h": "hr", "d": "day", "wk": "week", "µs": "microsecond", "ns": "ns",
        "fortnight": "fortnight", "yr": "julianyear", "Gregorian yr": "gregorianyear",
        "m/s": "m/s", "km/h": "km/hr", "mph": "mph", "kn": "knot", "ft/s": "ft/s", "km/s": "km/s", "mi/s": "mi/s",
        "m³": "m^3", "L": "liter", "mL": "ml", "µL": "microliter", "cL": "cl", "dL": "dl", "cm³": "cm^3", "gal": "usgallon", "qt": "usquart", "pt": "uspint",
        "cup": "uscup", "fl oz": "usfloz", "imp gal": "brgallon", "imp pt": "brpint", "in³": "inch^3", "ft³": "ft^3", "yd³": "yd^3",
        "tbsp": "ustablespoon", "tsp": "usteaspoon", "imp fl oz": "brfloz", "gill": "usgill", "imp gill": "brgill",
        "imp qt": "brquart", "imp bu": "brbushel", "bu": "usbushel", "dry pt": "drypint", "dm³": "dm^3",
        "bbl": "petroleumbarrel", "hogshead": "hogshead", "imp fl dr": "brfluidounce/8",
        "m²": "m^2", "cm²": "cm^2", "km²": "km^2", "ha": "hectare", "acre": "acre", "ft²": "ft^2", "in²": "inch^2",
        "yd²": "yd^2", "mi²": "mi^2", "mm²": "mm^2", "dm²": "dm^2",
        "Pa": "Pa", "kPa": "kPa", "MPa": "MPa", "hPa": "hPa", "bar": "bar", "mbar": "mbar", "atm": "atm",
        "psi": "psi", "mmHg": "mmHg", "inHg": "inHg", "torr": "torr",
        "J": "J", "kJ": "kJ", "MJ": "MJ", "cal": "cal_th", "kcal": "kcal", "Wh": "Wh", "kWh": "kWh", "MWh": "MWh",
        "BTU": "btu_IT", "thm": "UStherm", "eV": "eV",
        "W": "W", "mW": "mW", "kW": "kW", "MW": "MW", "GW": "GW", "hp": "hp", "PS": "metrichorsepower",
        "N": "N", "kN": "kN", "lbf": "lbf", "ozf": "ounce force", "kgf": "kgf",
        "bit": "bit", "B": "byte", "kB": "kB", "MB": "MB", "GB": "GB", "TB": "TB", "KiB": "KiB", "MiB": "MiB",
        "GiB": "GiB", "TiB": "TiB", "kbit": "kbit", "Mbit": "Mbit", "Gbit": "Gbit", "Tbit": "Tbit",
        "km/L": "km/liter", "mpg": "mile/usgallon", "mpg UK": "mile/brgallon", "L/100km": "liter/100km",
        "Hz": "Hz", "kHz": "kHz", "MHz": "MHz", "GHz": "GHz",
        "°": "degree", "rad": "radian", "grad": "gon", "arcmin": "arcmin", "arcsec": "arcsec", "turn": "turn",
    ]

    /// Our units GNU units lacks or defines otherwise, and how; they are not cross-checked.
    static let differentInGNU: [String: String] = [
        "pc": "GNU's parsec is au/tan(1 arcsec), the geometric definition; IAU 2015 Resolution B2 fixed it at "
            + "648000/π au, 8e-12 shorter relative, beyond this test's 1e-12",
        "mo": "GNU's month is 1/12 of its year, the tropical year (30.436849898 d); ours is 1/12 of the Julian year (30.4375 d)",
        "rpm": "GNU's rpm is rev/min with rev = 2π radian, an angular velocity that does not convert to Hz; "
            + "ours is a rotational frequency, 1/60 Hz (ISO 80000-3)",
    ]

    /// Units whose value is the reciprocal of a GNU quantity's (`x L/100km` is `100/x` km/L):
    /// GNU's `-t` mode refuses a reciprocal conversion, so a pair of one of these and another
    /// unit asks it for `1/(x NAME)`, which converts as a plain quantity.
    static let reciprocal: Set<String> = ["L/100km"]

    static let gnuUnits = GNUUnitsProcess.path

    /// What to ask GNU units for `value` of `pair`'s input unit.
    func have(_ pair: Converter, _ value: String) -> String {
        let unit = pair.inputUnit, name = Self.names[unit.symbol]!
        let quantity = unit.absoluteZero != nil ? "\(name)(\(value))" : "\(value) \(name)"
        let isReciprocal = Self.reciprocal.contains(unit.symbol) != Self.reciprocal.contains(pair.outputUnit.symbol)
        return isReciprocal ? "1/(\(quantity))" : quantity
    }

    @Test func everyUnitHasItsGNUNameOrIsListedAsDifferent() {
        let symbols = Set(UnitCatalog.all.map(\.symbol)), named = Set(Self.names.keys), different = Set(Self.differentInGNU.keys)
        #expect(named.isDisjoint(with: different))
        #expect(named.union(different) == symbols, "missing: \(symbols.subtracting(named.union(different)).sorted())")
    }

    @Test(.enabled(if: gnuUnits != nil, "GNU units is not installed"))
    func everyPairAgreesWithGNUUnitsWithinDoublePrecision() throws {
        #expect(Set(Self.names.keys).isSubset(of: UnitCatalog.all.map(\.symbol)), "every name is a unit's")
        let pairs = OracleCase.pairs.filter { Self.names[$0.inputUnit.symbol] != nil && Self.names[$0.outputUnit.symbol] != nil }
        let input = "7.25"
        let questions = pairs.map { have($0, input) + "\n" + Self.names[$0.outputUnit.symbol]! + "\n" }.joined()
        let answers = try GNUUnitsProcess.answers(questions, arguments: ["-t", "-d", "15"])
        try #require(answers.count == pairs.count)
        for (pair, answer) in zip(pairs, answers) {
            let ours = Double(pair.map!.rounded(Given.decimal(input), to: .significant(15)).text)!
            let theirs = try #require(Double(answer.trimmingCharacters(in: .whitespaces)), "\(pair.label): \(answer)")
            #expect(abs(ours - theirs) <= 1e-12 * max(abs(ours), 1e-300), "\(pair.label): ours \(ours), units \(theirs)")
        }
    }
}
