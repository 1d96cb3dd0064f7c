/// The sentence of the original distance converter: "The distance in ft is 3.28".
public enum Sentence {
    /// The sentence for the output of `state`.
    public static func of(_ state: State) -> String {
        let unit = state.converter.outputUnit
        return "The \(unit.kind.sentenceWord) in \(state.shownOutputSymbol) is \(state.shownOutput.text)"
    }
}
