/// The number on the input display, as typed: its mantissa, whether a point was typed, and
/// an exponent once `EE` was pressed.
///
/// `5.` is value 5 with a point; `1.50` is digits 150, scale 2; `-0` is a negative zero
/// that the next digit will replace (`C +/- 5` gives -5); `1.5e-4` is the mantissa 1.5 with
/// the exponent -4, exactly 0.00015.
public struct Entry: Hashable, Sendable {
    // Stored compactly (a typed mantissa has at most 15 significant digits and 28 places, an
    // exponent at most two digits, the five yes-or-no facts in one byte's bits), so the
    // machine's state is small and cheap to copy and to take apart.
    private var digits: UInt64
    private var scale: UInt8
    private var exponentMagnitude: UInt8 = 0
    private var flags: Flags = []

    /// The yes-or-no facts of an entry, one bit each.
    private struct Flags: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let negative = Flags(rawValue: 1)
        static let point = Flags(rawValue: 2)
        static let exponent = Flags(rawValue: 4)
        static let exponentNegative = Flags(rawValue: 8)
        static let exponentDigits = Flags(rawValue: 16)
    }

    /// Whether `flag` is set; setting it to false clears it.
    private subscript(flag: Flags) -> Bool {
        get { flags.contains(flag) }
        set { if newValue { flags.insert(flag) } else { flags.remove(flag) } }
    }

    private var negative: Bool {
        get { self[.negative] }
        set { self[.negative] = newValue }
    }
    /// True once `.` has been typed, even with no digit after it yet.
    public private(set) var hasPoint: Bool {
        get { self[.point] }
        set { self[.point] = newValue }
    }
    /// True once `EE` has been pressed, even with no exponent digit yet.
    public private(set) var hasExponent: Bool {
        get { self[.exponent] }
        set { self[.exponent] = newValue }
    }
    /// True when the exponent's sign is minus (`1e-`).
    public private(set) var exponentNegative: Bool {
        get { self[.exponentNegative] }
        set { self[.exponentNegative] = newValue }
    }
    /// True once an exponent digit has been typed (`1e` has none yet, `1e0` has one).
    public private(set) var exponentHasDigits: Bool {
        get { self[.exponentDigits] }
        set { self[.exponentDigits] = newValue }
    }

    /// The exact value typed so far: the mantissa times ten to the exponent.
    @inline(__always)
    public var value: ExactDecimal {
        let power = hasExponent ? Int(exponentMagnitude) : 0
        return ExactDecimal(isNegative: negative, digits: UInt128(digits),
                            scale: Int(scale) + (exponentNegative ? power : -power))
    }

    /// The exponent typed after `EE` (0 before any exponent digit).
    public var exponent: Int { exponentNegative ? -Int(exponentMagnitude) : Int(exponentMagnitude) }

    /// An empty entry: 0, or `0.` with a point.
    init(hasPoint: Bool = false) {
        digits = 0
        scale = 0
        flags = hasPoint ? .point : []
    }

    /// The entry holding just `digit`.
    init(digit: UInt8) {
        self.init()
        digits = UInt64(digit)
    }

    /// The entry that carries `value` over (swap), written positionally when it fits an
    /// entry's digits and places, otherwise as a mantissa and an exponent; nil when it has more
    /// than 15 significant digits or needs an exponent outside -99…99.
    init?(carrying value: ExactDecimal) {
        let trimmed = value.trimmed
        guard trimmed.significantDigits <= Entry.maxSignificantDigits else { return nil }
        self.init()
        negative = trimmed.isNegative
        digits = UInt64(trimmed.digits)
        if (0...Entry.maxFractionDigits).contains(trimmed.scale) {
            scale = UInt8(trimmed.scale)
            hasPoint = trimmed.scale > 0
            return
        }
        let mantissaPlaces = max(trimmed.significantDigits - 1, 0)
        let power = mantissaPlaces - trimmed.scale
        guard abs(power) <= Entry.maxExponent else { return nil }
        scale = UInt8(mantissaPlaces)
        hasPoint = mantissaPlaces > 0
        hasExponent = true
        exponentHasDigits = true
        exponentMagnitude = UInt8(abs(power))
        exponentNegative = power < 0
    }

    /// True for a negative entry (and a typed `-0`).
    public var isNegative: Bool { negative }

    /// Flips the sign of the mantissa.
    mutating func toggleSign() { negative.toggle() }

    /// Flips the sign of the exponent.
    mutating func toggleExponentSign() { exponentNegative.toggle() }

    /// Drops an exponent with no digit yet (`98.6e`, `5e-` are 98.6 and 5): what a number
    /// left in the exponent phase shows, so no committed input reads `5e-`.
    @inline(never)  // rare (the exponent phase left): out of `Machine.apply`, which every key inlines
    mutating func dropEmptyExponent() {
        guard hasExponent && !exponentHasDigits else { return }
        hasExponent = false
        exponentNegative = false
    }

    /// Types the decimal point into the mantissa.
    mutating func typePoint() { hasPoint = true }

    /// Starts the exponent (`EE`): 0 until its digits are typed.
    mutating func startExponent() {
        hasExponent = true
        exponentHasDigits = false
        exponentMagnitude = 0
        exponentNegative = false
    }

    /// Types `digit`: replaces a leading zero in the integer part, otherwise appends (in
    /// the fraction part too, one more place). Refuses a 16th significant digit and a 29th place.
    @inline(__always)
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

    /// Types an exponent digit; refuses one that takes the exponent beyond 99.
    mutating func typeExponent(_ digit: UInt8) -> Rejection? {
        let grown = Int(exponentMagnitude) * 10 + Int(digit)
        guard grown <= Entry.maxExponent else { return .exponentOutOfRange }
        exponentMagnitude = UInt8(grown)
        exponentHasDigits = true
        return nil
    }

    /// The smallest number with more significant digits than an entry may hold: 10^15.
    static let digitLimit: UInt64 = 1_000_000_000_000_000

    /// At most this many significant digits may be typed.
    public static let maxSignificantDigits = 15
    /// At most this many digits may follow the decimal point.
    public static let maxFractionDigits = 28
    /// The largest exponent, either sign.
    public static let maxExponent = 99

    /// The mantissa as typed: `-12.50`, `0.`, `-0`.
    var mantissa: ExactDecimal {
        ExactDecimal(isNegative: negative, digits: UInt128(digits), scale: Int(scale))
    }

    /// The text of the input display: `-12.50`, `0.`, `-0`, `1.5e-4`, `6.02e`.
    public var text: String {
        let buffer = OutputBuffer(capacity: 48)
        buffer.append(entry: self)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }
}
