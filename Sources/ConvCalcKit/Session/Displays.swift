/// The two displays' contents: the state they show and whether the sentence goes under them.
public struct Displays: Sendable, Equatable {
    /// The state whose entry and output are shown.
    public let state: State
    /// True when the sentence ("The distance in ft is 3.28") follows the displays.
    public let says: Bool

    /// The displays of `state`, with or without the sentence.
    public init(state: State, says: Bool) {
        self.state = state
        self.says = says
    }
}
