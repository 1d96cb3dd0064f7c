import Foundation
import Testing

/// Units files an outside tester broke the calculator with: a plain number of a kind of its
/// own (`dozen 12`) crashed a bare `3 dozen`, and a misspelt unit among thousands hung in the
/// search for a suggestion (the spelling index was made again for every spelling compared).
@Suite struct UnitsFileEdgeTests {
    @Test func aPlainNumberUnitConvertsBareAndToItsOwnKind() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/count.units"
        try "dozen 12\ngross 144\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--units", path, "-e", "3 dozen", "-e", "3 gross to dozen"], environment: home.environment())
        // A bare dozen goes to the kind's other unit: 36/144 gross = 0.25 gross; 3 gross = 36 dozen.
        #expect(run.status == 0 && run.stdout == "0.25 gross\n3 dozen\n36 dozen\n3 gross\n", "\(run.status) \(run.stdout)\(run.stderr)")
        try "dozen 12\n".write(toFile: path, atomically: true, encoding: .utf8)
        let alone = try BuiltBinary.run(["--units", path, "-e", "3 dozen"], environment: home.environment())
        #expect(alone.status == 0 && alone.stdout == "3 dozen\n3 dozen\n", "the kind's only unit: \(alone.status) \(alone.stderr)")
    }

    /// As GNU units' database has them: plain numbers before `one` (its `c SI` is 299792458). A
    /// bare one goes to the unit that is 1, `one` first (2 dozen went to ≈ 8e-8 c SI), and the
    /// kind is called a number (`units 1` was its name).
    @Test func aPlainNumberGoesToOneAndItsKindIsNumber() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/numbers.units"
        try "big 299792458\nsr 1\none 1\ndozen 12\npercent 0.01\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--units", path, "-e", "2 dozen", "-e", "50 percent", "-e", "1 dozen to 1"],
                                      environment: home.environment())
        #expect(run.stdout == "24 one\n2 dozen\n0.5 one\n50 percent\n", "\(run.status) \(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("'units number' lists the units of number"), "\(run.stderr)")
    }

    /// From ten converters on (a units file's), the menu's numbers are right aligned: ` 9.` over
    /// `10.`, the names in one column, the unnumbered current pair's too (a new user's trial).
    @Test func aMenuOfTenOrMoreAlignsItsNumbers() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/menu.units"
        try "!converter c1: m -> mm\n!converter c2: mm -> m\n!converter c3: km -> mm\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--units", path, "--no-state", "-e", "convert in cm", "-e", "list"], environment: home.environment())
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("*  1. fahrenheit to celsius (°F → °C)") == false)
        #expect(lines.contains("   1. fahrenheit to celsius (°F → °C)"), "\(run.stdout)")
        #expect(lines.contains("   9. c1 (m → mm)") && lines.contains("  11. c3 (km → mm)"), "\(run.stdout)")
        #expect(lines.last == "*     inches to centimeters (in → cm)", "\(run.stdout)")
    }

    /// An offset unit's definition and absolute zero are exact (`units temperature` rounded the
    /// offset to 2 places, unmarked: `x + 1.23 K` for 1.23456, a teacher's trial), a fraction
    /// with no short decimal written as one; worked by hand: ((x − 7.5)·40/21 + 273.15) K is
    /// (x + 135.90375)·40/21 K.
    @Test func anOffsetUnitIsDefinedExactly() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/offsets.units"
        try "°Xa (x + 1.23456) K ; xa\n°Ro ((x - 7.5) 40|21 + 273.15) K\n°Xc (x + 1|3) K\n".write(toFile: path, atomically: true, encoding: .utf8)
        let list = try BuiltBinary.run(["--units", path, "units", "temperature"], environment: home.environment())
        #expect(list.stdout.contains("x °Xa = x + 1.23456 K") && list.stdout.contains("x °Ro = (x + 135.90375)·40/21 K")
                && list.stdout.contains("x °Xc = x + 1/3 K"), "\(list.stdout)")
        let below = try BuiltBinary.run(["--units", path, "-e", "-5 °Xa to K", "-e", "-1 °Xc to K"], environment: home.environment())
        #expect(below.stderr.contains("-5 °Xa is below absolute zero (-1.23456 °Xa)")
                && below.stderr.contains("-1 °Xc is below absolute zero (≈ -0.333333333333333 °Xc)"), "\(below.stderr)")
    }

    /// A built-in temperature's name redefined is said as any built-in's is (`F 3 m` said "'F'
    /// is a scale with an offset: write F(value)"; an issue-26 attacker).
    @Test func aTemperaturesNameRedefinedIsAlreadyAUnit() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/temps.units"
        try "F 3 m\ndegC 1 m\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["units", "--check", path], environment: home.environment())
        let said = run.stdout  // `units --check` lists the problems on stdout
        #expect(run.status == 65 && said.contains("\(path):1:1: 'F' is already a unit (fahrenheit): the first definition is kept")
                && said.contains("\(path):2:1: 'degC' is already a unit (celsius)"), "\(run.status) \(said)")
    }

    @Test func aMisspeltUnitAmongThousandsIsAnsweredAtOnce() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/many.units"
        try (0..<4_000).map { "w\($0) \($0 + 1) m" }.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--units", path, "-e", "1 w99999 to km"], environment: home.environment(), timeout: 30)
        #expect(run.stderr.contains("unknown unit 'w99999'") && run.stderr.contains("did you mean 'w999'?"), "\(run.status) \(run.stderr)")
    }
}
