/// A button of the keypad: what it shows, its colour and the event it sends.
public enum KeypadKey: Hashable, Sendable {
    /// A number key, 0 to 9.
    case digit(UInt8)
    /// The decimal point.
    case point
    /// `+/-`: change the sign.
    case sign
    /// `C`: clear the entry.
    case clear
    /// `Convert`: open the action sheet of converters.
    case convert
    /// `swap`: reverse the converter, carrying the output over.
    case swap
    /// `reset`: back to the defaults.
    case reset
    /// `EE`: start the exponent (`1.5 EE +/- 4` is 1.5e-4).
    case exponent
    /// `prec`: open the precision picker, whose choice is the `precision` event.
    case precision

    /// The keypad's rows, top to bottom, as the buttons are laid out; `Convert` fills the last row.
    /// Rows of four fit the narrowest keypad too (labels of 4, 4, 4 and 5 columns), so `prec`
    /// and `EE` cost no row; `reset` is last, in the widest column.
    public static let rows: [[KeypadKey]] = [
        [.clear, .precision, .swap, .reset],
        [.digit(7), .digit(8), .digit(9)],
        [.digit(4), .digit(5), .digit(6)],
        [.digit(1), .digit(2), .digit(3)],
        [.digit(0), .point, .sign, .exponent],
        [.convert],
    ]

    /// Every key, in layout order.
    public static let all: [KeypadKey] = rows.flatMap { $0 }

    /// The label on the button.
    public var label: String {
        switch self {
        case .digit(let digit): String(digit)
        case .point: "."
        case .sign: "+/-"
        case .clear: "C"
        case .convert: "Convert"
        case .swap: "swap"
        case .reset: "reset"
        case .exponent: "EE"
        case .precision: "prec"
        }
    }

    /// The event the button sends to the machine; nil for `prec`, which opens the precision
    /// picker (its choice is the event).
    public var event: Event? {
        switch self {
        case .digit(let digit): .digit(digit)
        case .point: .point
        case .sign: .sign
        case .clear: .clear
        case .convert: .convert
        case .swap: .swap
        case .reset: .reset
        case .exponent: .exponent
        case .precision: nil
        }
    }

    /// The button's colour, as in the original app: `C` and `+/-` a darker grey (and `EE`, `prec`, which it lacked), `Convert` orange.
    public var style: Style {
        switch self {
        case .sign, .clear, .exponent, .precision: .functionKey
        case .convert: .convertKey
        default: .key
        }
    }
}
