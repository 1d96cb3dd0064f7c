import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Units files through the binary: the user's own file and `--units`, their problems on stderr
/// with file, line and column, `convcalc units --check`, and files that are no files.
@Suite struct UnitsFilesTests {
    static let file = """
    smoot 67 in ; smoots ; to m
    °Ré (x 5|4 + 273.15) K ; réaumur
    bad 12 blorf
    !converter smoots to meters: smoot -> m
    """

    func home(with text: String) throws -> TemporaryHome {
        let home = try TemporaryHome()
        try FileManager.default.createDirectory(atPath: home.path + "/.config/convcalc", withIntermediateDirectories: true)
        try text.write(toFile: home.path + "/.config/convcalc/units", atomically: true, encoding: .utf8)
        return home
    }

    @Test func theUsersOwnFileIsReadAtEveryStartAndItsProblemsSaid() throws {
        let home = try home(with: Self.file)
        defer { home.remove() }
        var environment = home.environment()
        environment["XDG_CONFIG_HOME"] = nil
        let run = try BuiltBinary.run(["-e", "100 smoot to m", "-e", "80 °Ré to °F", "-e", "convert 9"], environment: environment)
        // 6700 in = 170.18 m; 80 °Ré = 100 °C = 212 °F; the menu's 9th keeps the 80: 136.144 m.
        #expect(run.stdout == "170.18 m\n100 smoot\n212 °F\n80 °Ré\n≈ 136.14 m\n80 smoot\n", "\(run.stderr)")
        #expect(run.stderr == "convcalc: \(home.path)/.config/convcalc/units:3:8: unknown unit 'blorf'\n")
        #expect(run.status == 0)
    }

    /// A transcript's replay — `check`, `check --update`, `play` — reads no user's own file:
    /// its answers are the header's and the command line's alone (`> units length` wrote the
    /// updating user's smoot into the file, which then failed for everyone else); named with
    /// `--units`, the file is read.
    @Test func aTranscriptsReplayReadsNoUsersOwnFile() throws {
        let home = try home(with: Self.file)
        defer { home.remove() }
        var environment = home.environment()
        environment["XDG_CONFIG_HOME"] = nil
        let transcript = home.path + "/t.txt"
        try "> units length\n> 1 smoot to m\n".write(toFile: transcript, atomically: true, encoding: .utf8)
        let update = try BuiltBinary.run(["check", "--update", transcript], environment: environment)
        #expect(update.status == 0, "\(update.stderr)")
        let written = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(!written.contains("smoot (") && written.contains("! unknown unit 'smoot'"), "\(written)")
        #expect(try BuiltBinary.run(["check", transcript], environment: environment).status == 0)
        let play = try BuiltBinary.run(["play", transcript], environment: environment)
        #expect(play.stdout.contains("unknown unit 'smoot'") || play.stderr.contains("unknown unit 'smoot'"), "\(play.stdout)")
        let named = try BuiltBinary.run(["check", "--units", home.path + "/.config/convcalc/units", transcript], environment: environment)
        #expect(named.status == 1, "with the file named, 1 smoot converts: the transcript no longer holds")
    }

    /// A transcript's units files are given in its header's order, first: their converters
    /// number the menu so (in the other order `convert 10` picked smoots where cubits were
    /// recorded, and `check` failed the lesson without saying why). By hand: 3 smoot = 201 in =
    /// 5.1054 m; 3 cubit = 54 in = 4.5 ft; 5 cubit = 7.5 ft.
    @Test func aTranscriptsUnitsFilesAreGivenInItsHeadersOrder() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        try "smoot 67 in\n!converter smoots to meters: smoot -> m\n".write(toFile: home.path + "/units", atomically: true, encoding: .utf8)
        try "cubit 18 in\n!converter cubits to feet: cubit -> ft\n".write(toFile: home.path + "/other.units", atomically: true, encoding: .utf8)
        let transcript = home.path + "/t.txt"
        try "#! convcalc 1 --units units --units other.units\n> 3 smoot\n≈ 5.11 m\n3 smoot\n> convert 10\n4.5 ft\n3 cubit\n> 5\n7.5 ft\n5 cubit\n"
            .write(toFile: transcript, atomically: true, encoding: .utf8)
        let (units, other) = (home.path + "/units", home.path + "/other.units")
        let inOrder = try BuiltBinary.run(["check", "--units", units, "--units", other, transcript], environment: home.environment())
        #expect(inOrder.status == 0, "\(inOrder.stdout)\(inOrder.stderr)")
        for files in [[other, units], [other, units, other], [other]] {
            let run = try BuiltBinary.run(["check"] + files.flatMap { ["--units", $0] } + [transcript], environment: home.environment())
            #expect(run.status == 2, "\(files)")
            // By the paths given, to be typed as said (it named `units`, which was then not found: exit 66).
            let needed = files == [other] ? "this transcript needs the units file 'units'" : "this transcript's units files number"
                + " the menu in the order its header names them: give them first and in that order: --units \(units) --units \(other)"
            #expect(run.stderr.contains(needed), "\(files): \(run.stderr)")
        }
    }

    /// A prefix before a units file's unit (GNU units' `mA`, which its database makes of
    /// `m-` and `A`) names no unit in a typed line: said, with the line that defines it (it
    /// listed 'the units of A'). By hand: 1 A is 1000 mA once defined so.
    @Test func aPrefixedNameOfAUnitsFilesUnitIsSaid() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/current.units"
        try "!kind current A\nA !\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--units", path, "-e", "1 A to mA"], environment: home.environment())
        #expect(run.status == 1 && run.stderr == "convcalc: -e 1: unknown unit 'mA' at column 8; mA would be milli-A: a typed name"
            + " takes no prefix here; a units file can define it ('mA 1e-3 A')\n", "\(run.stderr)")
        try "!kind current A\nA !\nmA 1e-3 A\n".write(toFile: path, atomically: true, encoding: .utf8)
        let defined = try BuiltBinary.run(["--units", path, "-e", "1 A to mA"], environment: home.environment())
        #expect(defined.stdout == "1000 mA\n1 A\n", "\(defined.stderr)")
    }

    /// GNU units' `!locale` blocks are read as no locale does in a transcript's replay, so
    /// its verdict does not hang on the checking user's LANG (en_GB's fluid ounce failed a
    /// transcript written in C); a calculator run still takes the locale's block.
    @Test func aTranscriptsReplayReadsNoLocaleBlock() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let database = home.path + "/definitions.units", transcript = home.path + "/t.txt"
        try ("# This file is the units database for use with GNU units, a units conversion\n"
            + "!locale en_GB\n!set UNITS_ENGLISH GB\n!endlocale\n!set UNITS_ENGLISH US\n"  // as GNU's file chooses
            + "!var UNITS_ENGLISH US\nzorch 2 m\n!endvar\n!var UNITS_ENGLISH GB\nzorch 3 m\n!endvar\n")
            .write(toFile: database, atomically: true, encoding: .utf8)
        try "> 1 zorch to m\n2 m\n1 zorch\n".write(toFile: transcript, atomically: true, encoding: .utf8)
        var british = home.environment(locale: "C.UTF-8")
        british["LANG"] = "en_GB.UTF-8"
        british["LC_ALL"] = nil
        british["LC_MESSAGES"] = "en_GB.UTF-8"
        let check = try BuiltBinary.run(["check", "--units", database, transcript], environment: british)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let run = try BuiltBinary.run(["--units", database, "-e", "1 zorch to m"], environment: british)
        #expect(run.stdout == "3 m\n1 zorch\n", "\(run.stdout)\(run.stderr)")
    }

    /// A bare unit of a units file goes to its `to UNIT`; without one, to its kind's base, or
    /// from the base to the kind's first other unit: 2 smoot = 134 in = 3.4036 m; 2 fpf =
    /// 402.336 m / 1209600 s ≈ 3.3e-4 m/s; 2 helen = 2000 millihelen.
    /// A converter of a units file is named by its label as the menu shows it, in every place a
    /// converter is named (`convert cooking` was not a converter, though the menu listed it).
    @Test func aConverterOfAUnitsFileIsNamedByItsLabel() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/kitchen.units"
        try "!converter cooking: cup to mL\n".write(toFile: path, atomically: true, encoding: .utf8)
        let line = try BuiltBinary.run(["--units", path, "-e", "convert Cooking", "-e", "1"], environment: home.environment())
        #expect(line.stdout.hasSuffix("≈ 236.59 mL\n1 cup\n") && line.status == 0, "\(line.stdout)\(line.stderr)")
        let flag = try BuiltBinary.run(["--units", path, "--converter", "cooking", "-e", "1"], environment: home.environment())
        #expect(flag.stdout == "≈ 236.59 mL\n1 cup\n" && flag.status == 0, "\(flag.stderr)")
    }

    @Test func aBareUnitOfAUnitsFileGoesToItsEverydayCounterpart() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/mine.units"
        try "smoot 67 in ; smoots ; to m\nfpf furlong / fortnight\n!kind beauty helen\nhelen !\nmillihelen 1|1000 helen\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--units", path, "-e", "2 smoot", "-e", "2 fpf", "-e", "2 helen"], environment: home.environment())
        #expect(run.stdout == "≈ 3.4 m\n2 smoot\n≈ 3.3e-4 m/s\n2 fpf\n2000 millihelen\n2 helen\n" && run.status == 0, "\(run.stderr)")
    }

    /// The pole of a user's reciprocal unit is no value below 0 but an endless amount: it was
    /// said to be "below 0", while the values around it convert.
    @Test func aUserUnitsPoleHasNoValue() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/wr.units"
        try "wr m / (x + 1) ; wrs\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--units", path, "-e", "-2 wr to m", "-e", "-1 wr to m"], environment: home.environment())
        #expect(run.stdout == "-1 m\n-2 wr\n" && run.status == 1)  // the second line refused
        #expect(run.stderr == "convcalc: -e 2: '-1' at column 1: -1 wr would be an endless length: it has no value in m\n", "\(run.stderr)")
    }

    @Test func unitsFlagAddsAFileAndAnUnreadableOneEndsWith66() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/mine.units"
        try "helen !\nmillihelen 1|1000 helen\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--units", path, "-e", "2 helen to millihelen"], environment: home.environment())
        #expect(run.stdout == "2000 millihelen\n2 helen\n" && run.status == 0, "\(run.stderr)")
        let fifo = home.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        for target in [fifo, "/dev/zero", home.path + "/missing", home.path] {
            let refused = try BuiltBinary.run(["--units", target, "-e", "1"], environment: home.environment(), timeout: 10)
            #expect(refused.status == 66 && refused.stdout.isEmpty, "\(target): \(refused.status) \(refused.stderr)")
            #expect(refused.stderr.hasPrefix("convcalc: cannot read"), "\(refused.stderr)")
        }
    }

    @Test func unitsCheckSaysEveryProblemAndExitsNonZero() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/check.units"
        try Self.file.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["units", "--check", path], environment: home.environment())
        #expect(run.status == 65)
        #expect(run.stdout == "\(path):3:8: unknown unit 'blorf'\n\(path): 2 units, 0 new kinds, 1 converter; 1 problem\n")
        try "smoot 67 in\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try BuiltBinary.run(["units", "--check", path], environment: home.environment()).status == 0)
        // `-v` right after `--check`, as GNU-style tools take it (it was read as --check's missing file, exit 64).
        for arguments in [["--check", "-v", path], ["--check", "--verbose", path], ["-v", "--check", path], ["--check", path, "-v"]] {
            let verbose = try BuiltBinary.run(["units"] + arguments, environment: home.environment())
            #expect(verbose.status == 0 && verbose.stdout == "\(path): 1 unit, 0 new kinds, 0 converters; 0 problems\n", "\(arguments)")
        }
    }

    /// A start says the first 20 problems and counts the rest (a file of 200,000 refused lines
    /// printed 200,000 lines before the first answer); `units --check` lists every one.
    @Test func aStartSaysTwentyProblemsAndCountsTheRest() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/many.units"
        try (0..<2_025).map { "u\($0) 1 blorf\($0)\n" }.joined().write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--units", path, "-e", "212"], environment: home.environment())
        let lines = run.stderr.split(separator: "\n")
        #expect(run.status == 0 && run.stdout == "100 °C\n212 °F\n")
        #expect(lines.count == 21 && lines[19] == "convcalc: \(path):20:7: unknown unit 'blorf19'", "\(lines.prefix(2))")
        #expect(lines.last == "convcalc: 2,005 more problems; 'convcalc units --check FILE' lists every one (\(path))")
        let check = try BuiltBinary.run(["units", "--check", path], environment: home.environment())
        #expect(check.stdout.split(separator: "\n").count == 2_026, "every problem, then the summary")
    }

    /// The user's own units file, read unasked at every start, is used only when it is the
    /// user's (or root's) and no one else may write it: root loaded one another user could
    /// change (0666, theirs, or an ACL's), names and all. A file named with --units is read as named.
    @Test func theUsersOwnFileIsUsedOnlyWhenNoOneElseMayChangeIt() throws {
        let home = try home(with: "smoot 67 in\n")
        defer { home.remove() }
        var environment = home.environment()
        environment["XDG_CONFIG_HOME"] = nil
        let file = home.path + "/.config/convcalc/units"
        func run() throws -> BuiltBinary.Run { try BuiltBinary.run(["-e", "1 smoot to in"], environment: environment) }
        chmod(file, 0o644)
        #expect(try run().stdout == "67 in\n1 smoot\n")
        chmod(file, 0o666)
        let open = try run()
        #expect(open.status == 1 && open.stderr.contains("may be changed by someone other than you and root"), "\(open.stderr)")
        let named = try BuiltBinary.run(["--units", file, "-e", "1 smoot to in"], environment: environment)
        #expect(named.stdout == "67 in\n1 smoot\n", "a file named is read as named: \(named.stderr)")
        if geteuid() == 0 {
            chmod(file, 0o644)
            chown(file, 54_321, 54_321)
            #expect(try run().stderr.contains("may be changed by someone other than you and root"))
        }
    }

    /// An environment variable that is not valid UTF-8 is taken as unset: decoded, `\xFF`
    /// became U+FFFD, and `XDG_CONFIG_HOME=$'…/c\xff'` read the units of `…/c\u{FFFD}`.
    @Test func aFolderVariableThatIsNotUTF8IsNotUsed() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let decoded = home.path + "/c\u{FFFD}/convcalc"
        try FileManager.default.createDirectory(atPath: decoded, withIntermediateDirectories: true)
        try "wrongunit 2 m\n".write(toFile: decoded + "/units", atomically: true, encoding: .utf8)
        let run = try Shell.run("XDG_CONFIG_HOME=$'\(home.path)/c\\xff' HOME=$'\(home.path)/h\\xff' \"$CONVCALC\" -e '1 wrongunit to m';"
            + " echo \"status=$?\"")
        #expect(run.stdout == "status=1\n", "\(run.stderr)")
        #expect(run.stderr.contains("unknown unit 'wrongunit'"))
    }

    /// A hostile file: huge numbers and exponents, a long chain, bytes that are no UTF-8 — said,
    /// bounded, and the calculator still runs.
    @Test func aHostileFileIsSaidAndTheCalculatorRuns() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/hostile.units"
        var text = "big 9^99^99 m\nwide 1e999999 m\nzero 0 m\ndiv 1 m / 0\n"
        for index in 0..<5_000 { text += "u\(index) 2 \(index == 0 ? "m" : "u\(index - 1)")\n" }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--units", path, "-e", "1 u3 to m"], environment: home.environment(), timeout: 60)
        #expect(run.status == 0 && run.stdout == "16 m\n1 u3\n", "\(run.stderr)")
        #expect(run.stderr.contains("hostile.units:1:") && run.stderr.contains("hostile.units:4:"))
        // A byte that is no UTF-8 in a comment is harmless; in a name, the line is refused.
        try Data("ok 2 m # caf\u{E9}\n".utf8.map { $0 } .dropLast(3) + [0xE9, 0x0A]
                 + Array("s\u{FF} 3 m\n".utf8.prefix(1)) + [0xFF] + Array(" 3 m\n".utf8)).write(to: URL(fileURLWithPath: path))
        let notText = try BuiltBinary.run(["--units", path, "-e", "1 ok to m"], environment: home.environment())
        #expect(notText.status == 0 && notText.stdout == "2 m\n1 ok\n", "\(notText.stderr)")
        #expect(notText.stderr.contains("hostile.units:2:2: the byte \\xFF is not UTF-8"), "\(notText.stderr)")
        // Escapes in a name or label are refused, and what is said of them is escaped.
        try "!converter evil\u{1B}]2;PWNED\u{07}: m -> km\nrl\u{202E}o 2 m\n".write(toFile: path, atomically: true, encoding: .utf8)
        let escapes = try BuiltBinary.run(["--units", path, "-e", "1"], environment: home.environment())
        #expect(!escapes.stderr.contains("\u{1B}") && !escapes.stderr.contains("\u{202E}") && escapes.stderr.contains("\\x1B"), "\(escapes.stderr)")
    }
}

extension UnitsFilesTests {
    /// A `!converter` refused for its compound output, or checked against the menu, must not
    /// make the catalog while the file is read: made then, it lacked the file's own units
    /// (`100 smoot to m` became an unknown unit once such a line was checked).
    @Test func checkingAConverterLeavesTheFilesUnitsInTheCatalog() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/c.units"
        try "smoot 67 in\n!converter heights: m -> ft+in\n!converter smoots to meters: smoot -> m\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["--units", path, "-e", "100 smoot to m", "-e", "convert 9"])
        #expect(run.stdout == "170.18 m\n100 smoot\n170.18 m\n100 smoot\n", "\(run.stderr)")  // 6700 in = 170.18 m
        #expect(run.stderr.contains("'ft+in' in the converter 'heights' is a compound"), "\(run.stderr)")
    }
}
