/// The number on the input display, as typed: its exact value and whether a point was typed.
///
/// `5.` is value 5 with a point; `1.50` is digits 150, scale 2; `-0` is a negative zero
/// that the next digit will replace (`C +/- 5` gives -5).
public struct Entry: Hashable, Sendable {
    // Stored compactly (a typed number has at most 15 significant digits and 28 places), so
    // the machine's state is small and cheap to copy on every key.
    private var digits: UInt64
    private var scale: UInt8
    private var negative: Bool
    /// True once `.` has been typed, even with no digit after it yet.
    public var hasPoint: Bool

    /// The exact value typed so far.
    public var value: ExactDecimal {
        get { ExactDecimal(isNegative: negative, digits: UInt128(digits), scale: Int(scale)) }
        set {
            digits = UInt64(newValue.digits)
            scale = UInt8(newValue.scale)
            negative = newValue.isNegative
        }
    }

    /// An entry of `value` (at most 19 digits and 255 places; the machine keeps it to 15 and 28).
    public init(value: ExactDecimal = .zero, hasPoint: Bool = false) {
        digits = UInt64(value.digits)
        scale = UInt8(value.scale)
        negative = value.isNegative
        self.hasPoint = hasPoint || value.scale > 0
    }

    /// True for a negative entry (and a typed `-0`).
    public var isNegative: Bool { negative }

    /// Flips the sign.
    public mutating func toggleSign() { negative.toggle() }

    /// Types `digit`: replaces a leading zero in the integer part, otherwise appends (in
    /// the fraction part too, one more place). Refuses a 16th significant digit and a 29th place.
    mutating func type(_ digit: UInt8, inFraction: Bool) -> Rejection? {
        if !inFraction && digits == 0 {
            digits = UInt64(digit)
            return nil
        }
        let grown = digits &* 10 &+ UInt64(digit)
        if grown >= Entry.digitLimit { return .tooManyDigits }
        if inFraction && Int(scale) >= Entry.maxFractionDigits { return .tooManyFractionDigits }
        digits = grown
        if inFraction { scale += 1 }
        return nil
    }

    /// The smallest number with more significant digits than an entry may hold: 10^15.
    static let digitLimit: UInt64 = 1_000_000_000_000_000

    /// The entry holding just `digit`.
    public init(digit: UInt8) {
        self.init(value: ExactDecimal(digits: UInt128(digit)))
    }

    /// At most this many significant digits may be typed.
    public static let maxSignificantDigits = 15
    /// At most this many digits may follow the decimal point.
    public static let maxFractionDigits = 28

    /// The text of the input display: `-12.50`, `0.`, `-0`.
    public var text: String {
        let buffer = OutputBuffer(capacity: 48)
        buffer.append(decimal: value, point: hasPoint)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }
}
