import ArgumentParser
import Testing
import Seeding
@testable import convcalc

/// Both quick parsers read a command line as ArgumentParser does, in process: whatever they
/// recognize, they read into the very settings the full parser makes, and they recognize the
/// same ways of writing a flag (`--flag value`, `--flag=value`, a flag given twice).
@Suite(.seeded) struct QuickParserParityTests {
    /// Values of every kind for a flag: good ones, and ones only the full parser may judge.
    static let values = ["json", "plain", "xml", "3", "4sig", "13", "2", "mi->km", "mi->kg", "x.txt", "",
                         "-5", "--strict", "-e"]

    /// One argument or two for `flag`, written one of the ways ArgumentParser takes.
    static func written(_ flag: FlagName, _ value: String?, attached: Bool) -> [String] {
        guard let value else { return [flag.long] }
        if attached { return [flag.long + "=" + value] }
        return [flag.short.map { "-\($0)" } ?? flag.long, value]
    }

    /// A random command line of the table's flags, unknown arguments now and then.
    static func commandLine(using random: inout SeededGenerator) -> [String] {
        (0..<Int.random(in: 0...5, using: &random)).flatMap { _ -> [String] in
            if Int.random(in: 0..<12, using: &random) == 0 { return [["--bogus", "file.txt", "--help", "--"].randomElement(using: &random)!] }
            let flag = FlagName.allCases.randomElement(using: &random)!
            let value = flag.takesValue || Int.random(in: 0..<8, using: &random) == 0 ? values.randomElement(using: &random)! : nil
            return written(flag, value, attached: Bool.random(using: &random))
        }
    }

    /// What ArgumentParser makes of `convcalc ARGUMENTS`: the settings and `-e` lines, or nil for an error.
    static func full(_ arguments: [String]) -> (CalculatorSettings, [String])? {
        guard let command = try? ConvCalc.parseAsRoot(arguments) as? ConvCalc else { return nil }
        return (command.options.settings, command.lines)
    }

    /// What ArgumentParser makes of `convcalc keypad ARGUMENTS`, or nil for an error.
    static func fullKeypad(_ arguments: [String]) -> KeypadLaunch? {
        (try? ConvCalc.Keypad.parseAsRoot(arguments) as? ConvCalc.Keypad)?.launch
    }

    @Test func whatTheQuickParsersRecognizeTheFullParserReadsTheSame() {
        var random = SeededGenerator()
        var recognized = (calculator: 0, keypad: 0)
        for round in 0..<3000 {
            let arguments = Self.commandLine(using: &random)
            let line = arguments + ["-e", "1"]  // a replay, whatever stdin is
            if let quick = QuickArguments(line) {
                recognized.calculator += 1
                let full = Self.full(line)
                #expect(full?.0 == quick.options && full?.1 == quick.lines, "round \(round): convcalc \(line)")
            }
            if let quick = QuickKeypadArguments(arguments) {
                recognized.keypad += 1
                #expect(Self.fullKeypad(arguments) == quick.launch, "round \(round): convcalc keypad \(arguments)")
            }
        }
        #expect(recognized.calculator > 300 && recognized.keypad > 300, "the quick paths were exercised: \(recognized)")
    }

    /// Command lines both quick parsers must take (the fast path), read the same as in full.
    static let calculatorLines: [[String]] = [
        ["-e", "212"], ["--precision=3", "-e", "1"], ["--format=json", "--execute=5"], ["--converter=mi->km", "-e", "2"],
        ["--strict", "--strict", "-e", "1"], ["--format", "json", "--format", "plain", "-e", "1"],
        ["--precision", "3", "--precision=4sig", "-e", "1"], ["-e", "1", "--converter", "2", "--converter", "3"],
        ["-e", "-40"], ["--say", "--trace", "-e", "1", "-e", "2"],
        ["--units", "a.units", "-e", "1"], ["--units=a.units", "--units", "b.units", "--precision=3", "-e", "1"],
    ]
    static let keypadLines: [[String]] = [
        [], ["--no-state"], ["--precision=3"], ["--converter=mi->km", "--no-color"], ["--no-state", "--no-state"],
        ["--converter", "2", "--converter", "3"], ["--precision", "3", "--precision=4sig"],
        ["--play", "x.txt", "--play=y.txt"], ["--state=a.json", "--state", "b.json", "--record=r.txt"],
    ]

    @Test(arguments: calculatorLines)
    func theCalculatorsQuickParserTakesEveryWayOfWritingAFlag(arguments: [String]) throws {
        let quick = try #require(QuickArguments(arguments), "not on the quick path")
        let full = try #require(Self.full(arguments))
        #expect(full.0 == quick.options)
        #expect(full.1 == quick.lines)
    }

    @Test(arguments: keypadLines)
    func theKeypadsQuickParserTakesEveryWayOfWritingAFlag(arguments: [String]) throws {
        let quick = try #require(QuickKeypadArguments(arguments), "not on the quick path")
        #expect(Self.fullKeypad(arguments) == quick.launch)
    }
}
