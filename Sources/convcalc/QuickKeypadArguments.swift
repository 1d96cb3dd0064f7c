import ConvCalcKit

/// Recognizes a plain `convcalc keypad` command line — `--no-state`, `--play FILE`,
/// `--converter mi->km`… — into the `KeypadLaunch` that ArgumentParser's `Keypad` command
/// would make, so the keypad starts without ArgumentParser's reflection (which costs more
/// than drawing the first screen).
///
/// It only recognizes (through `QuickFlags`, as the calculator's does): `--help`, an unknown
/// flag, a missing value, or a value that needs judging (a precision out of range, a converter
/// that does not exist) makes it return nil, and the full parser runs with its checks and its
/// error messages.
struct QuickKeypadArguments {
    let launch: KeypadLaunch
    private let arguments: [String]

    /// The keypad's options in `arguments` (those after `keypad`), or nil.
    init?(_ arguments: [String]) {
        var launch = KeypadLaunch(settings: CalculatorSettings(), prompt: PromptSettings())
        let read = QuickFlags.read(arguments) { flag, value in
            launch.take(flag, value)
        }
        guard read, (try? launch.validate()) != nil else { return nil }
        self.launch = launch
        self.arguments = arguments
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

extension KeypadLaunch {
    /// Sets what `flag` asks for, from the quick reader (`QuickFlags`); false for a flag that is
    /// not the keypad's (`--format`, `--say`…) or a value it cannot read.
    mutating func take(_ flag: FlagName, _ value: String?) -> Bool {
        switch flag {
        case .play: play = value
        case .precision, .converter: return settings.take(flag, value)
        default: return prompt.take(flag, value)
        }
        return true
    }
}
