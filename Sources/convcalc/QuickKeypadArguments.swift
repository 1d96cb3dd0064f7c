#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// Recognizes a plain `convcalc keypad` command line — `--no-state`, `--play FILE`,
/// `--converter mi->km`… — into the `KeypadLaunch` that ArgumentParser's `Keypad` command
/// would make, so the keypad starts without ArgumentParser's reflection (which costs more
/// than drawing the first screen).
///
/// It only recognizes: `--help`, an unknown or repeated flag, a missing value, or a value that
/// needs judging (a precision out of range, a converter that does not exist) makes it return
/// nil, and the full parser runs with its checks and its error messages.
struct QuickKeypadArguments {
    private(set) var launch = KeypadLaunch(settings: CalculatorSettings(), prompt: PromptSettings())
    private let arguments: [String]

    /// The keypad's options in `arguments` (those after `keypad`), or nil.
    init?(_ arguments: [String]) {
        guard getenv("CONVCALC_FULL_PARSER") == nil else { return nil }
        self.arguments = arguments
        var seen: [FlagName] = []
        var index = 0
        while index < arguments.count {
            guard let (flag, attached) = FlagName.split(arguments[index]), !seen.contains(flag) else { return nil }
            seen.append(flag)
            func value() -> String? {
                if let attached { return attached.isEmpty ? nil : attached }
                index += 1
                guard index < arguments.count, !arguments[index].isEmpty, !arguments[index].hasPrefix("-") else { return nil }
                return arguments[index]
            }
            switch flag {
            case .noColor, .noState:
                guard attached == nil else { return nil }
                if flag == .noColor { launch.prompt.noColor = true } else { launch.prompt.noState = true }
            case .precision:
                guard let text = value(), let precision = Precision(text: text) else { return nil }
                launch.settings.precision = precision
            case .converter, .state, .record, .play:
                guard let text = value() else { return nil }
                switch flag {
                case .converter: launch.settings.converter = text
                case .state: launch.prompt.state = text
                case .record: launch.prompt.record = text
                default: launch.play = text
                }
            case .format, .strict, .say, .trace, .execute: return nil
            }
            index += 1
        }
        guard (try? launch.validate()) != nil else { return nil }
    }
}

extension QuickKeypadArguments {
    /// Runs the keypad and exits with its status; errors are reported as the full parser would.
    func runAndExit() -> Never {
        do {
            try launch.run()
            leave(0)
        } catch {
            ConvCalc.fail(ConvCalc.Keypad.self, named: "convcalc keypad", error, arguments: arguments)
        }
    }
}
