import Foundation
import Testing

/// `--units FILE` may stand before a subcommand's name as well as after it.
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
}
