import Foundation
import Testing

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
    ]

    @Test(arguments: commandLines)
    func quickAndFullParsersAgree(arguments: [String]) throws {
        let quick = try BuiltBinary.run(arguments)
        var environment = ProcessInfo.processInfo.environment
        environment["CONVCALC_FULL_PARSER"] = "1"
        let full = try BuiltBinary.run(arguments, environment: environment)
        #expect(quick.stdout == full.stdout)
        #expect(quick.stderr == full.stderr)
        #expect(quick.status == full.status)
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
    ]

    @Test(arguments: keypadCommandLines)
    func quickAndFullKeypadParsersAgree(arguments: [String]) throws {
        let quick = try BuiltBinary.run(["keypad"] + arguments)
        var environment = ProcessInfo.processInfo.environment
        environment["CONVCALC_FULL_PARSER"] = "1"
        let full = try BuiltBinary.run(["keypad"] + arguments, environment: environment)
        #expect(quick.stdout == full.stdout)
        #expect(quick.stderr == full.stderr)
        #expect(quick.status == full.status)
    }

    @Test func aNegativeNumberIsAValueForExecute() throws {
        let run = try BuiltBinary.run(["-e", "-40"])
        #expect(run.stdout == "-40 °C\n-40 °F\n")
    }
}
