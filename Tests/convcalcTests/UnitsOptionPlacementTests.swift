import Foundation
import Testing

/// `--units FILE` may stand before a subcommand's name as well as after it, and
/// `units --check FILE` reads FILE as a start would: after the files read at start.
@Suite struct UnitsOptionPlacementTests {
    @Test func unitsBeforeTheSubcommandNameIsTheSubcommandsOption() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.path + "/units"  // named like the subcommand, as the user's own file is
        try "!kind beauty helen\nhelen !\nmillihelen 1|1000 helen\n".write(toFile: path, atomically: true, encoding: .utf8)
        let expected = "helen      helen           = 1 helen\nmillihelen millihelen      = 0.001 helen\n"
        for arguments in [["units", "--units", path, "beauty"], ["--units", path, "units", "beauty"],
                          ["--units=\(path)", "units", "beauty"], ["--units", path, "--units", path, "units", "beauty"]] {
            let run = try BuiltBinary.run(arguments, environment: home.environment())
            #expect(run.status == 0 && run.stdout == expected, "\(arguments): \(run.stdout)\(run.stderr)")
        }
        // A file named like a subcommand, and no subcommand after it, is still a units file.
        let replay = try BuiltBinary.run(["--units", path, "-e", "2 helen to millihelen"], environment: home.environment())
        #expect(replay.stdout == "2000 millihelen\n2 helen\n", "\(replay.stderr)")
    }

    @Test func unitsCheckReadsAFileAfterTheUsersOwnAsAStartWould() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let config = home.path + "/config"
        try FileManager.default.createDirectory(atPath: config + "/convcalc", withIntermediateDirectories: true)
        try "smoot 67 in\n".write(toFile: config + "/convcalc/units", atomically: true, encoding: .utf8)
        let file = home.path + "/half.units"
        try "halfsmoot 1|2 smoot\n".write(toFile: file, atomically: true, encoding: .utf8)
        var environment = home.environment()
        environment["XDG_CONFIG_HOME"] = config
        let run = try BuiltBinary.run(["units", "--check", file], environment: environment)
        #expect(run.status == 0 && run.stdout == "\(file): 1 unit, 0 new kinds, 0 converters; 0 problems\n",
                "\(run.stdout)\(run.stderr)")
        // The user's own file checked: alone, not against itself.
        let own = try BuiltBinary.run(["units", "--check", config + "/convcalc/units"], environment: environment)
        #expect(own.status == 0 && own.stdout.hasSuffix(": 1 unit, 0 new kinds, 0 converters; 0 problems\n"),
                "\(own.stdout)")
    }
}
