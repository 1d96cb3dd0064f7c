import Testing
@testable import ConvCalcKit

/// Units files: what they add, and what they are refused, each with its file, line and column.
@Suite struct UserUnitsTests {
    static let file = """
    # a teacher's units
    smoot      67 in                      ; smoots                           ; to m
    fpf        furlong / fortnight        ; furlongs per fortnight
    °Ré        (x 5|4 + 273.15) K         ; réaumur, reaumur
    gp100mi    100 mi / (x gal)           ; gallons per 100 miles
    !kind beauty helen
    helen      !                          ; helens
    millihelen 1|1000 helen               ; millihelens
    !converter smoots to meters: smoot -> m
    """

    static func read(_ text: String) -> UserUnits {
        var user = UserUnits()
        user.read(text, file: "units")
        return user
    }

    /// A definition refused because its name is a unit already leaves that unit as it was for
    /// the lines after it: "the first definition is kept" (`foo 3 ft` was 6 m after `ft 2 m`,
    /// and `cc !` made a kind `cc` with no unit of its own).
    @Test func aRefusedNameKeepsItsMeaningForTheLinesAfterIt() throws {
        let user = Self.read("ft 2 m\nfoo 3 ft\ncc !\nbaz 2 cc\n")
        #expect(user.problems.map(\.message).allSatisfy { $0.contains("is already a unit") } && user.problems.count == 2)
        #expect(user.kinds.isEmpty, "\(user.kinds.map(\.name))")
        let foo = try #require(user.units.first { $0.symbol == "foo" })
        let bar = try #require(user.units.first { $0.symbol == "baz" })
        #expect(foo.toBase == UnitMap(scale: Ratio(9144, 10000)))  // 3 ft = 0.9144 m
        #expect(UnitCatalog.builtInKinds[Int(bar.kind.index)].name == "volume")
        #expect(bar.toBase == UnitMap(scale: Ratio(2, 1_000_000)))  // 2 cm³ = 2·10⁻⁶ m³
    }

    /// A unit's name (its plural) that names another unit is said, as a clashing spelling is, and
    /// the unit is named by its symbol (`yy 1 m ; feet` loaded silently, `feet` still the foot).
    @Test func aNameThatNamesAnotherUnitIsSaid() throws {
        let user = Self.read("yy 1 m ; feet\n")
        #expect(user.problems.map(\.description) == ["units:1:1: 'feet' already names a unit: 'yy' is not called so, and is named 'yy'"])
        #expect(user.units.map(\.name) == ["yy"])
    }

    /// `pinch 1/16 tsp` is 1 / (16 tsp), as GNU units reads it: a kind of its own nobody means,
    /// said with the fraction written with `|` (it loaded silently as a new kind 1/m³).
    @Test func aFractionWithASlashBeforeAUnitIsSaid() {
        let user = Self.read("pinch 1/16 tsp ; pinches\nok 1|16 tsp\nrate 1/60 s\nhz2 1 / s\n")
        #expect(user.problems.map(\.description) == ["units:1:7: 'pinch': '1/16 tsp' is 1 / (16 tsp), of no kind but a new one"
            + " (1/m³); for a fraction of it write 1|16 tsp"])
        #expect(user.units.map(\.symbol) == ["ok", "rate", "hz2"])  // 1/60 s is a frequency, a kind there is
    }

    @Test func aFileAddsUnitsOfBuiltInAndNewKindsOffsetsReciprocalsAndConverters() throws {
        let user = Self.read(Self.file)
        #expect(user.problems.map(\.description) == [])
        #expect(user.units.map(\.symbol) == ["smoot", "fpf", "°Ré", "gp100mi", "helen", "millihelen"])
        let kinds = UnitCatalog.builtInKinds + user.kinds
        let kind = { (symbol: String) in kinds[Int(user.units.first { $0.symbol == symbol }!.kind.index)].name }
        #expect(kind("smoot") == "length" && kind("fpf") == "speed" && kind("°Ré") == "temperature")
        #expect(kind("gp100mi") == "fuel economy" && kind("helen") == "beauty")
        // 67 in = 1.7018 m; 1 furlong per fortnight = 201.168 m / 1209600 s.
        #expect(user.units[0].toBase == UnitMap(scale: Ratio(17018, 10000)))
        #expect(user.units[1].toBase == UnitMap(scale: Ratio(201_168, 1_209_600_000)))
        // °Ré: x·5/4 + 273.15 K. gallons per 100 miles: 160.9344 km / (x · 3.785411784 L).
        #expect(user.units[2].toBase == UnitMap(scale: Ratio(5, 4), offset: Ratio(27315, 100)))
        #expect(user.units[3].toBase == UnitMap(a: .zero, b: Ratio(160_934_400_000, 3_785_411_784), c: 1, d: .zero))
        #expect(user.converters.map { [$0.label, $0.from, $0.to] } == [["smoots to meters", "smoot", "m"]])
    }

    @Test(arguments: [
        ("bad 12 blorf", "units:1:8: unknown unit 'blorf'"),
        ("ft 0.3 m", "units:1:1: 'ft' is already a unit (feet): the first definition is kept; give yours another name"),
        ("swap 3 m", "units:1:1: 'swap' is a key or command of the calculator: a unit named so could not be typed; give it another name"),
        ("huge 10^1000 m", "units:1:14: an exponent must be between -99 and 99"),
        ("twice (x x) m", "units:1:11: x may appear in one place only: the result must be (a·x + b) / (c·x + d)"),
        ("cold (x - 10) K", "units:1:6: 'cold': temperature cannot go below 0 in its base unit, so its values from 0 up must map to 0 or above"),
        ("lonely", "units:1:1: 'lonely' has no definition: write one after it (lonely 12 in)"),
        ("!converter hops: smoot -> kg", "units:1:18: unknown unit 'smoot' in the converter 'hops'"),
        ("self 3 m ; selves ; to self", "units:1:21: 'to self': the unit itself; a bare 'self' goes to another unit of its kind"),
        ("!converter mixed: m -> kg", "units:1:19: the converter 'mixed' joins two kinds (m, kg): both units must be of one kind"),
        ("!converter heights: m -> ft+in", "units:1:26: 'ft+in' in the converter 'heights' is a compound: a menu entry's output"
            + " is one unit; type 'convert m ft+in' for it"),
        // The menu's entries keep their names and are reached one way each.
        ("!converter odd: mi > km", "units:1:17: mi → km is in the menu already (3. miles to kilometers), which lists each pair once: name another pair"),
        // A label that reads as a pair or a value would be read as that (`convert km to mi`).
        ("!converter km to mi: yd -> ft", "units:1:12: the label 'km to mi' is another unit pair, which 'convert km to mi' would read as that: give the converter another label"),
        ("!converter ft->m: yd -> ft", "units:1:12: the label 'ft->m' is another unit pair, which 'convert ft->m' would read as that: give the converter another label"),
        ("!converter 5 mi: mi -> ft", "units:1:12: the label '5 mi' is a value to convert (it starts with a number), which 'convert 5 mi' would read as that: give the converter another label"),
        ("!converter 3: ft -> m", "units:1:12: the label '3' is a menu number, which 'convert 3' would read as that: give the converter another label"),
        ("!converter mi: ft -> in", "units:1:12: the label 'mi' is a unit's name, which 'convert mi' would read as that: give the converter another label"),
        ("!converter to: ft -> in", "units:1:12: the label 'to' is a word convcalc reads, which 'convert to' would read as that: give the converter another label"),
        ("!converter Miles to Kilometers: ft -> cm", "units:1:12: the label 'Miles to Kilometers' is entry 3's (miles to kilometers),"
            + " which 'convert Miles to Kilometers' would read as that: give the converter another label"),
        ("to 3 m", "units:1:1: 'to' joins a pair of units (5 m to ft): a unit named so would make lines read two ways; give it another name"),
        ("per 3 m", "units:1:1: 'per' divides in a definition (miles per hour): a unit named so would make lines read two ways; give it another name"),
        ("x 3 m", "units:1:1: 'x' is the typed value in a definition (100/x): a unit named so would make lines read two ways; give it another name"),
        ("→ 3 m", "units:1:1: '→' joins a pair of units (5 m → ft): a unit named so would make lines read two ways; give it another name"),
        ("rope 3 m ; ropes, as", "units:1:1: 'as' already names a unit, key, command or connector: 'rope' is not spelled so"),
        // A kind's name is printed as it is (units, errors, Tab): an OSC setting the title was.
        ("!kind k\u{1B}]0;PWN\u{7}x hk", "units:1:7: a kind's name holds a control or invisible character (k\\x1B]0;PWN\\x07x):"
            + " names are printed on terminals, so they are printable text only"),
        // A kind's name another kind has, in any case (`LENGTH` could not be listed by its name).
        ("!kind LENGTH hk\nhk !", "units:1:7: 'LENGTH' is already a kind's name ('length'): give yours another"),
        ("!kind bidi\u{202E}x m", "units:1:7: a kind's name holds a control or invisible character (bidi\\u{202E}x):"
            + " names are printed on terminals, so they are printable text only"),
        // What VisibleText escapes is no name either: the combining grapheme joiner, a variation
        // selector, the blank braille pattern.
        ("a\u{34F}b 2 m", "units:1:1: a name holds a control or invisible character (a\\u{034F}b): names are printed on terminals,"
            + " so they are printable text only"),
        ("c\u{FE00} 2 m", "units:1:1: a name holds a control or invisible character (c\\u{FE00}): names are printed on terminals,"
            + " so they are printable text only"),
        ("a\u{301}\u{301}\u{301}\u{301}\u{301} 2 m", "units:1:1: a name holds more than 4 combining marks on one character, which are"
            + " drawn over the lines around it (a\u{301}\u{301}\u{301}\u{301}\\u{0301}): names are printed on terminals, so they are printable text only"),
        ("\u{301}a 2 m", "units:1:1: a name starts with a combining mark, which has no character to sit on (\\u{0301}a): names are"
            + " printed on terminals, so they are printable text only"),
        // A mark on a sign, an underscore or a blank sits on what is printed around it (`units` showed them raw).
        ("a°\u{301} 2 m", "units:1:1: a name holds a combining mark on a character that is no letter or digit, where it would sit on"
            + " what is printed around it (a°\\u{0301}): names are printed on terminals, so they are printable text only"),
        ("x_\u{301} 2 m", "units:1:1: a name holds a combining mark on a character that is no letter or digit, where it would sit on"
            + " what is printed around it (x_\\u{0301}): names are printed on terminals, so they are printable text only"),
        ("\u{2800} 2 m", "units:1:1: a name holds a control or invisible character (\\u{2800}): names are printed on terminals,"
            + " so they are printable text only"),
        // x times 0 leaves a constant, which was taken for a scale (`5 c3 to K` was 1500 K); said where the product ends.
        ("c3 (x 0 + 300) K", "units:1:9: x times 0 leaves no x: every value would map to one"),
        ("c4 (0 x + 300) K", "units:1:9: x times 0 leaves no x: every value would map to one"),
        ("c5 (x*0 + 300) K", "units:1:9: x times 0 leaves no x: every value would map to one"),
        ("c6 (300 + x 0) K", "units:1:14: x times 0 leaves no x: every value would map to one"),
        // Said where the fault is: a kind's base, a name defined again (both were said at the name, the definition).
        ("!kind beauty2 nonexistent", "units:1:15: the kind beauty2's base: unknown unit 'nonexistent'"),
        ("twice 3 m\ntwice 4 m", "units:2:1: 'twice' is defined twice; the first definition is kept"),
    ])
    func aBadLineIsSaidWithItsPlaceAndLeftOut(line: String, problem: String) {
        let user = Self.read(line + "\nfine 2 m\n")
        #expect(user.problems.map(\.description) == [problem])
        #expect(user.units.map(\.symbol).last == "fine", "the rest loads")
    }

    /// Several bad `!compound`, `!converter` and `!hint` lines in a row are each said at their
    /// own place and counted: the compounds were said once, at the first, and the rest vanished.
    @Test func everyBadDirectiveLineIsSaidNotOnlyTheFirst() {
        let user = Self.read("""
            !compound ft zz
            !compound qq in
            !compound m ft
            !compound in ft
            !compound ft
            !converter a: zz -> ft
            !converter b: m -> kg
            !converter c zz ft
            !hint
            !hint
            fine 2 m
            """)
        let compound = "compound outputs come from the built-in table only: left out"
        #expect(user.problems.map(\.description) == [
            "units:1:11: " + compound, "units:2:11: " + compound, "units:3:11: " + compound, "units:4:11: " + compound,
            // One part (`hand+in` too): that a file cannot add one is said first, not only its shape.
            "units:5:11: compound outputs come from the built-in table only, where one has two units or more, largest first: '!compound ft in'",
            // Each said where its fault is: the unit unknown, the pair of two kinds (both were said at the label).
            "units:6:15: unknown unit 'zz' in the converter 'a'",
            "units:7:15: the converter 'b' joins two kinds (m, kg): both units must be of one kind",
            "units:8:12: write a converter as '!converter LABEL: FROM -> TO' (or to, in, as, →, =>, >, or the two units alone)",
            "units:9:6: write a hint as '!hint NAME TEXT'", "units:10:6: write a hint as '!hint NAME TEXT'",
        ])
        #expect(user.units.map(\.symbol) == ["fine"], "the rest loads")
    }

    /// A converter's pair is joined as a pair is everywhere (`UnitPair`): only `->` was taken.
    @Test func aConvertersPairTakesEveryConnector() {
        let user = Self.read("!converter cooking: cup to mL\n!converter arrows: gal → L\n!converter liquids: qt in L\n"
            + "!converter lengths: in -> cm\n!converter smalls: in in mm\n!converter spoons: tbsp tsp\n")  // the unit in is no connector
        #expect(user.problems.isEmpty, "\(user.problems)")
        #expect(user.converters.map { [$0.label, $0.from, $0.to] } == [["cooking", "cup", "mL"], ["arrows", "gal", "L"],
                                                                        ["liquids", "qt", "L"], ["lengths", "in", "cm"],
                                                                        ["smalls", "in", "mm"], ["spoons", "tbsp", "tsp"]])
    }

    @Test func aCycleIsNamedAndTheRestLoads() {
        let user = Self.read("ab bc\nbc ab\nq 3 m\n")  // names no unit has (`a` is years)
        #expect(user.units.map(\.symbol) == ["q"])
        #expect(user.problems.contains { $0.description.hasPrefix("units:2:4:") && $0.message.contains("in terms of itself") })
    }

    /// Past the most units there is room for, the lines are not read (200,000 lines of which
    /// 30,000 could be taken held 270 MB): said once, where the first is; comments and
    /// directives do not count.
    @Test func linesPastTheMostUnitsAreNotRead() {
        let room = UserUnits.maxUnits - UnitCatalog.builtInUnits.count
        let text = "# many units\n!kind things thing\nthing !\n" + (1..<(room + 50)).map { "t\($0) \($0) thing" }.joined(separator: "\n")
        let user = Self.read(text)
        #expect(user.units.count == room)
        #expect(user.problems.map(\.description) == ["units:\(room + 3):1: more than \(UserUnits.maxUnits) units, the built-in"
            + " ones included: this line and those after it are left out"])
    }

    /// The limit is said first: the lines it leaves out make the problems of the lines before
    /// them (a chain written from its end, `u9 1 u8` … `u0 1 m`, said thousands of "cannot be
    /// used" first, and a list of 20 never reached the cause).
    @Test func theLimitIsSaidBeforeTheProblemsItMakes() {
        let room = UserUnits.maxUnits - UnitCatalog.builtInUnits.count
        let chain = (1..<(room + 20)).reversed().map { "u\($0) 1 u\($0 - 1)" } + ["u0 1 m"]
        let user = Self.read(chain.joined(separator: "\n"))
        #expect(user.problems.count > 1)
        #expect(user.problems.first?.message.hasPrefix("more than \(UserUnits.maxUnits) units") == true, "\(user.problems.prefix(2))")
    }

    /// 2,000 units, each defined by the one before: a look-up that walked the chain again for
    /// each, or an index built again for each, would make this quadratic.
    @Test func aLongChainLoads() {
        var text = "u0 1 m\n"
        for index in 1..<2_000 { text += "u\(index) 1 u\(index - 1)\n" }
        let user = Self.read(text)
        #expect(user.problems.isEmpty)
        #expect(user.units.count == 2_000)
    }

    /// A byte that is not UTF-8 is named as it is (`\xFF`), its line left out and the others
    /// read in their places; in a comment it is harmless. Decoded first, it showed as U+FFFD.
    @Test func aByteThatIsNotUTF8IsNamedAndItsLineLeftOut() {
        var user = UserUnits()
        user.read(bytes: Array("q".utf8) + [0xFF] + Array(" 5 m\nok 5 m # caf".utf8) + [0xE9] + Array("\nfoo".utf8) + [0xC3]
                  + Array(" 3 m\nbar2 2 m\n".utf8), file: "x.units")
        #expect(user.problems.map(\.description) == [
            "x.units:1:2: the byte \\xFF is not UTF-8, so the line is left out; save the file as UTF-8",
            "x.units:3:4: the byte \\xC3 is not UTF-8, so the line is left out; save the file as UTF-8"])
        #expect(user.units.map(\.symbol) == ["ok", "bar2"])
    }

    /// In a file of one's own, a line convcalc cannot take (a table, and `sm\e[2J 1 in`, read as
    /// one) is a problem said where it is, not a line left out silently as GNU's database's are;
    /// a section for another locale is only not taken.
    @Test func aLineOfOnesOwnThatCannotBeTakenIsAProblem() {
        var user = UserUnits()
        user.read("bar[in] 1 2\nsm\u{1B}[2J 1 in\nok 5 m\n!locale xx_XX\nother 3 m\n!endlocale\n", file: "t.units", locale: "en_US")
        #expect(user.problems.map(\.description) == ["t.units:1:1: 'bar': a table: tables are left out",
                                                     "t.units:2:1: 'sm\\x1B': a table: tables are left out"])
        #expect(user.units.map(\.symbol) == ["ok"])
        #expect(user.leftOut.map(\.position.line) == [5])
    }

    /// A unit with an option convcalc does not know is left out, the problem placed at the
    /// option (`; bogus` was said at the definition, and the unit loaded all the same).
    @Test func aUnitWithAnUnknownOptionIsLeftOutAndTheOptionPlaced() {
        var user = UserUnits()
        user.read("hh 1 m ; ; to ft; bogus\nok 1 m ; okay ;  bad opt ; to ft\ngood 2 m ; ; to ft\n", file: "o.units")
        #expect(user.problems.map(\.description) == [
            "o.units:1:19: unknown option 'bogus': write 'to UNIT', 'square NAMES', 'cube NAMES' or 'approximate'",
            "o.units:2:18: unknown option 'bad opt': write 'to UNIT', 'square NAMES', 'cube NAMES' or 'approximate'"])
        #expect(user.units.map(\.symbol) == ["good"])
    }

    /// The bytes read give the text as the file has it, line ends and all: a file of exactly
    /// the most lines a file may have is read whole (reading its bytes added an empty last line,
    /// said as one line too many).
    @Test func aFileOfTheMostLinesIsReadWhole() {
        var user = UserUnits()
        user.read(bytes: Array(String(repeating: "# c\n", count: DefinitionsReader.maxLines).utf8), file: "c.units")
        #expect(user.problems.isEmpty)
        #expect(UserUnits.utf8Text(Array("a 1 m\nb 2 m".utf8), file: "x").text == "a 1 m\nb 2 m")
        #expect(UserUnits.utf8Text(Array("a 1 m\n".utf8), file: "x").text == "a 1 m\n")
    }
}
