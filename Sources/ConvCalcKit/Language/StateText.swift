/// The text of `state`: where the machine is and what it holds.
public enum StateText {
    /// One line: phase, entry, converter and precision.
    public static func describe(_ state: State) -> String {
        "state \(state.phase), entry \(state.entry.text) \(state.converter.inputUnit.symbol),"
            + " converter \(state.converter.label) (\(state.converter.symbols)), precision \(state.precision.text)"
    }
}

/// The text of `precision` alone.
public enum PrecisionText {
    /// `precision is 2 decimal places`, `precision is 4 significant digits`.
    public static func describe(_ precision: Precision) -> String {
        switch precision {
        case .places(let places): "precision is \(places) decimal places"
        case .significant(let digits): "precision is \(digits) significant digits"
        }
    }
}
