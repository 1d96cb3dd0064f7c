#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// Recognizes the one-shot command lines scripts run thousands of times — `convcalc -e 212`,
/// `convcalc --format json --converter mi->km -e 26.2`, and `convcalc` (with those options)
/// reading a pipe — into the same `CalculatorSettings`
/// that ArgumentParser's `CalculatorOptions` give, so they start without its reflection
/// (which alone costs several times a hello world's whole run).
///
/// It only recognizes: anything it does not know, or any value it would have to judge, makes
/// it return nil and the full ArgumentParser command runs instead, with its checks and errors.
struct QuickArguments {
    private(set) var options = CalculatorSettings()
    private(set) var lines: [String] = []

    /// The options of `arguments`, or nil when they are not a plain replay of `-e` lines or,
    /// without `-e`, of standard input that is not a terminal (a terminal opens the prompt).
    init?(_ arguments: [String]) {
        guard getenv("CONVCALC_FULL_PARSER") == nil else { return nil }
        var index = 0
        func value() -> String? {
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        while index < arguments.count {
            let argument = arguments[index]
            guard argument == "-e" || argument.hasPrefix("--"),
                  let flag = argument == "-e" ? .execute : FlagName(rawValue: String(argument.dropFirst(2)))
            else { return nil }
            switch flag {
            case .execute:
                guard let line = value() else { return nil }
                lines.append(line)
            case .format:
                guard let text = value(), let format = OutputFormat(rawValue: text) else { return nil }
                options.format = format
            case .precision:
                guard let text = value(), let precision = Precision(text: text) else { return nil }
                options.precision = precision
            case .converter:
                guard let converter = value() else { return nil }
                options.converter = converter
            case .strict: options.strict = true
            case .say: options.say = true
            case .trace: options.trace = true
            case .noColor, .noState, .state, .record, .play: return nil  // the prompt's and keypad's
            }
            index += 1
        }
        // A value out of range is judged by the full parser, which words the error.
        guard (try? options.validate()) != nil else { return nil }
        guard !lines.isEmpty || !Terminal.isTerminal(STDIN_FILENO) else { return nil }
    }

    /// Replays the lines (or standard input) and exits with the replay's status.
    func runAndExit() -> Never {
        let source: InputSource = lines.isEmpty ? .standardInput : .lines(lines)
        exit((try? ReplayCommand.run([source], options: options, stateFile: nil)) ?? 64)
    }
}
