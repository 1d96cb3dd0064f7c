/// Everything the calculator is: its phase, the entry, the converter and the precision.
///
/// The output display is not stored: it is derived from the entry, the converter and the
/// precision whenever it is shown, so the two displays can never disagree.
public struct State: Hashable, Sendable {
    // Declared largest first, so the state packs into 32 bytes.
    /// The input display.
    public internal(set) var entry: Entry
    /// How the output is rounded: decimal places (0...12) or significant digits (1...15).
    public internal(set) var precision: Precision
    /// The converter in use.
    public internal(set) var converter: Converter
    /// Where the machine is.
    public internal(set) var phase: Phase

    /// A state; the defaults are the start state.
    init(phase: Phase = .ready, entry: Entry = Entry(), converter: Converter = .standard, precision: Precision = .places(2)) {
        self.phase = phase
        self.entry = entry
        self.converter = converter
        self.precision = precision
    }

    /// The start: `ready`, showing 0, fahrenheit to celsius, 2 places.
    public static let initial = State()

    /// The largest precision.
    public static let maxPrecision = 12

    /// The output display's value: the input converted exactly, then rounded once.
    @inline(__always)
    public var output: RoundedValue {
        converter.rounded(entry.value, to: precision)
    }
}
