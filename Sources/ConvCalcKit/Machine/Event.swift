/// Something that happened to the calculator: a key was pressed or a command was given.
///
/// Events are named for what the user did, not for what the machine should do; the
/// transition function decides what each one means in each phase.
public enum Event: Hashable, Sendable {
    /// A digit key, 0 to 9.
    case digit(UInt8)
    /// The decimal point key.
    case point
    /// The `+/-` key (in the exponent: the exponent's sign).
    case sign
    /// The `EE` key: the digits that follow are a power of ten (`1.5 EE +/- 4` is 1.5e-4).
    case exponent
    /// The `C` key.
    case clear
    /// The end of a typed line (`line-end`): Return at the prompt, the keypad's Return key outside
    /// the menu (in the menu that key sends `pick`, and an empty line at the prompt `cancel`).
    case commit
    /// The `convert` key: open the converter menu.
    case convert
    /// A converter chosen from the open menu.
    case pick(Converter)
    /// The menu was closed without a choice.
    case cancel
    /// Reverse the converter and carry the shown output over to the input (rounded to 15
    /// significant digits when it is longer).
    case swap
    /// Back to the defaults.
    case reset
    /// Show this many decimal places.
    case precision(Precision)

    /// The event's kind, without its payload.
    public var kind: Kind {
        switch self {
        case .digit: .digit
        case .point: .point
        case .sign: .sign
        case .exponent: .exponent
        case .clear: .clear
        case .commit: .commit
        case .convert: .convert
        case .pick: .pick
        case .cancel: .cancel
        case .swap: .swap
        case .reset: .reset
        case .precision: .precision
        }
    }

    /// Event kinds: the columns of the machine's transition table. Their raw values are the
    /// one vocabulary every view of the machine uses: the trace, `machine`, `help KEY`, JSON.
    public enum Kind: String, CaseIterable, Sendable {
        case digit
        case point = "."
        case sign = "+/-"
        case exponent = "EE"
        case clear = "C"
        case commit = "line-end"
        case convert, pick, cancel, swap, reset, precision

        /// The kind as an identifier, its case name (`point` for `.`, `commit` for `line-end`):
        /// the event's name in the SCXML and JSON exports, where `.` and `+/-` are no names.
        public var identifier: String {
            switch self {
            case .digit: "digit"
            case .point: "point"
            case .sign: "sign"
            case .exponent: "exponent"
            case .clear: "clear"
            case .commit: "commit"
            case .convert: "convert"
            case .pick: "pick"
            case .cancel: "cancel"
            case .swap: "swap"
            case .reset: "reset"
            case .precision: "precision"
            }
        }

        /// True for a kind whose events carry a value (`digit 5`, `pick …`, `precision 3`):
        /// whether the machine takes one depends on that value, not on the state alone.
        public var carriesValue: Bool {
            switch self {
            case .digit, .pick, .precision: true
            case .point, .sign, .exponent, .clear, .commit, .convert, .cancel, .swap, .reset: false
            }
        }
    }

    /// How the event reads in a trace: `digit 2`, `pick miles to kilometers`, `+/-`.
    public var name: String {
        switch self {
        case .digit(let digit): "digit \(digit)"
        case .pick(let converter): "pick \(converter.label)"
        case .precision(let precision): "precision \(precision.text)"
        default: kind.rawValue
        }
    }
}
