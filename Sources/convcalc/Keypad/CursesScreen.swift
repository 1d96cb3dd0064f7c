import CCurses
import CEditLine
import ConvCalcKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one owner of every ncurses call: opens the full-screen terminal, draws the keypad's
/// styled text, reads keys and mouse reports, and gives the terminal back as it was.
///
/// Keys are read raw, as bytes (ncurses' own keypad and UTF-8 decoding are not used), and
/// decoded by `KeyDecoder`, so arrows and SGR mouse reports mean the same on every terminal
/// type and an ill-formed byte is one key, not the loss of those after it.
final class CursesScreen: Screen {
    private let terminal: OpaquePointer
    private let palette: Palette
    private var decoder = KeyDecoder()
    private var open = true
    /// The text being written, as wide characters, and its room: kept, so a write allocates
    /// nothing (and unchecked: one screen is drawn by one loop, never re-entered).
    @exclusivity(unchecked) private var wide = UnsafeMutablePointer<wchar_t>.allocate(capacity: 256)
    @exclusivity(unchecked) private var wideCapacity = 256
    /// Said on the status line while the terminal is larger than the keypad draws on
    /// (`ScreenSize.largestDrawn`); nil while it draws on all of it.
    private(set) var sizeNotice: String?
    /// The size the terminal says it is, when larger than drawn; else the size drawn.
    private(set) var reportedSize = ScreenSize(columns: 80, rows: 24)

    /// How long a read waits for a key before returning nil (the loop then checks for signals).
    static let tick: Int32 = 100
    /// How long the rest of an escape sequence may take to arrive after its ESC.
    static let escapeWait: Int32 = 60

    /// Why the terminal could not be taken over.
    enum StartFailure: Error {
        /// Its type has no terminfo entry that can address the cursor (`TERM=dumb`).
        case cannotMoveCursor
        /// No file descriptor was free to read the entry: `errno` (EMFILE, ENFILE).
        case system(Int32)
        /// The entry's capability `name` asks ncurses to wait `milliseconds` each time it is
        /// written, longer than `longestPadding`.
        case padding(name: String, milliseconds: Int)
    }

    /// The longest mandatory padding (`$<2/>`) a terminal description may ask for in one
    /// capability, padding for each line (`*`) counted for the rows drawn. Padding that is not
    /// mandatory is never waited (NCURSES_NO_PADDING, set before ncurses starts): an entry with
    /// `clear=\E[H\E[2J$<30000*>` froze the keypad for minutes, deaf to `q`, sleeping in ncurses
    /// between its writes, and `sgr0=…$<400/>`, written at every change of style, for 27 s. Of
    /// the 2,852 entries of Debian's ncurses-term, 86 ask more (at 24 rows), all of terminals
    /// from before 1990 (hazel, vt131, z100, apple-80, basis): refused, they have the prompt.
    static let longestPadding = 10

    /// Takes over the terminal on stdin/stdout. `color` false gives bold and reverse video only.
    ///
    /// ncurses starts at 80 × 24 (`startingAt80By24`: it is not let read the terminal's size
    /// itself) and is then given the terminal's size cut to what it can hold (`fitToTerminal`).
    init(color: Bool) throws(StartFailure) {
        convcalc_curses_prefault_heap(CursesScreen.windowBytes())
        convcalc_curses_set_locale()
        // Padding that is not mandatory (`$<30000>`) is never waited: see `longestPadding`.
        setenv("NCURSES_NO_PADDING", "1", 1)
        let made = CursesScreen.startingAt80By24 {
            TerminalDescriptions.read { newterm(nil, convcalc_curses_stdout(), convcalc_curses_stdin()) }
        }
        guard let terminal = made else {
            // Out of descriptors every entry looks missing (ncurses' errno is that of its last
            // look, often ENOENT): one more open tells which it was.
            let refusal = convcalc_curses_descriptor_refusal()
            throw [EMFILE, ENFILE].contains(refusal) ? .system(refusal) : .cannotMoveCursor
        }
        self.terminal = terminal
        guard tigetstr("cup").map({ Int(bitPattern: $0) > 0 }) == true else {
            endwin()
            delscreen(terminal)
            throw .cannotMoveCursor
        }
        var name = [CChar](repeating: 0, count: 16)
        let rows = CursesScreen.reportedSize().flatMap { ScreenSize.drawn(columns: $0.columns, rows: $0.rows) }?.rows ?? 24
        let padding = convcalc_curses_longest_mandatory_padding(Int32(rows), &name, name.count)
        guard padding <= CursesScreen.longestPadding else {
            reset_shell_mode()  // the modes found, as `endwin` would, which would also move the cursor with that padding
            delscreen(terminal)
            throw .padding(name: String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
                           milliseconds: padding)
        }
        convcalc_use_alternate_signal_stack()
        convcalc_curses_guard_crashes(STDOUT_FILENO)
        for byte in TypedAhead.drain(STDIN_FILENO) { decoder.feed(byte: byte) }  // as `takeTypedAhead`
        raw()
        noecho()
        nonl()
        keypad(convcalc_curses_stdscr(), false)
        timeout(CursesScreen.tick)
        // No look for typed-ahead keys while updating: ncurses would poll the keyboard between
        // the lines of every update.
        typeahead(-1)
        curs_set(0)
        let colored = color && has_colors() && CursesScreen.colorsAreHoldable
        if colored {
            start_color()  // COLORS is known only after this
            use_default_colors()
        }
        palette = Palette(colors: colored ? Int(convcalc_curses_colors()) : 0, wanted: colored)
        if palette != .monochrome { setUpColors() }
        fitToTerminal()
        // Until the first `endwin`, ncurses flushes after every cursor move (for programs
        // that use only its low-level calls): suspended here, the first update resumes it and
        // the first screen is one write instead of a hundred.
        endwin()
        convcalc_curses_write(Self.mouseOn)
    }

    /// Button presses reported, as SGR reports.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    /// The alternate screen, then `mouseOn`: the keypad's screen again after a stop.
    static let backOnScreen = "\u{1B}[?1049h" + mouseOn

    /// False when the description claims more colours than ncurses can keep tables of: a
    /// TERMINFO entry of one's own with `colors#0x7fffffff` or `pairs#0x7fffffff` kept the
    /// keypad busy for 20 s and more, deaf to `q`, or out of memory (exit 1); `ccc` with
    /// `colors#0x1000000` took 467 MB. At most what a direct-colour terminal has (xterm-direct:
    /// 0x1000000 colours, 0x10000 pairs, none redefinable); beyond, the keypad is monochrome.
    private static var colorsAreHoldable: Bool {
        let colors = tigetnum("colors"), pairs = tigetnum("pairs")
        return colors <= 0x1000000 && pairs <= 0x10000 && !(colors > 0x10000 && tigetflag("ccc") > 0)
    }

    /// The size ncurses is told: `LINES` and `COLUMNS`, which it reads (`use_env`) before
    /// the terminal's own (65535 × 65535 crashed it) and before the terminfo entry's (`linux`,
    /// `cygwin` have none: the keypad was refused there as a terminal "that cannot move the
    /// cursor"). Set to 80 × 24 to start it, then to every size drawn (`fitToTerminal`), so
    /// whenever ncurses asks again (after `endwin`) it gets the size drawn; a hostile value
    /// from outside never reaches it. The keypad starts no program that would inherit them.
    private static func tellSize(columns: Int, rows: Int) {
        setenv("LINES", String(rows), 1)
        setenv("COLUMNS", String(columns), 1)
    }

    /// Runs `body`, which starts ncurses, with it reading its size from `tellSize`'s 80 × 24.
    private static func startingAt80By24<T>(_ body: () -> T) -> T {
        tellSize(columns: 80, rows: 24)
        use_env(true)
        return body()
    }

    /// About the heap ncurses' three screen-sized windows and the first screen take at the
    /// size drawn on, faulted in at once before they are made (the shim skips more than 64 MB).
    private static func windowBytes() -> Int {
        guard let reported = reportedSize(),
              let drawn = ScreenSize.drawn(columns: reported.columns, rows: reported.rows) else { return 0 }
        return 3 * drawn.rows * drawn.columns * MemoryLayout<cchar_t>.size + 128 * 1024
    }

    /// The size the terminal reports (0 when it does not know it), or nil when it cannot be asked.
    private static func reportedSize() -> ScreenSize? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return ScreenSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Gives ncurses the terminal's size cut to `ScreenSize.largestDrawn` (ncurses keeps a
    /// size in a C `short` and would overflow: 40000 columns crashed it), and notes when cut.
    /// A terminal that does not report a size keeps the size drawn on.
    private func fitToTerminal() {
        guard let reported = CursesScreen.reportedSize(),
              let drawn = ScreenSize.drawn(columns: reported.columns, rows: reported.rows) else { return }
        CursesScreen.tellSize(columns: drawn.columns, rows: drawn.rows)
        resizeterm(Int32(drawn.rows), Int32(drawn.columns))
        sizeNotice = ScreenSize.drawnNotice(reported: reported)
        reportedSize = sizeNotice == nil ? drawn : reported
    }

    /// One colour pair per style, from the palette's nearest colours.
    private func setUpColors() {
        // The styles share a few colours: search each once (a list, as a dictionary type
        // would cost more to set up at start than the searches it saves).
        var searched: [(color: RGB, number: Int32)] = []
        func number(_ color: RGB?) -> Int32 {
            guard let color else { return -1 }
            if let known = searched.first(where: { $0.color == color }) { return known.number }
            let found = Int32(palette.number(for: color) ?? -1)
            searched.append((color, found))
            return found
        }
        for style in Style.allCases {
            let colors = style.colors
            let foreground = number(colors.foreground)
            let background = number(colors.background)
            init_extended_pair(Int32(style.rawValue + 1), foreground, background)
        }
    }

    /// Takes the terminal's size again and redraws everything (after a resize, or after Ctrl-Z
    /// and `fg`, when the terminal was given back in between). Only in the foreground.
    func refit() {
        fitToTerminal()
        reset_prog_mode()
        // Given back visible before the stop, behind ncurses' back (Signals writes it), so
        // ncurses still counts it hidden and would skip a plain curs_set(0).
        curs_set(1)
        curs_set(0)
        clearok(convcalc_curses_stdscr(), true)
        convcalc_curses_write(Self.backOnScreen)  // after fg (Signals wrote it too, at once)
    }

    /// Gives the terminal back: mouse reports off, cursor shown, modes restored.
    func close() {
        guard open else { return }
        open = false
        // Ended in the background (kill %1 after bg): the terminal is the shell's, given back at the stop.
        if TerminalModes.isForeground {
            convcalc_curses_write("\u{1B}[?1006l\u{1B}[?1000l")
            curs_set(1)
            endwin()
        }
        delscreen(terminal)
    }

    deinit {
        close()
        wide.deallocate()
    }

    var size: ScreenSize {
        ScreenSize(columns: Int(getmaxx(convcalc_curses_stdscr())), rows: Int(getmaxy(convcalc_curses_stdscr())))
    }

    func erase() {
        werase(convcalc_curses_stdscr())
    }

    func put(_ text: String, at point: ScreenPoint, style: Style) {
        guard let room = room(at: point) else { return }
        // Up to the right edge in columns (a wide character takes two): ncurses would carry
        // the rest on into the next row.
        var count = 0
        var columns = 0
        for scalar in text.unicodeScalars {
            columns += ColumnWidth.of(scalar)
            if columns > room || count == room { break }
            wide[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        write(count, at: point, style: style)
    }

    /// Fills `rect` with blanks in `style`, row by row, without building a string.
    func fill(_ rect: ScreenRect, style: Style) {
        for row in rect.y..<rect.bottom {
            let point = ScreenPoint(x: rect.x, y: row)
            guard let room = room(at: point) else { continue }
            let count = min(room, max(0, rect.width))
            for index in 0..<count { wide[index] = wchar_t(UInt8(ascii: " ")) }
            write(count, at: point, style: style)
        }
    }

    /// The columns from `point` to the right edge (nil when `point` is off the screen), with
    /// room for as many wide characters and a terminating zero.
    private func room(at point: ScreenPoint) -> Int? {
        let size = size
        let room = size.columns - point.x
        guard room > 0, point.y >= 0, point.y < size.rows, point.x >= 0 else { return nil }
        if room + 1 > wideCapacity {
            wide.deallocate()
            wideCapacity = room + 1
            wide = .allocate(capacity: wideCapacity)
        }
        return room
    }

    /// Writes the first `count` wide characters of `wide` at `point` in `style`.
    private func write(_ count: Int, at point: ScreenPoint, style: Style) {
        wide[count] = 0
        convcalc_curses_style(attributes(of: style), palette == .monochrome ? 0 : Int32(style.rawValue + 1))
        _ = convcalc_curses_put(Int32(point.y), Int32(point.x), wide, Int32(count))
    }

    private func attributes(of style: Style) -> attr_t {
        var attributes = attr_t(0)
        if palette == .monochrome {
            let mono = style.monochrome
            if mono.bold { attributes |= convcalc_attr_bold() }
            if mono.reverse { attributes |= convcalc_attr_reverse() }
        } else if style == .current || style == .error || style == .selected {
            attributes |= convcalc_attr_bold()
        }
        return attributes
    }

    /// Draws what was put. Until then, after `endwin` (at start, after a stop), the terminal is
    /// in its line mode again: what was typed meanwhile is taken first.
    func present() {
        takeTypedAhead()
        refresh()
    }

    /// Keys typed while the terminal is in its line mode, a Ctrl-D among them (`TypedAhead`),
    /// to the decoder, before ncurses sets its mode (a Ctrl-D would then read as a NUL).
    private func takeTypedAhead() {
        for byte in TypedAhead.drain(STDIN_FILENO) { decoder.feed(byte: byte) }
    }

    /// True when more input is already waiting (the rest of a paste, keys typed ahead): the
    /// screen is drawn once they are all taken, not after each (a megabyte pasted was drawn a
    /// million times: 95 s).
    var hasWaitingInput: Bool {
        if decoder.isWaiting { return true }
        var wait = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&wait, 1, 0) == 1 && wait.revents & Int16(POLLIN) != 0
    }

    /// True when the terminal has hung up (its other end closed): nothing can be read or shown.
    var isHungUp: Bool {
        var wait = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&wait, 1, 0) == 1 && wait.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// The next key, or nil when none came within a tick (or a signal interrupted the wait);
    /// without `waits`, nil at once when no key is there.
    func nextKey(waits: Bool = true) -> InputKey? {
        if let key = decoder.next() { return key }
        while true {
            timeout(decoder.isWaiting ? CursesScreen.escapeWait : waits ? CursesScreen.tick : 0)
            let result = convcalc_curses_read()
            timeout(CursesScreen.tick)
            if result == ERR { return decoder.isWaiting ? decoder.next(flush: true) : nil }
            if result == KEY_RESIZE { return .resize }
            guard let byte = UInt8(exactly: result) else { continue }  // another function key
            decoder.feed(byte: byte)
            if let key = decoder.next() { return key }
        }
    }
}

/// ncurses' sleep, which it calls for the padding a terminal description asks for and for
/// nothing the keypad needs (it waits for keys with `poll`): the keypad never sleeps for a
/// terminal's padding, however it is written. A mandatory padding its parameters make
/// (`setaf=…%'$'%c<900/>`, which no check of the entry's text sees) kept `q` waiting 81 s.
/// In the static build this definition is the one ncurses' `tputs` calls.
@_cdecl("napms")
func napmsWithoutWaiting(_ milliseconds: Int32) -> Int32 {
    0
}
