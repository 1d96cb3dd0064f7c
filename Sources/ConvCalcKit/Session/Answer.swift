/// What a line of input asks the shell to show. The session decides; the renderers draw.
public enum Answer: Equatable, Sendable {
    /// A blank or comment-only line: show nothing.
    case nothing
    /// Show the two displays (output above input).
    case display
    /// The menu is open: show the numbered converters and wait for a pick.
    case menu
    /// Show the numbered converters (`list`); the menu stays closed.
    case converterList
    /// Show a text answer (help, state, units).
    case info(String)
    /// The line was refused and nothing of it applied.
    case rejected(LineError)
    /// Leave the calculator.
    case quit
}
