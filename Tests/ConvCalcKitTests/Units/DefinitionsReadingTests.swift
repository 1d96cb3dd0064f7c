import Testing
@testable import ConvCalcKit
import RepositoryFiles

/// Reading definitions files: the built-in table, a user's file and GNU units' format, with the
/// exact values they define checked by hand against their published definitions.
@Suite struct DefinitionsReadingTests {
    static let builtInText: String = {
        let path = Repository.path("Sources/ConvCalcKit/Units/BuiltInUnits.units")
        return try! String(contentsOfFile: path, encoding: .utf8)
    }()

    static func builtIn() -> UnitDefinitions {
        UnitDefinitions.read(builtInText, file: "BuiltInUnits.units", strict: true)
    }

    private func unit(_ symbol: String, in definitions: UnitDefinitions) throws -> UnitDefinition {
        try #require(definitions.units.first { $0.symbol == symbol }, "no unit \(symbol)")
    }

    @Test func theBuiltInTableReadsWithoutProblems() throws {
        let definitions = Self.builtIn()
        #expect(definitions.problems.map(\.description) == [])
        #expect(definitions.leftOut.map(\.description) == [])
        #expect(definitions.units.count > 150)
        #expect(definitions.converters.count == 8)
        #expect(definitions.compounds.count == 12)
    }

    @Test func linearUnitsScaleExactlyToTheirBase() throws {
        let definitions = Self.builtIn()
        // NIST SP 811 and the 1959 agreement: 1 ft = 0.3048 m; 1 lbf = 0.45359237 kg × 9.80665 m/s².
        #expect(try unit("ft", in: definitions).toBase == UnitMap(scale: Ratio(3048, 10000)))
        let psi = Ratio(45_359_237, 100_000_000) * Ratio(980_665, 100_000) / (Ratio(254, 10000) * Ratio(254, 10000))
        #expect(try unit("psi", in: definitions).toBase == UnitMap(scale: psi))
        // 1 ly = 299792458 m/s × 365.25 × 86400 s.
        #expect(try unit("ly", in: definitions).toBase == UnitMap(scale: Ratio(9_460_730_472_580_800)))
        // 1 hp = 550 ft·lbf/s = 745.69987158227022 W.
        #expect(try unit("hp", in: definitions).toBase == UnitMap(scale: Ratio(74_569_987_158_227_022, 100_000_000_000_000)))
    }

    @Test func temperaturesAreAffineAndFuelEconomyIsReciprocal() throws {
        let definitions = Self.builtIn()
        #expect(try unit("°F", in: definitions).toBase == UnitMap(scale: Ratio(5, 9), offset: Ratio(45967, 180)))
        // km/L is the fuel economy kind's base: L/100km = 100 / x km/L.
        let reciprocal = try unit("L/100km", in: definitions).toBase
        #expect(reciprocal == UnitMap(a: .zero, b: 100, c: 1, d: .zero))
        #expect(reciprocal.pole == .zero)
        // 1 mpg = 1.609344 km / 3.785411784 L.
        let mpg = try unit("mpg", in: definitions).toBase
        #expect(mpg == UnitMap(scale: Ratio(1_609_344_000, 3_785_411_784)), "\(mpg)")
    }

    @Test func aRadianNeedsPiAndIsMarkedApproximate() throws {
        let definitions = Self.builtIn()
        #expect(try unit("rad", in: definitions).isApproximate)
        #expect(try !unit("°", in: definitions).isApproximate)
        #expect(try unit("°", in: definitions).toBase == UnitMap(scale: Ratio(1, 360)))
    }

    @Test func gnuUnitsFunctionsThatAreLinearFractionalAreTaken() throws {
        let text = """
        m !
        K !
        degC 1 K
        degF 5|9 degC
        stdtemp 273.15 K
        tempF(x) units=[1;K] domain=[-459.67,) range=[0,) \\
                        (x+(-32)) degF + stdtemp ; (tempF+(-stdtemp))/degF + 32
        square(x) x^2 m
        """
        let definitions = UnitDefinitions.read(text, file: "gnu")
        let tempF = try unit("tempF", in: definitions)
        #expect(tempF.toBase == UnitMap(scale: Ratio(5, 9), offset: Ratio(45967, 180)))
        #expect(definitions.leftOut.count == 1)
        #expect(definitions.leftOut.first?.detail.contains("x cannot be raised") == true)
    }

    @Test func aWrongLineNamesItsFileLineAndColumnAndTheRestLoads() throws {
        let text = """
        m !
        smoot 67 inch
        furlong 220 m
        a b
        b a
        huge 10^1000 m
        """
        let definitions = UnitDefinitions.read(text, file: "mine")
        #expect(definitions.units.map(\.symbol) == ["m", "furlong"])
        let messages = definitions.problems.map(\.description)
        #expect(messages.contains("mine:2:10: unknown unit 'inch'"))
        #expect(messages.contains { $0.hasPrefix("mine:5:") && $0.contains("in terms of itself") })
        #expect(messages.contains { $0.hasPrefix("mine:4:") && $0.contains("its definition (mine:5:3) was left out, for the reason given at that line") })
        #expect(messages.contains { $0.hasPrefix("mine:6:") && $0.contains("between -99 and 99") })
    }

    /// A prefix no unit uses is checked too: a cycle and an unknown name were dropped without a
    /// word (`units --check` passed the file); one that works says nothing.
    @Test func aPrefixNoUnitUsesIsChecked() {
        let definitions = UnitDefinitions.read("m !\nkilo- 1000 kilo\nbogo- 1000 blorf\nok- 1000\n", file: "p")
        let messages = definitions.problems.map(\.description)
        #expect(messages == ["p:2:12: 'kilo-' is defined in terms of itself", "p:3:12: unknown unit 'blorf'"], "\(messages)")
    }

    /// A bracket left open is said, not the sum inside it (`(x + 10 K` said "cannot add 1 and
    /// K"); a unit after `|` is named as such (`1|x m` said "'' is not a number").
    @Test func anOpenBracketAndAUnitAfterABarAreNamed() {
        let definitions = UnitDefinitions.read("K !\nz (x + 10 K\nhh 1|x K\n", file: "f")
        let messages = definitions.problems.map(\.description)
        #expect(messages.contains("f:2:12: ')' expected"), "\(messages)")
        #expect(messages.contains("f:3:6: '|' joins two numbers (1|3); to divide by a unit, write /"), "\(messages)")
    }

    @Test func prefixesPluralsAndTrailingPowersAreFoundAsGNUUnitsFindsThem() throws {
        let text = """
        m !
        s !
        kilo- 1000
        k- kilo
        inch 0.0254 m
        a 1 kiloinches
        b 1 km2 / s
        """
        let definitions = UnitDefinitions.read(text, file: "f")
        #expect(definitions.problems.map(\.description) == [])
        #expect(try unit("a", in: definitions).toBase == UnitMap(scale: Ratio(254, 10)))
        #expect(try unit("b", in: definitions).toBase == UnitMap(scale: 1_000_000))
    }
}

/// The data file holds every unit the catalog has today, with the same exact map, kind and
/// spellings (it may add spellings and units): what lets the catalog be generated from it without changing a conversion.
@Suite struct BuiltInTableMatchesTheCatalogTests {
    @Test func everyCatalogUnitIsInTheTableWithItsMapKindAndSpellings() throws {
        let definitions = DefinitionsReadingTests.builtIn()
        for unit in UnitCatalog.all {
            let defined = try #require(definitions.units.first { $0.symbol == unit.symbol }, "\(unit.symbol) is not in the table")
            #expect(defined.toBase == unit.toBase, "\(unit.symbol)")
            #expect(definitions.kinds[defined.kind].name == unit.kind.name, "\(unit.symbol)")
            #expect(defined.name == unit.name, "\(unit.symbol)")
            // The table may add spellings (cbm); it keeps every one users type today.
            #expect(Set(unit.aliases).isSubset(of: defined.spellings), "\(unit.symbol): \(Set(unit.aliases).subtracting(defined.spellings))")
        }
    }

    @Test func theMenuAndTheCompoundOutputsAreTheCatalogs() {
        let definitions = DefinitionsReadingTests.builtIn()
        #expect(definitions.converters.map { [$0.from, $0.to] } == Converter.builtIn.map { [$0.inputUnit.symbol, $0.outputUnit.symbol] })
        #expect(definitions.converters.map(\.label) == Converter.builtIn.map(\.label))
        #expect(definitions.compounds.map { $0.joined(separator: "+") } == CompoundUnit.all.map(\.symbol))
    }
}
