/// One thing the user did at the terminal, decoded from the bytes it sent.
public enum InputKey: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// A control character other than Return, Tab or Backspace (Ctrl-C is 3, Ctrl-D is 4).
    case control(UInt8)
    /// Return or Enter.
    case enter
    /// Esc on its own.
    case escape
    /// An arrow key.
    case up, down, left, right
    /// Page keys.
    case pageUp, pageDown
    /// A mouse button or wheel, from xterm's SGR mouse reports.
    case mouse(MouseReport)
    /// The terminal changed size.
    case resize
    /// A sequence the keypad has no use for.
    case unknown
}

/// An SGR mouse report, `ESC [ < button ; column ; row M` (pressed) or `m` (released).
public struct MouseReport: Hashable, Sendable {
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
