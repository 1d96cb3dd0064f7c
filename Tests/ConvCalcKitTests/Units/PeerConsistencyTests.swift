import Foundation
import Testing
@testable import ConvCalcKit

/// The unit-consistency assertions of numbat's test suite (`examples/consistency_others.nbt`,
/// 62 `assert_eq` lines), each written as the conversion convcalc reads, with what the peer
/// asserts: the value exactly, rounded to the digits written, or within the peer's tolerance.
/// The lines that are not conversions of convcalc's kinds, or where convcalc's documented
/// unit differs from numbat's, are listed with the reason, so each is accounted for.
@Suite struct PeerConsistencyTests {
    enum Claim {
        /// convcalc's value is exactly this (shown without ≈ at 15 significant digits).
        case exactly(String)
        /// convcalc's value, rounded to as many significant digits as written, is this.
        case rounded(String)
        /// convcalc's value is within `tolerance` of `value` (both in the output unit).
        case within(String, tolerance: String)
    }

    /// `(numbat's assertion, convcalc's line, what it claims)`.
    static let conversions: [(String, String, Claim)] = [
        ("1 deg = pi/180 rad", "1 ° to rad", .rounded("0.0174532925199433")),  // π/180 = 0.017453292519943295769…
        ("1 ha = 1 hm²", "1 ha to m²", .exactly("10000")),  // 1 hm² = (100 m)²
        ("1 L = 1 dm³", "1 L to dm³", .exactly("1")),
        ("1 ton = 1000 kg", "1 t to kg", .exactly("1000")),  // numbat's ton is the tonne; convcalc's plain 'ton' asks which
        ("1 eV = 1.602176e-19 J ± 1e-6 eV", "1 eV to J", .within("1.602176e-19", tolerance: "1.602176634e-25")),
        ("1 au = 149597870700 m", "1 au to m", .exactly("149597870700")),
        ("1 bar = 10^5 Pa", "1 bar to Pa", .exactly("100000")),
        ("1 Å = 100 pm", "1 Å to pm", .exactly("100")),
        ("1 min = 60 s", "1 min to s", .exactly("60")),
        ("1 hour = 60 min", "1 h to min", .exactly("60")),
        ("1 week = 7 day", "1 wk to d", .exactly("7")),
        ("1 day = 24 hour", "1 d to h", .exactly("24")),
        ("1 gregorian_year = 365.2425 day", "1 Gregorian yr to d", .exactly("365.2425")),
        ("1 julian_year = 365.25 day", "1 yr to d", .exactly("365.25")),
        ("1 gallon = 231 inch³", "1 gal to in³", .exactly("231")),
        ("8 pint = 1 gallon", "8 pt to gal", .exactly("1")),
        ("2 cup = 1 pint", "2 cup to pt", .exactly("1")),
        ("16 tablespoon = 1 cup", "16 tbsp to cup", .exactly("1")),
        ("3 teaspoon = 1 tablespoon", "3 tsp to tbsp", .exactly("1")),
        ("1 floz = 2 tablespoon", "1 fl oz to tbsp", .exactly("2")),
        ("1 hogshead = 63 gallon", "1 hogshead to gal", .exactly("63")),
        ("1 rod = 16.5 foot", "1 rod to ft", .exactly("16.5")),
        ("1 foot = 0.3048 meter", "1 ft to m", .exactly("0.3048")),
        ("1 yard = 0.9144 meter", "1 yd to m", .exactly("0.9144")),
        ("1 mile = 1609.344 meter", "1 mi to m", .exactly("1609.344")),
        ("1 grain = 64.79891 mg", "1 gr to mg", .exactly("64.79891")),
        ("1 ounce = 28.349523125 g", "1 oz to g", .exactly("28.349523125")),
        ("1 long_hundredweight = 50.80234544 kg", "1 long cwt to kg", .exactly("50.80234544")),
        ("1 long_ton = 1016.0469088 kg", "1 long ton to kg", .exactly("1016.0469088")),
        ("1 pound = 453.59237 gram", "1 lb to g", .exactly("453.59237")),
        ("1 gallon = 3.785411784 L", "1 gal to L", .exactly("3.785411784")),
        ("1 imperial_fluidounce = 28.4130625 mL", "1 imp fl oz to mL", .exactly("28.4130625")),
        ("1 imperial_pint = 568.26125 mL", "1 imp pt to mL", .exactly("568.26125")),
        ("1 imperial_quart = 1.1365225 L", "1 imp qt to L", .exactly("1.1365225")),
        ("1 imperial_gallon = 4.54609 L", "1 imp gal to L", .exactly("4.54609")),
        ("1 imperial_bushel = 36.36872 L", "1 imp bu to L", .exactly("36.36872")),
        ("1 imperial_fluid_drachm = 3.5516328125 mL", "1 imp fl dr to mL", .exactly("3.5516328125")),
        ("1 imperial_gill = 142.0653125 mL", "1 imp gill to mL", .exactly("142.0653125")),
        ("1 furlong = 220 yard", "1 furlong to yd", .exactly("220")),
        ("1 parsec = 206264 au ± 1 au", "1 pc to au", .within("206264", tolerance: "1")),
        ("1 lightyear = 63241 au ± 1 au", "1 ly to au", .within("63241", tolerance: "1")),
        ("1 lightyear = 0.3066 parsec ± 1e-3 parsec", "1 ly to pc", .within("0.3066", tolerance: "0.001")),
        ("1 knot = 1 NM/hour", "1 kn to km/h", .exactly("1.852")),  // 1 NM/h = 1852 m/h
        ("1 calorie = 4.184 J", "1 cal to J", .exactly("4.184")),
        ("1 BTU = 1055.05585262 J", "1 BTU to J", .exactly("1055.05585262")),
        ("1 lbf = 4.448222 N", "1 lbf to N", .rounded("4.448222")),
        ("1 ozf = (4.448222 / 16) N ± 1e-5 N", "1 ozf to N", .within("0.278013875", tolerance: "0.00001")),
        ("60 RPM = 1 Hz", "60 rpm to Hz", .exactly("1")),
        ("1 fortnight = 2 week", "1 fortnight to wk", .exactly("2")),
        ("1 mmHg = 133.322387415 Pa ± 1e-5 Pa", "1 mmHg to Pa", .within("133.322387415", tolerance: "0.00001")),
        ("1 PSI = 6.894757 kPa", "1 psi to kPa", .rounded("6.894757")),
        ("1 atm = 101325 Pa", "1 atm to Pa", .exactly("101325")),
    ]

    /// numbat's lines that convcalc does not take as written, and why.
    static let accountedFor: [(String, String)] = [
        ("1 barn = 100 fm² ± 1e-5 fm²", "nuclear cross-sections are not in the table (a units file adds them: 'barn 1e-28 m^2')"),
        ("1 month = 730.485 hour ± 0.001 hour", "convcalc's mo is a twelfth of the Julian year (730.5 h), numbat's of the Gregorian"),
        ("1 year = 1 tropical_year", "convcalc's yr is the Julian year of 365.25 d that the light-year uses; numbat's the tropical"),
        ("1 gauss = 100 µT", "magnetic flux density is not one of convcalc's kinds"),
        ("3 percent = 3e-2", "a plain ratio, not a unit of a kind"),
        ("400e-6 = 400 ppm", "a plain ratio, not a unit of a kind"),
        ("8e-9 = 8 ppb", "a plain ratio, not a unit of a kind"),
        ("8e-12 = 8 ppt", "a plain ratio, not a unit of a kind"),
        ("8e-15 = 8 ppq", "a plain ratio, not a unit of a kind"),
        ("1 maxwell = 1e-8 weber", "magnetic flux is not one of convcalc's kinds"),
    ]

    /// The output display after `line`, at `precision` significant digits: the number and
    /// whether it was marked ≈.
    func shown(_ line: String, digits: Int) -> (number: String, approximate: Bool)? {
        var session = Session()
        guard session.handle("precision \(digits) sig").error == nil, session.handle(line).error == nil else { return nil }
        let output = Given.plain(session).prefix { $0 != "\n" }
        let approximate = output.hasPrefix("≈ ")
        let number = (approximate ? output.dropFirst(2) : output[...]).prefix { $0 != " " }
        return (String(number), approximate)
    }

    @Test func everyAssertionIsAccountedFor() {
        #expect(Self.conversions.count + Self.accountedFor.count == 62)
    }

    @Test(arguments: PeerConsistencyTests.conversions.map { $0.0 })
    func numbatsAssertionHolds(_ assertion: String) throws {
        let (_, line, claim) = try #require(Self.conversions.first { $0.0 == assertion })
        switch claim {
        case .exactly(let value):
            let result = try #require(shown(line, digits: 15), "\(line) was refused")
            #expect(result.number == value && !result.approximate, "\(line): \(result)")
        case .rounded(let value):
            let digits = value.filter(\.isNumber).drop { $0 == "0" }.count
            let result = try #require(shown(line, digits: digits), "\(line) was refused")
            #expect(result.number == value, "\(line): \(result)")
        case .within(let value, let tolerance):
            let result = try #require(shown(line, digits: 15), "\(line) was refused")
            let got = try #require(Decimal(string: result.number)), want = try #require(Decimal(string: value))
            let limit = try #require(Decimal(string: tolerance))
            #expect(abs(got - want) <= limit, "\(line): \(result.number) is not within \(tolerance) of \(value)")
        }
    }
}

/// A unit that needs π is marked ≈, but 0 of it is 0 whatever π is: exact.
@Suite struct ZeroThroughPiTests {
    @Test(arguments: ["0 rad to °", "0 ° to rad", "0 pc to m", "0 m to pc", "0.00 rad to turn", "-0 rad to arcsec"])
    func zeroIsExact(_ line: String) {
        var session = Session()
        _ = session.handle(line)
        #expect(!Given.plain(session).hasPrefix("≈"), "\(line): \(Given.plain(session))")
    }

    /// A unit to itself: π cancels, the value is shown as typed, exact (it was `≈ 1 pc`, `"exact":false`).
    @Test(arguments: ["1 pc to pc", "0.5 rad to rad", "1e-99 arcsec to arcsec", "-2.5 rad to rad"])
    func aUnitToItselfIsExact(_ line: String) {
        var session = Session()
        _ = session.handle(line)
        #expect(!Given.plain(session).hasPrefix("≈"), "\(line): \(Given.plain(session))")
        #expect(session.state.output.isExact, "\(line)")
    }

    @Test func anythingElseIsApproximate() {
        for line in ["1 rad to °", "0.001 pc to m", "1e-99 rad to °"] {
            var session = Session()
            _ = session.handle(line)
            #expect(Given.plain(session).hasPrefix("≈"), "\(line): \(Given.plain(session))")
        }
    }
}
