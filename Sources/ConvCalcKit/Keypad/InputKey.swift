/// One thing the user did at the terminal, decoded from the bytes it sent.
public enum InputKey: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// A control character other than Return (Ctrl-C is 3, Ctrl-D is 4, Backspace 127 or 8).
    case control(UInt8)
    /// Return or Enter.
    case enter
    /// Esc on its own.
    case escape
    /// An arrow key.
    case up, down, left, right
    /// Page keys.
    case pageUp, pageDown
    /// Home.
    case home
    /// A mouse button or wheel, from xterm's SGR mouse reports.
    case mouse(MouseReport)
    /// The terminal changed size.
    case resize
    /// A sequence the keypad has no use for.
    case unknown
}

/// An SGR mouse report, `ESC [ < button ; column ; row M` (pressed) or `m` (released).
///
/// Its numbers come from outside: a report the decoder gives has `button` in `buttons` and
/// both coordinates in `cells` (`init?(button:column:row:pressed:)` checks them before any
/// arithmetic), so no pasted report, however large its numbers, reaches the keypad.
public struct MouseReport: Hashable, Sendable {
    /// The button codes a terminal sends: buttons 0–11 plus the Shift, Meta, Ctrl and motion
    /// bits (4, 8, 16, 32), up to 255.
    public static let buttons = 0...255
    /// The cells a report can name each way, counted from 0: as many as ncurses can hold in
    /// its C `short` (a report's 1 to 32767).
    public static let cells = 0...Int(Int16.max) - 1

    /// The button code: 0 left, 1 middle, 2 right, 64 wheel up, 65 wheel down (+32 while moving).
    public var button: Int
    /// The cell, counted from 0 (the report counts from 1).
    public var point: ScreenPoint
    /// True for a press, false for a release.
    public var pressed: Bool

    /// A report of `button` at `point`.
    public init(button: Int, point: ScreenPoint, pressed: Bool) {
        self.button = button
        self.point = point
        self.pressed = pressed
    }

    /// The report of `button` at `column` and `row` as a terminal counts them (from 1), or nil
    /// when any of them is out of range (`buttons`, `cells`): a garbled or pasted report.
    public init?(button: Int, column: Int, row: Int, pressed: Bool) {
        let counted = 1...MouseReport.cells.upperBound + 1  // checked first: no subtraction can overflow
        guard MouseReport.buttons.contains(button), counted.contains(column), counted.contains(row) else { return nil }
        self.init(button: button, point: ScreenPoint(x: column - 1, y: row - 1), pressed: pressed)
    }

    /// True for a press of the left button (not a drag).
    public var isLeftPress: Bool { pressed && button == 0 }
    /// -1 for the wheel turned up, 1 down, 0 for any other button.
    public var wheel: Int {
        switch button {
        case 64: -1
        case 65: 1
        default: 0
        }
    }
}
