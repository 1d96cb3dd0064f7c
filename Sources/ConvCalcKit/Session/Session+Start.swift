/// Setting a session up — `--converter`, `--precision`, a restored state, a transcript's
/// header — by sending events from the start state, so every rule of the machine holds for
/// the state a session starts in, as for one typed.
extension Session {
    /// A session that continues from `restored` (a state the machine made: a saved state, or
    /// another session's), then picks `converter` and sets `precision` when given, with the
    /// sentence and the trace as asked. When the restored input is not a value of the new
    /// converter's input unit (below its absolute zero), the input is cleared first.
    public static func starting(from restored: State? = nil, converter: Converter? = nil, precision: Precision? = nil,
                                says: Bool = false, traces: Bool = false) -> Session {
        var session = restored.map { Session(state: $0) } ?? Session()
        if let converter, !session.choose(converter) {
            _ = session.send(.clear)
            _ = session.send(.commit)
            _ = session.choose(converter)
        }
        if let precision { _ = session.send(.precision(precision)) }
        session.apply(.say(says))
        session.apply(.trace(traces))
        return session
    }

    /// Opens the menu and picks `converter`, as `convert FROM->TO` does; false, with nothing
    /// changed, when the machine refuses the pick.
    mutating func choose(_ converter: Converter) -> Bool {
        if converter == state.converter && state.phase == .ready { return true }
        let before = self
        guard send(.convert).error == nil, send(.pick(converter)).error == nil else {
            self = before
            return false
        }
        return true
    }
}
