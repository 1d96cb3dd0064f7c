/// The keypad's small precision picker, opened by the `prec` button: one precision shown,
/// stepped up or down within its mode's range (`Precision.placesRange`, `significantRange`),
/// switched between decimal places and significant digits; Return sends it to the machine
/// as the `precision` event, Esc closes it without one.
public struct PrecisionPicker: Equatable, Sendable {
    /// The precision shown, sent when chosen.
    public private(set) var choice: Precision

    /// What a key does in the open picker.
    public enum Action: Equatable, Sendable {
        /// One more (positive) or fewer (negative) places or digits.
        case step(Int)
        /// Switch between decimal places and significant digits.
        case switchMode
        /// Send the choice to the machine and close.
        case choose
        /// Close without sending anything.
        case close
    }

    /// A picker showing `current`, the state's precision.
    public init(current: Precision) {
        choice = current
    }

    /// Moves the choice by `delta`, staying within its mode's range.
    public mutating func step(_ delta: Int) {
        switch choice {
        case .places(let places): choice = .places(PrecisionPicker.clamp(places + delta, to: Precision.placesRange))
        case .significant(let digits): choice = .significant(PrecisionPicker.clamp(digits + delta, to: Precision.significantRange))
        }
    }

    /// What a step by `delta` says when the choice is already at that end of its mode's range
    /// (`12 places is the most`), or nil when the step moves it: it ignored the key unsaid.
    public func limit(toward delta: Int) -> String? {
        let (value, range, unit) = switch choice {
        case .places(let places): (places, Precision.placesRange, "place")
        case .significant(let digits): (digits, Precision.significantRange, "significant digit")
        }
        if delta > 0 && value >= range.upperBound { return "✗ \(counted(range.upperBound, unit)) is the most" }
        if delta < 0 && value <= range.lowerBound { return "✗ \(counted(range.lowerBound, unit)) is the fewest" }
        return nil
    }

    /// `1 place`, `12 places`, `15 significant digits`.
    private func counted(_ value: Int, _ unit: String) -> String {
        value == 1 ? "1 \(unit)" : "\(value) \(unit)s"
    }

    /// Decimal places become as many significant digits and back, within the other range.
    public mutating func switchMode() {
        switch choice {
        case .places(let places): choice = .significant(PrecisionPicker.clamp(places, to: Precision.significantRange))
        case .significant(let digits): choice = .places(PrecisionPicker.clamp(digits, to: Precision.placesRange))
        }
    }

    /// The choice in words: `2 places`, `4 significant`.
    public var text: String {
        switch choice {
        case .places(let places): places == 1 ? "1 place" : "\(places) places"
        case .significant(let digits): "\(digits) significant"
        }
    }

    /// The picker's lines: the choice, then its keys (`keys`).
    public var lines: [String] {
        [text] + PrecisionPicker.keys
    }

    /// The picker's keys, each at most 16 columns in UTF-8 (a 20-column screen); ASCII draws
    /// `⏎` as `Ret`, two columns wider (`box` measures them as drawn).
    public static let keys = ["↑↓ more, fewer", "s places/sig", "⏎ set Esc cancel"]

    /// The widest of the picker's lines as `glyphs` draws them (`15 significant` is no wider than its keys).
    static func widestLine(_ glyphs: Glyphs) -> Int {
        (keys + ["15 significant"]).map { ColumnWidth.of(glyphs.text($0)) }.max() ?? 0
    }

    /// The status line after a key the picker does not take (a digit, `c`): said in the
    /// picker's terms, not the keypad's (`not a key of the keypad` read as if the keypad's keys
    /// worked there). Whole in 80 columns: the status line is cut at the screen's width.
    public static let otherKey = "✗ not a precision picker key: ↑/↓ more/fewer, s places/sig, ⏎ set, Esc cancel"

    /// The picker's box in `layout`: centred over the keys (`KeypadLayout.keysArea`), one blank
    /// column each side of the lines as `glyphs` draws them, never over the displays or a
    /// panel. The keys are 20×6 at the least (`KeypadLayout.minimum`): room for its borders and
    /// every line, the blank columns given up where ASCII's lines need them (`Ret set Esc
    /// cancel`; measured as if `⏎` were one column, the box cut it to `Ret set Esc c...`).
    public static func box(in layout: KeypadLayout, glyphs: Glyphs) -> ScreenRect {
        // Centred on the whole screen it straddled a panel's border, whose lines ran on beside
        // it (a teacher's trial at 80×30: `┌─ precision ──┐─────┐`); centred over the displays
        // and the keys together, it covered the input display at 30×14 and 20×12.
        let keys = layout.keysArea
        let width = min(keys.width, max(20, widestLine(glyphs) + 4))
        let height = min(keys.height, 6)
        return ScreenRect(x: keys.x + (keys.width - width) / 2, y: keys.y + (keys.height - height) / 2, width: width, height: height)
    }

    private static func clamp(_ value: Int, to range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
