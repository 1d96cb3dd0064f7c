import Foundation
import Testing
@testable import convcalc

/// The quick recognizer of one-shot `-e` command lines must behave exactly like the full
/// ArgumentParser command: same output, same errors, same exit status.
@Suite struct QuickArgumentsTests {
    static let commandLines: [[String]] = [
        ["-e", "212"], ["-e", "-40"], ["--execute", "convert 3", "-e", "26.2"],
        ["--format", "json", "-e", "212", "-e", "x"], ["--format", "plain", "-e", "98.6"],
        ["--precision", "4", "--converter", "mi->km", "-e", "26.2"], ["--strict", "-e", "x", "-e", "5"],
        ["--say", "-e", "1"], ["--trace", "-e", "C 5"], ["--converter", "miles to kilometers", "-e", "1"],
        ["--converter", "mi->kg", "-e", "1"], ["--precision", "13", "-e", "1"], ["--format", "xml", "-e", "1"],
        ["-e"], ["-e", "1", "--bogus"],
        ["--precision=3", "-e", "1"], ["--format=json", "--execute=5"], ["--execute="], ["--converter=", "-e", "1"],
        ["--strict=1", "-e", "1"], ["--format=json", "--format=plain", "-e", "1"], ["--strict", "--strict", "-e", "x", "-e", "5"],
        ["-e", "1", "--precision", "3", "--precision", "13"], ["--converter", "2", "--converter=mi->km", "-e", "1"],
        ["--converter", "-5", "-e", "1"], ["--precision", "-3", "-e", "1"], ["--no-state", "-e", "1"], ["--", "-e", "1"],
    ]

    @Test(arguments: commandLines)
    func quickAndFullParsersAgree(arguments: [String]) throws {
        try Self.expectTheSameRun(arguments)
    }

    /// `convcalc keypad …` without a terminal: both parsers must refuse the same way, whether
    /// the options are fine (exit 64, needs a terminal) or not (the full parser's message).
    static let keypadCommandLines: [[String]] = [
        [], ["--no-state"], ["--no-color", "--no-state"], ["--converter", "mi->km", "--precision", "3"],
        ["--precision=4sig"], ["--converter=3"], ["--play", "Examples/03-number-entry.txt"],
        ["--state", "/tmp/x.json"], ["--record", "out.txt"], ["--precision", "13"], ["--precision", "x"],
        ["--converter", "mi->kg"], ["--converter"], ["--play"], ["--no-state=1"], ["--state="],
        ["--no-state", "--no-state"], ["--bogus"], ["-e", "1"], ["--format", "json"], ["file.txt"],
        ["--converter", "-5"], ["--help"], ["--no-color", "extra"], ["--play", "-"], ["--version"],
        ["--play", "Examples/03-number-entry.txt", "--converter", "2"], ["--play=x.txt", "--precision=3", "--state=s"],
        ["--precision=3", "--precision", "13"], ["--converter=2", "--converter=mi->km"], ["--no-color", "--no-color=1"],
        ["--record=r.txt", "--record", "s.txt"], ["--state", "a", "--no-state"], ["--play=x.txt", "--play=-"],
    ]

    @Test(arguments: keypadCommandLines)
    func quickAndFullKeypadParsersAgree(arguments: [String]) throws {
        try Self.expectTheSameRun(["keypad"] + arguments)
    }

    /// Every subcommand, its flags written each way: the quick parsers never take a subcommand's
    /// command line, and what the full parser says of it is the same either way.
    static let subcommandLines: [[String]] = ConvCalc.configuration.subcommands.compactMap({ $0.configuration.commandName }).flatMap { name in
        [[name], [name, "--help"], [name, "--bogus"], [name, "--format=json"], [name, "-e", "1"], [name, "--strict", "--strict"]]
    } + [
        ["check", "--quiet", "--quiet", "Examples/03-number-entry.txt"], ["check", "--update=1", "x.txt"],
        ["play", "--trace", "--trace", "Examples/03-number-entry.txt"], ["play", "--trace=1", "x.txt"],
        ["machine", "--as=dot"], ["machine", "--as", "table", "--as", "mermaid"], ["machine", "--as="],
        ["manual-sections", "--markdown", "--markdown"], ["help", "machine"], ["help", "keypad", "x"],
    ]

    @Test(arguments: subcommandLines)
    func quickAndFullParsersAgreeOnEverySubcommand(arguments: [String]) throws {
        try Self.expectTheSameRun(arguments)
    }

    /// Runs `convcalc ARGUMENTS` with the quick parsers and with the full parser only
    /// (`CONVCALC_FULL_PARSER`): the same output, errors and exit status.
    static func expectTheSameRun(_ arguments: [String]) throws {
        let quick = try BuiltBinary.run(arguments)
        var environment = ProcessInfo.processInfo.environment
        environment["CONVCALC_FULL_PARSER"] = "1"
        let full = try BuiltBinary.run(arguments, environment: environment)
        #expect(quick.stdout == full.stdout, "\(arguments)")
        #expect(quick.stderr == full.stderr, "\(arguments)")
        #expect(quick.status == full.status, "\(arguments)")
    }

    @Test func aNegativeNumberIsAValueForExecute() throws {
        let run = try BuiltBinary.run(["-e", "-40"])
        #expect(run.stdout == "-40 °C\n-40 °F\n")
    }
}
