/// The text of `help`, and `help KEY`, which explains a key by asking the machine what it
/// would do in the current state.
public enum HelpText {
    /// The full help: keys, commands, converters.
    public static let overview = """
        Keys (several per line, left to right; Return ends the entry):
          0-9 .        type a number; 98.6 is the keys 9 8 . 6; -40 is 4 0 then +/-
          +/-  ± neg   change the sign
          C  clear     clear the entry to 0 (keeps the converter)
          swap         reverse the converter; the output becomes the input
          reset        back to 0, fahrenheit to celsius, 2 decimal places
        Commands (the rest of the line is their argument):
          convert      open the converter menu; the next line picks
          convert X    pick directly: convert 3, convert mi->km, convert feet to inches
          precision N  show N decimal places (0 to 12); alone, shows the precision
          list         the numbered converters
          units [KIND] the units (length, temperature, mass, time)
          state        the machine's state, entry, converter and precision
          say on|off   add a sentence under the displays
          trace on|off show every event the machine receives
          help KEY     what KEY does now
          quit  exit   leave (so does end of input or Ctrl-D)
        # starts a comment. Words are case-insensitive.
        """

    /// Help while the menu is open.
    public static let menu = """
        The converter menu is open. Type a number from the list, a name like \
        'miles to kilometers', a unit pair like 'mi->km' or 'ft in', or 'cancel' \
        (an empty line cancels too).
        """

    /// `help` alone, or what `key` does in `state`.
    public static func explain(_ key: String, in state: State) -> String {
        guard !key.isEmpty else { return overview }
        guard let (event, meaning) = event(for: key.lowercased()) else {
            return "'\(VisibleText.of(key))' is not a key; type 'help' for the keys"
        }
        let now: String
        switch Machine.transition(state, event) {
        case .success(let next):
            now = "now: \(state.phase) ──\(event.name)──▶ \(next.phase)"
        case .failure(let rejection):
            now = "now: refused in \(state.phase): \(rejection.message)"
        }
        return "\(key): \(meaning)\n\(now)"
    }

    private static func event(for key: String) -> (Event, String)? {
        if key.count == 1, let digit = key.first?.wholeNumberValue {
            return (.digit(UInt8(digit)), "a digit key: starts a new entry in ready, appends while entering")
        }
        switch Keyword.allCases.first(where: { $0.spellings.map { $0.lowercased() }.contains(key) }) {
        case .sign: return (.sign, "changes the sign of the entry, or of the shown value in ready")
        case .clear: return (.clear, "starts a fresh entry at 0; the converter stays")
        case .swap: return (.swap, "reverses the converter and moves the output into the input")
        case .reset: return (.reset, "back to 0, the default converter and precision")
        case .convert: return (.convert, "opens the converter menu (convert X picks directly)")
        case .cancel: return (.cancel, "closes the converter menu without a choice")
        case .precision: return (.precision(2), "sets the decimal places of the output, 0 to 12")
        default: break
        }
        if key == "." { return (.point, "the decimal point: starts the fraction part; a second one is refused") }
        if key == "return" || key == "enter" || key == "commit" {
            return (.commit, "ends the line and commits the entry: the next digit starts a new number")
        }
        return nil
    }
}

/// The text of `state`: where the machine is and what it holds.
public enum StateText {
    /// One line: phase, entry, converter and precision.
    public static func describe(_ state: State) -> String {
        "state \(state.phase), entry \(state.entry.text) \(state.converter.inputUnit.symbol),"
            + " converter \(state.converter.label) (\(state.converter.inputUnit.symbol) → "
            + "\(state.converter.outputUnit.symbol)), precision \(state.precision)"
    }
}
