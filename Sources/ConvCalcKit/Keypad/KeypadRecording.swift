/// The keypad's session as transcript lines: the accepted events of the timeline, cut into
/// the lines that would send them at the prompt, so `convcalc check` replays the recording.
///
/// A line ends where the prompt's Return would be: at a commit (Enter), after `convert`
/// (the menu reads the next line), and at a pick or cancel (that line is the menu's answer).
/// Digits and points typed in a row are written together: `98.6`.
public enum KeypadRecording {
    /// The lines of `steps`; with `closing`, a line still being typed is ended too (at quit).
    public static func lines(of steps: ArraySlice<TraceStep>, closing: Bool) -> [String] {
        var lines: [String] = []
        var words: [String] = []
        var number = ""
        func endWord() {
            if !number.isEmpty { words.append(number) }
            number = ""
        }
        func endLine() {
            endWord()
            if !words.isEmpty { lines.append(words.joined(separator: " ")) }
            words = []
        }
        for step in steps where step.refusal == nil {
            switch step.event {
            case .digit(let digit): number += String(digit)
            case .point: number += "."
            case .commit: endLine()
            case .convert:
                endWord()
                words.append("convert")
                endLine()
            case .pick(let converter):
                endLine()
                words.append(menuAnswer(for: converter))
                endLine()
            case .cancel:
                endLine()
                words.append("cancel")
                endLine()
            case .precision(let places):
                endWord()
                words.append("precision \(places)")
                endLine()
            default:
                endWord()
                words.append(word(for: step.event))
            }
        }
        if closing { endLine() }
        return lines
    }

    /// The menu number of a built-in converter, or its unit pair (`ft->in`).
    static func menuAnswer(for converter: Converter) -> String {
        if let index = Converter.builtIn.firstIndex(of: converter) { return String(index + 1) }
        return converter.inputUnit.symbol + "->" + converter.outputUnit.symbol
    }

    /// The key word the prompt reads for a one-word event.
    static func word(for event: Event) -> String {
        switch event {
        case .sign: "+/-"
        case .clear: "clear"  // never "C": after a number that is Celsius (`2 C 5` is 25 °C)
        case .exponent: "EE"
        default: event.kind.rawValue
        }
    }
}
