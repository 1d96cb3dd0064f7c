import Foundation
import Testing

/// Scripted replay through the real binary: pipes, files, flags, exit codes.
@Suite struct ReplayTests {
    @Test func theDoneWhenSessionShowsEachPair() throws {
        let run = try BuiltBinary.run([], stdin: "212\n98.6\nconvert 3\nC 26.2\n")
        #expect(run.stdout == """
            100 °C
            212 °F
            37 °C
            98.6 °F
            ≈ 158.68 km
            98.6 mi
            ≈ 42.16 km
            26.2 mi

            """)
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func jsonGivesOneObjectPerNonBlankLineInOrder() throws {
        let run = try BuiltBinary.run(["--format", "json"], stdin: "212\n\n# note\nconvert\n3\nx\nlist\nhelp\n")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 6)
        let objects = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(objects[0]["output"] as? String == "100")
        #expect((objects[1]["menu"] as? [Any])?.count == 8)
        #expect(objects[2]["converter"] as? String == "miles to kilometers")
        #expect(objects[3]["line"] as? Int == 6)
        #expect((objects[3]["error"] as? String)?.contains("unknown key 'x'") == true)
        #expect(objects[4]["menu"] != nil)
        #expect(objects[5]["info"] != nil)
        #expect(run.stderr == "")
        #expect(run.status == 1)
    }

    @Test func aRejectedLineGoesToStderrWithItsLineNumberAndReplayContinues() throws {
        let run = try BuiltBinary.run([], stdin: "212\n1 2 3 4 x\n5\n")
        #expect(run.stderr == "convcalc: line 2: unknown key 'x' at column 9; type 'help' for the keys\n")
        #expect(run.stdout == "100 °C\n212 °F\n-15 °C\n5 °F\n")
        #expect(run.status == 1)
    }

    @Test func strictStopsAtTheFirstError() throws {
        let run = try BuiltBinary.run(["--strict"], stdin: "212\nx\n5\n")
        #expect(run.stdout == "100 °C\n212 °F\n")
        #expect(run.status == 1)
    }

    @Test func filesAndDashAndExecuteReplayInOrder() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("convcalc-\(UUID()).txt")
        try "convert 5\n1\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try BuiltBinary.run(["-e", "precision 3", file.path, "-"], stdin: "swap\n")
        #expect(run.stdout.split(separator: "\n").suffix(2) == ["≈ 1 m", "3.281 ft"])
        #expect(run.status == 0)
    }

    @Test func executeDoesNotReadStdin() throws {
        let run = try BuiltBinary.run(["-e", "212"], stdin: "98.6\n")
        #expect(run.stdout == "100 °C\n212 °F\n")
    }

    @Test func aMissingFileExitsTwoWithAClearMessage() throws {
        let run = try BuiltBinary.run(["/nonexistent/session.txt"])
        #expect(run.status == 2)
        #expect(run.stderr == "convcalc: cannot read '/nonexistent/session.txt': No such file or directory\n")
    }

    @Test func errorsInAFileNameTheFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).txt")
        try "1\n2 y\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try BuiltBinary.run([file.path])
        #expect(run.stderr == "convcalc: \(file.path): line 2: unknown key 'y' at column 3; type 'help' for the keys\n")
    }

    @Test func flagsSetTheStartConverterAndPrecision() throws {
        let run = try BuiltBinary.run(["--converter", "mi->km", "--precision", "4", "-e", "26.2"])
        #expect(run.stdout == "≈ 42.1648 km\n26.2 mi\n")
        let byIndex = try BuiltBinary.run(["--converter", "5", "-e", "1"])
        #expect(byIndex.stdout == "≈ 3.28 ft\n1 m\n")
    }

    @Test func usageErrorsExitSixtyFour() throws {
        #expect(try BuiltBinary.run(["--precision", "13"]).status == 64)
        #expect(try BuiltBinary.run(["--converter", "mi->kg"]).status == 64)
        #expect(try BuiltBinary.run(["--bogus"]).status == 64)
        #expect(try BuiltBinary.run(["--format", "xml"]).status == 64)
    }

    @Test func helpTeachesTheKeysAndVersionPrints() throws {
        let help = try BuiltBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("convert 3"))
        #expect(help.stdout.contains("--format"))
        let version = try BuiltBinary.run(["--version"])
        #expect(version.stdout.hasPrefix("convcalc "))
    }

    @Test func quitInJsonIsOneObjectToo() throws {
        let run = try BuiltBinary.run(["--format", "json"], stdin: "212\nquit\n5\n")
        #expect(run.stdout.split(separator: "\n").last == #"{"info":"quit"}"#)
        #expect(run.stdout.split(separator: "\n").count == 2)
    }

    @Test func quitStopsReplay() throws {
        let run = try BuiltBinary.run([], stdin: "212\nquit\n5\n")
        #expect(run.stdout == "100 °C\n212 °F\n")
        #expect(run.status == 0)
    }

    @Test func noPromptOrColourOnAPipe() throws {
        let run = try BuiltBinary.run([], stdin: "212\n")
        #expect(!run.stdoutBytes.contains(0x1B))
        #expect(!run.stdout.contains("❯"))
    }
}

/// Any pair from `-e`: convert ft->in, K->°F, lb->kg, h->min.
@Suite struct AnyPairReplayTests {
    @Test func thePairsWorkFromExecute() throws {
        let run = try BuiltBinary.run(["-e", "convert ft->in", "-e", "1", "-e", "convert K->°F", "-e", "0",
                                       "-e", "convert lb->kg", "-e", "1", "-e", "convert h->min", "-e", "1.5"])
        #expect(run.stdout.split(separator: "\n").enumerated().filter { $0.offset % 4 >= 2 }.map(\.element) ==
            ["12 in", "1 ft", "-459.67 °F", "0 K", "≈ 0.45 kg", "1 lb", "90 min", "1.5 h"])
        #expect(run.status == 0)
    }

    @Test func sayFlagAddsTheSentence() throws {
        let run = try BuiltBinary.run(["--say", "--converter", "m->ft", "-e", "1"])
        #expect(run.stdout == "≈ 3.28 ft\n1 m\nThe distance in ft is about 3.28\n")
    }
}
