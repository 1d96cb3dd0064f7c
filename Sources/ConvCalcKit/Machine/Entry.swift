/// The number on the input display, as typed: its exact value and whether a point was typed.
///
/// `5.` is value 5 with a point; `1.50` is digits 150, scale 2; `-0` is a negative zero
/// that the next digit will replace (`C +/- 5` gives -5).
public struct Entry: Hashable, Sendable {
    /// The exact value typed so far.
    public var value: ExactDecimal
    /// True once `.` has been typed, even with no digit after it yet.
    public var hasPoint: Bool

    public init(value: ExactDecimal = .zero, hasPoint: Bool = false) {
        self.value = value
        self.hasPoint = hasPoint || value.scale > 0
    }

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
        var buffer = OutputBuffer(capacity: 48)
        buffer.append(decimal: value, point: hasPoint)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }
}
