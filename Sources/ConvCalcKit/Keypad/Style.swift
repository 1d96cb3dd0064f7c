/// What a piece of the keypad screen is, for its colour: the screen adapter turns each style
/// into a colour pair, or into bold and reverse video when colour is off.
public enum Style: Int, CaseIterable, Sendable {
    /// Ordinary text.
    case normal
    /// The output display: #DCFFFF in the original.
    case outputDisplay
    /// The input display: white.
    case inputDisplay
    /// Number keys, `.`, `swap`, `reset`: #CCCCCC.
    case key
    /// `C` and `+/-`: #B3B3B3.
    case functionKey
    /// `Convert`: orange.
    case convertKey
    /// A button while it is pressed.
    case pressedKey
    /// Box borders and titles.
    case border
    /// The machine's current state, and the last transition.
    case current
    /// Text that matters less (other states, older log lines).
    case dim
    /// A refusal or a mismatch.
    case error
    /// A match in a lesson.
    case success
    /// The highlighted row of the action sheet.
    case selected

    /// The background and foreground colour of the style, or nil for the terminal's own.
    public var colors: (foreground: RGB?, background: RGB?) {
        switch self {
        case .normal: (nil, nil)
        case .outputDisplay: (.black, RGB(0xDC, 0xFF, 0xFF))
        case .inputDisplay: (.black, .white)
        case .key: (.black, RGB(0xCC, 0xCC, 0xCC))
        case .functionKey: (.black, RGB(0xB3, 0xB3, 0xB3))
        case .convertKey: (.black, RGB(0xFF, 0xA5, 0x00))
        case .pressedKey: (.white, RGB(0x55, 0x55, 0x55))
        case .border: (RGB(0x80, 0x80, 0x80), nil)
        case .current: (.black, RGB(0xFF, 0xA5, 0x00))
        case .dim: (RGB(0x80, 0x80, 0x80), nil)
        case .error: (RGB(0xCD, 0x00, 0x00), nil)
        case .success: (RGB(0x00, 0xA0, 0x00), nil)
        case .selected: (.black, RGB(0xDC, 0xFF, 0xFF))
        }
    }

    /// How the style shows without colour (`NO_COLOR`, `--no-color`): bold and reverse only.
    /// The current state is lit in reverse, as its orange is a background: bold alone did not
    /// tell it from the output display, bold too (a teacher's projector).
    public var monochrome: (bold: Bool, reverse: Bool) {
        switch self {
        case .normal, .dim, .border: (false, false)
        case .outputDisplay, .error: (true, false)
        case .current: (true, true)
        case .inputDisplay, .success: (false, false)
        case .key, .functionKey: (false, true)
        case .convertKey, .selected: (true, true)
        case .pressedKey: (true, false)
        }
    }
}
