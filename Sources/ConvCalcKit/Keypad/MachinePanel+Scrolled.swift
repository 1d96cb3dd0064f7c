extension MachinePanel {
    /// The compact form for a refusal whose reason does not fit whole with the state in `rows`
    /// rows of `width` columns (a 16th digit's reason beside the keypad at 40×14): the state on
    /// the first row, then the reason's lines from line `scroll` (clamped to
    /// `reasonScrollLimit`), and on the last row where the rest is — `(more: Down)`,
    /// `(more: Up/Down)`, `(more: Up)` — as in the lesson panel. The state stays named and no
    /// part of the reason is cut unsaid; Up and Down scroll it while no event log is shown.
    public static func scrolled(state: State, reason: String, width: Int, rows: Int, scroll: Int) -> [StyledLine] {
        let current: StyledLine = [Span(" \(state.phase.rawValue) ", .current)]
        let reasonLines = TextWrap.lines("✗ " + reason, width: width).map { [Span($0, .error)] }
        guard 1 + reasonLines.count > rows, rows >= 3 else { return Array(([current] + reasonLines).prefix(rows)) }
        let top = max(0, min(scroll, reasonScrollLimit(reason: reason, width: width, rows: rows)))
        let end = top + rows - 2
        let more = top > 0 && end < reasonLines.count ? (width >= 15 ? "(more: Up/Down)" : "(Up/Down)")
            : top > 0 ? "(more: Up)" : "(more: Down)"
        return [current] + reasonLines[top..<end] + [[Span(more, .dim)]]
    }

    /// The furthest `scrolled` moves the reason in `rows` rows: none when the state and the
    /// reason fit, else until the reason's last line is in view.
    public static func reasonScrollLimit(reason: String, width: Int, rows: Int) -> Int {
        let count = TextWrap.lines("✗ " + reason, width: width).count
        guard 1 + count > rows, rows >= 3 else { return 0 }
        return count - (rows - 2)
    }
}
