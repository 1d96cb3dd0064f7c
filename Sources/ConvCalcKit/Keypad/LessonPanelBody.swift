/// What the lesson panel shows inside its box, in rows it may not exceed: the lesson's
/// comments, the line being played and the last line's ✓ or ✗ (pinned: always in view), then
/// what that line showed beside what the transcript expected.
///
/// The comments and the comparison scroll as one list around the pinned rows (Up and Down,
/// one offset): when they do not all fit, a row says where the rest is —
/// `(more: Down)`, `(more: Up, Down)`, `(more: Up)` — so nothing is cut unsaid: the last row,
/// or the row above the pinned ones when the comments are cut there; while the
/// action sheet is open, Up and Down move its highlight, and the row names the page keys
/// instead (`(more: PgDn)`, `(more: PgUp/Dn)`). In the smallest panel (three rows) only the
/// line being played stays; its mark scrolls.
public struct LessonPanelBody {
    /// The comments, wrapped.
    public var narration: [StyledLine]
    /// The line being played (or `end of the lesson`) and the last line's mark.
    public var pinned: [StyledLine]
    /// What the last line showed beside what was expected.
    public var comparison: [StyledLine]

    /// A body of these three parts.
    public init(narration: [StyledLine], pinned: [StyledLine], comparison: [StyledLine]) {
        self.narration = narration
        self.pinned = pinned
        self.comparison = comparison
    }

    /// The rows of the list that scrolls when it does not fit in `rows`, less the row that says so.
    private func window(rows: Int) -> Int { max(1, rows - pinned.count - 1) }

    /// The body as it is shown in `rows` rows: itself, or — when the pinned rows would leave
    /// no row to scroll in but the one saying more (a panel of three rows, 20×17) — only its
    /// first pinned row kept in view, the others scrolling at the head of the comparison.
    func fitted(rows: Int) -> LessonPanelBody {
        let all = narration.count + pinned.count + comparison.count
        guard all > rows, rows == pinned.count + 1, pinned.count > 1 else { return self }
        return LessonPanelBody(narration: narration, pinned: Array(pinned.prefix(1)), comparison: pinned.dropFirst() + comparison)
    }

    /// The furthest the list can be scrolled in `rows` rows: none when everything fits, else
    /// until the comparison's last line is in view.
    public func scrollLimit(rows: Int) -> Int {
        let body = fitted(rows: rows)
        let scrolled = body.narration.count + body.comparison.count
        guard scrolled + body.pinned.count > rows else { return 0 }
        return max(0, scrolled - body.window(rows: rows))
    }

    /// The lines in `rows` rows, the list scrolled by `scroll` (clamped to `scrollLimit`); the
    /// row saying more names PgUp and PgDn when `byPage`, the keys that scroll it then.
    public func lines(rows: Int, scroll: Int, byPage: Bool = false) -> [StyledLine] {
        guard rows > 0 else { return [] }
        let body = fitted(rows: rows)
        let (narration, pinned, comparison) = (body.narration, body.pinned, body.comparison)
        let all = narration + pinned + comparison
        if all.count <= rows { return all }
        if rows <= pinned.count + 1 { return Array(pinned.prefix(rows)) }
        let top = max(0, min(scroll, scrollLimit(rows: rows)))
        let end = top + body.window(rows: rows)
        let told = narration.count
        var shown = Array(narration[min(top, told)..<min(end, told)]) + pinned
        shown += comparison[max(0, top - told)..<max(0, min(end - told, comparison.count))]
        // Both page keys as `PgUp/Dn`: the row fits the narrowest panel's 16 columns, as `Up, Down` does.
        let (up, down, both) = byPage ? ("PgUp", "PgDn", "PgUp/Dn") : ("Up", "Down", "Up, Down")
        let keys = top > 0 && end < told + comparison.count ? both : top > 0 ? up : down
        let more: StyledLine = [Span("(more: \(keys))", .dim)]
        // A paragraph cut before its end says so where the rest is, above the line it introduces:
        // said only on the last row, it read as whole (lesson 08 at 40×20).
        if end < told { return Array(narration[min(top, told)..<end]) + [more] + pinned }
        return shown + [more]
    }
}
