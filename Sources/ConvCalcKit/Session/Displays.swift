/// The two displays' contents: the state they show and whether the sentence goes under them.
public struct Displays: Sendable, Equatable {
    /// The state whose entry and output are shown.
    public let state: State
    /// True when the sentence ("The distance in ft is 3.28") follows the displays.
    public let says: Bool
    /// The input as typed in parts (`5 ft 10 in`), when the line typed it so: the input display
    /// shows the machine's entry, the total in the smallest part (`70 in`), and JSON adds these.
    public let inputParts: CompoundValue?

    /// The displays of `state`, with or without the sentence, and the parts the input was typed in.
    public init(state: State, says: Bool, inputParts: CompoundValue? = nil) {
        self.state = state
        self.says = says
        self.inputParts = inputParts
    }
}
