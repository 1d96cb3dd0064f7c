extension ScreenSize {
    /// The largest screen the keypad hands ncurses. ncurses holds a size in a C `short` (at
    /// most 32767 each way) and keeps three screen-sized windows of about 28 bytes a cell, so
    /// a terminal of 40000 columns or 65535×65535 would overflow it or take gigabytes: the
    /// keypad draws in the top-left 1000×500 of such a terminal (42 MB of cells at most), far
    /// more than its layout uses.
    public static let largestDrawn = ScreenSize(columns: 1000, rows: 500)

    /// The screen the keypad draws on for a terminal that reports `columns` × `rows` (numbers
    /// from outside, any `Int`): each cut to `largestDrawn`; nil when either is below 1 (a
    /// terminal that does not know its size), so the size drawn on stays what it was.
    public static func drawn(columns: Int, rows: Int) -> ScreenSize? {
        guard columns >= 1 && rows >= 1 else { return nil }
        return ScreenSize(columns: min(columns, largestDrawn.columns), rows: min(rows, largestDrawn.rows))
    }

    /// What the status line says when the keypad draws in part of a terminal of `reported`
    /// size: nil when it draws on the whole of it.
    public static func drawnNotice(reported: ScreenSize) -> String? {
        guard let drawn = drawn(columns: reported.columns, rows: reported.rows), drawn != reported else { return nil }
        return "the terminal is \(reported), more than the keypad draws on: it uses the top-left \(drawn)"
    }
}
