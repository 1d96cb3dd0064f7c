import CEditLine
import CCurses
import ConvCalcKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal: is a descriptor one, how wide is it, may we use colour.
enum Terminal {
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// True when lines are typed at the prompt: standard input is a terminal, and standard
    /// output or error is one to edit them on. With both redirected (`convcalc > log 2>&1`)
    /// there is nowhere to draw an edited line: the terminal's lines are replayed as a pipe's
    /// are, with the terminal's own line editing (echo, Ctrl-U, Ctrl-D to end).
    static var typesAtThePrompt: Bool {
        isTerminal(STDIN_FILENO) && (isTerminal(STDOUT_FILENO) || isTerminal(STDERR_FILENO))
    }

    /// The width of the terminal on `descriptor`, or 80 when unknown.
    static func columns(_ descriptor: Int32 = STDOUT_FILENO) -> Int {
        let columns = Int(convcalc_terminal_columns(descriptor))
        return columns > 0 ? columns : 80
    }

    /// The most cells (columns × rows) lines are edited on. libedit keeps two screens of
    /// wide characters that size, and reads the size itself before each line: a terminal set
    /// to 65535 × 65535 asked it for 34 GB and crashed the prompt. Far above real terminals
    /// (an 8K screen in a small font is about 1,300 × 400); under it libedit takes at most 16 MB.
    static let editableCells = 1 << 21
    /// The most columns kept when a size is cut to `editableCells`.
    static let editableColumns = 2048
    /// The most rows kept: libedit's memory grows with the rows too, not only the cells (a
    /// description of 1 × 2147483647 cut to 1 × 2097152 took 1.42 GB). A tall portrait screen
    /// in a small font is about 400.
    static let editableRows = 2048

    /// Cuts the size the terminal on `descriptor` reports to `editableCells` when it is more,
    /// keeping as many columns as it can (at most `editableColumns`); the sizes before and
    /// after, for a warning, or nil when it fits (or is unknown). The terminal itself is no
    /// larger than what it says, so this only makes programs wrap earlier: what libedit then
    /// reads (at every line) is a size it can hold.
    static func cutToEditableSize(_ descriptor: Int32 = STDIN_FILENO) -> (reported: String, cut: String)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        let columns = Int(size.ws_col), rows = Int(size.ws_row)
        guard columns * rows > editableCells || rows > editableRows else { return nil }
        let fitting = editable(columns: columns, rows: rows)
        var cut = size
        (cut.ws_col, cut.ws_row) = (UInt16(fitting.columns), UInt16(fitting.rows))
        guard ioctl(descriptor, UInt(TIOCSWINSZ), &cut) == 0 else { return nil }
        return ("\(columns)×\(rows)", "\(cut.ws_col)×\(cut.ws_row)")
    }

    /// A size cut to `editableCells`: at most `editableColumns` columns, then the rows that fit,
    /// at most `editableRows`. No columns (a terminal may say 0, unknown) keeps none and cuts
    /// the rows alone: 4000 rows of 0 columns divided by zero and stopped the prompt (SIGILL).
    private static func editable(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        let kept = min(columns, editableColumns)
        return (kept, min(rows, kept > 0 ? editableCells / kept : editableRows, editableRows))
    }

    /// Cuts `COLUMNS` and `LINES` as `cutToEditableSize` cuts a size: a terminal that says it
    /// is 0 × 0 leaves libedit the size ncurses takes from them (`COLUMNS=65535 LINES=65535`
    /// made 5 GB; 2147483647 crashed it). The sizes before and after, or nil when they fit.
    static func cutSizeVariables() -> (reported: String, cut: String)? {
        func number(_ name: String) -> Int? { getenv(name).flatMap { Int(String(cString: $0)) }.flatMap { $0 > 0 ? $0 : nil } }
        let columns = number("COLUMNS"), rows = number("LINES")
        guard columns != nil || rows != nil else { return nil }
        let wide = columns ?? 80, high = rows ?? 24
        guard wide > editableColumns || high > editableRows || wide.multipliedReportingOverflow(by: high).overflow
                || wide * high > editableCells
        else { return nil }
        let cut = editable(columns: wide, rows: high)
        setenv("COLUMNS", String(cut.columns), 1)
        setenv("LINES", String(cut.rows), 1)
        return ("COLUMNS=\(wide) LINES=\(high)", "\(cut.columns)×\(cut.rows)")
    }

    /// Sets `COLUMNS` and `LINES` (which ncurses reads before the description) when the
    /// terminal reports no size and its description's is more than `editableCells`: libedit
    /// then takes the description's (`cols#65535`, `lines#65535` in a TERMINFO of one's own
    /// made 9.2 GB and 27 s at start, and crashed under a memory limit). The sizes before and
    /// after, or nil when the terminal reports a size, the variables are set, or it fits.
    static func cutDescriptionSize(_ descriptor: Int32 = STDIN_FILENO) -> (reported: String, cut: String)? {
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 && size.ws_row > 0 { return nil }
        guard getenv("COLUMNS") == nil, getenv("LINES") == nil, let term = StatePaths.environment("TERM"),
              isTypeName(term), !TerminalDescriptions.takenAsDumb else { return nil }
        var columns: Int32 = 0, rows: Int32 = 0
        guard TerminalDescriptions.read({ term.withCString { convcalc_terminal_entry_size($0, &columns, &rows) } }) == 1,
              columns > 0, rows > 0 else { return nil }
        let wide = Int(columns), high = Int(rows)
        guard wide > editableColumns || high > editableRows || wide * high > editableCells else { return nil }
        let cut = editable(columns: wide, rows: high)
        setenv("COLUMNS", String(cut.columns), 1)
        setenv("LINES", String(cut.rows), 1)
        return ("\(wide)×\(high)", "\(cut.columns)×\(cut.rows)")
    }

    /// True when `text` can be a terminal type's name: printable ASCII, no blank. A TERM that is
    /// not one (it holds escapes) is taken as dumb: no escape sequence is sent for it.
    static func isTypeName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    /// Colour only on a terminal, never with NO_COLOR set (non-empty), --no-color or TERM=dumb
    /// (or a terminal taken as dumb: `TerminalDescriptions.takenAsDumb`).
    static func allowsColor(flag noColor: Bool) -> Bool {
        guard !noColor, isTerminal(STDOUT_FILENO) else { return false }
        if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
        return !isDumb
    }

    /// True when no escape sequence is sent to the terminal: TERM=dumb, or a terminal taken as
    /// dumb (`TerminalDescriptions.takenAsDumb`).
    static var isDumb: Bool {
        getenv("TERM").map { String(cString: $0) == "dumb" } ?? false || TerminalDescriptions.takenAsDumb
    }

    /// How outside text is escaped (`VisibleText.charset`): ASCII only when stdout or stderr is a
    /// terminal and the locale is not UTF-8; such a terminal takes each byte ≥ 0x80 for a
    /// character, and 0x9B for CSI. Sets the locale from the environment when one of them is a terminal.
    static func outsideTextCharset() -> VisibleText.Charset {
        // Off a terminal nothing is escaped for the locale: it is not even read (start-up stays lean).
        guard isTerminal(STDOUT_FILENO) || isTerminal(STDERR_FILENO) else { return .utf8 }
        return adoptLocale() ? .utf8 : .ascii
    }

    /// Sets the locale from the environment (so libedit reads UTF-8); true when it is UTF-8.
    /// A locale of another 8-bit charset (Latin-1, KOI8-R, EUC-JP) is set back to C: there
    /// libedit echoed a typed 0x9B raw, a CSI to a Latin-1 terminal (it cleared the screen),
    /// where in C it shows every byte ≥ 0x80 escaped. Everything else convcalc writes such a
    /// terminal is ASCII already (`TerminalText`).
    static func adoptLocale() -> Bool {
        setlocale(LC_CTYPE, "")
        guard convcalc_locale_is_utf8() != 0 else {
            setlocale(LC_CTYPE, "C")
            return false
        }
        return true
    }
}
