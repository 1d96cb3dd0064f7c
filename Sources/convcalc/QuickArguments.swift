#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// Recognizes the one-shot command lines scripts run thousands of times — `convcalc -e 212`,
/// `convcalc --format json --converter mi->km -e 26.2`, `convcalc --units my.units -e '3 smoot
/// to m'`, and `convcalc` (with those options)
/// reading a pipe — into the same `CalculatorSettings`
/// that ArgumentParser's `CalculatorOptions` give, so they start without its reflection
/// (which alone costs several times a hello world's whole run).
///
/// It only recognizes (through `QuickFlags`, as the keypad's does): anything it does not know,
/// or any value it would have to judge, makes it return nil and the full ArgumentParser
/// command runs instead, with its checks and errors. The prompt's flags (`--state`…) are
/// left to the full parser too, but for `--no-state`, which a replay without `--state` obeys already.
struct QuickArguments {
    let options: CalculatorSettings
    let lines: [String]

    /// The options of `arguments`, or nil when they are not a plain replay of `-e` lines or,
    /// without `-e`, of standard input that is not a terminal (a terminal opens the prompt).
    init?(_ arguments: [String]) {
        var options = CalculatorSettings(), lines: [String] = []
        let read = QuickFlags.read(arguments) { flag, value in
            if flag == .units { return true }  // read before any parsing (UnitsFiles), as the keypad's
            if flag == .noState { return true }  // a replay keeps no state without --state: nothing to do
            guard flag == .execute, let value else { return options.take(flag, value) }
            lines.append(value)
            return true
        }
        // A value out of range is judged by the full parser, which words the error.
        guard read, (try? options.validate()) != nil else { return nil }
        guard !lines.isEmpty || !Terminal.typesAtThePrompt else { return nil }
        self.options = options
        self.lines = lines
    }

    /// Replays the lines (or standard input) and exits with the replay's status.
    func runAndExit() -> Never {
        let source: InputSource = lines.isEmpty ? .standardInput : .lines(lines)
        exit((try? ReplayCommand.run([source], options: options, stateFile: nil)) ?? 64)
    }
}
