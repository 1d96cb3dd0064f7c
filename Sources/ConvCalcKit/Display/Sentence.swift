/// The sentence of the original distance converter: "The distance in ft is 3.28", with
/// "about" before a rounded value, as the display's `≈` ("The distance in ft is about 3.28"),
/// and "has no value" where the display shows `—` (0 mpg in L/100km).
public enum Sentence {
    /// The sentence for the output of `state`; a compound output names its own units
    /// ("The distance is 5 ft 10.87 in", not "in ft+in is").
    public static func of(_ state: State) -> String {
        let kind = state.converter.outputUnit.kind.sentenceWord
        let shown = state.shownOutput, about = shown.isExact ? "" : "about "
        if case .compound(let value) = shown { return "The \(kind) is \(about)\(value.text)" }
        // A symbol that is a connector word reads as one: its name (`in`: "The distance in inches is 70", not "in in").
        let symbol = state.shownOutputSymbol
        let unit = UnitPair.isConnector(symbol) ? UnitCatalog.find(symbol).map { UnitCatalog.unit($0).name } ?? symbol : symbol
        // `—` (0 mpg in L/100km) is no number to read out, nor one rounded ("is about —" was said).
        if shown.hasNoValue { return "The \(kind) in \(unit) has no value" }
        return "The \(kind) in \(unit) is \(about)\(shown.text)"
    }
}
