import CEditLine
import ConvCalcKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal: is a descriptor one, how wide is it, may we use colour.
enum Terminal {
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The width of the terminal on `descriptor`, or 80 when unknown.
    static func columns(_ descriptor: Int32 = STDOUT_FILENO) -> Int {
        let columns = Int(convcalc_terminal_columns(descriptor))
        return columns > 0 ? columns : 80
    }

    /// Colour only on a terminal, never with NO_COLOR set (non-empty), --no-color or TERM=dumb.
    static func allowsColor(flag noColor: Bool) -> Bool {
        guard !noColor, isTerminal(STDOUT_FILENO) else { return false }
        if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return true
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
    static func adoptLocale() -> Bool {
        setlocale(LC_CTYPE, "")
        return convcalc_locale_is_utf8() != 0
    }
}
