/// The output display of a state: one rounded number, or a compound value (`5 ft 10.87 in`).
public enum ShownOutput: Hashable, Sendable {
    /// One number in the output unit.
    case single(RoundedValue)
    /// Whole numbers of the larger units and the last one rounded.
    case compound(CompoundValue)

    /// True when nothing was lost in rounding.
    public var isExact: Bool {
        switch self {
        case .single(let value): value.isExact
        case .compound(let value): value.isExact
        }
    }

    /// True when the input has no value in the output unit (0 mpg in L/100km): shown as `—`.
    public var hasNoValue: Bool {
        if case .single(let value) = self { value.form == .none } else { false }
    }

    /// The number as shown, with `≈ ` before it when it was rounded: `≈ 3.28`, `100`, and `—`
    /// for no value (which is no rounding of anything).
    public var markedText: String { isExact || hasNoValue ? text : "≈ " + text }

    /// The number as shown, without the `≈`: `3.28`, `1.653e-9`, or `5 ft 10.87 in` (units included).
    public var text: String {
        switch self {
        case .single(let value): value.text
        case .compound(let value): value.text
        }
    }
}

extension State {
    /// What the output display shows. A compound output rounds its last part at the decimal
    /// places of the precision (2 in significant-digit mode); when its first part would need
    /// more than 15 digits, the value is shown in the last part's unit instead.
    public var shownOutput: ShownOutput {
        guard let compound = converter.compound else { return .single(output) }
        let places = if case .places(let places) = precision { places } else { 2 }
        guard let value = compound.rounded(entry.value, from: converter.from, places: places) else {
            return .single(output)
        }
        return .compound(value)
    }

    /// The symbol of the unit the output is shown in: the compound's (`ft+in`), or the output
    /// unit's — also for a compound output shown in its last part because it is too large.
    public var shownOutputSymbol: String {
        if case .compound = shownOutput, let compound = converter.compound { return compound.symbol }
        return converter.outputUnit.symbol
    }

    /// The output display's text with its unit: `≈ 3.28 ft`, `≈ 5 ft 10.87 in`.
    public var outputText: String {
        let shown = shownOutput
        if case .compound = shown { return shown.markedText }
        return shown.markedText + " " + converter.outputUnit.symbol
    }
}
