/// The two displays' contents: the state they show and whether the sentence goes under them.
/// A plain value (nothing in it is counted by reference), so each line's outcome is let go of
/// without a release.
public struct Displays: Sendable, Equatable {
    /// The state whose entry and output are shown.
    public let state: State
    /// True when the sentence ("The distance in ft is about 3.28") follows the displays.
    public let says: Bool
    /// The units the line typed its number in (`5 ft 10 in`: feet and inches), when it typed
    /// it in parts; `inputParts` is made from them.
    let typedParts: TypedParts?

    /// The displays of `state`, with or without the sentence, and the units the input was typed in.
    public init(state: State, says: Bool, typedParts: TypedParts? = nil) {
        self.state = state
        self.says = says
        self.typedParts = typedParts
    }

    /// The input as typed in parts (`5 ft 10 in`), when the line typed it so: the input display
    /// shows the machine's entry, the total in the smallest part (`70 in`), and JSON adds these.
    public var inputParts: CompoundValue? {
        guard var parts = typedParts?.value(of: state.entry.value) else { return nil }
        parts.lastEndsInPoint = state.entry.text.hasSuffix(".")  // `5 ft 10. in`: the total is `70.`
        return parts
    }
}
